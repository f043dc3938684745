package io.minesift.shanghai;

import java.util.BitSet;

/**
 * Which tiles of a layout are still on the table, and the positional rules, which need no kind:
 * covered (a tile lies on it), free, dominates and floating. Shared by the truth ({@link Position})
 * and the player's view ({@link ShanghaiView}), so both apply exactly the same rules.
 */
final class Table {
    private Table() {
    }

    /**
     * Whether any tile still on the table lies on {@code t} ({@link Layout#above}). In every position
     * reached by moves this is GNOME Mahjongg's rule, "a tile overlapping it in any higher layer is on
     * the table": every covering tile stands on a chain of tiles each lying on the next down to
     * {@code t}, and a tile goes only when nothing lies on it, so while a covering tile is on the
     * table the chain's first tile, which lies on {@code t}, is too. (On sets of tiles no play
     * reaches, which the solver's tests build, the rules keep to the tiles lying on it.)
     */
    static boolean covered(Layout layout, BitSet present, int t) {
        for (int u : layout.aboveShared(t)) {
            if (present.get(u)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code t} is on the table, uncovered, and not touched on both its left and its right. */
    static boolean free(Layout layout, BitSet present, int t) {
        return present.get(t) && !covered(layout, present, t)
                && !(any(present, layout.leftShared(t)) && any(present, layout.rightShared(t)));
    }

    /**
     * Whether {@code x} dominates {@code y} (both on the table): {@code x} lies on {@code y}, or
     * {@code x} touches {@code y} on one side while another tile still on the table touches it on the
     * other, so that the two block {@code y} together.
     */
    static boolean dominates(Layout layout, BitSet present, int x, int y) {
        if (!present.get(x) || !present.get(y) || x == y) {
            return false;
        }
        if (contains(layout.aboveShared(y), x)) {
            return true;
        }
        return contains(layout.leftShared(y), x) && any(present, layout.rightShared(y))
                || contains(layout.rightShared(y), x) && any(present, layout.leftShared(y));
    }

    /** Whether {@code t} is on the table and neither dominates nor is dominated by any tile on it. */
    static boolean floating(Layout layout, BitSet present, int t) {
        if (!present.get(t)) {
            return false;
        }
        for (int u = present.nextSetBit(0); u >= 0; u = present.nextSetBit(u + 1)) {
            if (dominates(layout, present, t, u) || dominates(layout, present, u, t)) {
                return false;
            }
        }
        return true;
    }

    private static boolean any(BitSet present, int[] tiles) {
        for (int u : tiles) {
            if (present.get(u)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(int[] tiles, int t) {
        for (int u : tiles) {
            if (u == t) {
                return true;
            }
        }
        return false;
    }
}
