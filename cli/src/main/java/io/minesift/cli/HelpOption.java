package io.minesift.cli;

import picocli.CommandLine.Option;

/** A command's {@code -h}/{@code --help} (the version is the top level's, {@code minesift --version}). */
final class HelpOption {
    @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
    boolean help;
}
