package io.minesift.shanghai;

import java.util.SplittableRandom;

/**
 * A random table that looks like a view: the kinds a player may assume for the tiles it cannot
 * see. The tiles in sight keep their kinds; the hidden ones get a uniformly random arrangement of
 * the kinds not in sight (each kind's tiles left, less those seen); the tiles off the table get the
 * kinds of the pairs taken, in tile order, so every kind is on all its tiles (four, or two for the
 * short kind of a layout of 4n + 2 tiles) and the kinds make a deal. One place for the players' Monte Carlo samples, the luck-fair redeal and the labels' bound.
 */
public final class Arrangement {
    private Arrangement() {
    }

    /** A kind for every tile of {@code view}'s layout, drawn from {@code random}. */
    public static int[] kinds(ShanghaiView view, SplittableRandom random) {
        Layout layout = view.layout();
        int[] unseen = new int[layout.kinds()];
        int[] taken = new int[layout.kinds()];
        for (int k = 0; k < unseen.length; k++) {
            unseen[k] = view.left(k);
            taken[k] = layout.tilesOf(k) - view.left(k);
        }
        int[] kind = new int[layout.size()];
        int hidden = 0;
        for (int t = 0; t < layout.size(); t++) {
            if (view.hidden(t)) {
                hidden++;
            } else if (view.present(t)) {
                kind[t] = view.kind(t);
                unseen[kind[t]]--;
            }
        }
        int[] pool = pool(unseen, hidden);
        DealGenerator.shuffle(pool, random);
        int[] gone = pool(taken, layout.size() - view.tiles().cardinality());
        int p = 0;
        int g = 0;
        for (int t = 0; t < layout.size(); t++) {
            if (view.hidden(t)) {
                kind[t] = pool[p++];
            } else if (!view.present(t)) {
                kind[t] = gone[g++];
            }
        }
        return kind;
    }

    /** Kind {@code k} {@code counts[k]} times, in kind order; {@code size} of them in all. */
    private static int[] pool(int[] counts, int size) {
        int[] pool = new int[size];
        int at = 0;
        for (int k = 0; k < counts.length; k++) {
            for (int c = 0; c < counts[k]; c++) {
                if (at == size) {
                    throw new IllegalStateException("more kinds than tiles to give them: " + size);
                }
                pool[at++] = k;
            }
        }
        if (at != size) {
            throw new IllegalStateException(size + " tiles but " + at + " kinds to give them");
        }
        return pool;
    }
}
