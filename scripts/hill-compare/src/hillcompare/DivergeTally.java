package hillcompare;


import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where the discordant games part, counted: for every game of boards below LIMIT that only one
 * of the two players won, the number of the first guess at which they chose different cells
 * (see {@link Diverge}), and for a first guess that differs, the pair of cells. The difference
 * of the two columns at each row is how much of the paired gap comes from games that part there.
 *
 * <p>Usage: {@code DivergeTally BOARD FIRST_CLICK START SEED PLAYER_FILE LIMIT RESULTS_FILE...}.
 */
public final class DivergeTally {
    private DivergeTally() {
    }

    public static void main(String[] args) {
        HillCompare.guarded(() -> tally(args));
    }

    private static void tally(String[] args) throws IOException {
        if (args.length < 7) {
            HillCompare.fail("usage: DivergeTally BOARD FIRST_CLICK START SEED PLAYER_FILE LIMIT RESULTS_FILE...");
        }
        Diverge.Replay replay = Diverge.Replay.of(args);
        int limit = Integer.parseInt(args[5]);
        Map<String, int[]> byGuess = new TreeMap<>();
        Map<String, int[]> byFirstCells = new TreeMap<>();
        for (int a = 6; a < args.length; a++) {
            for (String line : Files.readAllLines(Path.of(args[a]))) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                GameLine g = GameLine.parse(line);
                if (g.index() >= limit || g.hillWon() == g.ourWon()) {
                    continue;
                }
                var h = replay.hill(g.index());
                var o = replay.ours(g.index());
                int k = Diverge.firstDifference(h, o);
                int side = g.hillWon() ? 0 : 1;
                if (k == h.size() || k == o.size()) {
                    byGuess.computeIfAbsent("none (one stopped first)", r -> new int[2])[side]++;
                    continue;
                }
                byGuess.computeIfAbsent(k < 5 ? "guess " + (k + 1) : "guess 6 or later", r -> new int[2])[side]++;
                byFirstCells.computeIfAbsent(place(h.get(k), o.get(k)), c -> new int[2])[side]++;
            }
        }
        System.out.println("discordant games of boards below " + limit + " by the first guess that differs: won by Hill only / by ours only");
        byGuess.forEach((row, n) -> System.out.printf("  %s: %d / %d (%+d)%n", row, n[0], n[1], n[0] - n[1]));
        System.out.println("by the position where they part: a lone clue (the two cells named) or how many cells were open:");
        byFirstCells.forEach((row, n) -> System.out.printf("  %s: %d / %d (%+d)%n", row, n[0], n[1], n[0] - n[1]));
    }

    /** Where the two part: after a lone clue (the first click showed a number), the two cells; else the open cells, bucketed. */
    private static String place(Diverge.Guess h, Diverge.Guess o) {
        String cells = o.position().substring(o.position().indexOf('\n') + 1);
        long open = Diverge.openCells(o.position());
        if (open == 1) {
            char clue = (char) cells.chars().filter(c -> c >= '0' && c <= '8').findFirst().getAsInt();
            return String.format("a lone %c: Hill (%d,%d), ours (%d,%d)", clue, h.x(), h.y(), o.x(), o.y());
        }
        return open < 50 ? "  2-49 cells open" : open < 200 ? " 50-199 cells open" : "200+ cells open";
    }
}
