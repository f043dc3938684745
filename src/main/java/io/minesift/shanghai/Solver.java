package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The exact full-information solver: it sees every kind and searches all move orders, remembering
 * each set of tiles left from which it has already failed (the kinds never change, so the set is
 * the whole state). One reduction keeps it fast and exact: when every tile left of some kind is
 * free, removing them all is taken as the only move, since removing tiles only ever frees others,
 * so any winning order of the rest still works. Other moves are tried highest tile first, which
 * uncovers the most.
 */
public final class Solver {
    private final Position start;
    private final Set<BitSet> dead = new HashSet<>();
    /** {@code over[y]}: the tiles of {@code y}'s kind stacked over it, through tiles on the table at the start. */
    private final BitSet[] over;

    private Solver(Position start) {
        this.start = start;
        this.over = sameKindOver(start);
    }

    /**
     * For each tile, the tiles of its kind above it through a chain of tiles each lying on the next.
     * Such a tile must go first in every order: a tile of the chain can only be removed after
     * those on it, so the chain stays until then.
     */
    private static BitSet[] sameKindOver(Position p) {
        Layout layout = p.layout();
        int n = layout.size();
        BitSet[] up = new BitSet[n];
        // Top layer first, so a tile's upper closure is ready before the tiles under it ask.
        Integer[] order = new Integer[n];
        for (int t = 0; t < n; t++) {
            order[t] = t;
        }
        java.util.Arrays.sort(order, (a, b) -> Integer.compare(layout.layer(b), layout.layer(a)));
        for (int t : order) {
            up[t] = new BitSet(n);
            for (int u : layout.aboveShared(t)) {
                if (p.present(u) && p.present(t)) {
                    up[t].set(u);
                    up[t].or(up[u]);
                }
            }
        }
        BitSet[] sameKind = new BitSet[n];
        for (int t = 0; t < n; t++) {
            sameKind[t] = new BitSet(n);
            for (int u = up[t].nextSetBit(0); u >= 0; u = up[t].nextSetBit(u + 1)) {
                if (p.kind(u) == p.kind(t)) {
                    sameKind[t].set(u);
                }
            }
        }
        return sameKind;
    }

    /**
     * Whether the tiles left of each kind can still be paired: no pair may hold a tile over its
     * partner, and of two pairs neither may have to wait for the other (a tile of each over a tile
     * of the other). A cheap test that cuts dead branches early; it never rejects a clearable set.
     */
    private boolean pairable(BitSet tiles) {
        int kinds = start.layout().kinds();
        int[][] of = new int[kinds][4];
        int[] count = new int[kinds];
        for (int t = tiles.nextSetBit(0); t >= 0; t = tiles.nextSetBit(t + 1)) {
            int k = start.kind(t);
            if (count[k] == 4) {
                return false;
            }
            of[k][count[k]++] = t;
        }
        for (int k = 0; k < kinds; k++) {
            int[] t = of[k];
            if (count[k] == 2 && (above(t[0], t[1]) || above(t[1], t[0]))) {
                return false;
            }
            if (count[k] == 4 && !pairing(t[0], t[1], t[2], t[3]) && !pairing(t[0], t[2], t[1], t[3])
                    && !pairing(t[0], t[3], t[1], t[2])) {
                return false;
            }
            if (count[k] % 2 == 1) {
                return false;
            }
        }
        return true;
    }

    private boolean above(int x, int y) {
        return over[y].get(x);
    }

    private boolean pairing(int a, int b, int c, int d) {
        boolean inside = above(a, b) || above(b, a) || above(c, d) || above(d, c);
        boolean firstWaits = above(c, a) || above(c, b) || above(d, a) || above(d, b);
        boolean secondWaits = above(a, c) || above(a, d) || above(b, c) || above(b, d);
        return !inside && !(firstWaits && secondWaits);
    }

    /** Whether {@code position} can be cleared. */
    public static boolean solvable(Position position) {
        return solution(position).isPresent();
    }

    /** A winning order from {@code position}, if there is one. */
    public static Optional<List<Move>> solution(Position position) {
        Solver solver = new Solver(position);
        List<Move> path = new ArrayList<>();
        return solver.search(position.tiles(), path) ? Optional.of(path) : Optional.empty();
    }

    private boolean search(BitSet tiles, List<Move> path) {
        if (tiles.isEmpty()) {
            return true;
        }
        if (dead.contains(tiles)) {
            return false;
        }
        if (!pairable(tiles)) {
            dead.add(tiles);
            return false;
        }
        List<Move> moves = moves(tiles);
        for (Move move : moves) {
            BitSet next = (BitSet) tiles.clone();
            next.clear(move.a());
            next.clear(move.b());
            path.add(move);
            if (search(next, path)) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        dead.add(tiles);
        return false;
    }

    /** The moves to try: one whole-kind move if there is one, else every legal move, highest first. */
    private List<Move> moves(BitSet tiles) {
        Layout layout = start.layout();
        List<List<Integer>> free = new ArrayList<>();
        int[] left = new int[layout.kinds()];
        for (int k = 0; k < layout.kinds(); k++) {
            free.add(new ArrayList<>());
        }
        for (int t = tiles.nextSetBit(0); t >= 0; t = tiles.nextSetBit(t + 1)) {
            left[start.kind(t)]++;
            if (Table.free(layout, tiles, t)) {
                free.get(start.kind(t)).add(t);
            }
        }
        List<Move> moves = new ArrayList<>();
        for (int k = 0; k < left.length; k++) {
            List<Integer> f = free.get(k);
            if (left[k] > 0 && f.size() == left[k] && left[k] % 2 == 0) {
                return List.of(new Move(f.get(0), f.get(1)));
            }
            for (int i = 0; i < f.size(); i++) {
                for (int j = i + 1; j < f.size(); j++) {
                    moves.add(new Move(f.get(i), f.get(j)));
                }
            }
        }
        moves.sort((m, n) -> Integer.compare(height(layout, n), height(layout, m)));
        return moves;
    }

    private static int height(Layout layout, Move m) {
        return layout.layer(m.a()) + layout.layer(m.b());
    }
}
