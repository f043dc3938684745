package io.minesift.shanghai.play;

import io.minesift.shanghai.Deal;
import io.minesift.shanghai.GeneratorPosterior;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The redeal of {@link HiddenTiles#GENERATED}: the hidden tiles drawn as minesift's deal generator
 * would have dealt them, given the start ({@link GeneratorPosterior}).
 *
 * <p>The chain needs a removal order of the deal to start from. A deal made by the generator comes
 * with one, but a play sees only the table, so the start is the solver's winning order, which is a
 * state of the chain but not a draw from it: each play takes one step of its own from there (a
 * particle step and {@link GeneratorPosterior#MOVES} local moves), with its own stream, so plays stay
 * independent of each other and of the thread count. How much a deal's rate still leans to that
 * start is measured in docs/research-log.md ("Local moves: the generator's chain forgets its
 * start"): about 0.04 on Turtle, and the weak player's mean within a point of its mean as dealt.
 */
final class GeneratedRedeal {
    /**
     * The solver's winning order of each deal seen, so that a deal's plays search once. The
     * solver is deterministic, so what is cached cannot change a result.
     */
    private static final Map<Position, List<Move>> ORDERS = new ConcurrentHashMap<>();
    /** Deals kept at most; past it the cache starts again (a sift's deals are played one after another). */
    private static final int KEPT = 4_096;
    /**
     * The solver's node budget for a deal's winning order. Every generated deal of the shipped
     * layouts is cleared within the labels' 2,000,000 (its generator's order is one, and the move
     * search finds one in its first round of 20,000 nodes on nearly all); a uniform Turtle deal can
     * stay undecided past that (18 of 1,000 at 2,000,000, docs/research-log.md), and with no budget
     * a play would wait on it without end. Ten times the labels' budget: tens of seconds at most.
     */
    static final long ORDER_NODES = 20_000_000;

    private GeneratedRedeal() {
    }

    /** A kind for every tile of {@code deal} (at its start), drawn from {@code luck}. */
    static int[] kinds(Position deal, SplittableRandom luck) {
        if (ORDERS.size() > KEPT) {
            ORDERS.clear();
        }
        List<Move> order = ORDERS.computeIfAbsent(deal, d -> winningOrder(d, ORDER_NODES));
        return new GeneratorPosterior(new Deal(deal, order)).next(luck);
    }

    /**
     * The solver's winning order of {@code deal} within {@code nodes}.
     *
     * @throws IllegalArgumentException when the solver proves the deal dead, or finds no order within the budget
     */
    static List<Move> winningOrder(Position deal, long nodes) {
        Solver.Result r = Solver.solve(deal, nodes);
        return switch (r.outcome()) {
            case SOLVED -> r.winningOrder();
            case UNSOLVABLE -> throw new IllegalArgumentException("hiddenTiles \"generated\": a deal has no winning order,"
                    + " so minesift's generator cannot have dealt it; for deals from elsewhere use \"redealt\"");
            case UNDECIDED -> throw new IllegalArgumentException("hiddenTiles \"generated\": the solver found no winning"
                    + " order of a deal within " + nodes + " nodes, and the generator's redeal starts from one;"
                    + " for deals from elsewhere use \"redealt\"");
        };
    }
}
