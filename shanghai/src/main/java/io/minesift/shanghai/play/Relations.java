package io.minesift.shanghai.play;

import io.minesift.shanghai.TileMasks;

import java.util.Collections;
import java.util.Map;
import java.util.TreeSet;
import java.util.WeakHashMap;

/**
 * A layout's relations as short lists of tiles, for a {@link Board} that changes one move at a
 * time: the lists of {@link TileMasks} (on, under, left, right), the inverses the side rule needs,
 * and for each tile the tiles whose free, floating or hidden state can change when it leaves or
 * comes back. All are read from the masks, so the board follows {@link Scan}'s definitions exactly,
 * symmetric relations or not. Built once per layout; the arrays are shared, never written.
 */
final class Relations {
    private static final Map<TileMasks, Relations> CACHE = Collections.synchronizedMap(new WeakHashMap<>());

    final TileMasks masks;
    /** {@code below[u]}: the tiles {@code u} lies on; while {@code u} is on the table they are covered. */
    final int[][] below;
    /** {@code above[u]}: the tiles lying on {@code u}; while {@code u} is on the table they lie on a tile. */
    final int[][] above;
    /** {@code left[u]}: {@code u}'s left neighbours; while {@code u} is there they have a right neighbour. */
    final int[][] left;
    /** {@code right[u]}: {@code u}'s right neighbours; while {@code u} is there they have a left neighbour. */
    final int[][] right;
    /** {@code leftOf[t]}: the tiles {@code y} with {@code t} in {@code left[y]}. */
    final int[][] leftOf;
    /** {@code rightOf[t]}: the tiles {@code y} with {@code t} in {@code right[y]}. */
    final int[][] rightOf;
    /** {@code affected[u]}: the tiles whose state depends on whether {@code u} is on the table. */
    final int[][] affected;
    /** Whether x lies on y exactly when y is under x, and x is left of y exactly when y is right of x. */
    final boolean symmetric;

    private Relations(TileMasks masks) {
        this.masks = masks;
        int n = masks.tiles;
        below = lists(masks.below);
        above = lists(masks.above);
        left = lists(masks.left);
        right = lists(masks.right);
        leftOf = inverse(left, n);
        rightOf = inverse(right, n);
        affected = new int[n][];
        for (int u = 0; u < n; u++) {
            affected[u] = affected(u);
        }
        symmetric = same(inverse(above, n), below) && same(leftOf, right);
    }

    private static boolean same(int[][] a, int[][] b) {
        for (int t = 0; t < a.length; t++) {
            if (!java.util.Arrays.equals(a[t], b[t])) {
                return false;
            }
        }
        return true;
    }

    static Relations of(TileMasks masks) {
        return CACHE.computeIfAbsent(masks, Relations::new);
    }

    /**
     * Whether {@code u} is there changes: its own state; the covered state of the tiles it lies on,
     * the "lies on a tile" state of those on it, the side counts of its neighbours; and the side rule
     * of their neighbours on the far side (a tile dominates a neighbour blocked on both sides).
     */
    private int[] affected(int u) {
        TreeSet<Integer> set = new TreeSet<>();
        set.add(u);
        add(set, below[u]);
        add(set, above[u]);
        add(set, left[u]);
        add(set, right[u]);
        for (int y : left[u]) {
            add(set, left[y]);
        }
        for (int y : right[u]) {
            add(set, right[y]);
        }
        return set.stream().mapToInt(Integer::intValue).toArray();
    }

    private static void add(TreeSet<Integer> set, int[] tiles) {
        for (int t : tiles) {
            set.add(t);
        }
    }

    private static int[][] lists(long[][] sets) {
        int[][] lists = new int[sets.length][];
        for (int t = 0; t < sets.length; t++) {
            int count = 0;
            for (long w : sets[t]) {
                count += Long.bitCount(w);
            }
            int[] list = new int[count];
            int at = 0;
            for (int w = 0; w < sets[t].length; w++) {
                for (long bits = sets[t][w]; bits != 0; bits &= bits - 1) {
                    list[at++] = (w << 6) + Long.numberOfTrailingZeros(bits);
                }
            }
            lists[t] = list;
        }
        return lists;
    }

    private static int[][] inverse(int[][] relation, int n) {
        int[] count = new int[n];
        for (int[] list : relation) {
            for (int t : list) {
                count[t]++;
            }
        }
        int[][] inverse = new int[n][];
        for (int t = 0; t < n; t++) {
            inverse[t] = new int[count[t]];
            count[t] = 0;
        }
        for (int y = 0; y < n; y++) {
            for (int t : relation[y]) {
                inverse[t][count[t]++] = y;
            }
        }
        return inverse;
    }
}
