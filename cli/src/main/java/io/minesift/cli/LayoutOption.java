package io.minesift.cli;

import picocli.CommandLine.Option;

/**
 * {@code --layout}: the layout a game with layouts (Shanghai) generates its boards on, by name or
 * file ({@code NAME|FILE}: the files minesift reads are told in docs/formats.md; help stays short).
 */
final class LayoutOption {
    @Option(names = "--layout", paramLabel = "NAME|FILE",
            description = "Shanghai: turtle, mini-turtle (default), mini-spider, medium-72, half-turtle, flat-72.")
    String name;
}
