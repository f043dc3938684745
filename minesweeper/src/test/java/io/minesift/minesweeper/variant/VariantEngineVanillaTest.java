package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Boards;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The variant engine under rules V against the vanilla engine ({@code logic.ProbabilityEngine},
 * a different algorithm: boxes, components and binomial weights) on positions of 8×8 games with
 * 10 to 20 mines, where no brute force reaches: exact layout counts and every probability.
 */
class VariantEngineVanillaTest {
    private final ProbabilityEngine vanilla = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withExactCount(true));

    @ParameterizedTest
    @ValueSource(ints = {10, 14, 20})
    void rulesVAgreeWithTheVanillaEngine(int mines) {
        Random random = new Random(mines);
        for (int board = 0; board < 10; board++) {
            MineLayout layout = Boards.random(random, 8, 8, mines);
            Game game = new Game(layout);
            for (int click = 0; click < 3 && game.status() == GameStatus.PLAYING; click++) {
                int cell = random.nextInt(64);
                if (!layout.isMine(cell)) {
                    game.open(cell);
                }
            }
            Position position = game.view().position();
            MineProbabilities expected = vanilla.analyse(position);
            VariantProbabilities answer = new VariantEngine().analyse(variant(position));
            assertEquals(expected.layouts().longValueExact(), answer.layouts(), "board " + board);
            for (int c = 0; c < 64; c++) {
                if (position.state(c) == Position.HIDDEN) {
                    assertEquals(expected.probability(c), answer.probability(c), 1e-12, "board " + board + " cell " + c);
                }
            }
        }
    }

    private static VariantPosition variant(Position position) {
        Geometry g = position.geometry();
        long revealed = 0;
        ClueValue[] clues = new ClueValue[g.size()];
        for (int c = 0; c < g.size(); c++) {
            if (position.isRevealed(c)) {
                revealed |= 1L << c;
                clues[c] = new ClueValue.Count(position.state(c));
            }
        }
        return VariantPosition.of(g, RuleSet.VANILLA, position.totalMines(), revealed, 0L, clues);
    }
}
