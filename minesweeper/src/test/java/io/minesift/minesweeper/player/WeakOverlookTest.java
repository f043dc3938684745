package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The weak player's overlook knob: more overlooking, fewer wins; none changes nothing. */
class WeakOverlookTest {
    private static final UniformGenerator BOARDS = new UniformGenerator(BoardSpec.parse("beginner"), FirstClickRule.SAFE,
            StartRule.parse("corner"));

    private static long wins(Player player) {
        return Match.play(player, BOARDS, 3, 2000, 2, n -> { }).games().stream().filter(g -> g.won()).count();
    }

    private static long wins(double overlook) {
        return wins(new WeakPlayer(new WeakPlayer.Parameters(false, WeakPlayer.GuessPolicy.UNIFORM, 0, overlook)));
    }

    @Test
    void overlookingLowersTheWinRateStepByStep() {
        long none = wins(0);
        long some = wins(0.05);
        long more = wins(0.2);
        // 2,000 paired games each: the standard error of a difference is under 20 wins, and
        // each step costs hundreds (about 83 % to 65 % to 25 % on beginner boards).
        assertTrue(none > some + 100 && some > more + 100, none + " > " + some + " > " + more);
    }

    @Test
    void zeroIsTheDefaultPlayerExactly() {
        assertEquals(wins(0), wins(new WeakPlayer(WeakPlayer.Parameters.defaults())));
    }

    @Test
    void outOfRange() {
        assertThrows(IllegalArgumentException.class,
                () -> new WeakPlayer.Parameters(false, WeakPlayer.GuessPolicy.UNIFORM, 0, 1.5));
    }
}
