package io.minesift.cli;

import picocli.CommandLine.Option;

/** {@code --game}: which game's boards a command works on. */
final class GameOption {
    @Option(names = "--game", paramLabel = "GAME",
            description = "The game: minesweeper, shanghai or coins (the null game). Default: what the input file is, else minesweeper.")
    String name;
}
