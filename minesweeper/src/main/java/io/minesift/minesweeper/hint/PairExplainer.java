package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.Constraint;
import io.minesift.minesweeper.logic.TwoBody;

/**
 * Explains the deductions of one clue or two clues together, in the words players use: a
 * clue's hidden neighbours are its candidates; two clues share a common area, and each has its
 * own unique area. The total mine count (source {@code -1}) reads as "the N remaining mines".
 */
final class PairExplainer {
    private final Position position;
    private final Geometry g;

    PairExplainer(Position position) {
        this.position = position;
        this.g = position.geometry();
    }

    /** Why all hidden neighbours of one clue are mines, or all safe. */
    String single(Constraint c, int[] cells, boolean mine) {
        if (c.source() < 0) {
            return mine ? "All " + Words.mines(c.mines()) + " left must lie in the " + Words.count(c.size(), "hidden cell")
                    + ", so " + Words.cells(g, cells) + " " + Words.verdict(cells.length, true) + "."
                    : "No mine is left, so " + Words.cells(g, cells) + " " + Words.verdict(cells.length, false) + ".";
        }
        String name = g.cell(c.source()).label();
        int clue = position.state(c.source());
        int flagged = clue - c.mines();
        String shows = name + " shows " + clue;
        if (mine) {
            String has = flagged == 0 ? " and has exactly " + Words.count(c.size(), "hidden neighbour")
                    : ", has " + Words.count(flagged, "flagged neighbour") + " and exactly " + Words.count(c.size(), "hidden one");
            String which = cells.length == 1 ? "it is a mine" : cells.length == 2 && c.size() == 2 ? "both are mines"
                    : "all of them are mines";
            return shows + has + ", so " + which + (cells.length == 1 ? " (" + Words.cells(g, cells) + ")" : ": "
                    + Words.cells(g, cells)) + ".";
        }
        String met = clue == 0 ? "" : flagged == 1 ? " and already has 1 flagged neighbour"
                : " and already has " + flagged + " flagged neighbours";
        return shows + met + ", so its " + (clue == 0 ? "" : "other ") + "hidden neighbour" + (cells.length == 1 ? " " : "s ")
                + Words.cells(g, cells) + " " + Words.verdict(cells.length, false) + ".";
    }

    /**
     * Why the cells (all in one part of the pair's areas: {@code a}'s unique area, {@code b}'s,
     * or the common one) are mines or safe. The caller orders the pair so that {@code b} owns
     * the settled unique area when there is one.
     */
    String pair(Constraint a, Constraint b, int[] cells, boolean mine) {
        int[] common = TwoBody.intersect(a.cells(), b.cells());
        int[] onlyA = TwoBody.minus(a.cells(), common);
        int[] onlyB = TwoBody.minus(b.cells(), common);
        String an = name(a);
        String bn = name(b);
        String inCommon = "the " + (common.length == 1 ? "cell " : "cells ") + Words.cells(g, common) + " they share";
        if (java.util.Arrays.binarySearch(common, cells[0]) >= 0) {
            // The shared area itself is full: a needs more mines than its unique area can hold.
            return an + " needs " + Words.mines(a.mines()) + " but has only " + Words.count(onlyA.length, "candidate")
                    + " outside " + bn + "'s area, so " + inCommon + " " + Words.verdict(common.length, true) + ".";
        }
        if (b.source() < 0) {
            return againstTheCount(a, b, cells, mine);
        }
        int lo = Math.max(0, Math.max(a.mines() - onlyA.length, b.mines() - onlyB.length));
        int hi = Math.min(common.length, Math.min(a.mines(), b.mines()));
        String rest = bn + "'s other " + (cells.length == 1 ? "cell " : "cells ") + Words.cells(g, cells) + " "
                + Words.verdict(cells.length, mine) + ".";
        if (!mine) {
            String why = onlyA.length == 0
                    ? an + " needs " + Words.mines(a.mines()) + " and all of its candidates lie inside " + bn + "'s area"
                    : an + " needs " + Words.mines(a.mines()) + " and only " + onlyA.length + " of its candidates "
                    + (onlyA.length == 1 ? "lies" : "lie") + " outside " + bn + "'s area, so at least " + Words.mines(lo)
                    + " must be among " + inCommon;
            return why + "; " + bn + " needs only " + Words.mines(b.mines()) + ", so " + rest;
        }
        String cap = hi == common.length ? inCommon + " can hold at most " + Words.mines(hi)
                : an + " needs only " + Words.mines(a.mines()) + ", so " + inCommon + " hold at most " + Words.mines(hi);
        return cap + "; " + bn + " needs " + Words.mines(b.mines()) + ", so " + rest;
    }

    /** A clue's need against the mines left on the whole board settles every other hidden cell. */
    private String againstTheCount(Constraint a, Constraint total, int[] cells, boolean mine) {
        String an = g.cell(a.source()).label();
        String left = Words.mines(total.mines()) + (total.mines() == 1 ? " is" : " are") + " left on the whole board";
        String others = "every other hidden cell (" + Words.cells(g, cells) + ")";
        if (!mine) {
            return an + " needs " + Words.mines(a.mines()) + " among its candidates " + Words.cells(g, a.cells())
                    + ", and only " + left + ", so " + others + " is safe.";
        }
        return an + " needs only " + Words.mines(a.mines()) + " among its candidates " + Words.cells(g, a.cells()) + ", and "
                + left + ", so " + others + " must hold the other " + Words.mines(total.mines() - a.mines())
                + ": " + (cells.length == 1 ? "it is a mine." : "they are mines.");
    }

    private String name(Constraint c) {
        return c.source() < 0 ? "the mine count (" + Words.mines(c.mines()) + " left)" : g.cell(c.source()).label();
    }
}
