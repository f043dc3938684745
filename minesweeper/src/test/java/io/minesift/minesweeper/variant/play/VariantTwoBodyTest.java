package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBoards;
import io.minesift.minesweeper.variant.VariantPosition;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.Arrays;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The weak player's deductions ({@link VariantTwoBody}, patterns joined where clues overlap) against
 * a reference that shares none of that code: for one clue, each pair of partner clues, and each
 * clue with the mine total, every assignment of the undecided cells of their scopes is tried on the
 * whole layout ({@link ClueRule#measure} and {@link ClueRule#fits} for each clue, the global rule's
 * {@link GlobalRule#admits} on the known cells plus the assignment, the mines left for the rest),
 * and a cell is settled when it has one value in all that pass. For every clue rule alone and with
 * every global rule (72 rule sets), on {@value #POSITIONS} seeded positions each of boards from
 * 2×2 to 5×5 (the engine's brute-force test positions: true mines flagged at random, safe cells
 * revealed): the safe and mine sets must be equal, and so must "nothing fits".
 */
class VariantTwoBodyTest {
    static final int POSITIONS = 12;

    static List<String> ruleSets() {
        return VariantBoards.ruleSets();
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void deductionsAgreeWithTheReference(String text) {
        RuleSet rules = RuleSet.parse(text);
        int settled = 0;
        int pairs = 0;
        for (int k = 0; k < POSITIONS; k++) {
            long seed = 7000L * text.hashCode() + k;
            VariantPosition p = VariantBoards.position(rules, seed);
            VariantTwoBody.Shapes shapes = new VariantTwoBody.Shapes(p.geometry());
            String where = text + " seed " + seed + " on " + p.geometry();
            for (int c : VariantTwoBody.clues(p)) {
                settled += compare(p, shapes, new int[]{c}, false, where);
                settled += compare(p, shapes, new int[]{c}, true, where);
            }
            for (int[] pair : VariantTwoBody.partners(p)) {
                settled += compare(p, shapes, pair, false, where);
                pairs++;
            }
        }
        assertTrue(settled > 0, text + ": some clue must settle some cell");
        assertTrue(pairs > 0, text + ": some positions must have partner clues");
    }

    private static int compare(VariantPosition p, VariantTwoBody.Shapes shapes, int[] clues, boolean total, String where) {
        long[] fast = VariantTwoBody.settle(p, shapes, clues, total);
        long[] truth = reference(p, clues, total);
        String what = where + ", clues " + java.util.Arrays.toString(clues) + (total ? " with the total" : "");
        assertEquals(truth == null, fast == null, "whether anything fits, " + what);
        if (truth == null) {
            return 0;
        }
        assertArrayEquals(truth, fast, "safe and mine cells, " + what);
        return Long.bitCount(truth[0] | truth[1]);
    }

    /** Every assignment of the clues' undecided cells, checked on the whole layout. */
    /**
     * A revealed liar or negation cell with a cell of its scope unrevealed did not open, so its
     * scope holds a mine (README, Openings); the other rules' values say it themselves.
     */
    private static boolean closed(VariantPosition p, int cell) {
        Geometry g = p.geometry();
        boolean unrevealed = false;
        for (int s : p.rules().clue().scope(g, cell)) {
            unrevealed |= (p.revealed() >>> s & 1L) == 0;
        }
        return "LN".indexOf(p.rules().clue().letter()) >= 0 && unrevealed;
    }

    static long[] reference(VariantPosition p, int[] clues, boolean total) {
        Geometry g = p.geometry();
        ClueRule rule = p.rules().clue();
        long union = 0;
        for (int c : clues) {
            for (int s : rule.scope(g, c)) {
                union |= 1L << s;
            }
        }
        union &= p.hidden();
        int[] cells = new int[Long.bitCount(union)];
        int n = 0;
        for (long u = union; u != 0; u &= u - 1) {
            cells[n++] = Long.numberOfTrailingZeros(u);
        }
        long rest = p.hidden() & ~union;
        int left = p.totalMines() - Long.bitCount(p.flagged());
        long safe = -1L;
        long mines = -1L;
        boolean any = false;
        for (int a = 0; a < 1 << n; a++) {
            long chosen = 0;
            for (int k = 0; k < n; k++) {
                chosen |= (long) (a >>> k & 1) << cells[k];
            }
            long layout = p.flagged() | chosen;
            boolean fits = true;
            for (int c : clues) {
                fits &= rule.fits(p.clue(c), rule.measure(g, c, layout));
                fits &= !closed(p, c) || Arrays.stream(rule.scope(g, c)).anyMatch(s -> (layout >>> s & 1L) != 0);
            }
            for (GlobalRule r : p.rules().globals()) {
                fits &= r.admits(g, layout, p.revealed() | (union & ~chosen));
            }
            long restSafe = 0;
            long restMines = 0;
            if (total) {
                int need = left - Long.bitCount(chosen);
                fits &= need >= 0 && need <= Long.bitCount(rest);
                restSafe = need == 0 ? rest : 0;
                restMines = need == Long.bitCount(rest) ? rest : 0;
            }
            if (fits) {
                any = true;
                safe &= (union & ~chosen) | restSafe;
                mines &= chosen | restMines;
            }
        }
        return any ? new long[]{safe, mines} : null;
    }
}
