package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.play.VariantLuckFairReferee;
import io.minesift.minesweeper.variant.play.VariantPlayer;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Locale;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The variant players on vanilla boards played as variant boards of rules V, against the vanilla
 * players on the same boards with the same streams. The weak player must give every play the same
 * chance: its two-body search (patterns joined by enumeration) settles what the vanilla weak
 * player's common-area argument settles (for two counting clues they are the same), its uniform
 * guess draws the same cell from the same stream, and the variant referee's posteriors (another
 * engine) are the vanilla ones. The strong player lacks the vanilla one's look-ahead, so only its
 * mean chance is printed. By default 10 boards of 8×8/12 and 8×8/26 (zero start, corner), 2 plays
 * each; {@code -Dminesift.measure=N} for N boards and 10 plays (the README's figures: 200).
 */
class VariantWeakOnVanillaTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"8x8x12", "8x8x26"})
    void theWeakPlayerPlaysAsTheVanillaOneAndTheStrongIsCompared(String board) {
        Integer measure = Integer.getInteger("minesift.measure");
        int count = measure == null ? 10 : measure;
        int plays = measure == null ? 2 : 10;
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse(board), FirstClickRule.ZERO, new StartRule.Corner());
        VariantEngine engine = new VariantEngine();
        for (Player player : new Player[]{new WeakPlayer(WeakPlayer.Parameters.defaults()),
                new StrongPlayer(StrongPlayer.Parameters.defaults())}) {
            boolean weak = player instanceof WeakPlayer;
            MinesweeperContestant vanilla = new MinesweeperContestant(player);
            VariantPlayer variant = VariantPlayer.of(player);
            double vanillaSum = 0;
            double variantSum = 0;
            int guessed = 0;
            for (int i = 0; i < count; i++) {
                Instance b = boards.generate(1, i);
                Instance asV = new Instance(null, b.layout(), b.start(), b.source(), "V");
                for (int r = 0; r < plays; r++) {
                    Attempt expected = vanilla.attempt(b, new SplittableRandom(1000L * i + r));
                    SplittableRandom random = new SplittableRandom(1000L * i + r);
                    SplittableRandom luck = random.split();
                    Attempt actual = VariantLuckFairReferee.play(asV, variant.newGame(random), luck, engine);
                    if (weak) {
                        assertEquals(expected.chance(), actual.chance(), 1e-12, board + " board " + i + " play " + r);
                        assertEquals(expected.guesses(), actual.guesses(), board + " board " + i + " play " + r);
                    }
                    vanillaSum += expected.chance();
                    variantSum += actual.chance();
                    guessed += actual.guesses() > 0 ? 1 : 0;
                }
            }
            System.out.printf(Locale.ROOT, "%s %s: mean chance vanilla player %.4f, variant player %.4f (%d boards x %d plays)%n",
                    board, player.name(), vanillaSum / (count * plays), variantSum / (count * plays), count, plays);
            assertTrue(guessed > 0, "the plays must guess");
        }
    }
}
