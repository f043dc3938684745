package hillcompare;

import io.minesift.core.experiment.PairedDifference;
import io.minesift.core.experiment.Wilson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * The paired figures of one or more results files of {@link HillCompare} (for instance the two
 * halves of a range run in two processes): each side's wins with Wilson's interval, the
 * discordant games and McNemar's paired difference, Hill minus ours (minesift's own
 * {@link PairedDifference} and {@link Wilson}), CPU per game, and the first boards only Hill won.
 *
 * <p>Usage: {@code Summary FILE...}. A board that appears twice is refused.
 */
public final class Summary {
    private static final int LISTED = 30;

    private Summary() {
    }

    public static void main(String[] args) {
        HillCompare.guarded(() -> summarize(args));
    }

    private static void summarize(String[] args) throws IOException {
        if (args.length == 0) {
            HillCompare.fail("usage: Summary FILE...");
        }
        HillCompare.Tally tally = new HillCompare.Tally();
        BitSet seen = new BitSet();
        List<Integer> onlyHill = new ArrayList<>();
        for (String name : args) {
            int lineNo = 0;
            for (String line : Files.readAllLines(Path.of(name))) {
                lineNo++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                GameLine g;
                try {
                    g = GameLine.parse(line);
                } catch (IllegalArgumentException e) {
                    HillCompare.fail(name + " line " + lineNo + ": " + e.getMessage());
                    return;
                }
                if (seen.get(g.index())) {
                    HillCompare.fail(name + " line " + lineNo + ": board " + g.index() + " appears twice");
                }
                seen.set(g.index());
                tally.add(g);
                if (g.hillWon() && !g.ourWon() && onlyHill.size() < LISTED) {
                    onlyHill.add(g.index());
                }
            }
        }
        if (tally.games == 0) {
            HillCompare.fail("no games in " + String.join(", ", args));
        }
        print(tally, seen, onlyHill);
    }

    private static void print(HillCompare.Tally t, BitSet seen, List<Integer> onlyHill) {
        int first = seen.nextSetBit(0);
        int last = seen.length() - 1;
        System.out.printf(Locale.ROOT, "%d games, boards %d..%d%s%n", t.games, first, last,
                last - first + 1 == t.games ? " (no gap)" : " (with gaps: " + (last - first + 1 - t.games) + " missing)");
        side("Hill (SMALL_ANALYSIS)", t.hillWins, t.games, t.hillMicros);
        side("ours", t.ourWins, t.games, t.ourMicros);
        PairedDifference d = PairedDifference.of(t.games, t.onlyHill, t.onlyOurs);
        System.out.printf(Locale.ROOT, "discordant games: %d won by Hill only, %d by ours only (%d in all)%n",
                d.onlyFirst(), d.onlySecond(), d.discordant());
        double se = (d.high95() - d.low95()) / 2 / 1.959964;
        System.out.printf(Locale.ROOT, "Hill - ours: %+d wins = %+.3f points (95 %% interval %+.3f to %+.3f, McNemar normal "
                        + "approximation; z = %.2f); exact McNemar p = %.3g%n",
                d.winsGap(), 100 * d.difference(), 100 * d.low95(), 100 * d.high95(), se == 0 ? 0 : d.difference() / se, d.exactP());
        System.out.println("Hill's solver stopped short (exception, no move) in " + t.failures + " games");
        System.out.println("first boards won by Hill only: " + onlyHill);
    }

    private static void side(String name, int wins, int games, long micros) {
        double[] ci = Wilson.interval95(games, wins);
        System.out.printf(Locale.ROOT, "%s: %d of %d won = %.3f %% (95 %% Wilson interval %.3f-%.3f %%); %.3f ms CPU per game%n",
                name, wins, games, 100.0 * wins / games, 100 * ci[0], 100 * ci[1], micros / 1e3 / games);
    }
}
