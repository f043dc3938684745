package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.BitSet;

/**
 * The global rules' whole-layout checks on a board of any size ({@link CellSets}): the same
 * definitions as each rule's {@code holds} on one {@code long}, written once more over bit sets
 * (GlobalRuleDefinitionTest's brute-force definitions check the {@code long} forms; a test checks
 * that both forms agree on every small layout).
 */
final class WideRules {
    private static final int[][] LINES = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private WideRules() {
    }

    static boolean holds(GlobalRule rule, Geometry g, BitSet mines) {
        return switch (rule.letter()) {
            case 'Q' -> quad(g, mines);
            case 'C' -> CellSets.together(g, mines, mines, Regions.KING);
            case 'A' -> CellSets.together(g, mines, mines, Cells.ORTHOGONAL);
            case 'T' -> triplet(g, mines);
            case 'O' -> outside(g, mines);
            case 'D' -> degrees(g, mines, 1, 1) >= 0;
            case 'S' -> degrees(g, mines, 1, 2) == 2 && CellSets.together(g, mines, mines, Cells.ORTHOGONAL);
            case 'B' -> balance(g, mines);
            default -> throw new IllegalArgumentException("unknown global rule " + rule.letter());
        };
    }

    /**
     * {@link GlobalRule#admits} on a board of any size: {@link #holds} when every cell is known,
     * else the rule's partial check written over bit sets (the same conditions as each rule's
     * {@code partial} on one {@code long}; WideRulesTest checks that both agree).
     */
    static boolean admits(GlobalRule rule, Geometry g, BitSet mines, BitSet safes) {
        if (CellSets.or(mines, safes).cardinality() == g.size()) {
            return holds(rule, g, mines);
        }
        BitSet open = CellSets.minus(CellSets.all(g), safes);
        return switch (rule.letter()) {
            case 'Q' -> squares(g, safes, false);
            case 'C' -> CellSets.together(g, open, mines, Regions.KING);
            case 'A' -> CellSets.together(g, open, mines, Cells.ORTHOGONAL);
            case 'T' -> triplet(g, mines);
            case 'O' -> CellSets.together(g, CellSets.minus(CellSets.all(g), mines), safes, Cells.ORTHOGONAL)
                    && CellSets.minus(mines, CellSets.reach(g, open, CellSets.and(open, CellSets.edge(g)),
                    Cells.ORTHOGONAL)).isEmpty();
            case 'D' -> neighbours(g, mines, open, 1);
            case 'S' -> open.cardinality() >= 2 && CellSets.together(g, open, mines, Cells.ORTHOGONAL)
                    && neighbours(g, mines, open, 2) && squares(g, mines, true);
            case 'B' -> lines(g, mines, open, true) && lines(g, mines, open, false);
            default -> throw new IllegalArgumentException("unknown global rule " + rule.letter());
        };
    }

    /** Whether no 2×2 square lies wholly in {@code set} (with {@code mines} false: the set of safe cells). */
    private static boolean squares(Geometry g, BitSet set, boolean mines) {
        int w = g.width();
        for (int corner : Regions.squares(g)) {
            if (set.get(corner) && set.get(corner + 1) && set.get(corner + w) && set.get(corner + w + 1)) {
                return false;
            }
        }
        return true;
    }

    /** Whether every mine has at most {@code most} mine neighbours and at least one open one (orthogonally). */
    private static boolean neighbours(Geometry g, BitSet mines, BitSet open, int most) {
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            if (CellSets.orthogonal(g, c, mines) > most || CellSets.orthogonal(g, c, open) < 1) {
                return false;
            }
        }
        return true;
    }

    /** Whether one mine count per line (rows, or columns) can still fit every line. */
    private static boolean lines(Geometry g, BitSet mines, BitSet open, boolean rows) {
        int lines = rows ? g.height() : g.width();
        int length = rows ? g.width() : g.height();
        int low = 0;
        int high = Integer.MAX_VALUE;
        for (int l = 0; l < lines; l++) {
            int m = 0;
            int o = 0;
            for (int k = 0; k < length; k++) {
                int c = rows ? l * g.width() + k : k * g.width() + l;
                m += mines.get(c) ? 1 : 0;
                o += open.get(c) ? 1 : 0;
            }
            low = Math.max(low, m);
            high = Math.min(high, o);
        }
        return low <= high;
    }

    private static boolean quad(Geometry g, BitSet mines) {
        int w = g.width();
        for (int corner : Regions.squares(g)) {
            if (!mines.get(corner) && !mines.get(corner + 1) && !mines.get(corner + w) && !mines.get(corner + w + 1)) {
                return false;
            }
        }
        return true;
    }

    private static boolean triplet(Geometry g, BitSet mines) {
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            for (int[] d : LINES) {
                int b = Cells.at(g, g.x(c) + d[0], g.y(c) + d[1]);
                int e = Cells.at(g, g.x(c) + 2 * d[0], g.y(c) + 2 * d[1]);
                if (e >= 0 && mines.get(b) && mines.get(e)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean outside(Geometry g, BitSet mines) {
        BitSet safes = CellSets.minus(CellSets.all(g), mines);
        BitSet reached = CellSets.reach(g, mines, CellSets.and(mines, CellSets.edge(g)), Cells.ORTHOGONAL);
        return CellSets.together(g, safes, safes, Cells.ORTHOGONAL) && reached.equals(mines);
    }

    /** How many mines have {@code low} orthogonal mine neighbours, or -1 when one has fewer than {@code low} or more than {@code high}. */
    private static int degrees(Geometry g, BitSet mines, int low, int high) {
        int ends = 0;
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            int degree = CellSets.orthogonal(g, c, mines);
            if (degree < low || degree > high) {
                return -1;
            }
            ends += degree == low ? 1 : 0;
        }
        return ends;
    }

    private static boolean balance(Geometry g, BitSet mines) {
        int total = mines.cardinality();
        int w = g.width();
        int h = g.height();
        if (total % w != 0 || total % h != 0) {
            return false;
        }
        int[] rows = new int[h];
        int[] columns = new int[w];
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            rows[g.y(c)]++;
            columns[g.x(c)]++;
        }
        return java.util.Arrays.stream(rows).allMatch(r -> r == total / h)
                && java.util.Arrays.stream(columns).allMatch(k -> k == total / w);
    }
}
