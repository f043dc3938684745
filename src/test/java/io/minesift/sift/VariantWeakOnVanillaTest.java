package io.minesift.sift;

import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.Instance;
import io.minesift.board.StartRule;
import io.minesift.generate.UniformGenerator;
import io.minesift.player.WeakPlayer;
import io.minesift.variantplay.VariantLuckFairReferee;
import io.minesift.variantplay.VariantPlayer;
import io.minesift.variant.VariantEngine;

import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * An independent check of the variant weak player: on vanilla boards played as variant boards of
 * rules V, its two-body search (patterns joined by enumeration) must settle what the vanilla weak
 * player's common-area argument settles (for two counting clues the two are the same), and its
 * uniform guess draws the same cell from the same stream; and the variant referee must give the
 * same posteriors as the vanilla one (a different engine). So every play's chance is the same, play
 * by play, on 40 boards of 8×8 with 12 mines, 3 plays each.
 */
class VariantWeakOnVanillaTest {
    @Test
    void playsVanillaBoardsExactlyAsTheVanillaWeakPlayer() {
        WeakPlayer weak = new WeakPlayer(WeakPlayer.Parameters.defaults());
        MinesweeperContestant vanilla = new MinesweeperContestant(weak);
        VariantPlayer variant = VariantPlayer.of(weak);
        VariantEngine engine = new VariantEngine();
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("8x8x12"), FirstClickRule.ZERO, new StartRule.Corner());
        int guessed = 0;
        for (int i = 0; i < 40; i++) {
            Instance board = boards.generate(1, i);
            Instance asV = new Instance(null, board.layout(), board.start(), board.source(), "V");
            for (int r = 0; r < 3; r++) {
                var expected = vanilla.attempt(board, new SplittableRandom(100L * i + r));
                SplittableRandom random = new SplittableRandom(100L * i + r);
                SplittableRandom luck = random.split();
                var actual = VariantLuckFairReferee.play(asV, variant.newGame(random), luck, engine);
                assertEquals(expected.chance(), actual.chance(), 1e-12, "board " + i + " play " + r);
                assertEquals(expected.guesses(), actual.guesses(), "board " + i + " play " + r);
                guessed += actual.guesses() > 0 ? 1 : 0;
            }
        }
        assertTrue(guessed > 10, "the plays must guess: " + guessed);
    }
}
