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

    private Solver(Position start) {
        this.start = start;
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
