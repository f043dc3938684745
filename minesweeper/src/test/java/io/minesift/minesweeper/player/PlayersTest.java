package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.game.PlayerView;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.logic.ConstraintSystem;
import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.logic.TwoBody;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What every game of the two players must respect, checked move by move against the exact engine. */
class PlayersTest {
    private static final Player STRONG = new StrongPlayer(StrongPlayer.Parameters.defaults());
    private static final Player WEAK = new WeakPlayer(WeakPlayer.Parameters.defaults());
    private static final Player WEAK_COUNT = new WeakPlayer(new WeakPlayer.Parameters(true, WeakPlayer.GuessPolicy.LOCAL_DENSITY, 0, 0));
    /** Every knob at its loosest: still never a certain mine, still certain cells first. */
    private static final Player STRONG_LOOSE = new StrongPlayer(new StrongPlayer.Parameters(64, 1.0, 16, 10, 1.0, 1.0, 1.0, true,
            200_000, 2000, 20_000), new StrongPlayer.Search(4, 1.0, true, 20_000, 8, 1.0, 4, 3, 50, 7,
            true, true, 64, 3, 2000, 0.5, 1.0));
    private final ProbabilityEngine engine = new ProbabilityEngine();

    /** Wraps a strategy and checks each of its moves before the referee applies it. */
    private Strategy checked(Strategy inner, boolean strong, boolean useCount) {
        return view -> {
            Position position = view.position();
            MineProbabilities truth = engine.analyse(position);
            Move move = inner.next(view);
            double p = truth.probability(move.cell());
            assertTrue(p < 1, "opened a certain mine");
            if (!move.guess()) {
                assertEquals(0.0, p, "a move not marked as a guess must be certainly safe");
            }
            if (strong) {
                assertEquals(!truth.certainSafe().isEmpty(), !move.guess(), "guessed while a certain safe cell existed");
                if (move.guess()) {
                    assertEquals(p, move.risk(), 1e-12, "the strong player's risk is the exact probability");
                }
            } else if (move.guess()) {
                List<Deduction> left = TwoBody.deduce(ConstraintSystem.of(position), useCount);
                assertTrue(left.stream().allMatch(Deduction::mine), "guessed while two-body search finds a safe cell");
            }
            return move;
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"beginner", "intermediate", "8x8x12", "16x16x60"})
    void movesAreSoundAndCertainCellsComeFirst(String board) {
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse(board), FirstClickRule.SAFE, StartRule.parse("corner"));
        for (int i = 0; i < 12; i++) {
            Instance instance = boards.generate(3, i);
            Referee.play(instance, checked(STRONG.newGame(Seeds.stream(3, i)), true, true));
            if (i < 4) {
                Referee.play(instance, checked(STRONG_LOOSE.newGame(Seeds.stream(3, i)), true, true));
            }
            Referee.play(instance, checked(WEAK.newGame(Seeds.stream(3, i)), false, false));
            Referee.play(instance, checked(WEAK_COUNT.newGame(Seeds.stream(3, i)), false, true));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"1x1x0", "1x1x1", "1x9x3", "12x1x4", "2x2x3", "3x3x9", "5x5x24", "4x4x0", "1x30x29"})
    void bothPlayersFinishOddBoards(String board) {
        for (FirstClickRule rule : new FirstClickRule[]{FirstClickRule.NONE, FirstClickRule.SAFE}) {
            BoardSpec spec = BoardSpec.parse(board);
            if (rule == FirstClickRule.SAFE && spec.mines() == spec.cells()) {
                continue;
            }
            UniformGenerator boards = new UniformGenerator(spec, rule, StartRule.parse("random"));
            for (int i = 0; i < 20; i++) {
                for (Player player : List.of(STRONG, WEAK, WEAK_COUNT)) {
                    GameRecord r = Referee.play(boards.generate(5, i), player.newGame(Seeds.stream(5, i)));
                    assertTrue(r.moves() <= spec.cells());
                }
            }
        }
    }

    @Test
    void aBoardFullOfMinesIsWonWithoutAMove() {
        Instance full = new UniformGenerator(BoardSpec.parse("3x2x6"), FirstClickRule.NONE, StartRule.parse("corner")).generate(1, 0);
        GameRecord r = Referee.play(full, STRONG.newGame(Seeds.stream(1)));
        assertTrue(r.won());
        assertEquals(0, r.moves());
    }

    @Test
    void sameSeedSameResultsWhateverTheThreads() {
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("intermediate"), FirstClickRule.SAFE, StartRule.parse("corner"));
        for (Player player : List.of(STRONG, WEAK)) {
            Match.Result one = Match.play(player, boards, 11, 40, 1, i -> { });
            Match.Result two = Match.play(player, boards, 11, 40, 2, i -> { });
            Match.Result again = Match.play(player, boards, 11, 40, 3, i -> { });
            assertEquals(one.games(), two.games());
            assertEquals(one.games(), again.games());
            Match.Result other = Match.play(player, boards, 12, 40, 2, i -> { });
            assertFalse(one.games().equals(other.games()), "another seed gives other games");
        }
    }

    @Test
    void strategiesSeeOnlyTheView() throws Exception {
        // The Strategy interface is the players' only way in: its single method takes the view.
        var method = Strategy.class.getMethod("next", PlayerView.class);
        assertEquals(Move.class, method.getReturnType());
        assertEquals(1, Strategy.class.getMethods().length);
    }
}
