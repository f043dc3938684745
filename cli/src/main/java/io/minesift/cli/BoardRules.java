package io.minesift.cli;

import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import picocli.CommandLine.Option;

/** The first-click rule and start cell of generated boards, shared by every command that makes boards. */
final class BoardRules {
    @Option(names = "--first-click", paramLabel = "RULE", defaultValue = "safe",
            description = "safe (default), zero (no mine around) or none.")
    FirstClickRule firstClick;

    @Option(names = "--start", paramLabel = "CELL", defaultValue = "corner",
            description = "corner (default), center, random, D4 or x,y.")
    StartRule start;
}
