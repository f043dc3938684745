package io.minesift.minesweeper.player;

import io.minesift.minesweeper.analysis.HandMadeBoards;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.core.experiment.Attempt;
import io.minesift.minesweeper.logic.BruteForce;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The luck-fair referee: a guess survives with the exact posterior safety of the cell the player
 * picked (checked against {@link BruteForce}, which shares no code with the engine), the game goes
 * on on the same board, and a play's layout result is what the fixed board alone would give.
 */
class LuckFairRefereeTest {
    private static final Player WEAK = new WeakPlayer(WeakPlayer.Parameters.defaults());
    private static final Player STRONG = new StrongPlayer(StrongPlayer.Parameters.defaults());

    /** A strategy that remembers the position and the cell of each of its guesses. */
    private static final class Recording implements Strategy {
        private final Strategy inner;
        final List<Position> positions = new ArrayList<>();
        final List<Integer> cells = new ArrayList<>();

        Recording(Strategy inner) {
            this.inner = inner;
        }

        @Override
        public Move next(io.minesift.minesweeper.game.PlayerView view) {
            Move move = inner.next(view);
            if (move.guess()) {
                positions.add(view.position());
                cells.add(move.cell());
            }
            return move;
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"weak", "strong"})
    void aGuessSurvivesWithTheExactPosteriorSafetyOfThePickedCell(String who) {
        Player player = who.equals("weak") ? WEAK : STRONG;
        int guesses = 0;
        for (long seed = 0; seed < 150; seed++) {
            SplittableRandom random = Seeds.stream(seed, 77);
            Instance board = smallBoard(random);
            Recording strategy = new Recording(player.newGame(random.split()));
            Attempt a = LuckFairReferee.play(board, strategy, random.split(), new ProbabilityEngine());
            double expected = 1;
            for (int i = 0; i < strategy.cells.size(); i++) {
                expected *= 1 - BruteForce.of(strategy.positions.get(i)).probability(strategy.cells.get(i));
            }
            guesses += strategy.cells.size();
            assertEquals(expected, a.chance(), 1e-9, "board " + seed + ": " + a);
            assertEquals(strategy.cells.size(), a.guesses());
            if (a.solved()) {
                assertTrue(a.chance() > 0);
            }
        }
        assertTrue(guesses >= 100, "the boards must make the player guess often enough to test anything: " + guesses);
    }

    @Test
    void aGuessOnAMineOfTheBoardGoesOnThroughASafeCellAndIsCounted() {
        Attempt a = LuckFairReferee.play(HandMadeBoards.oneThirdGuessMine(), STRONG.newGame(new SplittableRandom(1)),
                new SplittableRandom(2), new ProbabilityEngine());
        assertEquals(2 / 3.0, a.chance(), 1e-12);
        assertEquals(1, a.guesses());
        assertEquals(1, a.substitutions());
        assertFalse(a.onLayout(), "the fixed board alone would have lost this play");
    }

    @Test
    void aGuessThatIsSafeOnTheBoardIsNoSubstitution() {
        Attempt a = LuckFairReferee.play(HandMadeBoards.oneThirdGuessSafe(), STRONG.newGame(new SplittableRandom(1)),
                new SplittableRandom(2), new ProbabilityEngine());
        assertEquals(2 / 3.0, a.chance(), 1e-12);
        assertEquals(0, a.substitutions());
        assertTrue(a.onLayout());
    }

    @Test
    void theDrawsFollowTheChance() {
        // 2,000 plays of a board whose every play has chance 2/3: the share won has a standard
        // error of 0.0105, so 2/3 ± 0.045 is over four of them.
        int won = 0;
        for (int r = 0; r < 2000; r++) {
            SplittableRandom random = Seeds.stream(5, r);
            won += LuckFairReferee.play(HandMadeBoards.oneThirdGuessMine(), STRONG.newGame(random.split()),
                    random.split(), new ProbabilityEngine()).solved() ? 1 : 0;
        }
        assertEquals(2 / 3.0, won / 2000.0, 0.045);
    }

    @Test
    void theStandInIsASafeHiddenCellOfTheNearestProbability() {
        Instance board = HandMadeBoards.oneThirdGuessMine();
        io.minesift.minesweeper.game.Game game = io.minesift.minesweeper.game.Game.started(board);
        var p = new ProbabilityEngine().analyse(game.view().position());
        while (!p.certainSafe().isEmpty()) { // on to the position where B1 must be guessed
            game.open(p.certainSafe().nextSetBit(0));
            p = new ProbabilityEngine().analyse(game.view().position());
        }
        int b1 = board.geometry().index(1, 0);
        int standIn = LuckFairReferee.standIn(p, board.layout(), b1, game.view());
        // A1 and B2 are the safe hidden cells (both at 2/3) next to B1; A1 comes first in reading order.
        assertEquals(board.geometry().index(0, 0), standIn);
        assertFalse(board.layout().isMine(standIn));
    }

    /** A board of at most 20 cells, opened at a random safe cell. */
    private static Instance smallBoard(SplittableRandom random) {
        int w = 3 + random.nextInt(4);
        int h = 2 + random.nextInt(20 / w - 1);
        Geometry g = Geometry.of(w, h);
        int mines = 1 + random.nextInt(Math.max(1, g.size() / 4));
        BitSet bits = new BitSet();
        while (bits.cardinality() < mines) {
            bits.set(random.nextInt(g.size()));
        }
        MineLayout layout = MineLayout.of(g, bits);
        int start;
        do {
            start = random.nextInt(g.size());
        } while (layout.isMine(start));
        return Instance.of(layout, g.cell(start), Provenance.imported("test", "random"));
    }
}
