package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.RuleSet;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.ToIntFunction;

/**
 * A layout for a board's end stall: the few cells no clue tells apart all made mines, and as many
 * mines elsewhere taken away, so the mine total is kept and the rules still hold (the rules' own
 * check). Under A a 30×16/99 board stalls at its end on a safe cell beside a mine of the one
 * group of mines, and no clue shown can change without going back: the pair is told apart only by
 * a layout in which some shown clue differs. The growth then goes back to the first round whose
 * position this layout does not fit and plays on from there; every round still reveals only cells its
 * tests prove safe.
 */
final class EndRepair {
    /**
     * The most safe cells left undecided at a stall for which a repair is tried. The safe ones are
     * counted, not all the cells left undecided: late in a 30×16/99 board a stall leaves 2 safe
     * cells among 50 mines that no clue has proven yet, and such stalls, left to the redraws,
     * turned in circles for dozens of rounds.
     */
    static final int MAX_SAFE = 8;

    private EndRepair() {
    }

    /**
     * {@code witness} with every {@code stuck} cell a mine and as many other mines taken away, one
     * at a time, each drawn among those whose removal keeps every global rule, preferring those
     * with the least {@code depth} (how far back the growth goes for it), and never one of
     * {@code keep} (cells that must stay as they are). Empty when more than {@link #MAX_SAFE}
     * stuck cells are safe, none of them is, or no mine can be taken away.
     */
    static Optional<BitSet> layout(Geometry g, RuleSet rules, BitSet witness, BitSet stuck, BitSet keep,
                                   ToIntFunction<Integer> depth, SplittableRandom random) {
        BitSet added = (BitSet) stuck.clone();
        added.andNot(witness);
        if (added.cardinality() > MAX_SAFE || added.isEmpty() || added.intersects(keep)) {
            return Optional.empty();
        }
        BitSet full = (BitSet) witness.clone();
        full.or(added);
        for (int r = added.cardinality(); r > 0; r--) {
            List<Integer> best = new ArrayList<>();
            int least = Integer.MAX_VALUE;
            for (int c = witness.nextSetBit(0); c >= 0; c = witness.nextSetBit(c + 1)) {
                if (!full.get(c) || stuck.get(c) || keep.get(c)) {
                    continue;
                }
                full.clear(c);
                if (rules.holds(g, full)) {
                    int d = depth.applyAsInt(c);
                    if (d < least) {
                        least = d;
                        best.clear();
                    }
                    if (d == least) {
                        best.add(c);
                    }
                }
                full.set(c);
            }
            if (best.isEmpty()) {
                return Optional.empty();
            }
            full.clear(best.get(random.nextInt(best.size())));
        }
        return Optional.of(full);
    }
}
