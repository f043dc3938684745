package io.minesift.cli;

import picocli.CommandLine.Option;

/** {@code --layout}: the layout a game with layouts (Shanghai) generates its boards on. */
final class LayoutOption {
    @Option(names = "--layout", paramLabel = "NAME",
            description = "Shanghai: turtle, mini-turtle (default), mini-spider, medium-72, half-turtle, flat-72.")
    String name;
}
