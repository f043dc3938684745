package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.player.Move;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBruteForce;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.generate.VariantGenerator;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The variant players and the luck-fair referee on 4×4 boards with 4 mines (uniform boards of
 * {@code generate --rules}, safe first click), every move checked against {@link VariantBruteForce},
 * which shares no code with the engine or the players: for every clue rule alone and with every
 * global rule,
 * <ul>
 *   <li>a move either player calls proven is safe in every fitting layout;</li>
 *   <li>the strong player guesses only when no hidden cell is safe in every layout, and then a
 *       cell of the lowest mine probability;</li>
 *   <li>a play's chance is the product of the exact safeties (brute force) of the cells it guessed.</li>
 * </ul>
 */
class VariantPlayersTest {
    private static final int GAMES = 4;
    private static final BoardSpec SPEC = BoardSpec.parse("4x4x4");
    private static final VariantEngine ENGINE = new VariantEngine();

    static List<String> ruleSets() {
        return VariantTwoBodyTest.ruleSets();
    }

    /** Checks each move against the brute force, then plays it. */
    private static final class Checked implements VariantStrategy {
        private final VariantStrategy inner;
        private final boolean strong;
        final List<Double> safeties = new ArrayList<>();
        int proven;

        Checked(VariantStrategy inner, boolean strong) {
            this.inner = inner;
            this.strong = strong;
        }

        @Override
        public Move next(VariantPosition view) {
            Move move = inner.next(view);
            VariantProbabilities truth = VariantBruteForce.of(view);
            String where = view.rules() + " at " + view.geometry().cell(move.cell()).label();
            if (!move.guess()) {
                assertEquals(0, truth.mineCount(move.cell()), "a proven move must be safe in every layout, " + where);
                proven++;
                return move;
            }
            safeties.add(1 - truth.probability(move.cell()));
            if (strong) {
                assertEquals(0, truth.certainSafe(view), "the strong player guessed with a certain safe cell left, " + where);
                double best = 1;
                for (long h = view.hidden(); h != 0; h &= h - 1) {
                    best = Math.min(best, truth.probability(Long.numberOfTrailingZeros(h)));
                }
                assertEquals(best, truth.probability(move.cell()), 1e-12, "the strong player's guess must be a safest cell, " + where);
            }
            return move;
        }
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void movesAreSoundAndChancesExact(String text) {
        RuleSet rules = RuleSet.parse(text);
        VariantGenerator boards = new VariantGenerator(SPEC, rules, FirstClickRule.SAFE, new StartRule.RandomCell(), false);
        int proven = 0;
        for (int i = 0; i < GAMES; i++) {
            Instance board = boards.generate(17, i);
            for (VariantPlayer player : List.of(new VariantWeakPlayer(WeakPlayer.Parameters.defaults()),
                    new VariantWeakPlayer(new WeakPlayer.Parameters(true, WeakPlayer.GuessPolicy.LOCAL_DENSITY, 0, 0)),
                    new VariantStrongPlayer(StrongPlayer.Parameters.defaults()))) {
                Checked checked = new Checked(player.newGame(new SplittableRandom(i)), player instanceof VariantStrongPlayer);
                Attempt a = VariantLuckFairReferee.play(board, checked, new SplittableRandom(100 + i), ENGINE);
                double chance = checked.safeties.stream().reduce(1.0, (x, y) -> x * y);
                assertEquals(chance, a.chance(), 1e-12, text + " board " + i + ": the chance is the product of exact safeties");
                assertEquals(checked.safeties.size(), a.guesses());
                proven += checked.proven;
            }
        }
        assertTrue(proven > 0, text + ": some moves must be proven");
    }

    @Test
    void theSameStreamsReplayTheSamePlay() {
        RuleSet rules = RuleSet.parse("T,X");
        Instance board = new VariantGenerator(BoardSpec.parse("6x6x10"), rules, FirstClickRule.ZERO, new StartRule.Center(), false)
                .generate(3, 0);
        for (VariantPlayer player : List.of(new VariantWeakPlayer(WeakPlayer.Parameters.defaults()),
                new VariantStrongPlayer(StrongPlayer.Parameters.defaults()))) {
            Attempt first = VariantLuckFairReferee.play(board, player.newGame(new SplittableRandom(5)), new SplittableRandom(6), ENGINE);
            Attempt again = VariantLuckFairReferee.play(board, player.newGame(new SplittableRandom(5)), new SplittableRandom(6), ENGINE);
            assertEquals(first, again, player.name());
        }
    }

    @Test
    void aBoardWithoutGuessesIsWonByBothPlayers() {
        // a no-guess board: exact logic (all clues, the rule, the total) finishes it, so the strong player never guesses
        RuleSet rules = RuleSet.parse("D,X");
        Instance board = new VariantGenerator(BoardSpec.parse("6x6x10"), rules, FirstClickRule.SAFE, new StartRule.Center(), true)
                .generate(1, 0);
        Attempt strong = VariantLuckFairReferee.play(board, new VariantStrongPlayer(StrongPlayer.Parameters.defaults())
                .newGame(new SplittableRandom(1)), new SplittableRandom(2), ENGINE);
        assertEquals(0, strong.guesses());
        assertTrue(strong.solved());
        assertEquals(1.0, strong.chance());
    }

    /**
     * Beyond 64 cells (9×9, 10 mines, triplet rule): every move either player calls proven is safe
     * in every fitting layout by the SAT solver's proof (which shares no code with the bit-set
     * deductions), and the same streams replay the same play, guesses judged by the sampled or
     * exact odds included.
     */
    @Test
    void largeBoardsPlaySoundlyAndReplay() {
        RuleSet rules = RuleSet.parse("T,V");
        Instance board = new VariantGenerator(BoardSpec.parse("9x9x10"), rules, FirstClickRule.SAFE, new StartRule.Center(), false)
                .generate(7, 0);
        int proven = 0;
        for (VariantPlayer player : List.of(new VariantWeakPlayer(WeakPlayer.Parameters.defaults()),
                new VariantWeakPlayer(new WeakPlayer.Parameters(true, WeakPlayer.GuessPolicy.LOCAL_DENSITY, 0, 0)),
                new VariantStrongPlayer(StrongPlayer.Parameters.defaults()))) {
            int[] count = new int[1];
            VariantStrategy inner = player.newGame(new SplittableRandom(5));
            VariantStrategy checked = view -> {
                Move move = inner.next(view);
                if (!move.guess()) {
                    assertTrue(new io.minesift.minesweeper.variant.certainty.SatCertainty(view).safeCells().get(move.cell()),
                            player.name() + ": a proven move must be safe in every layout");
                    count[0]++;
                }
                return move;
            };
            Attempt first = VariantLuckFairReferee.play(board, checked, new SplittableRandom(6), ENGINE);
            Attempt again = VariantLuckFairReferee.play(board, player.newGame(new SplittableRandom(5)), new SplittableRandom(6), ENGINE);
            assertEquals(first, again, player.name());
            proven += count[0];
        }
        assertTrue(proven > 0, "some moves must be proven");
    }
}
