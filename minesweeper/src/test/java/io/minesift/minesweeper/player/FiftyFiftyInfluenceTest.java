package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The 50/50 shares against a brute force: every layout of the hidden cells that fits the clues
 * and the total is listed, and for each walled-in pair or box (the same definition, read off the
 * position and the brute-force probabilities) the layouts where a cell is the pattern's mine are
 * counted directly.
 */
class FiftyFiftyInfluenceTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    @Test
    void theCornerPairWalledByAFlagIsAFullFiftyFifty() {
        // A1 and B1 hold one mine (the 1 on A2), so each is a mine in half the layouts. In the
        // first board C2 is hidden but safe (B2's 2 is C1's flag and that mine): it will open
        // and tell A1 from B1, so no 50/50 is coming and the share is 0. In the second C1 and C2
        // are flags, the pair is walled in for good: each cell's share is the whole 1/2.
        double[] open = shares("3x2x2\nHHF\n12H\n");
        assertEquals(0, open[0], 1e-12);
        double[] walled = shares("3x2x3\nHHF\n13F\n");
        assertEquals(0.5, walled[0], 1e-12);
        assertEquals(0.5, walled[1], 1e-12);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void matchesTheBruteForceOnRandomPositions(long seed) {
        Position position = RandomPositions.small(seed);
        MineProbabilities p = engine.analyse(position);
        double[] shares = FiftyFiftyInfluence.of(position, p, engine);
        double[] expected = bruteForce(position);
        for (int c = 0; c < shares.length; c++) {
            assertEquals(expected[c], shares[c], 1e-9, "cell " + position.geometry().cell(c).label() + " of\n" + MineText.format(position));
        }
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void wideWallsMatchTheBruteForceOnRandomPositions(long seed) {
        // Every cell's own share over walls with up to 3 undecided cells (pairs and boxes), plus
        // the sweep's share as a missing wall mine; counted layout by layout.
        Position position = RandomPositions.small(seed);
        MineProbabilities p = engine.analyse(position);
        int[] all = java.util.stream.IntStream.range(0, position.geometry().size()).toArray();
        double[] shares = FiftyFiftyInfluence.sweep(position, p, engine).widened(all, 3);
        double[] expected = bruteForce(position, 3);
        for (int c = 0; c < shares.length; c++) {
            assertEquals(expected[c], shares[c], 1e-9, "cell " + position.geometry().cell(c).label() + " of\n" + MineText.format(position));
        }
    }

    @Test
    void wideWallsCountMoreOnSomePositions() {
        // Guards the wide test against positions where walls of 2 or 3 undecided cells never occur.
        int wider = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Position position = RandomPositions.small(seed);
            double[] narrow = bruteForce(position, 1);
            double[] wide = bruteForce(position, 3);
            wider += java.util.stream.IntStream.range(0, wide.length).anyMatch(c -> wide[c] > narrow[c] + 1e-12) ? 1 : 0;
        }
        assertTrue(wider >= 3, wider + " positions where wide walls count more");
    }

    @Test
    void manyRandomPositionsHaveAShare() {
        // Guards the property test against positions that never have a pattern: 7 of the 20 have one.
        int withShares = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Position position = RandomPositions.small(seed);
            double[] s = FiftyFiftyInfluence.of(position, engine.analyse(position), engine);
            withShares += java.util.Arrays.stream(s).anyMatch(v -> v > 0) ? 1 : 0;
        }
        assertTrue(withShares >= 5, withShares + " positions with a share");
    }

    private double[] shares(String text) {
        Position position = MineText.parse(text, "t");
        return FiftyFiftyInfluence.of(position, engine.analyse(position), engine);
    }

    /** The shares by listing every layout. */
    static double[] bruteForce(Position position) {
        return bruteForce(position, 1);
    }

    /**
     * The same, each cell's own share counted over walls with up to {@code ownWall} undecided
     * cells (1: pairs with at most one, boxes closed, as the sweep); the share as a missing wall
     * mine always as the sweep counts it.
     */
    static double[] bruteForce(Position position, int ownWall) {
        Geometry g = position.geometry();
        List<boolean[]> layouts = RandomPositions.layouts(position);
        int n = g.size();
        double[] q = new double[n];
        for (boolean[] l : layouts) {
            for (int c = 0; c < n; c++) {
                q[c] += l[c] ? 1 : 0;
            }
        }
        for (int c = 0; c < n; c++) {
            q[c] /= layouts.size(); // a count over the total: exactly 1 for a certain mine
        }
        double[] own = new double[n];
        double[] enabler = new double[n];
        double[] ignored = new double[n];
        patterns(position, q, layouts, ownWall == 1 ? own : ignored, enabler, 1, 0);
        if (ownWall > 1) {
            patterns(position, q, layouts, own, ignored, ownWall, ownWall);
        }
        double[] share = new double[n];
        for (int c = 0; c < n; c++) {
            share[c] = Math.min(own[c] + enabler[c], Math.min(q[c], 1 - q[c]));
        }
        return share;
    }

    /** Every pair (walls of at most {@code pairWall} undecided cells) and box (at most {@code boxWall}). */
    private static void patterns(Position position, double[] q, List<boolean[]> layouts, double[] own, double[] enabler,
                                 int pairWall, int boxWall) {
        Geometry g = position.geometry();
        for (int y = 0; y < g.height(); y++) {
            for (int x = 0; x < g.width(); x++) {
                if (x + 1 < g.width()) {
                    pattern(position, q, layouts, own, enabler, new int[][]{{x, y}, {x + 1, y}},
                            new int[][]{{x - 1, y - 1}, {x - 1, y}, {x - 1, y + 1}, {x + 2, y - 1}, {x + 2, y}, {x + 2, y + 1}}, pairWall);
                }
                if (y + 1 < g.height()) {
                    pattern(position, q, layouts, own, enabler, new int[][]{{x, y}, {x, y + 1}},
                            new int[][]{{x - 1, y - 1}, {x, y - 1}, {x + 1, y - 1}, {x - 1, y + 2}, {x, y + 2}, {x + 1, y + 2}}, pairWall);
                }
                if (x + 1 < g.width() && y + 1 < g.height()) {
                    pattern(position, q, layouts, own, enabler, new int[][]{{x, y}, {x + 1, y + 1}, {x + 1, y}, {x, y + 1}},
                            new int[][]{{x - 1, y - 1}, {x + 2, y - 1}, {x - 1, y + 2}, {x + 2, y + 2}}, boxWall);
                }
            }
        }
    }

    /**
     * One pattern: {@code cells} are a pair, or a box given as diagonal a-b then diagonal c-d;
     * a wall of mines (off-board cells need none) with at most {@code maxMissing} undecided cells.
     */
    private static void pattern(Position position, double[] q, List<boolean[]> layouts, double[] share, double[] enabler,
                                int[][] cells, int[][] wall, int maxMissing) {
        Geometry g = position.geometry();
        int[] c = new int[cells.length];
        for (int i = 0; i < cells.length; i++) {
            c[i] = g.index(cells[i][0], cells[i][1]);
            if (position.state(c[i]) != Position.HIDDEN || q[c[i]] <= 0 || q[c[i]] >= 1) {
                return;
            }
        }
        List<Integer> wallCells = new ArrayList<>();
        List<Integer> missing = new ArrayList<>();
        for (int[] xy : wall) {
            if (!g.contains(xy[0], xy[1])) {
                continue;
            }
            int w = g.index(xy[0], xy[1]);
            byte s = position.state(w);
            if (s == Position.FLAG || s == Position.MINE) {
                continue;
            }
            if (s != Position.HIDDEN || q[w] <= 0) {
                return;
            }
            wallCells.add(w);
            if (q[w] < 1) {
                if (missing.size() == maxMissing) {
                    return;
                }
                missing.add(w);
            }
        }
        double unit = 1.0 / layouts.size();
        for (boolean[] l : layouts) {
            if (!wallCells.stream().allMatch(w -> l[w])) {
                continue;
            }
            if (c.length == 2) {
                if (l[c[0]] != l[c[1]]) {
                    share[l[c[0]] ? c[0] : c[1]] += unit;
                    missing.forEach(m -> enabler[m] += unit / 2);
                }
            } else if (l[c[0]] && l[c[1]] && !l[c[2]] && !l[c[3]]) {
                share[c[0]] += unit;
                share[c[1]] += unit;
            } else if (!l[c[0]] && !l[c[1]] && l[c[2]] && l[c[3]]) {
                share[c[2]] += unit;
                share[c[3]] += unit;
            }
        }
    }

    /** Seeded small positions and their layouts, listed by brute force. */
    static final class RandomPositions {
        private RandomPositions() {
        }

        /** A 5×4 board with 6 mines, some safe cells opened (with their cascades), some mines flagged. */
        static Position small(long seed) {
            SplittableRandom random = new SplittableRandom(seed);
            Geometry g = Geometry.of(5, 4);
            boolean[] mine = new boolean[g.size()];
            for (int placed = 0; placed < 6; ) {
                int c = random.nextInt(g.size());
                if (!mine[c]) {
                    mine[c] = true;
                    placed++;
                }
            }
            byte[] states = new byte[g.size()];
            java.util.Arrays.fill(states, Position.HIDDEN);
            int opens = 2 + random.nextInt(5);
            for (int i = 0; i < opens; i++) {
                int c = random.nextInt(g.size());
                if (!mine[c]) {
                    open(g, mine, states, c);
                } else if (random.nextInt(3) == 0) {
                    states[c] = Position.FLAG;
                }
            }
            return Position.of(g, 6, states);
        }

        private static void open(Geometry g, boolean[] mine, byte[] states, int c) {
            if (states[c] != Position.HIDDEN) {
                return;
            }
            int clue = 0;
            for (int k = 0; k < g.degree(c); k++) {
                clue += mine[g.neighbour(c, k)] ? 1 : 0;
            }
            states[c] = (byte) clue;
            if (clue == 0) {
                for (int k = 0; k < g.degree(c); k++) {
                    open(g, mine, states, g.neighbour(c, k));
                }
            }
        }

        /** Every layout (true = mine) of the hidden cells that fits every clue, the flags and the total. */
        static List<boolean[]> layouts(Position position) {
            Geometry g = position.geometry();
            List<Integer> hidden = new ArrayList<>();
            for (int c = 0; c < g.size(); c++) {
                if (position.state(c) == Position.HIDDEN) {
                    hidden.add(c);
                }
            }
            List<boolean[]> out = new ArrayList<>();
            for (long bits = 0; bits < 1L << hidden.size(); bits++) {
                boolean[] l = new boolean[g.size()];
                for (int c = 0; c < g.size(); c++) {
                    l[c] = position.state(c) == Position.FLAG || position.state(c) == Position.MINE;
                }
                for (int i = 0; i < hidden.size(); i++) {
                    l[hidden.get(i)] = (bits >>> i & 1) != 0;
                }
                if (fits(position, l)) {
                    out.add(l);
                }
            }
            return out;
        }

        private static boolean fits(Position position, boolean[] l) {
            Geometry g = position.geometry();
            int total = 0;
            for (int c = 0; c < g.size(); c++) {
                total += l[c] ? 1 : 0;
                byte s = position.state(c);
                if (s >= 0) {
                    int around = 0;
                    for (int k = 0; k < g.degree(c); k++) {
                        around += l[g.neighbour(c, k)] ? 1 : 0;
                    }
                    if (around != s || l[c]) {
                        return false;
                    }
                }
            }
            return total == position.totalMines();
        }
    }
}
