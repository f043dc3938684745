package io.minesift.cli;

import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import picocli.CommandLine.Option;

/** The first-click rule and start cell of generated boards, shared by every command that makes boards. */
final class BoardRules {
    @Option(names = "--first-click", paramLabel = "RULE", defaultValue = "safe",
            description = "safe (start cell mine-free), zero (start cell and neighbours mine-free: the first "
                    + "click opens a region) or none. Default: ${DEFAULT-VALUE}.")
    FirstClickRule firstClick;

    @Option(names = "--start", paramLabel = "CELL", defaultValue = "corner",
            description = "corner (A1), center, random, or a cell: D4 or x,y (0-based). Default: ${DEFAULT-VALUE}.")
    StartRule start;
}
