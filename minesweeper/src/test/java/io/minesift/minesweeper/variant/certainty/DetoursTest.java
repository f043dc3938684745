package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The layouts built by hand under a connection rule and the cells out of the flags' reach,
 * against the rules' own checks.
 */
class DetoursTest {
    /**
     * Out of reach, by enumeration on 4×4 with 5 mines: every layout that obeys A (the rule's own
     * check, which walks the groups), holds the flags and avoids the revealed cells must leave
     * every cell said to be out of reach safe. Seeded revealed and flagged cells.
     */
    @Test
    void noLayoutPutsAMineOutOfReach() {
        Geometry g = Geometry.of(4, 4);
        GlobalRule attached = RuleSet.parse("A").globals().get(0);
        int total = 5;
        int claimed = 0;
        for (int k = 0; k < 40; k++) {
            SplittableRandom random = new SplittableRandom(k);
            BitSet revealed = new BitSet();
            BitSet flagged = new BitSet();
            for (int c = 0; c < g.size(); c++) {
                double r = random.nextDouble();
                if (r < 0.3) {
                    revealed.set(c);
                } else if (r < 0.4) {
                    flagged.set(c);
                }
            }
            BitSet hidden = CellSets.minus(CellSets.minus(CellSets.all(g), revealed), flagged);
            BitSet out = Detours.outOfReach(g, CellSets.orthogonalSteps(), hidden, flagged, total);
            claimed += flagged.isEmpty() ? 0 : out.cardinality();
            for (long m = 0; m < 1L << g.size(); m++) {
                BitSet mines = CellSets.ofLong(m);
                if (Long.bitCount(m) == total && !mines.intersects(revealed) && CellSets.minus(flagged, mines).isEmpty()
                        && attached.holds(g, mines)) {
                    assertFalse(mines.intersects(out), "position " + k + ": a layout " + mines + " has a mine in " + out);
                }
            }
        }
        assertTrue(claimed > 10, "too few cells out of reach to show anything: " + claimed);
    }

    /**
     * Built layouts on seeded 9×9 positions: each holds the target, as many mines as the model,
     * the model's mines and safe cells wherever a revealed cell looks or a flag is (so every clue
     * shows the same), and obeys the rule by the rule's own check.
     */
    @ParameterizedTest
    @ValueSource(strings = {"A", "C"})
    void builtLayoutsKeepEveryClueAndObeyTheRule(String text) {
        RuleSet rules = RuleSet.parse(text);
        Geometry g = Geometry.of(9, 9);
        int built = 0;
        java.util.List<SeededPositions.Drawn> positions = SeededPositions.sixOn9x9(rules, 17, 0.15, 0.3);
        for (int k = 0; k < positions.size(); k++) {
            SeededPositions.Drawn drawn = positions.get(k);
            BitSet model = drawn.mines();
            BitSet revealed = drawn.revealed();
            BitSet flagged = drawn.flagged();
            BitSet hidden = CellSets.minus(CellSets.minus(CellSets.all(g), revealed), flagged);
            BitSet free = Detours.free(g, rules.clue(), hidden, revealed);
            BitSet fixed = CellSets.minus(CellSets.all(g), free);
            int[][] steps = Detours.steps(rules.globals());
            BitSet targets = CellSets.minus(free, model);
            for (int t = targets.nextSetBit(0); t >= 0; t = targets.nextSetBit(t + 1)) {
                Optional<BitSet> layout = Detours.through(g, rules.globals(), steps, model, free, t, new BitSet());
                if (layout.isPresent()) {
                    BitSet l = layout.get();
                    assertTrue(l.get(t), text + " #" + k + " target " + t);
                    assertEquals(model.cardinality(), l.cardinality(), text + " #" + k + " target " + t);
                    assertEquals(CellSets.and(model, fixed), CellSets.and(l, fixed), text + " #" + k + " target " + t);
                    assertTrue(rules.globals().get(0).holds(g, l), text + " #" + k + " target " + t + ": " + l);
                    built++;
                }
            }
        }
        assertTrue(built > 20, text + ": too few layouts built to show anything: " + built);
    }
}
