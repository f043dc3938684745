package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** {@code strong-max} on small boards: optimal play from an exact search whose shared memo changes nothing. */
class SmallBoardExactTest {
    @Test
    void winsTheOptimumOnEveryFourByFourLayout() {
        // Every one of the C(15,4) = 1365 layouts of 4x4 with 4 mines and a safe start at B1,
        // each played with the same random stream: games that have seen the same so far make the
        // same move, so the player is one fixed strategy, and an optimal one wins exactly the
        // published 961 of them (70.40 %).
        Player player = PlayerKinds.defaults(PlayerKinds.STRONG_MAX);
        Geometry g = Geometry.of(4, 4);
        int wins = 0;
        int layouts = 0;
        for (int layout = 0; layout < 1 << 16; layout++) {
            if (Integer.bitCount(layout) == 4 && (layout & 1 << 1) == 0) {
                int mines = layout;
                int[] cells = java.util.stream.IntStream.range(0, 16).filter(c -> (mines >>> c & 1) != 0).toArray();
                Instance board = Instance.of(MineLayout.of(g, cells), new Cell(1, 0),
                        Provenance.imported("test", "1,0"));
                wins += Referee.play(board, player.newGame(new SplittableRandom(7))).won() ? 1 : 0;
                layouts++;
            }
        }
        assertEquals(1365, layouts);
        assertEquals(961, wins);
    }

    @Test
    void theSameGamesForAnyThreadCountWithAColdOrAWarmMemo() {
        // A fresh player on one thread, a fresh one on two threads (another game order), and the
        // first player again, its memo now filled by the first run: game for game the same.
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("4x4x4"), FirstClickRule.SAFE,
                StartRule.parse("1,0"));
        Player first = PlayerKinds.defaults(PlayerKinds.STRONG_MAX);
        List<String> one = games(Match.play(first, boards, 5, 400, 1, n -> { }));
        List<String> two = games(Match.play(PlayerKinds.defaults(PlayerKinds.STRONG_MAX), boards, 5, 400, 2, n -> { }));
        List<String> warm = games(Match.play(first, boards, 5, 400, 2, n -> { }));
        assertEquals(one, two);
        assertEquals(one, warm);
    }

    private static List<String> games(Match.Result result) {
        return result.games().stream().map(SmallBoardExactTest::text).toList();
    }

    private static String text(GameRecord game) {
        return game.won() + " " + game.moves() + " " + Arrays.toString(game.guessRisks());
    }
}
