package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Two-body deductions: sound against brute force, and complete on hand-worked cases. */
class TwoBodyTest {
    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyDeductionHoldsInEveryLayout(long seed) {
        Position position = ProbabilityEngineBruteForceTest.randomPosition(Seeds.stream(seed, 11));
        BruteForce truth = BruteForce.of(position);
        for (boolean count : new boolean[]{false, true}) {
            for (Deduction d : TwoBody.deduce(ConstraintSystem.of(position), count)) {
                assertEquals(d.mine() ? truth.layouts : java.math.BigInteger.ZERO, truth.mineCount[d.cell()],
                        "cell " + d.cell() + " called " + (d.mine() ? "mine" : "safe") + " by " + d.level());
                assertTrue(count || d.level() != Deduction.Level.MINE_COUNT);
            }
        }
    }

    @Test
    void singleClueFindsAllMinesAndAllSafeCells() {
        // Each 2 on row 2 has exactly two hidden neighbours, A1 and B1: both mines, each found once.
        List<Deduction> ds = TwoBody.deduce(ConstraintSystem.of(MineText.parse("2x2x2\nHH\n22\n", "t")), false);
        assertEquals(2, ds.size());
        assertTrue(ds.stream().allMatch(d -> d.mine() && d.level() == Deduction.Level.SINGLE_CLUE));
    }

    @Test
    void oneTwoOneNeedsPairs() {
        // Pair (1 at B2, 2 at C2): the 2's cells outside the 1's area, D1, must hold its second
        // mine, and the 1's cell outside the 2's area, A1, is safe. Symmetrically B1 is a mine,
        // E1 safe; and C1 (common to both 1s' partners) is safe by the pair (2 at C2, 1 at D2).
        List<Deduction> ds = TwoBody.deduce(ConstraintSystem.of(MineText.parse("5x3x2\nHHHHH\n11211\n00000\n", "t")), false);
        boolean[] mine = new boolean[5];
        boolean[] found = new boolean[5];
        for (Deduction d : ds) {
            assertEquals(Deduction.Level.TWO_CLUES, d.level());
            assertEquals(2, d.clues().length);
            found[d.cell()] = true;
            mine[d.cell()] = d.mine();
        }
        assertArrayEquals(new boolean[]{true, true, true, true, true}, found);
        assertArrayEquals(new boolean[]{false, true, false, true, false}, mine);
    }

    @Test
    void mineCountOnlyWhenAllowed() {
        // The 1 at B1 puts its mine on A1 or C1; with 1 mine in all, D1 and E1 are safe, but
        // only by the count.
        ConstraintSystem system = ConstraintSystem.of(MineText.parse("5x1x1\nH1HHH\n", "t"));
        assertTrue(TwoBody.deduce(system, false).isEmpty());
        List<Deduction> ds = TwoBody.deduce(system, true);
        assertEquals(2, ds.size());
        for (Deduction d : ds) {
            assertEquals(Deduction.Level.MINE_COUNT, d.level());
            assertTrue(!d.mine() && (d.cell() == 3 || d.cell() == 4));
        }
    }

    @Test
    void enumerationFindsWhatPairsCannot() {
        // The count-only endgame of ClassicPatternsTest: without the total, pairs of clues settle
        // nothing, while enumeration with the total settles all four cells.
        Position p = MineText.parse("3x2x2\nHHH\n1H1\n", "t");
        ProbabilityEngine engine = new ProbabilityEngine();
        assertEquals(4, engine.analyse(p).certainMines().cardinality() + engine.analyse(p).certainSafe().cardinality());
        assertTrue(TwoBody.deduce(ConstraintSystem.of(p), false).isEmpty());
    }
}
