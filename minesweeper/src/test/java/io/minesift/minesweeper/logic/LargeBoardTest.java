package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Boards far beyond brute force: the counts pass 10^14000 on 255×255, so any overflow or loss of
 * precision would show. The check is linearity of expectation: the mine probabilities of the
 * unknown cells must add up to the mines left, whatever the layout count.
 */
class LargeBoardTest {
    @ParameterizedTest
    @ValueSource(strings = {"expert", "100x100x2000", "255x255x13000"})
    void probabilitiesAddUpToTheMinesLeft(String board) {
        BoardSpec spec = BoardSpec.parse(board);
        Game game = Game.started(new UniformGenerator(spec, FirstClickRule.ZERO, StartRule.parse("center")).generate(9, 0));
        Position position = game.view().position();
        MineProbabilities p = new ProbabilityEngine().analyse(position);
        assertTrue(p.consistent());
        assertTrue(Double.isFinite(p.log10Layouts()) && p.log10Layouts() > 0, "log10 layouts " + p.log10Layouts());
        double sum = 0;
        for (int c = 0; c < position.geometry().size(); c++) {
            if (p.isUnknown(c)) {
                assertTrue(p.probability(c) >= 0 && p.probability(c) <= 1);
                sum += p.probability(c);
            }
        }
        assertEquals(spec.mines(), sum, 1e-6 * spec.mines());
    }
}
