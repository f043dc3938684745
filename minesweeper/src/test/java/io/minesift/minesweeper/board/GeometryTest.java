package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.Arrays;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GeometryTest {

    // Degrees worked by hand: a corner touches 3 cells, an edge 5, an inside cell 8;
    // on a strip one cell wide the ends touch 1 and the middle cells 2.
    @ParameterizedTest(name = "{0}x{1} ({2},{3}) has {4} neighbours")
    @CsvSource({
            "9,9,0,0,3", "9,9,8,0,3", "9,9,0,8,3", "9,9,8,8,3",
            "9,9,4,0,5", "9,9,0,4,5", "9,9,8,4,5", "9,9,4,8,5",
            "9,9,4,4,8", "9,9,1,1,8", "9,9,7,7,8",
            "30,16,29,15,3", "30,16,15,0,5", "30,16,14,7,8",
            "2,2,0,0,3", "2,2,1,1,3",
            "2,5,0,2,5", "2,5,1,0,3",
            "1,5,0,0,1", "1,5,0,4,1", "1,5,0,2,2",
            "5,1,0,0,1", "5,1,4,0,1", "5,1,2,0,2",
            "1,2,0,0,1", "2,1,1,0,1",
            "1,1,0,0,0",
            "255,255,0,0,3", "255,255,254,254,3", "255,255,100,0,5", "255,255,100,100,8"
    })
    void degree(int w, int h, int x, int y, int expected) {
        Geometry g = Geometry.of(w, h);
        int i = g.index(x, y);
        assertEquals(expected, g.degree(i));
        assertEquals(expected, g.neighbours(i).length);
    }

    @Test
    void oneByOneHasNoNeighbours() {
        Geometry g = Geometry.of(1, 1);
        assertEquals(1, g.size());
        assertEquals(0, g.degree(0));
        assertArrayEquals(new int[0], g.neighbours(0));
        assertFalse(g.adjacent(0, 0));
    }

    // Worked by hand: on 1x5 (a column) cell k touches k-1 and k+1; on 5x1 (a row) likewise.
    @ParameterizedTest
    @CsvSource({"1,5", "5,1"})
    void stripsAreChains(int w, int h) {
        Geometry g = Geometry.of(w, h);
        assertArrayEquals(new int[]{1}, g.neighbours(0));
        assertArrayEquals(new int[]{1, 3}, sorted(g.neighbours(2)));
        assertArrayEquals(new int[]{3}, g.neighbours(4));
        assertFalse(g.adjacent(0, 2));
    }

    @Test
    void largestBoard() {
        Geometry g = Geometry.of(255, 255);
        assertEquals(255 * 255, g.size());
        assertEquals(65024, g.index(254, 254));
        assertEquals(new Cell(254, 254), g.cell(65024));
        // 4 corners of 3, 4*253 edge cells of 5, 253*253 inside cells of 8.
        long total = 0;
        for (int i = 0; i < g.size(); i++) {
            total += g.degree(i);
        }
        assertEquals(4 * 3 + 4 * 253 * 5 + 253L * 253 * 8, total);
    }

    @ParameterizedTest(name = "{0}x{1} rejected")
    @CsvSource({"0,1", "1,0", "0,0", "256,1", "1,256", "256,256", "-1,5", "5,-1"})
    void sidesOutsideOneTo255AreRejected(int w, int h) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Geometry.of(w, h));
        assertTrue(e.getMessage().contains("between 1 and 255"), e.getMessage());
    }

    @Test
    void sameSizeIsSharedInstance() {
        // MineLayout.equals compares geometries by identity, so the cache must hand out one per size.
        assertSame(Geometry.of(30, 16), Geometry.of(30, 16));
        assertFalse(Geometry.of(16, 30) == Geometry.of(30, 16));
        assertEquals(16, Geometry.of(16, 30).width());
        assertEquals(30, Geometry.of(16, 30).height());
    }

    @Test
    void indexOutsideBoardIsRejected() {
        Geometry g = Geometry.of(3, 2);
        assertThrows(IllegalArgumentException.class, () -> g.index(3, 0));
        assertThrows(IllegalArgumentException.class, () -> g.index(0, 2));
        assertThrows(IllegalArgumentException.class, () -> g.index(-1, 0));
        assertThrows(IllegalArgumentException.class, () -> g.index(new Cell(0, 2)));
    }

    // Property: on seeded random sizes, every cell's neighbours are exactly the in-board cells at
    // Chebyshev distance 1 (computed from coordinates), without repeats, and the relation is symmetric.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void neighboursAreSymmetricAndMatchCoordinates(long seed) {
        Random rnd = new Random(seed);
        int w = seed % 5 == 0 ? 1 : 1 + rnd.nextInt(40);
        int h = seed % 7 == 0 ? 1 : 1 + rnd.nextInt(40);
        Geometry g = Geometry.of(w, h);
        for (int a = 0; a < g.size(); a++) {
            assertEquals(a, g.index(g.x(a), g.y(a)));
            assertEquals(new Cell(a % w, a / w), g.cell(a));
            Set<Integer> expected = new TreeSet<>();
            for (int b = 0; b < g.size(); b++) {
                int dx = Math.abs(a % w - b % w);
                int dy = Math.abs(a / w - b / w);
                boolean near = a != b && dx <= 1 && dy <= 1;
                if (near) {
                    expected.add(b);
                }
                assertEquals(near, g.adjacent(a, b), () -> "adjacent " + g + " " + seed);
            }
            int[] ns = g.neighbours(a);
            Set<Integer> actual = Arrays.stream(ns).boxed().collect(Collectors.toCollection(TreeSet::new));
            assertEquals(ns.length, actual.size(), "repeated neighbour");
            assertEquals(expected, actual, "neighbours of " + a + " on " + g);
            for (int k = 0; k < g.degree(a); k++) {
                int b = g.neighbour(a, k);
                assertEquals(ns[k], b);
                int back = a;
                assertTrue(Arrays.stream(g.neighbours(b)).anyMatch(n -> n == back), "not symmetric");
            }
        }
    }

    private static int[] sorted(int[] a) {
        int[] c = a.clone();
        Arrays.sort(c);
        return c;
    }
}
