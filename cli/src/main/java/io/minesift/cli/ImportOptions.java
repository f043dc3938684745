package io.minesift.cli;

import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.format.BoardFiles;
import picocli.CommandLine.Option;

/** How boards read from {@code .mine} and MBF files (which carry no start cell), or from Tatham IDs without one, get one. */
final class ImportOptions {
    @Option(names = "--import-start", paramLabel = "CELL", defaultValue = "auto",
            description = "For files without a start: auto (default), corner, center, random, D4 or x,y.")
    StartRule start;

    @Option(names = "--import-seed", paramLabel = "S", defaultValue = "1",
            description = "Seed of --import-start random. Default: ${DEFAULT-VALUE}.")
    long seed;

    BoardFiles files() {
        return new BoardFiles(start, seed);
    }
}
