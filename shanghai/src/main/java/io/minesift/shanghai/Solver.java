package io.minesift.shanghai;

import io.minesift.core.util.Seeds;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The exact full-information solver: it sees every kind and searches move orders depth first,
 * remembering each set of tiles left from which it has already failed (the kinds never change, so
 * the set is the whole state). States are {@code long} words with precomputed masks
 * ({@link TileMasks}) and the failed ones a flat hash set ({@link StateSet}).
 *
 * <p>Every shortcut is sound (it never calls a clearable position dead), because removing tiles
 * only ever frees others:
 * <ul>
 *   <li>a kind whose tiles left are all free is taken as the only move: any winning order of the
 *       rest still works with them gone;</li>
 *   <li>a kind with 4 left, 3 of them free, one of which dominates no tile: the other two free ones
 *       are taken as the only move. That tile never blocks anything (domination only fades as tiles
 *       go), so in any winning order it can swap places with whichever free tile was paired with
 *       the fourth one;</li>
 *   <li>a set is cut when its tiles cannot be paired: an odd count of a kind, a pair that would hold
 *       a tile that must go before its partner, or two pairs that would each have to wait for the
 *       other;</li>
 *   <li>a move is cut when it breaks a fact of every winning order ({@link Precedence}): its tiles
 *       cannot be partners, or a tile that must go before one of them is still there.</li>
 * </ul>
 * Other moves are tried best first ({@link #score}). {@link #solve(Position, long)} says in which
 * order the facts, the move search and the searches of pairings ({@link Pairings}) take their turns
 * within the node budget; what none settles is {@link Outcome#UNDECIDED}; the dead states found
 * until then stay true.
 */
public final class Solver {
    /** What a search with a node budget found. */
    public enum Outcome { SOLVED, UNSOLVABLE, UNDECIDED }

    /** The outcome, a winning order when {@link Outcome#SOLVED} (else empty), and the nodes searched. */
    public record Result(Outcome outcome, List<Move> winningOrder, long nodes) {
        public Result {
            winningOrder = List.copyOf(winningOrder);
        }
    }

    private final Layout layout;
    private final int[] kind;
    private final TileMasks masks;
    /** {@code over[y]}: the tiles of {@code y}'s kind stacked over it, through tiles on the table at the start. */
    private final long[][] over;
    /** Whether a tile lies, through a stack, over a tile of its own kind: it must go first. */
    private final boolean[] overOwnKind;
    private final StateSet dead;
    /**
     * Facts of every winning order from the start ({@link Precedence}): they prune moves and
     * pairings. Narrowed by probing before the search of pairings, and kept narrowed for the move
     * search after it.
     */
    private Precedence facts;
    /** The node budget of the current round, and the nodes of that round. */
    private long roundNodes;
    private long nodes;
    private boolean outOfBudget;
    /** Round 0 orders by score alone; later rounds add seeded noise to break the same bad start. */
    private SplittableRandom noise;

    private Solver(Position start) {
        this.layout = start.layout();
        this.kind = new int[layout.size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = start.kind(t);
        }
        this.masks = TileMasks.of(layout);
        this.dead = new StateSet(masks.words);
        this.over = sameKindOver(start);
        this.facts = Precedence.of(layout, masks.setOf(start.tiles()), kind);
        this.overOwnKind = new boolean[kind.length];
        for (long[] o : over) {
            for (int t = 0; t < kind.length; t++) {
                overOwnKind[t] |= TileMasks.has(o, t);
            }
        }
    }

    /**
     * For each tile, the tiles of its kind above it through a chain of tiles each lying on the next.
     * Such a tile must go first in every order: a tile of the chain can only be removed after
     * those on it, so the chain stays until then.
     */
    private long[][] sameKindOver(Position p) {
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
        long[][] sameKind = new long[n][masks.words];
        for (int t = 0; t < n; t++) {
            for (int u = up[t].nextSetBit(0); u >= 0; u = up[t].nextSetBit(u + 1)) {
                if (kind[u] == kind[t]) {
                    sameKind[t][u >>> 6] |= 1L << u;
                }
            }
        }
        return sameKind;
    }

    /** The choices of pairings of {@code position}, with the stacking of the tiles on it. */
    static Pairings pairings(Position position) {
        Solver solver = new Solver(position);
        return Pairings.of(solver.layout, solver.masks.setOf(position.tiles()), solver.kind, solver::above,
                solver.facts::mates);
    }

    /** Whether {@code position} can be cleared (no budget: always decided). */
    public static boolean solvable(Position position) {
        return solve(position, Long.MAX_VALUE).outcome() == Outcome.SOLVED;
    }

    /** A winning order from {@code position}, if there is one (no budget: always decided). */
    public static Optional<List<Move>> solution(Position position) {
        Result r = solve(position, Long.MAX_VALUE);
        return r.outcome() == Outcome.SOLVED ? Optional.of(r.winningOrder()) : Optional.empty();
    }

    /**
     * Searches within a budget of {@code maxNodes} nodes and says whether {@code position} can be
     * cleared, or {@link Outcome#UNDECIDED} when the budget ran out.
     *
     * <p>In turn, each step only when the ones before did not decide:
     * <ol>
     *   <li>the facts of every winning order ({@link Precedence}): a contradiction proves the
     *       position dead with no search;</li>
     *   <li>the move search, one round of {@value #FIRST_ROUND} nodes (at most half the budget):
     *       most clearable deals are cleared here, in milliseconds;</li>
     *   <li>the facts narrowed by probing each kind's splits, then the complete search of the
     *       choices of pairings with the facts ({@link PairingProof}), within three quarters of the
     *       budget left (at most {@value #MAX_PROOF_NODES} nodes), each propagation of the facts counting {@value #PROPAGATION_COST} nodes:
     *       it proves most dead deals, and clears many the move search finds late;</li>
     *   <li>the move search again, pruned by the narrowed facts, in rounds with doubling budgets
     *       and seeded noise in the order, so one bad early choice cannot eat the rest;</li>
     *   <li>a local search of the choices of pairings ({@link PairingWalk}, up to half the budget
     *       in choices), which can only find a winning order.</li>
     * </ol>
     * The rounds share the dead states, which stay true (a state is recorded only once every move
     * from it failed), so a round of either search that ends within its budget is a complete proof.
     * Deterministic: the noise is seeded by the round number.
     */
    public static Result solve(Position position, long maxNodes) {
        return solve(position, maxNodes, true);
    }

    /**
     * Whether {@link #solve} proves, within {@code maxNodes}, that {@code position} cannot be
     * cleared: the same search without the walk for a winning order (which can only find one), for
     * callers that use the proofs alone (the players' dead check).
     */
    public static boolean provedUnsolvable(Position position, long maxNodes) {
        return solve(position, maxNodes, false).outcome() == Outcome.UNSOLVABLE;
    }

    private static Result solve(Position position, long maxNodes, boolean walk) {
        if (maxNodes < 1) {
            throw new IllegalArgumentException("the node budget must be at least 1, not " + maxNodes);
        }
        Solver solver = new Solver(position);
        if (solver.facts.dead()) {
            return new Result(Outcome.UNSOLVABLE, List.of(), 0);
        }
        long[] start = solver.masks.setOf(position.tiles());
        long first = Math.min(FIRST_ROUND, maxNodes - maxNodes / 2);
        Result moves = solver.moveRounds(start, 0, first);
        if (moves.outcome() != Outcome.UNDECIDED) {
            return moves;
        }
        long spent = moves.nodes();
        long propagations = Math.min((maxNodes - spent) / 4 * 3, MAX_PROOF_NODES) / PROPAGATION_COST;
        if (propagations > 0) {
            Result proof = solver.byPairings(start, propagations);
            spent += proof.nodes() * PROPAGATION_COST;
            if (proof.outcome() != Outcome.UNDECIDED) {
                return new Result(proof.outcome(), proof.winningOrder(), spent);
            }
        }
        if (spent < maxNodes) {
            moves = solver.moveRounds(start, 1, maxNodes - spent);
            spent += moves.nodes();
            if (moves.outcome() != Outcome.UNDECIDED) {
                return new Result(moves.outcome(), moves.winningOrder(), spent);
            }
        }
        if (!walk) {
            return new Result(Outcome.UNDECIDED, List.of(), spent);
        }
        long walked = spent;
        Pairings pairings = Pairings.of(solver.layout, start, solver.kind, solver::above, solver.facts::mates);
        Optional<List<Move>> order = PairingWalk.find(pairings, Seeds.stream(NOISE_SEED, -1), maxNodes / 2);
        return order.map(o -> new Result(Outcome.SOLVED, o, walked))
                .orElseGet(() -> new Result(Outcome.UNDECIDED, List.of(), walked));
    }

    /**
     * Rounds of the move search from round {@code firstRound} on, with doubling budgets, until
     * one decides or {@code budget} nodes are spent (then {@link Outcome#UNDECIDED}); the nodes spent.
     */
    private Result moveRounds(long[] start, int firstRound, long budget) {
        long spent = 0;
        long round = FIRST_ROUND << firstRound;
        for (int r = firstRound; spent < budget; r++) {
            noise = r == 0 ? null : Seeds.stream(NOISE_SEED, r);
            roundNodes = Math.min(round, budget - spent);
            nodes = 0;
            outOfBudget = false;
            List<Move> path = new ArrayList<>();
            boolean won = search(start, path);
            spent += Math.min(nodes, roundNodes);
            if (won) {
                return new Result(Outcome.SOLVED, path, spent);
            }
            if (!outOfBudget) {
                return new Result(Outcome.UNSOLVABLE, List.of(), spent);
            }
            round = round > Long.MAX_VALUE / 2 ? Long.MAX_VALUE : 2 * round;
        }
        return new Result(Outcome.UNDECIDED, List.of(), spent);
    }

    /**
     * The facts narrowed by probing each kind's splits ({@link Precedence#probed}), then the
     * complete search of the choices of pairings with the facts, within {@code propagations}
     * propagations of the facts in all; the outcome and the propagations spent.
     */
    private Result byPairings(long[] start, long propagations) {
        long[] spent = {0};
        Precedence probed = facts.probed(propagations, spent);
        facts = probed;
        if (probed.dead()) {
            return new Result(Outcome.UNSOLVABLE, List.of(), spent[0]);
        }
        Pairings pairings = Pairings.of(layout, start, kind, probed::goesBefore, probed::mates);
        Result proof = PairingProof.decide(pairings, probed, Math.max(0, propagations - spent[0]));
        return new Result(proof.outcome(), proof.winningOrder(), Math.min(propagations, spent[0] + proof.nodes()));
    }

    /**
     * The nodes of budget one propagation of the facts costs (in the probing and the search of
     * choices of pairings): about its time in move-search nodes, a little less, to give the proofs room.
     */
    static final long PROPAGATION_COST = 10;
    /**
     * The most nodes of budget the search of pairings takes, whatever the budget (the default
     * budget's three quarters): a larger budget goes to the move search, which is complete in the end.
     */
    static final long MAX_PROOF_NODES = 1_500_000;

    /** The budget of the first round of {@link #solve}. */
    static final long FIRST_ROUND = 20_000;
    private static final long NOISE_SEED = 16;

    private boolean search(long[] tiles, List<Move> path) {
        if (TileMasks.empty(tiles)) {
            return true;
        }
        if (dead.contains(tiles)) {
            return false;
        }
        if (++nodes > roundNodes) {
            outOfBudget = true;
            return false;
        }
        Census census = new Census(tiles);
        if (!pairable(census)) {
            dead.add(tiles);
            return false;
        }
        for (Move move : moves(tiles, census)) {
            if (!facts.allows(tiles, move.a(), move.b())) {
                continue;
            }
            long[] next = tiles.clone();
            next[move.a() >>> 6] &= ~(1L << move.a());
            next[move.b() >>> 6] &= ~(1L << move.b());
            path.add(move);
            if (search(next, path)) {
                return true;
            }
            path.remove(path.size() - 1);
            if (outOfBudget) {
                return false;
            }
        }
        dead.add(tiles);
        return false;
    }

    /** The tiles left of each kind and the free ones among them, in index order. */
    private final class Census {
        final int[][] left = new int[layout.kinds()][4];
        final int[] count = new int[layout.kinds()];
        final int[][] free = new int[layout.kinds()][4];
        final int[] freeCount = new int[layout.kinds()];

        Census(long[] tiles) {
            for (int w = 0; w < tiles.length; w++) {
                for (long bits = tiles[w]; bits != 0; bits &= bits - 1) {
                    int t = (w << 6) + Long.numberOfTrailingZeros(bits);
                    int k = kind[t];
                    left[k][count[k]++] = t;
                    if (masks.free(tiles, t)) {
                        free[k][freeCount[k]++] = t;
                    }
                }
            }
        }
    }

    /**
     * Whether the tiles left of each kind can still be paired: no pair may hold a tile over its
     * partner, and of two pairs neither may have to wait for the other (a tile of each over a tile
     * of the other). A cheap test that cuts dead branches early; it never rejects a clearable set.
     */
    private boolean pairable(Census c) {
        for (int k = 0; k < c.count.length; k++) {
            if (!KindPairs.pairable(c.left[k], c.count[k], this::above)) {
                return false;
            }
        }
        return true;
    }

    private boolean above(int x, int y) {
        return facts.goesBefore(x, y);
    }

    /** The moves to try: one forced move if a shortcut applies, else every legal move, best first. */
    private List<Move> moves(long[] tiles, Census c) {
        for (int k = 0; k < c.count.length; k++) {
            if (c.count[k] > 0 && c.freeCount[k] == c.count[k]) {
                return List.of(new Move(c.free[k][0], c.free[k][1]));
            }
        }
        for (int k = 0; k < c.count.length; k++) {
            if (c.count[k] == 4 && c.freeCount[k] == 3) {
                int[] f = c.free[k];
                for (int i = 0; i < 3; i++) {
                    if (!masks.dominatesAny(tiles, f[i])) {
                        return List.of(new Move(f[(i + 1) % 3], f[(i + 2) % 3]));
                    }
                }
            }
        }
        List<Move> moves = new ArrayList<>();
        List<Integer> scores = new ArrayList<>();
        for (int k = 0; k < c.count.length; k++) {
            int[] f = c.free[k];
            for (int i = 0; i < c.freeCount[k]; i++) {
                for (int j = i + 1; j < c.freeCount[k]; j++) {
                    moves.add(new Move(f[i], f[j]));
                    scores.add(4 * score(tiles, f[i], f[j]) + (noise == null ? 0 : noise.nextInt(NOISE)));
                }
            }
        }
        Integer[] order = new Integer[moves.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (x, y) -> Integer.compare(scores.get(y), scores.get(x)));
        List<Move> sorted = new ArrayList<>(order.length);
        for (int i : order) {
            sorted.add(moves.get(i));
        }
        return sorted;
    }

    /** The noise added to four times a move's score in later rounds: it can swap close scores. */
    private static final int NOISE = 24;

    /**
     * A guess of how good a move is, for the order only: tiles it frees (twice), the layers of its
     * tiles, 3 if one of its tiles lies over its own kind, and the tiles left that must go after
     * its tiles in every winning order ({@link Precedence}): tiles blocking long chains first.
     * Measured by the move search alone, 20,000 nodes, on uniform Turtle deals 100 to 199 of seed 1
     * (the facts' pruning in all): 50 cleared with this last term, 40 without, 42 with it doubled
     * and 44 with it four times.
     */
    private int score(long[] tiles, int a, int b) {
        long[] next = tiles.clone();
        next[a >>> 6] &= ~(1L << a);
        next[b >>> 6] &= ~(1L << b);
        int freed = freed(tiles, next, a) + freed(tiles, next, b);
        int chain = count(tiles, facts.after(a)) + count(tiles, facts.after(b));
        return 2 * freed + layout.layer(a) + layout.layer(b) + (overOwnKind[a] || overOwnKind[b] ? 3 : 0) + chain;
    }

    private static int count(long[] tiles, long[] mask) {
        int n = 0;
        for (int w = 0; w < tiles.length; w++) {
            n += Long.bitCount(tiles[w] & mask[w]);
        }
        return n;
    }

    private int freed(long[] before, long[] after, int gone) {
        int n = 0;
        for (int[] near : new int[][]{layout.belowShared(gone), layout.leftShared(gone), layout.rightShared(gone)}) {
            for (int y : near) {
                if (!masks.free(before, y) && masks.free(after, y)) {
                    n++;
                }
            }
        }
        return n;
    }
}
