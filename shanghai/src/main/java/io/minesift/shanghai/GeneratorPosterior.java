package io.minesift.shanghai;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The hidden tiles of a generated deal as its generator would have dealt them: draws from
 * {@link DealGenerator#deal}'s own distribution of deals, given the start's view.
 *
 * <p>Why not {@link Arrangement}'s uniform redeal: a generated deal is not a uniform shuffle. The
 * generator empties the table by position, then gives kinds to the pairs it took, so a deal is as
 * likely as the sum, over its winning orders, of the chance that the generator takes that order.
 * Deals with many winning orders, the easy ones to play blind, are far likelier than their share of
 * the uniform arrangements. A person who meets a generated deal meets that distribution; over many
 * deals, a player's mean rate on the deals as dealt is its mean rate under this redeal.
 *
 * <p>How: a Markov chain on the generator's own removal orders; the order the deal was made with is
 * itself a draw from the distribution wanted, so a chain started there gives one at every state, and
 * a chain started at another winning order (the solver's, when a play sees only the table) gets
 * there as it forgets its start. A step has two parts, each keeping the distribution exactly:
 * <ol>
 *   <li>Particle Gibbs (Andrieu, Doucet and Holenstein 2010): a particle filter over the generator's
 *       steps runs beside the current order, which is kept as one particle (so the filter never dies
 *       out). Each step takes a free pair as the generator does, restricted to the pairs that can
 *       still agree with the view (two tiles in sight must show one kind, no kind may need more pairs
 *       than it has, and the kinds whose tiles in sight need a hidden partner must find enough hidden
 *       tiles); the chance of agreeing with the view is folded in as it becomes known, as the number
 *       of ways to give the open pairs kinds. It can reach any order, but at Turtle's size it hardly
 *       moves: a particle that leaves the followed order early dies in a dead end far ahead (a step
 *       kept 95 % of the pairs).</li>
 *   <li>{@link OrderMoves}: local moves that change an order over a few steps, where they see at
 *       once whether the change still fits. These are what mix at full size: on Turtle a step of
 *       100,000 keeps 23 % of the pairs, about what two chains from different starts share
 *       (20 %), in 50 to 100 ms of CPU.</li>
 * </ol>
 * The pairs of hidden tiles then get the open kinds in a uniformly random order, as the generator
 * gives kinds. How fast the chain forgets its start is measured, not assumed (docs/research-log.md,
 * "Local moves: the generator's chain forgets its start").
 */
public final class GeneratorPosterior {
    /** Particles of one step of the chain. */
    public static final int PARTICLES = 8;
    /** Local moves of a step ({@link OrderMoves}). */
    public static final int MOVES = 100_000;

    private final Layout layout;
    /** The kind in sight on each tile at the start, or -1 where hidden. */
    private final int[] seen;
    /** Pairs each kind has: two, or one for a layout's short kind. */
    private final int[] pairsOf;
    private final int hiddenTiles;
    private final int particles;
    /** Local moves after each particle step ({@link OrderMoves}). */
    private final int moves;
    private final OrderMoves local;
    /** The chain's state: a removal order, two tiles a step. */
    private int[] order;

    /**
     * A chain started at {@code deal}'s winning order. When that order is the generator's own, every
     * state is a draw from the distribution wanted; from another winning order the chain gets there
     * as it forgets its start.
     */
    public GeneratorPosterior(Deal deal) {
        this(deal, PARTICLES, MOVES);
    }

    GeneratorPosterior(Deal deal, int particles, int moves) {
        this.layout = deal.position().layout();
        if (deal.position().remaining() != layout.size()) {
            throw new IllegalArgumentException("the generator's redeal draws a deal's start, with every tile on the table");
        }
        ShanghaiView start = deal.position().view();
        this.seen = new int[layout.size()];
        int hidden = 0;
        for (int t = 0; t < seen.length; t++) {
            seen[t] = start.hidden(t) ? -1 : start.kind(t);
            hidden += start.hidden(t) ? 1 : 0;
        }
        this.hiddenTiles = hidden;
        this.pairsOf = new int[layout.kinds()];
        for (int k = 0; k < pairsOf.length; k++) {
            pairsOf[k] = layout.tilesOf(k) / 2;
        }
        this.particles = particles;
        this.moves = moves;
        this.local = new OrderMoves(layout, seen, pairsOf);
        this.order = flat(deal.winningOrder());
    }

    private static int[] flat(List<Move> moves) {
        int[] flat = new int[2 * moves.size()];
        for (int i = 0; i < moves.size(); i++) {
            flat[2 * i] = moves.get(i).a();
            flat[2 * i + 1] = moves.get(i).b();
        }
        return flat;
    }

    /** One step of the chain: a kind for every tile, drawn from {@code random}. */
    public int[] next(SplittableRandom random) {
        Particle[] swarm = new Particle[particles];
        for (int i = 0; i < particles; i++) {
            swarm[i] = new Particle(this);
        }
        for (int step = 0; step < order.length / 2; step++) {
            swarm[0].follow(this, order[2 * step], order[2 * step + 1]);
            for (int i = 1; i < particles; i++) {
                swarm[i].step(this, random);
            }
            if (uneven(swarm)) {
                resample(swarm, random);
            }
        }
        Particle chosen = swarm[pick(weights(swarm), random)];
        order = chosen.order.clone();
        if (moves > 0) {
            local.sweep(order, moves, random);
        }
        return kindsOf(order, random);
    }

    /** The removal order the chain is at: two tiles a step. */
    int[] order() {
        return order.clone();
    }

    /** A deal of {@code order}: {@link Particle#kinds} for a whole order. */
    private int[] kindsOf(int[] whole, SplittableRandom random) {
        Particle p = new Particle(this);
        for (int s = 0; s < whole.length; s += 2) {
            p.take(this, whole[s], whole[s + 1]);
        }
        return p.kinds(this, random);
    }

    /** Whether the effective number of particles has fallen under half. */
    private static boolean uneven(Particle[] swarm) {
        double sum = 0;
        double squares = 0;
        for (double x : weights(swarm)) {
            sum += x;
            squares += x * x;
        }
        return sum * sum < 0.5 * swarm.length * squares;
    }

    /** Weights scaled so that the largest is 1; the followed particle's is never 0. */
    private static double[] weights(Particle[] swarm) {
        double top = Double.NEGATIVE_INFINITY;
        for (Particle p : swarm) {
            top = Math.max(top, p.logWeight);
        }
        double[] w = new double[swarm.length];
        for (int i = 0; i < w.length; i++) {
            w[i] = Math.exp(swarm[i].logWeight - top);
        }
        return w;
    }

    /** The followed particle stays; the others are drawn from all by weight, and all weigh the same after. */
    private static void resample(Particle[] swarm, SplittableRandom random) {
        double[] w = weights(swarm);
        Particle[] from = swarm.clone();
        for (int i = 1; i < swarm.length; i++) {
            swarm[i] = from[pick(w, random)].copy();
        }
        for (Particle p : swarm) {
            p.logWeight = 0;
        }
    }

    private static int pick(double[] w, SplittableRandom random) {
        return at(w, random.nextDouble() * Arrays.stream(w).sum());
    }

    /** The index where {@code mark} falls in the running sum of {@code w} (the last positive one if rounding overshoots). */
    private static int at(double[] w, double mark) {
        int last = 0;
        for (int i = 0; i < w.length; i++) {
            if (w[i] > 0) {
                last = i;
                mark -= w[i];
                if (mark < 0) {
                    return i;
                }
            }
        }
        return last;
    }

    /** A partial removal order and what it has promised the kinds so far. */
    private static final class Particle {
        final BitSet present;
        final int[] order;
        int steps;
        /** Pairs given to each kind by a tile in sight. */
        final int[] forced;
        /** Tiles in sight of each kind not taken yet. */
        final int[] seenLeft;
        /** Pairs not yet given a kind by a tile in sight, over all kinds. */
        int open;
        /** Hidden tiles not taken yet. */
        int hiddenLeft;
        /** Kinds with an odd number of tiles in sight left: one of those tiles needs a hidden partner. */
        int lone;
        double logWeight;

        Particle(GeneratorPosterior g) {
            present = new BitSet(g.layout.size());
            present.set(0, g.layout.size());
            order = new int[g.layout.size()];
            forced = new int[g.pairsOf.length];
            seenLeft = new int[g.pairsOf.length];
            for (int k : g.seen) {
                if (k >= 0) {
                    seenLeft[k]++;
                }
            }
            for (int s : seenLeft) {
                lone += s % 2;
            }
            open = g.layout.size() / 2;
            hiddenLeft = g.hiddenTiles;
        }

        private Particle(Particle p) {
            present = (BitSet) p.present.clone();
            order = p.order.clone();
            steps = p.steps;
            forced = p.forced.clone();
            seenLeft = p.seenLeft.clone();
            open = p.open;
            hiddenLeft = p.hiddenLeft;
            lone = p.lone;
            logWeight = p.logWeight;
        }

        Particle copy() {
            return new Particle(this);
        }

        /**
         * One of the generator's steps. A pair is drawn in proportion to the generator's chance of
         * it (the same for every free pair) times the share of the ways to give kinds that it keeps;
         * the weight grows by their sum over the free pairs.
         */
        void step(GeneratorPosterior g, SplittableRandom random) {
            if (logWeight == Double.NEGATIVE_INFINITY) {
                return;
            }
            int[] free = freeTiles(g.layout);
            double[] keep = kept(g, free);
            double total = sum(keep);
            if (total == 0) {
                logWeight = Double.NEGATIVE_INFINITY;
                return;
            }
            logWeight += Math.log(total / keep.length);
            int chosen = at(keep, random.nextDouble() * total);
            int n = 0;
            for (int i = 0; i < free.length; i++) {
                for (int j = i + 1; j < free.length; j++) {
                    if (n++ == chosen) {
                        take(g, free[i], free[j]);
                        return;
                    }
                }
            }
        }

        /** The step the followed order takes: the pair {@code a}, {@code b}, weighted as {@link #step} would. */
        void follow(GeneratorPosterior g, int a, int b) {
            double[] keep = kept(g, freeTiles(g.layout));
            if (keeps(g, a, b) == 0) {
                throw new IllegalStateException("the followed order breaks the view at tiles " + a + " and " + b);
            }
            logWeight += Math.log(sum(keep) / keep.length);
            take(g, a, b);
        }

        /** What each pair of the tiles {@code free} keeps ({@link #keeps}), the pairs in the order (i, j), i < j. */
        private double[] kept(GeneratorPosterior g, int[] free) {
            double[] keep = new double[free.length * (free.length - 1) / 2];
            int n = 0;
            for (int i = 0; i < free.length; i++) {
                for (int j = i + 1; j < free.length; j++) {
                    keep[n++] = keeps(g, free[i], free[j]);
                }
            }
            return keep;
        }

        /** A plain running sum, in order, so the weights are the same on every machine. */
        private static double sum(double[] values) {
            double total = 0;
            for (double v : values) {
                total += v;
            }
            return total;
        }

        private int[] freeTiles(Layout layout) {
            return present.stream().filter(t -> Table.free(layout, present, t)).toArray();
        }

        /**
         * The share of the ways to give the open pairs kinds that taking {@code a} and {@code b}
         * keeps: 1 for two hidden tiles; for a pair given kind k by a tile in sight, (pairs kind k
         * still has open) / (open pairs); 0 when the pair cannot agree with the view, or leaves
         * fewer hidden tiles than the tiles in sight that need one as a partner.
         */
        private double keeps(GeneratorPosterior g, int a, int b) {
            int ka = g.seen[a];
            int kb = g.seen[b];
            if (ka < 0 && kb < 0) {
                return lone <= hiddenLeft - 2 ? 1 : 0;
            }
            if (ka >= 0 && kb >= 0 && ka != kb) {
                return 0;
            }
            int k = ka >= 0 ? ka : kb;
            int seenAfter = seenLeft[k] - (ka >= 0 && kb >= 0 ? 2 : 1);
            if (forced[k] + 1 + (seenAfter + 1) / 2 > g.pairsOf[k]) {
                return 0;
            }
            int hiddenAfter = hiddenLeft - (ka < 0 || kb < 0 ? 1 : 0);
            if (lone - seenLeft[k] % 2 + seenAfter % 2 > hiddenAfter) {
                return 0;
            }
            return (double) (g.pairsOf[k] - forced[k]) / open;
        }

        private void take(GeneratorPosterior g, int a, int b) {
            present.clear(a);
            present.clear(b);
            order[2 * steps] = a;
            order[2 * steps + 1] = b;
            steps++;
            int ka = g.seen[a];
            int kb = g.seen[b];
            hiddenLeft -= (ka < 0 ? 1 : 0) + (kb < 0 ? 1 : 0);
            int k = ka >= 0 ? ka : kb;
            if (k >= 0) {
                forced[k]++;
                open--;
                lone -= seenLeft[k] % 2;
                seenLeft[k] -= ka >= 0 && kb >= 0 ? 2 : 1;
                lone += seenLeft[k] % 2;
            }
        }

        /**
         * The deal: tiles in sight keep their kinds; a hidden tile taken with one in sight gets its
         * kind; the pairs of two hidden tiles get the open pairs' kinds in a uniformly random order.
         */
        int[] kinds(GeneratorPosterior g, SplittableRandom random) {
            int[] pool = new int[open];
            int at = 0;
            for (int k = 0; k < forced.length; k++) {
                for (int c = forced[k]; c < g.pairsOf[k]; c++) {
                    pool[at++] = k;
                }
            }
            DealGenerator.shuffle(pool, random);
            int[] kind = new int[order.length];
            int next = 0;
            for (int s = 0; s < order.length; s += 2) {
                int a = order[s];
                int b = order[s + 1];
                int k = g.seen[a] >= 0 ? g.seen[a] : g.seen[b] >= 0 ? g.seen[b] : pool[next++];
                kind[a] = k;
                kind[b] = k;
            }
            return kind;
        }
    }
}
