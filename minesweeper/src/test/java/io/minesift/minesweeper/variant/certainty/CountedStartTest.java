package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The start of a layout search filled up to the mine total under T, against the rule's own
 * whole-board check ({@link GlobalRule#holds}, which scans every line of three), and the
 * repairs' layouts it starts, against a plain solver asked the same question.
 */
class CountedStartTest {
    private static final GlobalRule TRIPLET = RuleSet.parse("T").globals().get(0);

    /**
     * On seeded 9×9 layouts that obey T, a mine added at a cell makes a line of three exactly when
     * the rule's whole-board check refuses the layout with it.
     */
    @Test
    void aLineOfThreeIsWhatTheRuleRefuses() {
        Geometry g = Geometry.of(9, 9);
        int refused = 0;
        for (int k = 0; k < 30; k++) {
            BitSet mines = obeying(g, 12 + k % 10, new SplittableRandom(k));
            for (int c = 0; c < g.size(); c++) {
                if (!mines.get(c)) {
                    boolean broken = !TRIPLET.holds(g, CellSets.or(mines, CellSets.of(c)));
                    assertEquals(broken, CountedStart.completesLine(g, mines, c), "layout " + k + " " + mines + ", cell " + c);
                    refused += broken ? 1 : 0;
                }
            }
        }
        assertTrue(refused > 100, "too few refused cells to show anything: " + refused);
    }

    /**
     * Seeded starts on 12×10 (beyond 64 cells): the cells outside the free ones are kept, the
     * start's own free mines come first, no mine is added outside the free cells, T still holds,
     * and the count is the total unless every free cell left would make a line of three (by the
     * rule's whole-board check).
     */
    @Test
    void theFreeCellsAreFilledUpToTheTotal() {
        Geometry g = Geometry.of(12, 10);
        int full = 0;
        for (int k = 0; k < 40; k++) {
            SplittableRandom random = new SplittableRandom(100 + k);
            BitSet near = obeying(g, 10 + random.nextInt(30), random);
            BitSet free = new BitSet();
            for (int c = 0; c < g.size(); c++) {
                if (random.nextDouble() < 0.6) {
                    free.set(c);
                }
            }
            int total = CellSets.minus(near, free).cardinality() + random.nextInt(25);
            BitSet start = CountedStart.of(g, List.of(TRIPLET), near, free, total, random);
            String at = "start " + k;
            assertEquals(CellSets.minus(near, free), CellSets.minus(start, free), at + ": the fixed cells kept");
            assertTrue(CellSets.minus(start, CellSets.or(near, free)).isEmpty(), at + ": a mine outside the free cells");
            assertTrue(TRIPLET.holds(g, start), at + ": a line of three");
            assertTrue(start.cardinality() <= total, at + ": over the total");
            if (near.cardinality() >= total) {
                assertTrue(CellSets.minus(start, near).isEmpty(), at + ": a new mine though the start had enough");
            } else {
                assertTrue(CellSets.minus(near, start).isEmpty(), at + ": a mine of the start dropped");
            }
            if (start.cardinality() < total) {
                BitSet left = CellSets.minus(free, start);
                for (int c = left.nextSetBit(0); c >= 0; c = left.nextSetBit(c + 1)) {
                    assertFalse(TRIPLET.holds(g, CellSets.or(start, CellSets.of(c))), at + ": cell " + c + " could be added");
                }
            } else {
                full++;
            }
        }
        assertTrue(full > 20, "too few starts reached the total to show anything: " + full);
    }

    /** Under a rule that a mine taken away can break (A, D, C), the start is left as it was. */
    @Test
    void otherRulesKeepTheirStart() {
        Geometry g = Geometry.of(12, 10);
        BitSet near = CellSets.of(5);
        for (String rules : new String[]{"A", "D", "C"}) {
            BitSet start = CountedStart.of(g, RuleSet.parse(rules).globals(), near, CellSets.all(g), 20, new SplittableRandom(1));
            assertSame(near, start, rules);
        }
    }

    /**
     * A repair's layout on seeded 10×10 positions under T (the position's solver, its search
     * started at the filled-up start), with a revealed cell's hidden neighbours or three hidden
     * cells made safe or mines: present exactly when a plain solver (default phases, no
     * start) finds one with the same cells fixed, and then it holds the total, obeys T, keeps the
     * fixed cells and shows every revealed clue as the drawn layout does.
     */
    @Test
    void aRepairFindsALayoutExactlyWhenOneExists() {
        RuleSet rules = RuleSet.parse("T");
        Geometry g = Geometry.of(10, 10);
        int total = 20;
        int found = 0;
        int none = 0;
        for (int k = 0; k < 8; k++) {
            SplittableRandom random = new SplittableRandom(7L * k + 3);
            SeededPositions.Drawn drawn = SeededPositions.draw(g, rules, total, random, 0.4, 0.3);
            VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            SatCertainty certain = new SatCertainty(p, CutBudget.unlimited(), drawn.mines(), SatCertainty.BOUNDED_TEST_CONFLICTS);
            BitSet hidden = p.hiddenCells();
            int[] clues = p.revealedCells().stream().toArray();
            int[] open = hidden.stream().toArray();
            for (int t = 0; t < 6; t++) {
                BitSet change = new BitSet(); // as the growth's tries: one clue's hidden cells, or a few hidden cells
                if (t < 4) {
                    for (int d : rules.clue().scope(g, clues[random.nextInt(clues.length)])) {
                        change.set(d);
                    }
                    change.and(hidden);
                } else {
                    for (int n = 0; n < 3; n++) {
                        change.set(open[random.nextInt(open.length)]);
                    }
                }
                BitSet safe = t % 2 == 0 ? change : new BitSet();
                BitSet mines = t % 2 == 0 ? new BitSet() : change;
                Optional<BitSet> layout = certain.layout(safe, mines, drawn.mines(), random);
                String at = "position " + k + ", try " + t;
                assertEquals(plainFinds(p, total, safe, mines), layout.isPresent(), at);
                if (layout.isPresent()) {
                    found++;
                    BitSet l = layout.get();
                    assertEquals(total, l.cardinality(), at);
                    assertTrue(TRIPLET.holds(g, l), at);
                    assertFalse(l.intersects(safe), at);
                    assertTrue(CellSets.minus(mines, l).isEmpty(), at);
                    assertTrue(CellSets.minus(p.flaggedCells(), l).isEmpty(), at);
                    BitSet revealed = p.revealedCells();
                    for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
                        assertEquals(rules.clue().show(g, c, drawn.mines()::get, 0), rules.clue().show(g, c, l::get, 0),
                                at + ": clue at " + c);
                    }
                } else {
                    none++;
                }
            }
        }
        assertTrue(found > 5 && none > 2, "the tries should both find layouts and miss them: " + found + " / " + none);
    }

    /** Whether a plain solver of the position (WideCertaintyTest's reference) has a model with the cells fixed. */
    private static boolean plainFinds(VariantPosition p, int total, BitSet safe, BitSet mines) {
        int[] fixed = CellSets.or(safe, mines).stream().map(c -> mines.get(c) ? Sat.var(c) : -Sat.var(c)).toArray();
        return WideCertaintyTest.plain(p, total).solveObeying(p.geometry(), List.of(TRIPLET), fixed);
    }

    /** A seeded layout of up to {@code count} mines obeying T: random cells, each kept only if the rule still holds. */
    private static BitSet obeying(Geometry g, int count, SplittableRandom random) {
        BitSet mines = new BitSet();
        for (int tries = 0; tries < 10 * count && mines.cardinality() < count; tries++) {
            int c = random.nextInt(g.size());
            mines.set(c);
            if (!TRIPLET.holds(g, mines)) {
                mines.clear(c);
            }
        }
        return mines;
    }
}
