package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The local moves' running count of free tiles against a count made afresh on every table, and the
 * moves' own bookkeeping (whether they keep the order a removal order that agrees with the view).
 * Their distribution is checked against the exact one in {@link GeneratorPosteriorTest}.
 */
class OrderMovesTest {
    @Test
    void theWindowsRunningCountIsTheCountMadeAfresh() {
        for (String name : new String[] {"turtle", "mini-turtle"}) {
            Layout layout = Layouts.named(name);
            for (long index = 0; index < 3; index++) {
                Deal deal = DealGenerator.deal(layout, 5, index);
                GeneratorPosterior chain = new GeneratorPosterior(deal, 1, 500);
                OrderMoves moves = moves(deal);
                SplittableRandom random = new SplittableRandom(index);
                for (int state = 0; state < 5; state++) {
                    chain.next(random);
                    int[] order = chain.order();
                    int[] afresh = moves.freeBefore(order);
                    int steps = afresh.length;
                    for (int w = 0; w < 40; w++) {
                        int first = random.nextInt(steps);
                        int last = first + random.nextInt(steps - first);
                        assertArrayEquals(Arrays.copyOfRange(afresh, first, last + 1),
                                moves.freeBefore(order, first, last, afresh[first]), name + " steps " + first + " to " + last);
                    }
                }
            }
        }
    }

    @Test
    void movesKeepARemovalOrderThatAgreesWithTheView() {
        Layout layout = Layouts.named("turtle");
        Deal deal = DealGenerator.deal(layout, 9, 2);
        OrderMoves moves = moves(deal);
        int[] order = flat(deal);
        int[] start = order.clone();
        int kept = moves.sweep(order, 5_000, new SplittableRandom(3));
        assertTrue(kept > 500, "kept " + kept + " of 5,000: the moves hardly move");
        moves.freeBefore(order);
        assertTrue(moves.logWays(order) > Double.NEGATIVE_INFINITY, "the order no longer agrees with the view");
        int[] sorted = order.clone();
        Arrays.sort(sorted);
        int[] every = new int[layout.size()];
        Arrays.setAll(every, t -> t);
        assertArrayEquals(every, sorted, "every tile taken once");
        assertTrue(!Arrays.equals(start, order));
        assertEquals(kept, moves(deal).sweep(flat(deal), 5_000, new SplittableRandom(3)), "the same stream, the same moves");
    }

    private static OrderMoves moves(Deal deal) {
        Layout layout = deal.position().layout();
        ShanghaiView start = deal.position().view();
        int[] seen = new int[layout.size()];
        for (int t = 0; t < seen.length; t++) {
            seen[t] = start.hidden(t) ? -1 : start.kind(t);
        }
        int[] pairsOf = new int[layout.kinds()];
        Arrays.setAll(pairsOf, k -> layout.tilesOf(k) / 2);
        return new OrderMoves(layout, seen, pairsOf);
    }

    private static int[] flat(Deal deal) {
        return deal.winningOrder().stream().flatMapToInt(m -> java.util.stream.IntStream.of(m.a(), m.b())).toArray();
    }
}
