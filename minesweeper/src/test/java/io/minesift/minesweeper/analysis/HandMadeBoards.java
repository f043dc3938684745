package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.format.MineText;

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

    /**
     * 5x5/3 from (0,0): no guess, but the last 3 cells are settled only by the mine total, with a
     * mine still among them (a counter at 0 would be a single clue). Found by a seeded scan of
     * random 5x5 to 7x7 boards for profiles with mine-count cells and no enumeration.
     */
    public static Instance needsMineCount() {
        return board("5x5x3\n001M1\n00122\n1111M\n1M111\n11100\n", 0, 0);
    }

    /**
     * 2x6/2 from A3: the middle opens, leaving A1/B1 and A6/B6, each pair under two 1s with one
     * mine: two separate forced 50/50s (the mine total, 2, says nothing more), won 1 time in 4.
     */
    public static Instance twoFiftyFifties() {
        return board("2x6x2\nM1\n11\n00\n00\n11\n1M\n", 0, 2);
    }

    /*
     * The luck boards below were found by a seeded scan of random boards of 4x3 to 7x6 (a
     * throw-away search, kept here as fixed layouts) and their chances checked by brute force
     * over every layout that fits what is visible (player.ExactChance).
     *
     * From D1 the three boards 7x3/4 below all show the same position:
     *     HH10000
     *     HH21000
     *     H3H1000
     * Three layouts fit it, equally likely: {A1,A2,B2,C3}, {B1,A2,A3,C3}, {A1,B2,A3,C3}. B1 holds a
     * mine in one of the three: at risk 1/3 it is the one safest cell (every other hidden cell is
     * 2/3, C3 certain), not a tie; once B1 (or, on the layout where it is a mine, a safe stand-in)
     * is open, its number settles the rest. So every player that guesses B1 wins with chance 2/3.
     */

    /** 7x3/4 from D1: one forced guess at risk 1/3 (B1), and B1 is safe on this layout. */
    public static Instance oneThirdGuessSafe() {
        return board("7x3x4\nM310000\nMM21000\n23M1000\n", 3, 0);
    }

    /** 7x3/4 from D1: the same position and guess, but B1 is the mine on this layout. */
    public static Instance oneThirdGuessMine() {
        return board("7x3x4\n2M10000\nM421000\nM3M1000\n", 3, 0);
    }

    /**
     * 7x4/8 from A1: two forced guesses in separate places, D2 at risk 3/19 and then E4 at risk
     * 1/8, each the one safest cell: the chance of winning is 16/19 x 7/8 = 14/19.
     */
    public static Instance twoGuesses() {
        return board("7x4x8\n01MMM10\n0135431\n012MM3M\n01M323M\n", 0, 0);
    }

    private static Instance board(String text, int x, int y) {
        return Instance.of(MineText.layoutOf(MineText.parse(text, "hand-made"), "hand-made"),
                new Cell(x, y), Provenance.imported("hand-made", x + "," + y));
    }
}
