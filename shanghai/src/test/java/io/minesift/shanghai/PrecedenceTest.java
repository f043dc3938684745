package io.minesift.shanghai;

import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The facts of every winning order ({@link Precedence}) against exhaustive search
 * ({@link CertainMovesTest#bruteForce}: every legal move, memoized, no shortcut): on small positions
 * of the minis and of random tiny layouts drawn here (rows with half-tile offsets, stacks, tiles
 * over two), every position the facts call dead is unclearable, and on every clearable one, random
 * winning orders found by the exhaustive search keep every fact (each pair is a possible partner
 * pair, no tile that must go first is left when a tile goes) and their pairs, fixed, leave the facts
 * without contradiction. When this test was written it checked 5,025 positions, 1,239 of them called
 * dead by the facts (all confirmed unclearable, of 1,247 unclearable) and 18,890 winning orders.
 */
class PrecedenceTest {
    @Test
    void deadMeansUnclearableAndEveryWinningOrderKeepsTheFacts() {
        int positions = 0;
        int provedDead = 0;
        int orders = 0;
        int unclearable = 0;
        for (int i = 0; i < 2_400; i++) {
            SplittableRandom random = Seeds.stream(91, i);
            Layout layout = i % 3 == 0 ? Layouts.named("mini-turtle") : i % 3 == 1 ? Layouts.named("mini-spider")
                    : tinyLayout(random);
            Position deal = DealGenerator.uniform(layout, 91, i);
            for (Position p : positions(deal, random)) {
                positions++;
                Map<Object, Boolean> memo = new HashMap<>();
                boolean clearable = CertainMovesTest.bruteForce(p, memo);
                Precedence facts = facts(p);
                if (facts.dead()) {
                    provedDead++;
                    assertFalse(clearable, "called dead, yet clearable: " + layout.name() + " " + i + " " + p.tiles());
                }
                if (!clearable) {
                    unclearable++;
                    continue;
                }
                for (int o = 0; o < 5; o++) {
                    List<Move> order = randomWinningOrder(p, memo, random);
                    assertKeepsFacts(p, facts, order, layout.name() + " " + i);
                    orders++;
                }
            }
        }
        // Counts seen when this test was written: 5,025 positions, 1,239 proved dead of 1,247 unclearable.
        assertTrue(positions > 4_000 && provedDead > 500 && orders > 15_000,
                positions + " positions, " + provedDead + " proved dead, " + orders + " orders");
        assertTrue(provedDead < unclearable, "some dead positions need a search: " + provedDead + " of " + unclearable);
    }

    @Test
    void provesTheDeadShapesAtOnce() {
        // Kind 0 under kind 0 in both towers of a pair (DealGeneratorTest's dead position): a stack.
        Position towers = Position.deal(Drawn.layout("0 0 0\n1 0 0\n2 0 0\n3 0 0\n0 0 4\n1 0 4\n2 0 4\n3 0 4\n"),
                new int[]{0, 0, 1, 1, 1, 1, 0, 0});
        assertTrue(facts(towers).dead());
        // A row of four, kinds 0 1 0 1 (worked by hand): a row frees only its ends, so the pair of
        // kind 0 needs the last tile gone first (its left side holds its partner) and the pair of
        // kind 1 needs the first tile gone first: each waits for the other, with no search.
        Position crossed = firstRow(new int[]{0, 1, 0, 1, 0, 1, 0, 1});
        assertTrue(facts(crossed).dead());
        assertFalse(CertainMovesTest.bruteForce(crossed, new HashMap<>()));
        // Kinds 0 1 1 0: the ends first, then the middle: clearable, and not called dead.
        assertFalse(facts(firstRow(new int[]{0, 1, 1, 0, 0, 1, 1, 0})).dead());
    }

    @Test
    void fixingPairsNarrowsTheFacts() {
        // Row of four 0 1 1 0 (by hand): the middle tiles are blocked on both sides until the ends go.
        Precedence f = facts(firstRow(new int[]{0, 1, 1, 0, 0, 1, 1, 0}));
        assertTrue(f.goesBefore(0, 1) && f.goesBefore(3, 2) && f.goesBefore(0, 2), "the ends go before the middle");
        assertFalse(f.goesBefore(1, 0));
        // All four of one kind (by hand): (0,1) needs tile 2 gone, which needs 3 gone, so (0,1)(2,3)
        // wait for each other; (0,2)(1,3) likewise; only the ends, then the middle, remain.
        Precedence all = facts(Position.deal(ROWS, new int[]{0, 0, 0, 0, 1, 1, 1, 1}));
        assertTrue(all.mates(1, 2) && all.mates(0, 3));
        assertFalse(all.mates(0, 1) || all.mates(0, 2) || all.mates(1, 3) || all.mates(2, 3));
        assertTrue(all.withPairs(new int[][]{{0, 1}, {2, 3}}).dead());
        assertFalse(all.withPairs(new int[][]{{0, 3}, {1, 2}}).dead());
    }

    /** Two rows of four, tiles 0 to 3 in the first, 4 to 7 in the second (far apart). */
    private static final Layout ROWS = Drawn.layout("0 0 0\n0 0 2\n0 0 4\n0 0 6\n0 4 0\n0 4 2\n0 4 4\n0 4 6\n");

    /** The deal of {@link #ROWS} with {@code kinds}, its first row alone on the table. */
    private static Position firstRow(int[] kinds) {
        BitSet first = new BitSet();
        first.set(0, 4);
        return Position.deal(ROWS, kinds).withTiles(first);
    }

    static Precedence facts(Position p) {
        int[] kind = new int[p.layout().size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = p.kind(t);
        }
        return Precedence.of(p.layout(), TileMasks.of(p.layout()).setOf(p.tiles()), kind);
    }

    /** Each move keeps the facts, and the order's pairs, all fixed, contradict nothing. */
    private static void assertKeepsFacts(Position p, Precedence facts, List<Move> order, String what) {
        long[] tiles = TileMasks.of(p.layout()).setOf(p.tiles());
        for (Move m : order) {
            assertTrue(facts.allows(tiles, m.a(), m.b()), what + ": " + m + " breaks a fact in " + order);
            tiles[m.a() >>> 6] &= ~(1L << m.a());
            tiles[m.b() >>> 6] &= ~(1L << m.b());
        }
        int[][] pairs = order.stream().map(m -> new int[]{m.a(), m.b()}).toArray(int[][]::new);
        assertFalse(facts.withPairs(pairs).dead(), what + ": the pairs of a winning order called impossible");
    }

    /** A winning order of clearable {@code p}: a random clearable move, again and again. */
    static List<Move> randomWinningOrder(Position p, Map<Object, Boolean> memo, SplittableRandom random) {
        List<Move> order = new ArrayList<>();
        while (!p.cleared()) {
            List<Move> moves = new ArrayList<>(p.legalMoves());
            Move next = null;
            while (next == null) {
                Move m = moves.remove(random.nextInt(moves.size()));
                if (CertainMovesTest.bruteForce(p.apply(m), memo)) {
                    next = m;
                }
            }
            order.add(next);
            p = p.apply(next);
        }
        return order;
    }

    /**
     * Positions of {@code deal}: the deal itself when small, whole kinds removed at random, and the
     * deal played at random part way (these run dead far more often).
     */
    private static List<Position> positions(Position deal, SplittableRandom random) {
        List<Position> out = new ArrayList<>();
        Layout layout = deal.layout();
        if (layout.size() <= 20) {
            out.add(deal);
        }
        BitSet some = deal.tiles();
        for (int k = 0; k < layout.kinds(); k++) {
            if (random.nextInt(3) == 0) {
                for (int t = 0; t < layout.size(); t++) {
                    if (deal.kind(t) == k) {
                        some.clear(t);
                    }
                }
            }
        }
        if (some.cardinality() <= 24) {
            out.add(deal.withTiles(some));
        }
        Position played = deal;
        int steps = layout.size() / 2 - 6 + random.nextInt(4);
        for (int s = 0; s < steps && !played.legalMoves().isEmpty(); s++) {
            List<Move> moves = played.legalMoves();
            played = played.apply(moves.get(random.nextInt(moves.size())));
        }
        out.add(played);
        return out;
    }

    /**
     * A random tiny layout of 8, 12 or 16 tiles: layer 0 tiles on a 5-column strip with rows at any
     * half step (so side neighbours may be two, as at Turtle's ends), then tiles on top at any
     * half-step place lying on at least one tile below, up to three layers.
     */
    static Layout tinyLayout(SplittableRandom random) {
        int size = 8 + 4 * random.nextInt(3);
        List<int[]> tiles = new ArrayList<>();
        int guard = 0;
        while (tiles.size() < size && guard++ < 10_000) {
            int layer = tiles.size() < size / 2 + 2 ? 0 : random.nextInt(3);
            int[] t = {layer, random.nextInt(5), random.nextInt(layer == 0 ? 5 : 9) * (layer == 0 ? 2 : 1)};
            boolean clash = false;
            boolean lies = layer == 0;
            for (int[] u : tiles) {
                boolean overlaps = Math.abs(u[1] - t[1]) < 2 && Math.abs(u[2] - t[2]) < 2;
                clash |= u[0] == t[0] && overlaps;
                lies |= u[0] == t[0] - 1 && overlaps;
            }
            if (!clash && lies) {
                tiles.add(t);
            }
        }
        StringBuilder text = new StringBuilder();
        for (int[] t : tiles.subList(0, tiles.size() - tiles.size() % 4)) {
            text.append(t[0]).append(' ').append(t[1]).append(' ').append(t[2]).append('\n');
        }
        Layout l = Drawn.layout(text.toString());
        assertEquals(0, l.size() % 4);
        return l;
    }
}
