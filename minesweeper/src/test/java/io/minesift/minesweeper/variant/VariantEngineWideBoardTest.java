package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The engine against the brute force on boards 6 to 8 wide, where the trackers keep their widest
 * windows: layouts drawn by the sampler on 6×6, 7×7 and 8×8 boards, then most mines flagged and
 * most safe cells revealed, so that the brute force has at most a few thousand placements left.
 * Each rule's case makes its own sampler, stream and engine, so the cases run at once on every core
 * (the engine is shared by a sift's worker threads the same way).
 */
@Execution(ExecutionMode.CONCURRENT)
class VariantEngineWideBoardTest {
    @ParameterizedTest
    @ValueSource(chars = {'Q', 'C', 'T', 'O', 'D', 'S', 'B', 'A'})
    void agreesWithBruteForceOnWideBoards(char global) {
        for (int side = 6; side <= 8; side++) {
            Geometry g = Geometry.of(side, side);
            int mines = global == 'B' ? 2 * side : g.size() * 3 / 10 & ~1; // even, for D
            VariantSampler sampler = new VariantSampler(VariantPosition.of(g, RuleSet.parse(String.valueOf(global)), mines,
                    0L, 0L, new ClueValue[g.size()]), VariantEngine.DEFAULT_MAX_STATES);
            SplittableRandom random = new SplittableRandom(side * 31L + global);
            for (char clue : "VXEL".toCharArray()) {
                RuleSet rules = RuleSet.parse(global + "," + clue);
                long layout = sampler.sample(random);
                long flagged = layout;
                for (int k = 0; k < 5; k++) {
                    flagged &= ~(1L << VariantBoards.pick(flagged, random));
                }
                long hidden = Cells.all(g) & ~layout;
                for (int k = 0; k < 9; k++) {
                    hidden &= ~(1L << VariantBoards.pick(hidden, random));
                }
                long revealed = Cells.all(g) & ~layout & ~hidden;
                VariantPosition p = VariantPosition.reveal(g, rules, layout, revealed, flagged, side);
                VariantProbabilities truth = VariantBruteForce.of(p);
                VariantProbabilities answer = new VariantEngine().analyse(p);
                assertEquals(truth.layouts(), answer.layouts(), rules + " on " + g);
                for (int c = 0; c < g.size(); c++) {
                    assertEquals(truth.mineCount(c), answer.mineCount(c), rules + " on " + g + " cell " + c);
                }
            }
        }
    }
}
