package io.minesift.minesweeper.variant;

import java.util.random.RandomGenerator;

/**
 * Draws layouts among those that fit a position (every shown clue, every global rule, the mine
 * total), each as likely as its weight: uniformly, except under the liar rule, whose layouts weigh
 * as likely as they make the shown clues ({@link ClueRule#weight}). The counts of {@link Counting}
 * are kept, and each cell in reading order is a mine with probability (weighted completions with
 * it a mine) / (weighted completions). Exact: the choice at each cell is an integer draw below
 * the weighted number of completions. On a position with nothing shown,
 * this draws uniformly among all layouts the global rule allows.
 */
public final class VariantSampler {
    private final Counting counting;

    /**
     * Counts the completions of the position once.
     *
     * @throws IllegalArgumentException when no layout fits
     * @throws IllegalStateException    when a layer exceeds the state budget
     */
    public VariantSampler(VariantPosition p, int maxStates) {
        counting = Counting.of(p, maxStates, true);
        if (counting.layouts == 0) {
            throw new IllegalArgumentException("no layout fits the position under rules " + p.rules());
        }
    }

    /** The number of layouts that fit. */
    public long layouts() {
        return counting.layouts;
    }

    /** One layout, drawn uniformly, as a cell set. */
    public long sample(RandomGenerator random) {
        Transitions step = counting.step;
        long mines = 0;
        long global = step.initialGlobal();
        long remembered = 0;
        int placed = 0;
        for (int i = 0; i < counting.completions.size() - 1; i++) {
            StateTable after = counting.completions.get(i + 1);
            int[] values = step.values(i);
            long[] weight = new long[values.length];
            long[][] next = new long[values.length][];
            long total = 0;
            for (int k = 0; k < values.length; k++) {
                if (step.next(remembered, global, i, values[k])) {
                    next[k] = new long[]{step.nextMines, step.nextGlobal};
                    int t = after.find(step.nextMines, step.nextGlobal);
                    weight[k] = t < 0 ? 0 : after.get(t, placed + values[k]) * step.nextWeight; // at most the whole weighted count
                    total += weight[k];
                }
            }
            long r = random.nextLong(total);
            int k = 0;
            while (r >= weight[k]) {
                r -= weight[k++];
            }
            remembered = next[k][0];
            global = next[k][1];
            placed += values[k];
            mines |= (long) values[k] << i;
        }
        return mines;
    }
}
