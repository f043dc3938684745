package io.minesift.cli;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.play.SearchGrid;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.core.experiment.Plays;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The n x d table: the same for any thread count, each cell its player's own plays, and its errors. */
class ShanghaiGridCommandTest {
    @Test
    void theTableIsEachCellsOwnPlaysOnAnyThreadCount() {
        ShanghaiPlayer base = ((ShanghaiPlayer) ShanghaiPlayers.strong()).with(HiddenTiles.AS_DEALT);
        int[] samples = {1, 2};
        int[] depths = {1, 2};
        List<SearchGrid.Cell> one = SearchGrid.measure(Layouts.named("mini-spider"), 6, 3, 4, samples, depths, base, 1, d -> { });
        List<SearchGrid.Cell> two = SearchGrid.measure(Layouts.named("mini-spider"), 6, 3, 4, samples, depths, base, 2, d -> { });
        assertEquals(4, one.size());
        for (int c = 0; c < 4; c++) {
            assertEquals(one.get(c).wins(), two.get(c).wins(), "cell " + c);
            assertEquals(18, one.get(c).games());
        }
        // cell 3 is (n 2, d 2): replay its plays by hand from their streams
        ShanghaiPlayer player = base.with(2, 2);
        long wins = 0;
        for (int i = 0; i < 6; i++) {
            Position deal = DealGenerator.deal(Layouts.named("mini-spider"), 4, i).position();
            for (int r = 0; r < 3; r++) {
                wins += player.attempt(deal, Plays.stream(4, i, 3, r)).solved() ? 1 : 0;
            }
        }
        assertEquals(wins, one.get(3).wins());
    }

    @Test
    void theCommandPrintsTheTable() {
        Cli.Result r = Cli.run("shanghai-grid", "--layout", "mini-turtle", "--deals", 3, "--plays", 2, "--samples", "1,2",
                "--depths", "1", "--quiet");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains("mini-turtle: 3 generated deals x 2 plays (seed 1), hidden tiles as-dealt"), r.out());
        assertTrue(r.out().contains("| 1 | 1 | ") && r.out().contains("| 2 | 1 | "), r.out());
    }

    @Test
    void badValuesFailInOneLine() {
        Cli.Result r = Cli.run("shanghai-grid", "--depths", "7");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("--depths takes whole numbers from 1 to 6, got 7") && r.err().lines().count() == 1, r.err());
        Cli.Result layout = Cli.run("shanghai-grid", "--layout", "hexagon");
        assertEquals(2, layout.code());
        assertTrue(layout.err().contains("unknown layout 'hexagon'"), layout.err());
    }
}
