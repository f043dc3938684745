package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.logic.Constraint;
import io.minesift.minesweeper.logic.TwoBody;
import io.minesift.minesweeper.logic.ConstraintSystem;
import io.minesift.minesweeper.logic.LocalCertainty;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The smallest set of clues that forces a cell on its own: sets of linked clues (each shares a
 * cell with another, one touches the cell) are tried by size, smallest first, each checked by
 * enumerating what those clues alone allow. The search stops after {@link #LIMIT} sets; then the
 * whole linked region of clues is the answer (still sound, maybe not the smallest).
 */
final class ClueSets {
    private static final int LIMIT = 5_000;
    private static final int MAX_SIZE = 8;
    private static final long NODES = 200_000;

    private ClueSets() {
    }

    /** Indices (into {@code system.constraints()}) of a smallest set of clues that forces {@code cell}. */
    static List<Integer> forcing(ConstraintSystem system, int cell, boolean mine) {
        List<Constraint> all = system.constraints();
        List<BitSet> frontier = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).contains(cell)) {
                BitSet s = new BitSet();
                s.set(i);
                frontier.add(s);
            }
        }
        Set<BitSet> seen = new HashSet<>(frontier);
        int tried = 0;
        for (int size = 1; size <= MAX_SIZE && !frontier.isEmpty() && tried < LIMIT; size++) {
            for (BitSet set : frontier) {
                if (++tried > LIMIT) {
                    break;
                }
                if (forces(system, set, cell, mine)) {
                    return set.stream().boxed().toList();
                }
            }
            frontier = grow(all, frontier, seen);
        }
        return region(all, cell);
    }

    private static boolean forces(ConstraintSystem system, BitSet set, int cell, boolean mine) {
        List<Constraint> subset = set.stream().mapToObj(i -> system.constraints().get(i)).toList();
        LocalCertainty local = LocalCertainty.of(system.only(subset), NODES);
        return (mine ? local.mines() : local.safe()).get(cell);
    }

    /** Every set one clue larger, adding a clue that shares a cell with the set. */
    private static List<BitSet> grow(List<Constraint> all, List<BitSet> sets, Set<BitSet> seen) {
        List<BitSet> next = new ArrayList<>();
        for (BitSet set : sets) {
            for (int j = 0; j < all.size(); j++) {
                if (!set.get(j) && touches(all, set, j)) {
                    BitSet bigger = (BitSet) set.clone();
                    bigger.set(j);
                    if (seen.add(bigger)) {
                        next.add(bigger);
                    }
                }
            }
        }
        return next;
    }

    private static boolean touches(List<Constraint> all, BitSet set, int j) {
        for (int i = set.nextSetBit(0); i >= 0; i = set.nextSetBit(i + 1)) {
            if (TwoBody.intersect(all.get(i).cells(), all.get(j).cells()).length > 0) {
                return true;
            }
        }
        return false;
    }

    /** All clues linked to the cell through shared cells. */
    private static List<Integer> region(List<Constraint> all, int cell) {
        BitSet in = new BitSet();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).contains(cell)) {
                in.set(i);
            }
        }
        boolean grew = true;
        while (grew) {
            grew = false;
            for (int j = 0; j < all.size(); j++) {
                if (!in.get(j) && touches(all, in, j)) {
                    in.set(j);
                    grew = true;
                }
            }
        }
        return in.stream().boxed().toList();
    }
}
