package io.minesift.cli;

import picocli.CommandLine.Option;

/** {@code --game}: which game's boards a command works on. */
final class GameOption {
    @Option(names = "--game", paramLabel = "GAME",
            description = "minesweeper, shanghai or coins (default: by file).")
    String name;
}
