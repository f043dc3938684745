package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The certain cells beyond 64 cells, where {@link SatCertainty} starts its searches at chosen
 * layouts, spreads models with bounded solves and writes A as clauses, against a plain reference
 * written here: a fresh solver per position, default phases, A by the lazy cuts, and two solves
 * per hidden cell (can it be a mine, can it be safe). On seeded 9×9 positions (a layout that
 * obeys the rule, each safe cell revealed with probability 0.4, the mines of a few revealed
 * clues flagged), the two must give the same safe and mine cells.
 */
class WideCertaintyTest {
    @ParameterizedTest
    @ValueSource(strings = {"T", "A", "D", "T,X"})
    void theGuidedSolverFindsTheCellsThePlainOneFinds(String text) {
        compare(text, 0.3);
    }

    /**
     * With nothing flagged, A's clauses are rooted among the cells of a revealed clue that says
     * it holds a mine ({@link Roots}) rather than at a flag; the answers must still be the plain
     * solver's.
     */
    @ParameterizedTest
    @ValueSource(strings = {"A", "A,X"})
    void withNoFlagTheClueRootedSolverFindsTheCellsThePlainOneFinds(String text) {
        compare(text, 0);
    }

    private static void compare(String text, double flag) {
        RuleSet rules = RuleSet.parse(text);
        Geometry g = Geometry.of(9, 9);
        int total = 10;
        int certain = 0;
        for (int k = 0; k < 6; k++) {
            SplittableRandom random = new SplittableRandom(31L * k + text.hashCode());
            SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, total, random, 0.4, flag);
            VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            SatCertainty fast = new SatCertainty(p);
            BitSet[] plain = reference(p, total);
            assertTrue(fast.consistent(), text + " #" + k);
            assertEquals(plain[0], fast.safeCells(), text + " #" + k + ": safe cells");
            assertEquals(plain[1], fast.mineCells(), text + " #" + k + ": mines");
            certain += plain[0].cardinality() + plain[1].cardinality();
        }
        assertTrue(certain > 0, text + ": no position had a certain cell, so the test shows nothing");
    }

    /** The safe and the mine cells, each hidden cell asked twice of one plain solver. */
    private static BitSet[] reference(VariantPosition p, int total) {
        Geometry g = p.geometry();
        java.util.List<GlobalRule> globals = p.rules().globals();
        Sat sat = plain(p, total);
        BitSet safe = new BitSet();
        BitSet mines = new BitSet();
        BitSet hidden = p.hiddenCells();
        for (int c = hidden.nextSetBit(0); c >= 0; c = hidden.nextSetBit(c + 1)) {
            if (!sat.solveObeying(g, globals, Sat.var(c))) {
                safe.set(c);
            } else if (!sat.solveObeying(g, globals, -Sat.var(c))) {
                mines.set(c);
            }
        }
        return new BitSet[]{safe, mines};
    }

    /**
     * A plain solver of the position: a fresh solver, default phases, A by the lazy cuts; the
     * reference here and in CountedStartTest.
     */
    static Sat plain(VariantPosition p, int total) {
        Geometry g = p.geometry();
        Sat sat = new Sat(g.size());
        for (GlobalRule rule : p.rules().globals()) {
            GlobalEncoding.add(sat, g, rule, total, false);
        }
        int[] all = new int[g.size()];
        for (int c = 0; c < all.length; c++) {
            all[c] = Sat.var(c);
        }
        sat.exactly(all, total);
        BitSet revealed = p.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            sat.clause(-Sat.var(c));
            ClueEncoding.add(sat, g, p.rules().clue(), c, p.clue(c));
            if (p.holdsAMine(c)) {
                sat.clause(ClueEncoding.vars(p.rules().clue().scope(g, c)));
            }
        }
        BitSet flagged = p.flaggedCells();
        for (int f = flagged.nextSetBit(0); f >= 0; f = flagged.nextSetBit(f + 1)) {
            sat.clause(Sat.var(f));
        }
        return sat;
    }
}
