package io.minesift.shanghai.label;

import io.minesift.shanghai.CertainMovesTest;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Drawn;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.Solver;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Wilson;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The labels by construction on positions worked by hand, the evidence against brute force (every
 * arrangement cleared or not by {@link CertainMovesTest#bruteForce} or the solver, the choosers'
 * chances by {@link ChooserTest#plain}), the start view's solvable share against an exact count, and the
 * reference set's order and determinism.
 */
class ShanghaiLabelsTest {
    /** Two towers of four, apart (a gap between them): only the two tops are ever free. */
    static final String TOWERS = "0 0 0\n1 0 0\n2 0 0\n3 0 0\n0 0 4\n1 0 4\n2 0 4\n3 0 4\n";
    /**
     * A pyramid of 12 tiles (8 on the floor in two rows of four, 3 on them, 1 on top) and two rows of
     * four apart: its generated deals are luck-bound or too easy or neither (found by trying: of
     * deals 0 to 79 of seed 3, 7 luck-bound and 31 too easy; the weak chooser clears the rest too often
     * for skill).
     */
    static final String PYRAMID_AND_ROWS = "0 0 0\n0 0 2\n0 0 4\n0 0 6\n0 2 0\n0 2 2\n0 2 4\n0 2 6\n1 1 1\n1 1 3\n1 1 5\n2 1 2\n"
            + "0 0 20\n0 0 22\n0 0 24\n0 0 26\n0 4 20\n0 4 22\n0 4 24\n0 4 26\n";

    @Test
    void tooEasyByHand() {
        // kind 0 on C D F H, kind 1 on A B E G. Free at the start: C D E G H; H touches nothing, so it
        // is floating: rule 3 takes C and D. Then A B E G are all free: rule 2. Then F and H, the
        // last two of kind 0, both free: rule 1. Cleared by certain moves alone. The hidden A and B
        // hold the two 1s not seen, so every arrangement is this deal: the weak chooser's chance is
        // 1 on all 64, and the Wilson lower end of 64 of 64 is 0.943, above 0.85. The label is read
        // only until it is settled: the solver until 42 arrangements can be cleared (then not
        // luck-bound: 42 of 64 has an upper end of 0.761), the weak chooser until its sum reaches 60
        // (lower end 0.850, at least 0.85: too easy whatever the last 4 give), each of the 60
        // arrangements it walks solved first. The strong chooser is never walked.
        Position p = Drawn.eight(1, 1, 0, 0, 1, 0, 1, 0);
        assertEquals(new Evidence(60, 60, 0, 60, 60, 60, 0, 0), ShanghaiLabels.evidence(p, 1));
        assertEquals(Optional.of(Category.TOO_EASY), ShanghaiLabels.label(p, 1));
    }

    @Test
    void luckBoundByHand() {
        // Tower one bottom to top 1 1 0 0, tower two the same. The tops (kind 0) are seen; the six
        // hidden tiles hold two 0s and four 1s. Only the two tops are ever free, so a deal clears
        // exactly when both towers hold the same kind at each level: the two hidden 0s on the same
        // level, 3 of the C(6, 2) = 15 ways. Share 1/5: far below 0.75. The weak chooser never has
        // a choice (ChooserTest), so its chance is at most the same share: not too easy.
        Position p = Position.deal(Drawn.layout(TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        assertTrue(Solver.solvable(p), "the deal itself is one of the arrangements, and solvable");
        assertEquals(new Share(3, 15), exactShare(p));
        assertEquals(Optional.of(Category.LUCK_BOUND), ShanghaiLabels.label(p, 1));
    }

    @Test
    void skillRewardingOnAGeneratedDeal() {
        // Deal 47 of seed 3 on mini-turtle, its arrangements drawn from seed 1 (found by trying: the
        // first of deals 0 to 99 so labelled; its weak sum is not whole). The solver clears each of
        // the 64; the plain recursions over every play (ChooserTest, no memory of tables) give the
        // weak chooser's chances, each arrangement with its own draws, summing to 35.333 (36 of 64:
        // Wilson upper end 0.677, at most 0.70), and the strong one's, one play of the strong player
        // each, summing to 62 (Wilson lower end 0.893, at least 0.75).
        Position p = DealGenerator.deal(Layouts.named("mini-turtle"), 3, 47).position();
        SplittableRandom random = Seeds.stream(1, 0);
        double weak = 0;
        double strong = 0;
        double[] weakChances = new double[ShanghaiLabels.ARRANGEMENTS];
        double[] strongChances = new double[ShanghaiLabels.ARRANGEMENTS];
        for (int j = 0; j < ShanghaiLabels.ARRANGEMENTS; j++) {
            Position a = LabelPlayers.SHIPPED.table(p, random);
            assertTrue(Solver.solvable(a), "arrangement " + j);
            weakChances[j] = ChooserTest.plain(a, 1, j);
            strongChances[j] = ChooserTest.plain(a,
                    ChooserTest.strong(ShanghaiLabels.strongSeed(1, j), ShanghaiLabels.STRONG_DRAWS));
            weak += weakChances[j];
            strong += strongChances[j];
        }
        assertEquals(35.333, weak, 0.001);
        assertEquals(62, strong, 1e-9);
        assertEquals(0.677, Wilson.interval95(64, 36)[1], 0.001);
        assertEquals(0.893, Wilson.interval95(64, 62)[0], 0.001);
        // The evidence stops the strong walk once its sum reaches 55 (lower end 0.754, at least
        // 0.75): the sums it holds are those of the arrangements it walked, summed the same way.
        Evidence e = ShanghaiLabels.evidence(p, 1);
        assertEquals(64, e.solved());
        assertEquals(sum(weakChances, e.weakWalks()), e.weakLow(), 1e-9);
        assertEquals(sum(strongChances, e.strongWalks()), e.strong(), 1e-9);
        assertTrue(e.strongWalks() >= 55 && e.strongWalks() < 64, e.toString());
        assertEquals(Optional.of(Category.SKILL_REWARDING), ShanghaiLabels.label(p, 1));
    }

    private static double sum(double[] chances, int first) {
        double sum = 0;
        for (int j = 0; j < first; j++) {
            sum += chances[j];
        }
        return sum;
    }

    @Test
    void theLuckRuleAloneAgreesWithTheFullLabel() {
        // On the pyramid and rows, luck-bound deals and others (PYRAMID_AND_ROWS): generated and uniform.
        Layout layout = Drawn.layout(PYRAMID_AND_ROWS);
        int luck = 0;
        for (int i = 0; i < 40; i++) {
            for (Position p : List.of(DealGenerator.deal(layout, 3, i).position(), DealGenerator.uniform(layout, 3, i))) {
                boolean full = ShanghaiLabels.label(p).equals(Optional.of(Category.LUCK_BOUND));
                assertEquals(full, ShanghaiLabels.luckBound(p), "deal " + i);
                luck += full ? 1 : 0;
            }
        }
        assertTrue(luck >= 5, "luck-bound deals among them: " + luck);
    }

    @Test
    void noLabelBetweenTheLines() {
        // Deal 30 of seed 3 on mini-turtle: every arrangement solvable, but the weak chooser's sum
        // of 64 (read in full by FullReading) is neither low enough for skill nor high enough for
        // too easy (59 of 64 would have a Wilson lower end of 0.830, below 0.85). The evidence stops
        // the weak walk once the sum can no longer reach 60 and is already above 37 (upper end
        // 0.691 at 37, 0.705 at 38): the strong chooser is never walked.
        Position p = DealGenerator.deal(Layouts.named("mini-turtle"), 3, 30).position();
        FullReading full = FullReading.of(p, ShanghaiLabels.seedOf(p));
        assertEquals(64, full.solved());
        assertTrue(full.weakLow() > 45 && full.weakLow() < 59, full.toString());
        Evidence e = ShanghaiLabels.evidence(p, ShanghaiLabels.seedOf(p));
        assertTrue(e.weakHigh() > 37 && e.weakWalks() < 64 && e.strongWalks() == 0, e.toString());
        assertEquals(Optional.empty(), full.label());
        assertEquals(Optional.empty(), ShanghaiLabels.label(p));
    }

    @Test
    void arrangementsAreUniformAmongThoseConsistentWithTheStart() {
        Position p = Position.deal(Drawn.layout(TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        SplittableRandom random = new SplittableRandom(3);
        Map<List<Integer>, Integer> seen = new HashMap<>();
        for (int i = 0; i < 1500; i++) {
            Position a = LabelPlayers.SHIPPED.table(p, random);
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
            int[] outcomes = arrangementOutcomes(deal, 8);
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

    /** How many of the seeded consistent arrangements the solver clears, proves dead, or leaves undecided: all 64 solved. */
    private static int[] arrangementOutcomes(Position deal, long seed) {
        java.util.SplittableRandom random = io.minesift.core.util.Seeds.stream(seed, 0);
        int[] outcomes = new int[Solver.Outcome.values().length];
        for (int j = 0; j < ShanghaiLabels.ARRANGEMENTS; j++) {
            outcomes[Solver.solve(LabelPlayers.SHIPPED.table(deal, random), ShanghaiLabels.NODES).outcome().ordinal()]++;
        }
        return outcomes;
    }

    @Test
    void theSearchForReferenceDealsIsTheSameEachTime() {
        // The pyramid and rows gives too-easy and luck-bound deals but no skill-rewarding one (its
        // comment): the search stops at the budget with the same counts each time, and a deal's label
        // is the same each time it is asked.
        Layout layout = Drawn.layout(PYRAMID_AND_ROWS);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ShanghaiLabels.referenceBoards(layout, 3, 2, 60));
        assertEquals("drawn: 60 deals gave only 2 too-easy, 2 luck-bound and 0 skill-rewarding of the 2 each asked",
                e.getMessage());
        assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class,
                () -> ShanghaiLabels.referenceBoards(layout, 3, 2, 60)).getMessage());
        // on 7 threads (60 deals are 8 batches, the last one short) the same deals are read
        assertEquals(e.getMessage(), assertThrows(IllegalArgumentException.class, () -> ShanghaiLabels.referenceBoards(
                layout, 3, 2, 60, java.util.EnumSet.allOf(Category.class), LabelPlayers.SHIPPED, 7)).getMessage());
        assertEquals(ShanghaiLabels.label(DealGenerator.deal(layout, 3, 7).position(), 9),
                ShanghaiLabels.label(DealGenerator.deal(layout, 3, 7).position(), 9));
    }

    @Test
    void aSearchOfSomeCategoriesKeepsTheFirstDealsOfEach() {
        // The pyramid and rows has no skill-rewarding deal: asked for too-easy ones only, the search
        // ends with the first two of them in the generator's order, found here by labelling deals one by one.
        Layout layout = Drawn.layout(PYRAMID_AND_ROWS);
        Map<Position, Category> easy = ShanghaiLabels.referenceBoards(layout, 3, 2, 60, java.util.EnumSet.of(Category.TOO_EASY));
        List<Position> firstEasy = new ArrayList<>();
        for (int i = 0; firstEasy.size() < 2; i++) {
            Position deal = DealGenerator.deal(layout, 3, i).position();
            if (ShanghaiLabels.label(deal).orElse(null) == Category.TOO_EASY) {
                firstEasy.add(deal);
            }
        }
        assertEquals(firstEasy, List.copyOf(easy.keySet()));
        assertEquals(firstEasy, List.copyOf(ShanghaiLabels.referenceBoards(layout, 3, 2, 60,
                java.util.EnumSet.of(Category.TOO_EASY), LabelPlayers.SHIPPED, 5).keySet()), "the same on 5 threads");
        assertEquals(List.of(Category.TOO_EASY, Category.TOO_EASY), List.copyOf(easy.values()));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ShanghaiLabels.referenceBoards(layout,
                3, 2, 60, java.util.EnumSet.of(Category.SKILL_REWARDING)));
        assertEquals("drawn: 60 deals gave only 0 skill-rewarding of the 2 each asked", e.getMessage());
        // every towers deal is luck-bound: luck alone is found at once
        assertEquals(1, ShanghaiLabels.referenceBoards(Drawn.layout(TOWERS), 1, 1, 20,
                java.util.EnumSet.of(Category.LUCK_BOUND)).size());
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
        assertTrue(words.contains("64 seeded arrangements") && words.contains("at most 75 %")
                && words.contains("at least 85 %") && words.contains("strong player's own decision"), words);
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
