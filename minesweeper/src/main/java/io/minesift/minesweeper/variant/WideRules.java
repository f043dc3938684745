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
