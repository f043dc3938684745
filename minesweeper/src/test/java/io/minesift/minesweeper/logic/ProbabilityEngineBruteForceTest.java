package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.BitSet;
import java.util.SplittableRandom;
import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The engine against {@link BruteForce} on hundreds of seeded random positions of small boards:
 * positions reached by real play (some with flags), and positions with a clue changed at random,
 * which are often inconsistent. Probabilities must agree to 1e-9, layouts exactly.
 */
public class ProbabilityEngineBruteForceTest {
    private final ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withExactCount(true));

    static LongStream seeds() {
        return LongStream.range(0, 400);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void agreesWithBruteForce(long seed) {
        SplittableRandom random = Seeds.stream(seed, 42);
        Position position = randomPosition(random);
        if (random.nextInt(4) == 0) {
            position = corruptOneClue(position, random);
        }
        BruteForce truth = BruteForce.of(position);
        MineProbabilities answer = engine.analyse(position);
        if (truth.layouts.signum() == 0) {
            assertFalse(answer.consistent(), "no layout fits, so the engine must say inconsistent");
            return;
        }
        assertTrue(answer.exact());
        assertEquals(truth.layouts, answer.layouts());
        assertEquals(Math.log10(truth.layouts.doubleValue()), answer.log10Layouts(), 1e-9);
        for (int c = 0; c < position.geometry().size(); c++) {
            if (position.state(c) != Position.HIDDEN) {
                continue;
            }
            double expected = truth.probability(c);
            assertEquals(expected, answer.probability(c), 1e-9, "cell " + c);
            assertEquals(truth.mineCount[c].signum() == 0, answer.certainSafe().get(c), "certain safe " + c);
            assertEquals(truth.mineCount[c].equals(truth.layouts), answer.certainMines().get(c), "certain mine " + c);
        }
    }

    /**
     * A board of at most 20 cells (so brute force stays fast) with a few cells opened by random
     * safe clicks and some true mines flagged.
     */
    public static Position randomPosition(SplittableRandom random) {
        int w = 2 + random.nextInt(5);
        int h = 1 + random.nextInt(20 / w);
        Geometry g = Geometry.of(w, h);
        int mines = random.nextInt(Math.max(1, g.size() * 2 / 5) + 1);
        BitSet bits = new BitSet();
        while (bits.cardinality() < Math.min(mines, g.size())) {
            bits.set(random.nextInt(g.size()));
        }
        MineLayout layout = MineLayout.of(g, bits);
        Game game = new Game(layout);
        int clicks = 1 + random.nextInt(4);
        for (int i = 0; i < clicks && game.status() == GameStatus.PLAYING; i++) {
            int cell = random.nextInt(g.size());
            if (!layout.isMine(cell)) {
                game.open(cell);
            }
        }
        byte[] cells = game.view().position().states();
        for (int c = 0; c < cells.length; c++) {
            if (cells[c] == Position.HIDDEN && layout.isMine(c) && random.nextInt(4) == 0) {
                cells[c] = Position.FLAG;
            }
        }
        return Position.of(g, layout.mineCount(), cells);
    }

    private static Position corruptOneClue(Position position, SplittableRandom random) {
        byte[] cells = position.states();
        int c = random.nextInt(cells.length);
        if (cells[c] >= 0) {
            cells[c] = (byte) Math.min(position.geometry().degree(c), random.nextInt(4));
        }
        return Position.of(position.geometry(), position.totalMines(), cells);
    }
}
