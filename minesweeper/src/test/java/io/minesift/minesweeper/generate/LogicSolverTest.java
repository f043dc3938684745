package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.analysis.DeductionProfile;
import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The generator's solver against the profiler (independent code on the referee's game): the
 * same verdict on uniform boards, and a solve resumed after a repair ends where a solve of the
 * repaired board from its start cell ends.
 */
class LogicSolverTest {
    private final Profiler profiler = new Profiler();

    @ParameterizedTest(name = "{0} {1} {2}")
    @CsvSource({"beginner, safe, corner, 150", "beginner, zero, center, 150", "intermediate, zero, random, 60",
            "8x8x14, safe, random, 150", "expert, zero, '3,3', 20"})
    void finishesExactlyTheBoardsTheProfilerFinishesWithoutAGuess(String spec, String rule, String start, int boards) {
        UniformGenerator uniform = new UniformGenerator(BoardSpec.parse(spec), FirstClickRule.parse(rule),
                StartRule.parse(start));
        for (int i = 0; i < boards; i++) {
            Instance b = uniform.generate(2, i);
            DeductionProfile profile = profiler.profile(b);
            assertEquals(profile.twoBodySolvable(), solves(b, Logic.TWO_BODY), "two-body, board " + i + ": " + profile);
            assertEquals(profile.noGuess(), solves(b, Logic.FULL), "full, board " + i + ": " + profile);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource({"beginner, two-body", "16x16x60, two-body", "beginner, full", "16x16x60, full", "30x16x130, full"})
    void aSolveResumedAfterARepairEndsLikeAFreshSolve(String spec, String level) {
        BoardSpec board = BoardSpec.parse(spec);
        Geometry g = board.geometry();
        Logic logic = Logic.parse(level);
        UniformGenerator uniform = new UniformGenerator(board, FirstClickRule.SAFE, new StartRule.RandomCell());
        for (int i = 0; i < 30; i++) {
            Instance b = uniform.generate(8, i);
            boolean[] mine = mines(b);
            boolean[] fixed = new boolean[g.size()];
            fixed[b.startIndex()] = true;
            LogicSolver resumed = solver(b, logic);
            resumed.start(mine, b.startIndex());
            Repair repair = new Repair(g, fixed);
            SplittableRandom random = Seeds.stream(4, i);
            boolean finished = resumed.solve();
            for (int step = 0; step < 20 && !finished; step++) {
                int changed = repair.apply(resumed, mine, random);
                if (changed == 0) {
                    break;
                }
                resumed.rewind(repair.changed(), changed);
                finished = resumed.solve();
                LogicSolver fresh = solver(b, logic);
                fresh.start(mine.clone(), b.startIndex());
                assertEquals(fresh.solve(), finished, "board " + i + ", repair " + step);
                assertArrayEquals(revealed(fresh, g), revealed(resumed, g), "board " + i + ", repair " + step);
            }
        }
    }

    private static boolean solves(Instance b, Logic logic) {
        LogicSolver solver = solver(b, logic);
        solver.start(mines(b), b.startIndex());
        return solver.solve();
    }

    private static LogicSolver solver(Instance b, Logic logic) {
        return new LogicSolver(b.geometry(), b.layout().mineCount(), logic, new ProbabilityEngine());
    }

    private static boolean[] mines(Instance b) {
        boolean[] mine = new boolean[b.geometry().size()];
        for (int c : b.layout().mineIndices()) {
            mine[c] = true;
        }
        return mine;
    }

    /** The opened cells: known mines may differ, as a solve stops once the last safe cell is open. */
    private static boolean[] revealed(LogicSolver solver, Geometry g) {
        boolean[] revealed = new boolean[g.size()];
        for (int c = 0; c < g.size(); c++) {
            revealed[c] = solver.revealed(c);
        }
        return revealed;
    }
}
