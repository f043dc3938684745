package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link AttachedGroup} against brute force on small boards: every set of {@code total} cells of
 * the possible ones that holds the known mines and is one orthogonal group is listed (bit masks
 * of at most 16 possible cells, connection by a flood fill written here), and a cell is safe in
 * all of them or a mine in all of them by that list. What the class settles must be so by the
 * list (sound), and it must settle cells of both kinds on some boards, or the test shows nothing.
 */
class AttachedGroupTest {
    @Test
    void settlesOnlyWhatEveryGroupAgreesOn() {
        int safe = 0;
        int mines = 0;
        for (int k = 0; k < 400; k++) {
            SplittableRandom random = new SplittableRandom(k);
            Geometry g = Geometry.of(4 + random.nextInt(3), 4);
            BitSet possible = new BitSet();
            while (possible.cardinality() < 10 + random.nextInt(6)) {
                possible.set(random.nextInt(g.size()));
            }
            BitSet known = new BitSet();
            int knownCount = random.nextInt(3);
            int[] cells = CellSets.cells(possible);
            for (int i = 0; i < knownCount; i++) {
                known.set(cells[random.nextInt(cells.length)]);
            }
            int total = Math.max(known.cardinality(), 1) + random.nextInt(5);
            Brute brute = brute(g, cells, known, total);
            AttachedGroup group = AttachedGroup.of(g, possible, known, total);
            if (brute.groups == 0) {
                continue; // nothing fits: anything settled is vacuously true
            }
            assertTrue(CellSets.minus(group.safeCells(), brute.safe).isEmpty(), "#" + k + ": safe cells");
            assertTrue(CellSets.minus(group.mineCells(), brute.mines).isEmpty(), "#" + k + ": mines");
            assertTrue(!group.mineCells().intersects(known), "#" + k + ": known mines are not reported again");
            safe += group.safeCells().cardinality();
            mines += group.mineCells().cardinality();
        }
        assertTrue(safe > 0 && mines > 0, "safe " + safe + ", mines " + mines + ": both kinds must be settled");
    }

    /**
     * A corridor of single cells between two known mines: every cell of it is a cut cell (a
     * mine), and a pocket reached only through a known-free wall is safe.
     */
    @Test
    void aCorridorBetweenKnownMinesIsMines() {
        Geometry g = Geometry.of(5, 3);
        // row 0: the corridor A1..E1, both ends known; row 2: a pocket of two cells, cut off by row 1
        BitSet possible = CellSets.of(0, 1, 2, 3, 4, 10, 11);
        BitSet known = CellSets.of(0, 4);
        AttachedGroup group = AttachedGroup.of(g, possible, known, 5);
        assertEquals(CellSets.of(1, 2, 3), group.mineCells());
        assertEquals(CellSets.of(10, 11), group.safeCells());
    }

    private record Brute(int groups, BitSet safe, BitSet mines) {
    }

    /** Every connected {@code total}-subset of {@code cells} holding {@code known}: the cells in none, and in all. */
    private static Brute brute(Geometry g, int[] cells, BitSet known, int total) {
        BitSet inSome = new BitSet();
        BitSet inAll = CellSets.of(cells);
        int groups = 0;
        for (int mask = 0; mask < 1 << cells.length; mask++) {
            if (Integer.bitCount(mask) != total) {
                continue;
            }
            BitSet set = new BitSet();
            for (int i = 0; i < cells.length; i++) {
                if ((mask >>> i & 1) != 0) {
                    set.set(cells[i]);
                }
            }
            if (!CellSets.minus(known, set).isEmpty() || !connected(g, set)) {
                continue;
            }
            groups++;
            inSome.or(set);
            inAll.and(set);
        }
        return new Brute(groups, CellSets.minus(CellSets.of(cells), inSome), inAll);
    }

    /** Whether the set is one group through orthogonal steps: a flood fill from its lowest cell. */
    private static boolean connected(Geometry g, BitSet set) {
        BitSet seen = new BitSet();
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
        int first = set.nextSetBit(0);
        seen.set(first);
        queue.add(first);
        while (!queue.isEmpty()) {
            int c = queue.poll();
            int x = c % g.width();
            int y = c / g.width();
            int[][] steps = {{x - 1, y}, {x + 1, y}, {x, y - 1}, {x, y + 1}};
            for (int[] s : steps) {
                if (s[0] >= 0 && s[0] < g.width() && s[1] >= 0 && s[1] < g.height()) {
                    int d = s[1] * g.width() + s[0];
                    if (set.get(d) && !seen.get(d)) {
                        seen.set(d);
                        queue.add(d);
                    }
                }
            }
        }
        return seen.equals(set);
    }
}
