package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link Match#game} is game {@code i} of {@link Match#play}, so a tool that plays one board at a
 * time (scripts/hill-compare) replays exactly the games of {@code minesift play}.
 */
class MatchTest {
    @Test
    void oneGameAtATimeIsTheGameOfTheWholeMatch() {
        Player strong = new StrongPlayer(StrongPlayer.Parameters.defaults());
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("16x16x40"), FirstClickRule.SAFE, new StartRule.Corner());
        int games = 60;
        List<GameRecord> match = Match.play(strong, boards, 11, games, 2, n -> { }).games();
        int wins = 0;
        for (int i = 0; i < games; i++) {
            GameRecord one = Match.game(strong, boards, 11, i);
            assertEquals(match.get(i), one, "game " + i);
            wins += one.won() ? 1 : 0;
        }
        // Both outcomes occur, so a game() that ignored the board or the stream would be caught.
        assertTrue(wins > 0 && wins < games, "wins " + wins);
    }
}
