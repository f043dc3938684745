package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The independent reference: tries every placement of the remaining mines on the unknown cells
 * of a small position and keeps those that satisfy every clue, counting exactly. It shares no
 * code with the engine (no constraints, boxes or binomials).
 */
public final class BruteForce {
    public final BigInteger layouts;
    /** Per cell: layouts in which it holds a mine (flags and shown mines count in all of them). */
    public final BigInteger[] mineCount;

    private BruteForce(BigInteger layouts, BigInteger[] mineCount) {
        this.layouts = layouts;
        this.mineCount = mineCount;
    }

    public static BruteForce of(Position position) {
        Geometry g = position.geometry();
        List<Integer> unknown = new ArrayList<>();
        int marked = 0;
        for (int i = 0; i < g.size(); i++) {
            if (position.state(i) == Position.HIDDEN) {
                unknown.add(i);
            } else if (position.state(i) < 0) {
                marked++;
            }
        }
        int left = position.totalMines() - marked;
        long[] counts = new long[g.size()];
        long total = 0;
        boolean[] mine = new boolean[g.size()];
        for (int i = 0; i < g.size(); i++) {
            mine[i] = position.state(i) == Position.FLAG || position.state(i) == Position.MINE;
        }
        if (left >= 0 && left <= unknown.size()) {
            int n = unknown.size();
            int[] pick = new int[left];
            for (int i = 0; i < left; i++) {
                pick[i] = i;
            }
            while (true) {
                for (int i : pick) {
                    mine[unknown.get(i)] = true;
                }
                if (fits(position, mine)) {
                    total++;
                    for (int i = 0; i < g.size(); i++) {
                        if (mine[i]) {
                            counts[i]++;
                        }
                    }
                }
                for (int i : pick) {
                    mine[unknown.get(i)] = false;
                }
                int j = left - 1;
                while (j >= 0 && pick[j] == n - left + j) {
                    j--;
                }
                if (j < 0) {
                    break;
                }
                pick[j]++;
                for (int i = j + 1; i < left; i++) {
                    pick[i] = pick[i - 1] + 1;
                }
            }
        }
        BigInteger[] big = new BigInteger[g.size()];
        for (int i = 0; i < g.size(); i++) {
            big[i] = BigInteger.valueOf(counts[i]);
        }
        return new BruteForce(BigInteger.valueOf(total), big);
    }

    static boolean fits(Position position, boolean[] mine) {
        Geometry g = position.geometry();
        for (int i = 0; i < g.size(); i++) {
            byte clue = position.state(i);
            if (clue < 0) {
                continue;
            }
            int around = 0;
            for (int[] d : new int[][]{{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {-1, 1}, {0, 1}, {1, 1}}) {
                int x = g.x(i) + d[0];
                int y = g.y(i) + d[1];
                if (x >= 0 && y >= 0 && x < g.width() && y < g.height() && mine[y * g.width() + x]) {
                    around++;
                }
            }
            if (around != clue) {
                return false;
            }
        }
        return true;
    }

    public double probability(int cell) {
        return new java.math.BigDecimal(mineCount[cell]).divide(new java.math.BigDecimal(layouts),
                java.math.MathContext.DECIMAL128).doubleValue();
    }
}
