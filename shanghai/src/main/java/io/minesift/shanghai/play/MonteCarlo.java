package io.minesift.shanghai.play;

import io.minesift.shanghai.Arrangement;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.TileMasks;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The research's player, (n, d): from what it sees, a certain move if there is one; else, {@code n}
 * times, it gives the hidden tiles a random arrangement of the kinds not yet seen and values every
 * legal move on that full-information table with the tree search to depth {@code d} ({@link BoardSearch};
 * {@link TreeSearch} is its plain reference); it takes
 * the move of the best mean value (the first such in tile order on a tie). With a dead check
 * ({@code deadCheck} nodes, 0 for none), a move after which the exact solver proves the sample lost
 * is worth 0 on that sample ({@link DeadCheck}). It holds only a {@link ShanghaiView}: a hidden kind
 * is never within its reach.
 */
final class MonteCarlo {
    private final int samples;
    private final int depth;
    private final Weights weights;
    private final long deadCheck;
    private final boolean reference;
    private BoardSearch fast;
    private int weighed;

    MonteCarlo(int samples, int depth, Weights weights, long deadCheck) {
        this(samples, depth, weights, deadCheck, false);
    }

    /**
     * {@code reference}: value the moves with the plain search ({@link Known}, {@link Scan},
     * {@link TreeSearch}) rather than the fast one ({@link Board}, {@link BoardSearch}); the two make
     * the same moves ({@code FastSearchTest}), the plain one several times slower.
     */
    MonteCarlo(int samples, int depth, Weights weights, long deadCheck, boolean reference) {
        this.samples = samples;
        this.depth = depth;
        this.weights = weights;
        this.deadCheck = deadCheck;
        this.reference = reference;
    }

    /** The move to make, or null when there is no legal move (the game is lost). */
    Move choose(ShanghaiView view, SplittableRandom random) {
        List<Move> certain = CertainMoves.of(view);
        if (!certain.isEmpty()) {
            return certain.get(0);
        }
        List<Move> moves = view.legalMoves();
        if (moves.size() <= 1) {
            return moves.isEmpty() ? null : moves.get(0);
        }
        weighed++;
        TileMasks masks = TileMasks.of(view.layout());
        long[] present = masks.setOf(view.tiles());
        DeadCheck check = deadCheck > 0 ? new DeadCheck(view.layout(), deadCheck) : null;
        double[] total = reference ? plainTotals(view, random, moves, masks, present, check)
                : totals(view, random, moves, masks, present, check);
        return moves.get(first(total));
    }

    /** Each move's values summed over the samples, by the fast search. */
    private double[] totals(ShanghaiView view, SplittableRandom random, List<Move> moves, TileMasks masks, long[] present,
                            DeadCheck check) {
        double[] total = new double[moves.size()];
        double[] value = new double[moves.size()];
        for (int s = 0; s < samples; s++) {
            sampleValues(view, random, moves, masks, present, check, value);
            for (int i = 0; i < value.length; i++) {
                total[i] += value[i];
            }
        }
        return total;
    }

    /**
     * Each move's value on one arrangement of the hidden tiles drawn from {@code random}, by the fast
     * search, into {@code value}: what one sample of {@link #choose} weighs.
     */
    private void sampleValues(ShanghaiView view, SplittableRandom random, List<Move> moves, TileMasks masks,
                              long[] present, DeadCheck check, double[] value) {
        if (fast == null || fast.board().masks != masks) {
            fast = new BoardSearch(weights, new Board(masks, view.layout().kinds()));
        }
        Board board = fast.board();
        int[] kind = Arrangement.kinds(view, random);
        board.reset(kind, present);
        for (int i = 0; i < moves.size(); i++) {
            Move m = moves.get(i);
            double v = fast.value(m.a(), m.b(), depth);
            if (check != null && v > TreeSearch.LOST && v < TreeSearch.WON && check.provedDead(kind, without(present, m))) {
                v = TreeSearch.LOST;
            }
            value[i] = v;
        }
    }

    /**
     * How often each of {@code moves} (the legal moves of {@code view}, at least two, no certain move
     * among the view's) is the move this player takes, over {@code draws} of its own decisions drawn
     * in turn from {@code random}: {@code picks[i]} for {@code moves.get(i)}. Each draw is exactly
     * what {@link #choose} does at such a view ({@code n} samples by the fast search, the first best
     * mean in the order given), so with one draw the pick is its move on that stream.
     */
    int[] decisions(ShanghaiView view, List<Move> moves, SplittableRandom random, int draws) {
        TileMasks masks = TileMasks.of(view.layout());
        long[] present = masks.setOf(view.tiles());
        DeadCheck check = deadCheck > 0 ? new DeadCheck(view.layout(), deadCheck) : null;
        int[] picks = new int[moves.size()];
        for (int d = 0; d < draws; d++) {
            picks[first(totals(view, random, moves, masks, present, check))]++;
        }
        return picks;
    }

    /** The index of the first highest of {@code value}. */
    private static int first(double[] value) {
        int best = 0;
        for (int i = 1; i < value.length; i++) {
            if (value[i] > value[best]) {
                best = i;
            }
        }
        return best;
    }

    private static long[] without(long[] present, Move m) {
        long[] next = present.clone();
        next[m.a() >>> 6] &= ~(1L << m.a());
        next[m.b() >>> 6] &= ~(1L << m.b());
        return next;
    }

    /** Each move's values summed over the samples, by the plain search (the reference). */
    private double[] plainTotals(ShanghaiView view, SplittableRandom random, List<Move> moves, TileMasks masks,
                                 long[] present, DeadCheck check) {
        TreeSearch search = new TreeSearch(weights);
        double[] total = new double[moves.size()];
        for (int s = 0; s < samples; s++) {
            Known table = new Known(masks, Arrangement.kinds(view, random), view.layout().kinds(), present);
            Scan scan = table.scan();
            for (int i = 0; i < moves.size(); i++) {
                Move m = moves.get(i);
                double v = search.value(table, scan, m.a(), m.b(), depth);
                if (check != null && v > TreeSearch.LOST && v < TreeSearch.WON && check.provedDead(table.without(m.a(), m.b()))) {
                    v = TreeSearch.LOST;
                }
                total[i] += v;
            }
        }
        return total;
    }

    /** How many times this player weighed several moves by sampling (its decisions under uncertainty). */
    int weighed() {
        return weighed;
    }
}
