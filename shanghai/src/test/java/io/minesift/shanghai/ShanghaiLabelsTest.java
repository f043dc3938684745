package io.minesift.shanghai;

import io.minesift.core.classify.Category;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The labels by construction on positions worked by hand, the start view's solvable share against
 * an exact count (every consistent arrangement, each cleared or not by
 * {@link CertainMovesTest#bruteForce}), and the reference set's order and determinism.
 */
class ShanghaiLabelsTest {
    /** Two towers of four, apart (a gap between them): only the two tops are ever free. */
    static final String TOWERS = "0 0 0\n1 0 0\n2 0 0\n3 0 0\n0 0 4\n1 0 4\n2 0 4\n3 0 4\n";
    /**
     * A pyramid of 12 tiles (8 on the floor in two rows of four, 3 on them, 1 on top) and two rows of
     * four apart: its generated deals take every label (found by trying: 19 luck-bound, 32
     * skill-rewarding, 7 too easy of 200).
     */
    static final String PYRAMID_AND_ROWS = "0 0 0\n0 0 2\n0 0 4\n0 0 6\n0 2 0\n0 2 2\n0 2 4\n0 2 6\n1 1 1\n1 1 3\n1 1 5\n2 1 2\n"
            + "0 0 20\n0 0 22\n0 0 24\n0 0 26\n0 4 20\n0 4 22\n0 4 24\n0 4 26\n";

    @Test
    void tooEasyByHand() {
        // kind 0 on C D F H, kind 1 on A B E G. Free at the start: C D E G H; H touches nothing, so it
        // is floating: rule 3 takes C and D. Then A B E G are all free: rule 2. Then F and H, the
        // last two of kind 0, both free: rule 1. Cleared by certain moves alone.
        Position p = Drawn.eight(1, 1, 0, 0, 1, 0, 1, 0);
        assertEquals(Optional.of(Category.TOO_EASY), ShanghaiLabels.label(p, 1));
    }

    @Test
    void luckBoundByHand() {
        // Tower one bottom to top 1 1 0 0, tower two the same. The tops (kind 0) are seen; the six
        // hidden tiles hold two 0s and four 1s. Only the two tops are ever free, so a deal clears
        // exactly when both towers hold the same kind at each level: the two hidden 0s on the same
        // level, 3 of the C(6, 2) = 15 ways. Share 1/5: far below 0.75.
        Position p = Position.deal(Drawn.layout(TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        assertTrue(Solver.solvable(p), "the deal itself is one of the arrangements, and solvable");
        assertEquals(new Share(3, 15), exactShare(p));
        assertEquals(Optional.of(Category.LUCK_BOUND), ShanghaiLabels.label(p, 1));
    }

    @Test
    void skillRewardingByHand() {
        // kind 1 on A C E G, kind 0 on B D F H; A and B are hidden under D. No certain move: kind 1
        // has C E G free but none floating (C blocks B with A, E and G block F) and its fourth tile is
        // unseen; kind 0 has only D and H free. Both ways to put 0 and 1 under D clear (worked by
        // hand; counted below), and C+E, F+H leaves D over its own kind's last tile B: stuck.
        Position p = Drawn.eight(1, 0, 1, 0, 1, 0, 1, 0);
        assertFalse(ShanghaiLabels.certainMovesClear(p));
        assertEquals(new Share(2, 2), exactShare(p));
        assertTrue(CertainMovesTest.bruteForce(p, new HashMap<>()));
        Position stuck = p.apply(new Move(Drawn.C, Drawn.E)).apply(new Move(Drawn.F, Drawn.H));
        assertFalse(CertainMovesTest.bruteForce(stuck, new HashMap<>()), "D's partner B lies under it");
        assertEquals(Optional.of(Category.SKILL_REWARDING), ShanghaiLabels.label(p, 1));
        // The dead end the label found is a legal order that ends stuck.
        List<Move> order = ShanghaiLabels.deadEnd(p, Seeds.stream(1, 1)).orElseThrow();
        Position q = p;
        for (Move m : order) {
            assertTrue(q.legal(m), m.toString());
            q = q.apply(m);
        }
        assertTrue(!q.cleared() && q.legalMoves().isEmpty());
    }

    @Test
    void noLabelWhenNoPlayCanLose() {
        // kind 0 on C E G H (all free from the start), kind 1 on A B D F. D's partner must be F (A and
        // B lie under D), so D+F then A+B; kind 0 pairs any way. Every order clears: no dead end,
        // hence not skill-rewarding; and C E G H leave D and F, two free of four: not too easy.
        Position p = Drawn.eight(1, 1, 0, 1, 0, 1, 0, 0);
        assertFalse(ShanghaiLabels.certainMovesClear(p));
        assertEquals(Optional.empty(), ShanghaiLabels.label(p, 1));
    }

    @Test
    void arrangementsAreUniformAmongThoseConsistentWithTheStart() {
        Position p = Position.deal(Drawn.layout(TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        SplittableRandom random = new SplittableRandom(3);
        Map<List<Integer>, Integer> seen = new HashMap<>();
        for (int i = 0; i < 1500; i++) {
            Position a = ShanghaiLabels.arrangement(p, random);
            assertEquals(0, a.kind(3), "a seen tile keeps its kind");
            assertEquals(0, a.kind(7));
            List<Integer> kinds = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                kinds.add(a.kind(t));
            }
            seen.merge(kinds, 1, Integer::sum);
        }
        // 15 arrangements, 100 expected each (standard deviation about 9.7): all within 4 of them.
        assertEquals(15, seen.size());
        seen.values().forEach(n -> assertTrue(n > 60 && n < 140, seen.toString()));
    }

    /** Four towers of three tiles in a row, touching: a top in the middle waits for a side to go. */
    static final String ROW_OF_TOWERS = "0 0 0\n1 0 0\n2 0 0\n0 0 2\n1 0 2\n2 0 2\n0 0 4\n1 0 4\n2 0 4\n0 0 6\n1 0 6\n2 0 6\n";
    /** The same towers apart: every top is free. */
    static final String TOWERS_APART = "0 0 0\n1 0 0\n2 0 0\n0 0 4\n1 0 4\n2 0 4\n0 0 8\n1 0 8\n2 0 8\n0 0 12\n1 0 12\n2 0 12\n";

    @Test
    void theSampledShareAgreesWithTheExactShareOnGeneratedDeals() {
        // Exact shares seen when this was written: 102/420, 89/280 and 163/560 on the touching
        // towers (all luck-bound), 334/560, 237/280 and 356/420 on the towers apart.
        for (String drawing : List.of(ROW_OF_TOWERS, TOWERS_APART)) {
            checkShares(Drawn.layout(drawing));
        }
    }

    private static void checkShares(Layout layout) {
        for (int i = 0; i < 6; i++) {
            Position deal = DealGenerator.deal(layout, 8, i).position();
            Share exact = exactShare(deal);
            double p = (double) exact.solvable() / exact.of();
            int[] outcomes = ShanghaiLabels.arrangementOutcomes(deal, 8);
            double q = outcomes[Solver.Outcome.SOLVED.ordinal()] / (double) ShanghaiLabels.ARRANGEMENTS;
            // 64 draws: standard deviation at most 0.0625, so 0.2 is over 3 of them.
            assertTrue(Math.abs(p - q) <= 0.2, "deal " + i + ": exact " + exact + ", sampled " + q);
            boolean luck = ShanghaiLabels.label(deal, 8).equals(Optional.of(Category.LUCK_BOUND));
            // Far from the line (64 draws, Wilson's upper end at most 0.75), the label must follow p.
            if (p <= 0.4 || p >= 0.8) {
                assertEquals(p <= 0.4, luck, "deal " + i + ": exact " + exact);
            }
        }
    }

    @Test
    void certainMovesClearTheTooEasyDealsInOtherOrdersToo() {
        // The rule takes the first certain move each time; "in any order" is checked, not proved: ten
        // random orders of certain moves on each of the first 20 too-easy mini-spider deals.
        Layout layout = Layouts.named("mini-spider");
        int found = 0;
        for (int i = 0; found < 20; i++) {
            Position deal = DealGenerator.deal(layout, 5, i).position();
            if (!ShanghaiLabels.certainMovesClear(deal)) {
                continue;
            }
            found++;
            SplittableRandom random = Seeds.stream(5, i);
            for (int order = 0; order < 10; order++) {
                Position p = deal;
                List<Move> certain = CertainMoves.of(p.view());
                while (!certain.isEmpty()) {
                    p = p.apply(certain.get(random.nextInt(certain.size())));
                    certain = CertainMoves.of(p.view());
                }
                assertTrue(p.cleared(), "deal " + i + ", order " + order);
            }
        }
    }

    @Test
    void theReferenceSetIsInOrderAndTheSameEachTime() {
        Layout layout = Drawn.layout(PYRAMID_AND_ROWS);
        Map<Position, Category> boards = ShanghaiLabels.referenceBoards(layout, 3, 2, 500);
        assertEquals(List.of(Category.TOO_EASY, Category.TOO_EASY, Category.LUCK_BOUND, Category.LUCK_BOUND,
                Category.SKILL_REWARDING, Category.SKILL_REWARDING), List.copyOf(boards.values()));
        assertEquals(List.copyOf(boards.entrySet()), List.copyOf(ShanghaiLabels.referenceBoards(layout, 3, 2, 500).entrySet()));
        boards.keySet().forEach(p -> assertTrue(Solver.solvable(p)));
        assertEquals(ShanghaiLabels.label(DealGenerator.deal(layout, 3, 7).position(), 9),
                ShanghaiLabels.label(DealGenerator.deal(layout, 3, 7).position(), 9));
    }

    @Test
    void tooFewDealsIsOneClearError() {
        // Every towers deal is luck-bound (share 1/5, as above): the other two categories never come.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShanghaiLabels.referenceBoards(Drawn.layout(TOWERS), 1, 1, 20));
        assertEquals("drawn: 20 deals gave only 0 too-easy, 1 luck-bound and 0 skill-rewarding of the 1 each asked",
                e.getMessage());
    }

    @Test
    void theWordsStateTheRule() {
        String words = ShanghaiLabels.words();
        assertTrue(words.contains("64 seeded arrangements") && words.contains("at most 75 %"), words);
    }

    record Share(int solvable, int of) {
    }

    /** Every arrangement of the hidden tiles consistent with the start view, cleared or not by brute force. */
    static Share exactShare(Position deal) {
        ShanghaiView view = deal.view();
        Layout layout = deal.layout();
        int[] kinds = new int[layout.size()];
        int[] pool = new int[layout.kinds()];
        java.util.Arrays.fill(pool, 4);
        List<Integer> hidden = new ArrayList<>();
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = view.kind(t);
            if (kinds[t] == ShanghaiView.UNKNOWN) {
                hidden.add(t);
            } else {
                pool[kinds[t]]--;
            }
        }
        int[] counts = new int[2];
        fill(layout, kinds, hidden, 0, pool, counts);
        return new Share(counts[0], counts[1]);
    }

    private static void fill(Layout layout, int[] kinds, List<Integer> hidden, int at, int[] pool, int[] counts) {
        if (at == hidden.size()) {
            counts[1]++;
            counts[0] += CertainMovesTest.bruteForce(Position.deal(layout, kinds), new HashMap<>()) ? 1 : 0;
            return;
        }
        for (int k = 0; k < pool.length; k++) {
            if (pool[k] > 0) {
                pool[k]--;
                kinds[hidden.get(at)] = k;
                fill(layout, kinds, hidden, at + 1, pool, counts);
                pool[k]++;
            }
        }
    }
}
