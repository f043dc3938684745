package io.minesift.minesweeper.logic;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The weak player's deductions: single clues and pairs of clues, no enumeration.
 *
 * <p>For two overlapping clues needing {@code M1} and {@code M2} mines over {@code C1} and
 * {@code C2} cells with {@code C12} in common, the common part holds between
 * {@code max(0, M1 − (C1 − C12), M2 − (C2 − C12))} and {@code min(C12, M1, M2)} mines; whatever
 * that leaves each clue's own part decides its cells when the range closes. With the mine count
 * allowed, the total acts as one more clue over every unknown cell.
 */
public final class TwoBody {
    private TwoBody() {
    }

    /**
     * Every cell that single clues or pairs of clues decide, each once (by the easiest reasoning
     * that finds it), single clues first.
     */
    public static List<Deduction> deduce(ConstraintSystem system, boolean useMineCount) {
        List<Deduction> found = new ArrayList<>();
        BitSet decided = new BitSet();
        List<Constraint> constraints = system.constraints();
        for (Constraint c : constraints) {
            if (c.mines() == 0 || c.mines() == c.size()) {
                settle(c.cells(), c.mines() > 0, Deduction.Level.SINGLE_CLUE, new int[]{c.source()}, decided, found);
            }
        }
        for (int[] pair : overlappingPairs(system)) {
            pairDeductions(constraints.get(pair[0]), constraints.get(pair[1]), Deduction.Level.TWO_CLUES, decided, found);
        }
        if (useMineCount) {
            Constraint total = totalConstraint(system);
            if (total.mines() == 0 || total.mines() == total.size()) {
                settle(total.cells(), total.mines() > 0, Deduction.Level.MINE_COUNT, new int[]{-1}, decided, found);
            }
            for (Constraint c : constraints) {
                pairDeductions(c, total, Deduction.Level.MINE_COUNT, decided, found);
            }
        }
        return found;
    }

    /** The total mine count as a constraint over every unknown cell. */
    public static Constraint totalConstraint(ConstraintSystem system) {
        int[] cells = new int[system.unknownCount()];
        int n = 0;
        for (int c = 0; c < system.geometry().size(); c++) {
            if (system.isUnknown(c)) {
                cells[n++] = c;
            }
        }
        return new Constraint(-1, cells, system.minesLeft());
    }

    /** Index pairs (i < j) of constraints that share at least one cell. */
    private static List<int[]> overlappingPairs(ConstraintSystem system) {
        List<Constraint> constraints = system.constraints();
        int size = system.geometry().size();
        List<List<Integer>> byCell = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            byCell.add(null);
        }
        List<int[]> pairs = new ArrayList<>();
        BitSet paired = new BitSet();
        for (int j = 0; j < constraints.size(); j++) {
            paired.clear();
            for (int cell : constraints.get(j).cells()) {
                List<Integer> earlier = byCell.get(cell);
                if (earlier == null) {
                    earlier = new ArrayList<>(4);
                    byCell.set(cell, earlier);
                }
                for (int i : earlier) {
                    if (!paired.get(i)) {
                        paired.set(i);
                        pairs.add(new int[]{i, j});
                    }
                }
                earlier.add(j);
            }
        }
        return pairs;
    }

    private static void pairDeductions(Constraint a, Constraint b, Deduction.Level level, BitSet decided,
                                       List<Deduction> found) {
        int[] common = intersect(a.cells(), b.cells());
        if (common.length == 0) {
            return;
        }
        int[] onlyA = minus(a.cells(), common);
        int[] onlyB = minus(b.cells(), common);
        int lo = Math.max(0, Math.max(a.mines() - onlyA.length, b.mines() - onlyB.length));
        int hi = Math.min(common.length, Math.min(a.mines(), b.mines()));
        if (lo > hi) {
            return; // contradictory clues: nothing sound to conclude here
        }
        int[] clues = {a.source(), b.source()};
        decide(onlyA, a.mines() - hi, a.mines() - lo, level, clues, decided, found);
        decide(onlyB, b.mines() - hi, b.mines() - lo, level, clues, decided, found);
        decide(common, lo, hi, level, clues, decided, found);
    }

    /** Cells that hold between {@code min} and {@code max} mines: settled when the range is 0 or all. */
    private static void decide(int[] cells, int min, int max, Deduction.Level level, int[] clues, BitSet decided,
                               List<Deduction> found) {
        if (cells.length == 0) {
            return;
        }
        if (max == 0) {
            settle(cells, false, level, clues, decided, found);
        } else if (min == cells.length) {
            settle(cells, true, level, clues, decided, found);
        }
    }

    private static void settle(int[] cells, boolean mine, Deduction.Level level, int[] clues, BitSet decided,
                               List<Deduction> found) {
        for (int cell : cells) {
            if (!decided.get(cell)) {
                decided.set(cell);
                found.add(new Deduction(cell, mine, level, clues));
            }
        }
    }

    /** The cells of both sorted arrays, sorted. */
    public static int[] intersect(int[] a, int[] b) {
        int[] out = new int[Math.min(a.length, b.length)];
        int n = 0;
        for (int i = 0, j = 0; i < a.length && j < b.length; ) {
            if (a[i] == b[j]) {
                out[n++] = a[i];
                i++;
                j++;
            } else if (a[i] < b[j]) {
                i++;
            } else {
                j++;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    /** The cells of {@code a} not in the sorted {@code sortedSubset}, in {@code a}'s order. */
    public static int[] minus(int[] a, int[] sortedSubset) {
        int[] out = new int[a.length];
        int n = 0;
        for (int x : a) {
            if (java.util.Arrays.binarySearch(sortedSubset, x) < 0) {
                out[n++] = x;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }
}
