package io.minesift.cli;

import picocli.CommandLine.Option;

/** {@code --layout}: the layout a game with layouts (Shanghai) generates its boards on. */
final class LayoutOption {
    @Option(names = "--layout", paramLabel = "NAME",
            description = "For a game with layouts (--game shanghai): the layout of its generated boards, turtle, "
                    + "mini-turtle, mini-spider, medium-72, half-turtle or flat-72. Default: mini-turtle.")
    String name;
}
