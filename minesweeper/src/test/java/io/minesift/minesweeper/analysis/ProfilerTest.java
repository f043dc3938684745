package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.Referee;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.LongStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Deduction profiles of hand-made boards, and on seeded random boards checked against the
 * players (separate code): a board single clues and pairs of clues finish is won by the weak
 * player every time, and a board exact logic finishes by the strong player every time.
 */
class ProfilerTest {
    private final Profiler profiler = new Profiler();

    @Test
    void singleCluesAlone() {
        DeductionProfile p = profiler.profile(HandMadeBoards.singleClues());
        assertTrue(p.twoBodySolvable());
        assertTrue(p.singleClue() > 0);
        assertEquals(0, p.twoClues() + p.enumeration() + p.mineCount() + p.guesses());
    }

    @Test
    void enumerationWithoutGuess() {
        DeductionProfile p = profiler.profile(HandMadeBoards.needsEnumeration());
        assertTrue(p.noGuess());
        assertFalse(p.twoBodySolvable());
        assertTrue(p.enumeration() > 0);
    }

    @Test
    void theMineTotalSettlesTheEnd() {
        DeductionProfile p = profiler.profile(HandMadeBoards.needsMineCount());
        assertTrue(p.noGuess());
        assertEquals(0, p.enumeration());
        assertTrue(p.mineCount() > 0);
    }

    @Test
    void twoFiftyFifties() {
        // Two independent pairs, each holding one mine: two guesses at 1/2, survival 1/4.
        DeductionProfile p = profiler.profile(HandMadeBoards.twoFiftyFifties());
        assertArrayEquals(new double[]{0.5, 0.5}, p.guessRisks(), 1e-12);
        assertEquals(0.25, p.survival(), 1e-12);
    }

    static LongStream seeds() {
        return LongStream.range(0, 40);
    }

    @ParameterizedTest
    @MethodSource("seeds")
    void agreesWithThePlayers(long seed) {
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("9x9x12"), FirstClickRule.ZERO,
                StartRule.parse("center"));
        Instance board = boards.generate(seed, 0);
        DeductionProfile p = profiler.profile(board);
        for (double risk : p.guessRisks()) {
            assertTrue(risk > 0 && risk < 1, "a forced guess has a real risk: " + risk);
        }
        if (p.twoBodySolvable()) {
            assertWinsEveryTime(new WeakPlayer(WeakPlayer.Parameters.defaults()), board, seed);
        }
        if (p.noGuess()) {
            assertWinsEveryTime(new StrongPlayer(StrongPlayer.Parameters.defaults()), board, seed);
        }
    }

    private static void assertWinsEveryTime(Player player, Instance board, long seed) {
        for (int r = 0; r < 10; r++) {
            assertTrue(Referee.play(board, player.newGame(Seeds.stream(seed, r))).won(), player.name() + " play " + r);
        }
    }
}
