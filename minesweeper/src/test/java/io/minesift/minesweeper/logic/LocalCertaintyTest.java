package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Position;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.math.BigInteger;
import java.util.BitSet;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Cells settled by the clues alone, against brute force: a cell is locally safe (a mine) when
 * it is safe (a mine) in every layout that fits the clues, whatever the mine total. The oracle
 * runs {@link BruteForce} once per possible total on the same clues and takes the union.
 */
class LocalCertaintyTest {
    static LongStream seeds() {
        return LongStream.range(0, 150);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void agreesWithBruteForceOverEveryTotal(long seed) {
        Position position = ProbabilityEngineBruteForceTest.randomPosition(Seeds.stream(seed, 7));
        int marked = position.count(Position.FLAG) + position.count(Position.MINE);
        int hidden = position.count(Position.HIDDEN);
        BigInteger layouts = BigInteger.ZERO;
        BitSet canMine = new BitSet();
        BitSet canSafe = new BitSet();
        for (int total = marked; total <= marked + hidden; total++) {
            Position p = Position.of(position.geometry(), total, position.states());
            BruteForce truth = BruteForce.of(p);
            layouts = layouts.add(truth.layouts);
            for (int c = 0; c < p.geometry().size(); c++) {
                if (p.state(c) == Position.HIDDEN && truth.layouts.signum() > 0) {
                    canMine.set(c, canMine.get(c) || truth.mineCount[c].signum() > 0);
                    canSafe.set(c, canSafe.get(c) || truth.mineCount[c].compareTo(truth.layouts) < 0);
                }
            }
        }
        LocalCertainty local = LocalCertainty.of(ConstraintSystem.of(position), 1_000_000);
        assertTrue(local.complete());
        if (layouts.signum() == 0) {
            return; // the clues contradict each other: nothing to compare
        }
        for (int c = 0; c < position.geometry().size(); c++) {
            if (position.state(c) != Position.HIDDEN) {
                continue;
            }
            assertEquals(!canMine.get(c), local.safe().get(c), "locally safe " + c);
            assertEquals(!canSafe.get(c), local.mines().get(c), "locally a mine " + c);
        }
    }
}
