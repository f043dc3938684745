package hillcompare;

import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.Random;

import io.minesift.core.experiment.Wilson;
import minesweeper.settings.GameSettings;
import minesweeper.settings.GameType;
import minesweeper.solver.bulk.BulkPlayer;
import minesweeper.solver.bulk.BulkRequest;
import minesweeper.solver.bulk.BulkEventGame;
import minesweeper.solver.bulk.GamePostListener;
import minesweeper.solver.settings.PlayStyle;

/**
 * The sanity check of the external build: Hill's own bulk runner on his own boards, set up as
 * his MinesweeperBulk main sets it (expert, his "safe" game type with the first click at the
 * corner (0,0), the small-analysis settings, single-threaded solver, no flags, his run seed
 * 450637648), but with one worker and a chosen number of games. His boards come from his
 * seeder in order, so N games here are the first N of his run whatever N is.
 *
 * <p>Usage: {@code HillSanity GAMES [SEED]}. Prints the wins with Wilson's interval and the CPU
 * time of the one worker thread per game.
 */
public final class HillSanity {
    private HillSanity() {
    }

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            HillCompare.fail("usage: HillSanity GAMES [SEED]");
        }
        HillCompare.guarded(() -> run(Integer.parseInt(args[0]), args.length > 1 ? Long.parseLong(args[1]) : 450637648L));
    }

    private static void run(int games, long seed) {
        if (games < 1) {
            HillCompare.fail("GAMES must be at least 1, got " + games);
        }
        WorkerClock clock = new WorkerClock();
        BulkPlayer bulk = new BulkPlayer(new Random(seed), games, GameType.STANDARD, GameSettings.EXPERT,
                HillSettings.bulk(), 1, 1000);
        bulk.setPlayStyle(PlayStyle.NO_FLAG);
        bulk.setReportInterval(0);
        bulk.registerPostGameListener(clock);
        bulk.run();
        BulkEventGame e = bulk.getResults().getGameEvents()[0];
        double[] ci = Wilson.interval95(e.getGamesPlayed(), e.getGamesWon());
        System.out.printf(Locale.ROOT, "Hill bulk runner, his boards (seed %d), expert safe corner: %d of %d won = %.3f %% "
                        + "(95 %% Wilson %.3f-%.3f %%), failed to start %d, guesses %d; %.3f ms CPU per game (one worker thread)%n",
                seed, e.getGamesWon(), e.getGamesPlayed(), 100.0 * e.getGamesWon() / e.getGamesPlayed(), 100 * ci[0],
                100 * ci[1], e.getFailedToStart(), e.getTotalGuesses(), clock.cpuNanos / 1e6 / e.getGamesPlayed());
    }

    /** Reads the worker thread's CPU time after each game: the bulk runner calls its listener on the worker. */
    private static final class WorkerClock extends GamePostListener {
        private volatile long cpuNanos;

        @Override
        public void postAction(BulkRequest request) {
            cpuNanos = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        }

        @Override
        public void postResults() {
        }
    }
}
