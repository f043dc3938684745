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

    /** {@code --plain} times the plain search, which makes the same moves: the same table of wins, after a warm-up. */
    @Test
    void thePlainSearchGivesTheSameTable() {
        Cli.Result fast = Cli.run("shanghai-grid", "--layout", "mini-spider", "--deals", 8, "--plays", 2, "--samples", "1,4",
                "--depths", "1,3", "--warmup", 2, "--quiet", "-t", 1);
        Cli.Result plain = Cli.run("shanghai-grid", "--layout", "mini-spider", "--deals", 8, "--plays", 2, "--samples", "1,4",
                "--depths", "1,3", "--plain", "--quiet", "-t", 1);
        assertEquals(0, fast.code(), fast.toString());
        assertTrue(plain.out().contains("hidden tiles as-dealt, plain search"), plain.out());
        assertEquals(rates(fast.out()), rates(plain.out()));
        Cli.Result bad = Cli.run("shanghai-grid", "--warmup", "-1");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--warmup must be from 0 to 100,000") && bad.err().lines().count() == 1, bad.err());
    }

    /** The table's rows without their CPU column. */
    private static List<String> rates(String out) {
        return out.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| n")).map(l -> l.substring(0, l.lastIndexOf("% |")))
                .toList();
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
