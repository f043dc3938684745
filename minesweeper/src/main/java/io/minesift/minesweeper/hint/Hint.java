package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.logic.Deduction;

import java.util.List;

/**
 * One deduction explained: the cells it settles (all safe or all mines), the level of reasoning,
 * the clue cells it uses ({@code -1} stands for the total mine count), and a sentence that says
 * why, naming cells spreadsheet style (A1 is the top-left cell).
 */
public record Hint(List<Integer> cells, boolean mine, Deduction.Level level, List<Integer> clues, String explanation) {
    public Hint {
        cells = List.copyOf(cells);
        clues = List.copyOf(clues);
    }
}
