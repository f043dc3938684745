package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.RuleSet;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Seeded positions for the certainty tests beyond 64 cells: a layout that obeys the rules (the
 * solver's model near random cells), each safe cell revealed and each mine flagged with the
 * given probabilities, one random draw per cell in reading order.
 */
final class SeededPositions {
    private SeededPositions() {
    }

    /** The layout drawn, and the cells revealed and flagged on it. */
    record Drawn(BitSet mines, BitSet revealed, BitSet flagged) {
    }

    /** Six positions on 9×9 with 10 mines, the k-th drawn from the seed {@code salt · k} plus the rules' text's hash. */
    static java.util.List<Drawn> sixOn9x9(RuleSet rules, long salt, double reveal, double flag) {
        java.util.List<Drawn> out = new java.util.ArrayList<>();
        for (int k = 0; k < 6; k++) {
            out.add(draw(Geometry.of(9, 9), rules, 10, new SplittableRandom(salt * k + rules.text().hashCode()), reveal, flag));
        }
        return out;
    }

    static Drawn draw(Geometry g, RuleSet rules, int total, SplittableRandom random, double reveal, double flag) {
        BitSet near = new BitSet();
        while (near.cardinality() < total) {
            near.set(random.nextInt(g.size()));
        }
        BitSet mines = SatLayouts.near(g, rules, total, new BitSet(), new BitSet(), near, random, CutBudget.unlimited())
                .orElseThrow();
        BitSet revealed = new BitSet();
        BitSet flagged = new BitSet();
        for (int c = 0; c < g.size(); c++) {
            if (!mines.get(c) && random.nextDouble() < reveal) {
                revealed.set(c);
            } else if (mines.get(c) && random.nextDouble() < flag) {
                flagged.set(c);
            }
        }
        return new Drawn(mines, revealed, flagged);
    }
}
