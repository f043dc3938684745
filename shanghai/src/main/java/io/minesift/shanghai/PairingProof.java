package io.minesift.shanghai;

import java.util.Arrays;
import java.util.List;

/**
 * Decides a position by searching the choices of pairings ({@link Pairings}) depth first, one kind
 * at a time, cutting a partial choice as soon as its optimistic bound ({@link Pairings#stuck})
 * keeps a tile: then no completion clears the position. Kinds with the fewest splits go first, the highest of them first.
 * Complete within its budget: a search that ends inside it proves the position clearable (with the
 * clearing order of the choice) or not.
 *
 * <p>It proves some positions dead at once that the move search cannot finish (uniform Turtle deal
 * 111 of seed 1: 13 choices, against more than 2,000,000 move-search nodes), because one bound
 * speaks for all orders of the moves at once.
 */
final class PairingProof {
    private final Pairings pairings;
    private final long maxNodes;
    private long nodes;

    private PairingProof(Pairings pairings, long maxNodes) {
        this.pairings = pairings;
        this.maxNodes = maxNodes;
    }

    /** The outcome within {@code maxNodes} partial choices, and the winning order when solved. */
    static Solver.Result decide(Pairings p, long maxNodes) {
        return decide(p, null, maxNodes);
    }

    /**
     * As {@link #decide(Pairings, long)}, and when {@code facts} (the position's {@link Precedence})
     * is given, each partial choice also propagates the facts with its pairs fixed: a contradiction
     * cuts it, and splits the facts rule out are not tried. Sound for the same reason as the facts:
     * those derived with some pairs fixed hold in every winning order that takes those pairs.
     */
    static Solver.Result decide(Pairings p, Precedence facts, long maxNodes) {
        if (p.hopeless()) {
            return new Solver.Result(Solver.Outcome.UNSOLVABLE, List.of(), 0);
        }
        PairingProof proof = new PairingProof(p, maxNodes);
        int[] choice = new int[p.kinds()];
        Arrays.fill(choice, -1);
        Boolean clears = proof.search(choice, facts);
        if (clears == null) {
            return new Solver.Result(Solver.Outcome.UNDECIDED, List.of(), proof.nodes);
        }
        if (!clears) {
            return new Solver.Result(Solver.Outcome.UNSOLVABLE, List.of(), proof.nodes);
        }
        return new Solver.Result(Solver.Outcome.SOLVED, p.order(choice), proof.nodes);
    }

    /** Whether some completion of {@code choice} clears (left completed in place), or null out of budget. */
    private Boolean search(int[] choice, Precedence facts) {
        if (++nodes > maxNodes) {
            return null;
        }
        int[] forced = forced(choice, facts);
        if (!TileMasks.empty(facts == null ? pairings.stuck(choice) : pairings.stuck(choice, facts))) {
            undo(choice, forced);
            return false;
        }
        int k = nextKind(choice, facts);
        if (k < 0) {
            return true; // every kind chosen, and the bound is then the real clearing
        }
        for (int split : pairings.splits[k]) {
            if (!allowed(k, split, facts)) {
                continue;
            }
            Precedence next = null;
            if (facts != null) {
                next = facts.withPairs(pairings.pairs(k, split));
                if (next.dead()) {
                    continue;
                }
                long[] spent = {0};
                next = next.probed(Math.max(0, maxNodes - nodes), spent);
                nodes += spent[0];
                if (next.dead()) {
                    continue;
                }
            }
            choice[k] = split;
            Boolean clears = search(choice, next);
            if (clears == null || clears) {
                return clears;
            }
        }
        choice[k] = -1;
        undo(choice, forced);
        return false;
    }

    /**
     * Fixes each open kind the facts leave one split (its pairs are then facts too, so nothing is
     * lost), so the bound sees them; the kinds fixed, to undo.
     */
    private int[] forced(int[] choice, Precedence facts) {
        if (facts == null) {
            return new int[0];
        }
        int[] fixed = new int[choice.length];
        int n = 0;
        for (int k = 0; k < choice.length; k++) {
            if (choice[k] < 0) {
                int only = -1;
                int count = 0;
                for (int split : pairings.splits[k]) {
                    if (allowed(k, split, facts)) {
                        only = split;
                        count++;
                    }
                }
                if (count == 1) {
                    choice[k] = only;
                    fixed[n++] = k;
                }
            }
        }
        return Arrays.copyOf(fixed, n);
    }

    private static void undo(int[] choice, int[] fixed) {
        for (int k : fixed) {
            choice[k] = -1;
        }
    }

    /** Whether the facts (if any) let kind {@code k} take split {@code split}. */
    private boolean allowed(int k, int split, Precedence facts) {
        if (facts == null) {
            return true;
        }
        for (int[] pair : pairings.pairs(k, split)) {
            if (!facts.mates(pair[0], pair[1])) {
                return false;
            }
        }
        return true;
    }

    /**
     * The open kind with the fewest splits (those the facts allow), of those the one lying highest
     * (the first such), or −1 when all are chosen. High kinds first: their splits decide early what
     * the stack can free, so a bad choice shows in the bound at once (uniform Turtle deal 111: 13
     * nodes this way, over 100,000 by fewest splits alone).
     */
    private int nextKind(int[] choice, Precedence facts) {
        int best = -1;
        int bestRank = Integer.MAX_VALUE;
        for (int k = 0; k < choice.length; k++) {
            if (choice[k] < 0) {
                int r = rank(k, facts);
                if (r < bestRank) {
                    best = k;
                    bestRank = r;
                }
            }
        }
        return best;
    }

    private int rank(int k, Precedence facts) {
        int splits = 0;
        for (int split : pairings.splits[k]) {
            splits += allowed(k, split, facts) ? 1 : 0;
        }
        return splits * 100 - pairings.top[k];
    }
}
