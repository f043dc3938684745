package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.core.util.Seeds;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;

import java.util.SplittableRandom;

/**
 * The puzzle game's style: no first click, but a set of given clues from which exact logic
 * ({@link PlayOut}: all clues, the global rules, the mine total) finishes the board with no
 * guess, so the layout is the only one that fits them. The minimization: every safe cell is given
 * at first (then nothing is hidden but mines, which the mine total settles); then each clue, in a
 * random order of the board's stream, is taken away for good if play from the clues left still
 * finishes. The result is irreducible (taking away any one clue left makes a guess necessary,
 * since fewer clues never settle more cells), a local minimum: not the fewest clues possible, which
 * would need a search over all subsets.
 */
final class FewestClues {
    private FewestClues() {
    }

    /** The given clues for the layout {@code mines}, whose clues show with {@code lieSeed}. */
    static long of(Geometry g, RuleSet rules, long mines, long lieSeed, SplittableRandom random) {
        long given = Cells.all(g) & ~mines;
        for (int c : shuffled(given, random)) {
            long fewer = given & ~(1L << c);
            // play needs only reach what the current clues show: they are known to finish
            if (PlayOut.from(g, rules, mines, fewer, lieSeed, given).solved()) {
                given = fewer;
            }
        }
        return given;
    }

    private static int[] shuffled(long cells, SplittableRandom random) {
        int[] out = new int[Long.bitCount(cells)];
        int n = 0;
        for (long s = cells; s != 0; s &= s - 1) {
            out[n++] = Long.numberOfTrailingZeros(s);
        }
        Seeds.shuffle(out, random);
        return out;
    }
}
