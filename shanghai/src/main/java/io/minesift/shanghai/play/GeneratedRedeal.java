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

    private GeneratedRedeal() {
    }

    /** A kind for every tile of {@code deal} (at its start), drawn from {@code luck}. */
    static int[] kinds(Position deal, SplittableRandom luck) {
        if (ORDERS.size() > KEPT) {
            ORDERS.clear();
        }
        List<Move> order = ORDERS.computeIfAbsent(deal, GeneratedRedeal::winningOrder);
        return new GeneratorPosterior(new Deal(deal, order)).next(luck);
    }

    private static List<Move> winningOrder(Position deal) {
        return Solver.solution(deal).orElseThrow(() -> new IllegalArgumentException(
                "hiddenTiles \"generated\": a deal has no winning order, so minesift's generator cannot have dealt it;"
                        + " for deals from elsewhere use \"redealt\""));
    }
}
