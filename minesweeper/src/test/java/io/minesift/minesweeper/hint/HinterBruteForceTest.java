package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.BruteForce;
import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.logic.ProbabilityEngineBruteForceTest;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every hint of hundreds of seeded random positions (boards of at most 20 cells), checked two
 * ways by brute force that shares no code with the hinter: each cell it calls safe is safe, and
 * each mine a mine, in every layout that fits all clues and the total; and the clues it names
 * force the cells on their own: every filling of the cells around those clues that meets them
 * (without the total, unless the hint says the count was used) agrees with the verdict.
 */
class HinterBruteForceTest {
    private final Hinter hinter = new Hinter();

    static LongStream seeds() {
        return LongStream.range(0, 300);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void everyHintIsTrueAndItsCluesForceIt(long seed) {
        Position position = ProbabilityEngineBruteForceTest.randomPosition(Seeds.stream(seed, 11));
        BruteForce truth = BruteForce.of(position);
        Hinter.Answer answer = hinter.analyse(position);
        if (truth.layouts.signum() == 0) {
            assertNotNull(answer.contradiction());
            return;
        }
        for (Hint h : answer.hints()) {
            for (int cell : h.cells()) {
                boolean alwaysMine = truth.mineCount[cell].equals(truth.layouts);
                boolean neverMine = truth.mineCount[cell].signum() == 0;
                assertTrue(h.mine() ? alwaysMine : neverMine, "cell " + cell + ": " + h);
            }
            if (h.level() != Deduction.Level.MINE_COUNT) {
                assertFalse(h.clues().contains(-1), h.toString());
                assertTrue(namedCluesForce(position, h), "the named clues do not force it: " + h);
            }
        }
        boolean anyCertain = false;
        for (int c = 0; c < position.geometry().size(); c++) {
            anyCertain |= position.state(c) == Position.HIDDEN
                    && (truth.mineCount[c].signum() == 0 || truth.mineCount[c].equals(truth.layouts));
        }
        assertEquals(anyCertain, !answer.hints().isEmpty(), "hints exist exactly when some cell is certain");
        boolean anyHidden = position.count(Position.HIDDEN) > 0;
        // With no hidden cell there is nothing to guess (it used to advise "the safest cells are ,
        // with a NaN % chance").
        assertEquals(anyCertain || !anyHidden, answer.guess() == null);
        assertEquals(!anyHidden, answer.finished());
    }

    /** Every 0/1 filling of the hidden cells around the named clues that meets them agrees with the hint. */
    private static boolean namedCluesForce(Position position, Hint h) {
        Geometry g = position.geometry();
        TreeSet<Integer> around = new TreeSet<>();
        for (int clue : h.clues()) {
            for (int n : g.neighbours(clue)) {
                if (position.state(n) == Position.HIDDEN) {
                    around.add(n);
                }
            }
        }
        List<Integer> cells = new ArrayList<>(around);
        boolean anyFits = false;
        for (long mask = 0; mask < 1L << cells.size(); mask++) {
            if (!meets(position, h.clues(), cells, mask)) {
                continue;
            }
            anyFits = true;
            for (int cell : h.cells()) {
                boolean mine = (mask >> cells.indexOf(cell) & 1) != 0;
                if (mine != h.mine()) {
                    return false;
                }
            }
        }
        return anyFits;
    }

    private static boolean meets(Position position, List<Integer> clues, List<Integer> cells, long mask) {
        Geometry g = position.geometry();
        for (int clue : clues) {
            int mines = 0;
            for (int n : g.neighbours(clue)) {
                byte s = position.state(n);
                int i = cells.indexOf(n);
                mines += s == Position.FLAG || s == Position.MINE ? 1 : i >= 0 && (mask >> i & 1) != 0 ? 1 : 0;
            }
            if (mines != position.state(clue)) {
                return false;
            }
        }
        return true;
    }
}
