package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;

import java.util.BitSet;
import java.util.List;

/**
 * The nodes of {@link EagerConnection}'s reach layers: each open cell alone, except that each
 * orthogonal group of known mines (flags) is one node, named by its first cell. Two nodes are
 * neighbours when a cell of one is a step from a cell of the other.
 */
final class ConnectionNodes {
    private final Geometry g;
    /** The node of each open cell (its group's first cell, or itself); -1 for the others. */
    private final int[] node;
    private final BitSet all = new BitSet();
    /** Each node's neighbouring nodes. */
    private final int[][] around;
    private final int groups;

    ConnectionNodes(Geometry g, int[][] steps, BitSet open, BitSet known) {
        this.g = g;
        node = new int[g.size()];
        java.util.Arrays.fill(node, -1);
        List<BitSet> chunks = CellSets.groups(g, CellSets.and(known, open), steps);
        groups = chunks.size();
        for (BitSet chunk : chunks) {
            int first = chunk.nextSetBit(0);
            for (int c = chunk.nextSetBit(0); c >= 0; c = chunk.nextSetBit(c + 1)) {
                node[c] = first;
            }
        }
        for (int c = open.nextSetBit(0); c >= 0; c = open.nextSetBit(c + 1)) {
            if (node[c] < 0) {
                node[c] = c;
            }
            all.set(node[c]);
        }
        around = new int[g.size()][];
        BitSet[] next = new BitSet[g.size()];
        for (int c = open.nextSetBit(0); c >= 0; c = open.nextSetBit(c + 1)) {
            BitSet mine = next[node[c]] == null ? (next[node[c]] = new BitSet()) : next[node[c]];
            for (int[] d : steps) {
                int x = g.x(c) + d[0];
                int y = g.y(c) + d[1];
                if (g.contains(x, y) && open.get(g.index(x, y)) && node[g.index(x, y)] != node[c]) {
                    mine.set(node[g.index(x, y)]);
                }
            }
        }
        for (int c = all.nextSetBit(0); c >= 0; c = all.nextSetBit(c + 1)) {
            around[c] = CellSets.cells(next[c]);
        }
    }

    /** The nodes, by their names. */
    BitSet all() {
        return all;
    }

    /** The groups of known mines. */
    int groups() {
        return groups;
    }

    /** The node of an open cell. */
    int node(int cell) {
        return node[cell];
    }

    /** The nodes of open {@code cells}. */
    BitSet of(BitSet cells) {
        BitSet nodes = new BitSet();
        for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
            nodes.set(node[c]);
        }
        return nodes;
    }

    /** Steps from the nearest of the nodes {@code from} to each node; -1 where none leads (and for other cells). */
    int[] distances(BitSet from) {
        return Distances.from(g.size(), from, c -> around[c]);
    }

    /**
     * The reach layers that {@code layout} needs when its root is its first mine node in reading
     * order among {@code from}: the most steps, through its mine nodes, from that root to one of
     * them; -1 when it has no mine among {@code from} or its mines do not form one group through
     * the nodes.
     */
    int depth(BitSet from, BitSet layout) {
        BitSet mines = new BitSet();
        for (int c = all.nextSetBit(0); c >= 0; c = all.nextSetBit(c + 1)) {
            if (layout.get(c)) {
                mines.set(c);
            }
        }
        int root = CellSets.and(from, mines).nextSetBit(0);
        if (root < 0) {
            return -1;
        }
        int[] steps = Distances.from(g.size(), CellSets.of(root),
                c -> java.util.Arrays.stream(around[c]).filter(mines::get).toArray());
        int most = 0;
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            if (steps[c] < 0) {
                return -1;
            }
            most = Math.max(most, steps[c]);
        }
        return most;
    }

    /** "{@code self} (node {@code c} reached) only if c or a neighbouring node was reached a step before" (0: not). */
    int[] support(int c, int self, int[] reach) {
        int[] clause = new int[around[c].length + 2];
        int k = 0;
        clause[k++] = -self;
        if (reach[c] != 0) {
            clause[k++] = reach[c];
        }
        for (int d : around[c]) {
            if (reach[d] != 0) {
                clause[k++] = reach[d];
            }
        }
        return java.util.Arrays.copyOf(clause, k);
    }
}
