package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.Referee;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * No-guess boards keep their promise: the players of their logic level win every game on them,
 * in repeated plays with different random streams, without a single guess; the first-click rule,
 * the mine count and the provenance hold; and the same seed gives the same boards.
 */
class NoGuessGeneratorTest {
    private static final Player STRONG = new StrongPlayer(StrongPlayer.Parameters.defaults());
    private static final Player WEAK = new WeakPlayer(WeakPlayer.Parameters.defaults());

    // Dense settings are where repairs do most of the work; boards and plays are kept small
    // enough for the whole table to run in seconds.
    @ParameterizedTest(name = "{0} {1} {2} {3}")
    @CsvSource({
            "beginner,     safe, corner, two-body, 80, 20",
            "beginner,     zero, center, two-body, 80, 20",
            "intermediate, zero, random, two-body, 25, 20",
            "8x8x20,       safe, random, two-body, 50, 20",
            "16x16x99,     zero, '3,3',  two-body, 8,  20",
            "expert,       safe, corner, two-body, 8,  20",
            "beginner,     safe, corner, full,     80, 20",
            "8x8x20,       zero, center, full,     50, 20",
            "intermediate, safe, random, full,     16, 20",
            "9x9x30,       zero, '4,4',  full,     25, 20",
            "expert,       zero, '3,3',  full,     6,  20",
            "1x12x4,       safe, corner, full,     10, 20",
            "5x5x0,        safe, center, two-body, 3,  20"})
    void everyBoardIsWonByItsPlayerInEveryPlay(String spec, String rule, String start, String level, int boards,
                                              int plays) {
        Logic logic = Logic.parse(level);
        BoardSpec board = BoardSpec.parse(spec);
        FirstClickRule firstClick = FirstClickRule.parse(rule);
        NoGuessGenerator generator = new NoGuessGenerator(board, firstClick, StartRule.parse(start), logic);
        // Two-body boards must also fall to the strong player, who can do everything the weak one can.
        List<Player> players = logic == Logic.TWO_BODY ? List.of(STRONG, WEAK) : List.of(STRONG);
        for (int i = 0; i < boards; i++) {
            Instance b = generator.generate(11, i);
            assertEquals(board.mines(), b.layout().mineCount(), "mine count of board " + i);
            assertTrue(firstClick.allows(b.layout(), b.startIndex()), "first-click rule of board " + i);
            assertEquals(NoGuessGenerator.name(logic), b.source().generator());
            assertEquals(i, b.source().index());
            assertEquals(firstClick, b.source().firstClick());
            for (Player player : players) {
                for (int play = 0; play < plays; play++) {
                    GameRecord game = Referee.play(b, player.newGame(Seeds.stream(23, i, play)));
                    assertTrue(game.won() && game.guesses() == 0,
                            player.name() + " player, board " + i + ", play " + play + ": " + game);
                }
            }
        }
    }

    @Test
    void sameSeedAndIndexGiveTheSameBoardInAnyOrderAndOnAnyThread() {
        NoGuessGenerator generator = new NoGuessGenerator(BoardSpec.parse("16x16x60"), FirstClickRule.ZERO,
                new StartRule.RandomCell(), Logic.FULL);
        List<String> inOrder = IntStream.range(0, 24).mapToObj(i -> generator.generate(5, i).id()).toList();
        List<String> parallel = IntStream.range(0, 24).parallel().mapToObj(i -> generator.generate(5, i).id()).toList();
        List<String> backwards = new ArrayList<>(IntStream.range(0, 24).map(i -> 23 - i)
                .mapToObj(i -> generator.generate(5, i).id()).toList());
        Collections.reverse(backwards);
        assertEquals(inOrder, parallel);
        assertEquals(inOrder, backwards);
        assertNotEquals(inOrder.get(0), generator.generate(6, 0).id(), "another seed, another board");
    }

    @Test
    void aBoardWithNoStallIsTheUniformBoardOfItsSeed() {
        // Repairs only start where logic stalls: an easy draw comes out untouched.
        BoardSpec spec = BoardSpec.parse("9x9x4");
        UniformGenerator uniform = new UniformGenerator(spec, FirstClickRule.ZERO, new StartRule.Center());
        NoGuessGenerator noGuess = new NoGuessGenerator(spec, FirstClickRule.ZERO, new StartRule.Center(), Logic.FULL);
        int same = 0;
        for (int i = 0; i < 20; i++) {
            same += uniform.generate(3, i).id().equals(noGuess.generate(3, i).id()) ? 1 : 0;
        }
        assertTrue(same >= 15, same + " of 20 boards untouched");
    }

    @Test
    void aBoardTooDenseForAnyNoGuessLayoutFailsWithAReason() {
        // Two safe cells on 9x9: the start in the corner and one more that no clue can single out.
        NoGuessGenerator generator = new NoGuessGenerator(BoardSpec.parse("9x9x79"), FirstClickRule.SAFE,
                new StartRule.Corner(), Logic.FULL);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> generator.generate(1, 0));
        assertTrue(e.getMessage().contains("could not make a no-guess 9x9x79 board"), e.getMessage());
    }

    @Test
    void aFirstClickThatMayHitAMineIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new NoGuessGenerator(
                BoardSpec.parse("beginner"), FirstClickRule.NONE, new StartRule.Corner(), Logic.FULL));
        assertTrue(e.getMessage().contains("--first-click safe or zero"), e.getMessage());
    }
}
