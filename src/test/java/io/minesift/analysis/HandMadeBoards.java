package io.minesift.analysis;

import io.minesift.board.Cell;
import io.minesift.board.Instance;
import io.minesift.board.Provenance;
import io.minesift.io.MineText;

/**
 * Boards with a known character, for the profile and the sift. The first three were found by a
 * seeded search over random boards (a throw-away scan of the profile, kept here as fixed
 * layouts) and checked by hand; the 50/50 board is drawn by hand.
 */
public final class HandMadeBoards {
    private HandMadeBoards() {
    }

    /** 8x8/8 from (3,3): single clues alone finish it (24 cells), no guess. */
    public static Instance singleClues() {
        return board("8x8x8\n12M2M100\n1M221100\n22200000\n1M100000\n11100000\n01233210\n01MMMM10\n01233210\n", 3, 3);
    }

    /** 8x8/12 from (3,3): no guess, but 11 cells need several clues together. */
    public static Instance needsEnumeration() {
        return board("8x8x12\n01M11110\n01112M20\n22102M31\nMM10113M\nM311112M\n1101M111\n00023421\n0001MMM1\n", 3, 3);
    }

    /** 6x6/6 from (2,2): no guess, but the last cell is settled only by the mine total. */
    public static Instance needsMineCount() {
        return board("6x6x6\n01M3M3\n0113MM\n000233\n0001M1\n011211\n01M100\n", 2, 2);
    }

    /**
     * 2x6/2 from A3: the middle opens, leaving A1/B1 and A6/B6, each pair under two 1s with one
     * mine: two separate forced 50/50s (the mine total, 2, says nothing more), won 1 time in 4.
     */
    public static Instance twoFiftyFifties() {
        return board("2x6x2\nM1\n11\n00\n00\n11\n1M\n", 0, 2);
    }

    private static Instance board(String text, int x, int y) {
        return Instance.of(MineText.layoutOf(MineText.parse(text, "hand-made"), "hand-made"),
                new Cell(x, y), Provenance.imported("hand-made", x + "," + y));
    }
}
