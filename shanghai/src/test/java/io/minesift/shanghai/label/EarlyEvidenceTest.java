package io.minesift.shanghai.label;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Drawn;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.HiddenTiles;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Wilson;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The evidence read only until it settles the label gives the label of the full reading
 * ({@link FullReading}: every arrangement solved and walked), and its lines are Wilson's.
 */
class EarlyEvidenceTest {
    /** The 95 % normal quantile. */
    private static final double Z = 1.959963984540054;

    /** Wilson's score interval by its formula, {low, high}, independent of commons-math. */
    private static double[] wilson(int n, int k) {
        double p = (double) k / n;
        double centre = p + Z * Z / (2 * n);
        double spread = Z * Math.sqrt(p * (1 - p) / n + Z * Z / (4.0 * n * n));
        double scale = 1 + Z * Z / n;
        return new double[]{(centre - spread) / scale, (centre + spread) / scale};
    }

    @Test
    void theLinesAreWilsonsOnSixtyFourArrangements() {
        // By the formula: 60 of 64 has a lower end of 0.85003 (59: 0.8298); 41 an upper end of 0.7471
        // (42: 0.7608); 37 an upper end of 0.6913 (38: 0.7054); 55 a lower end of 0.7538 (54: 0.7357).
        assertEquals(60, Evidence.EASY_LEAST);
        assertTrue(wilson(64, 60)[0] >= 0.85 && wilson(64, 59)[0] < 0.85);
        assertEquals(41, Evidence.LUCK_MOST);
        assertTrue(wilson(64, 41)[1] <= 0.75 && wilson(64, 42)[1] > 0.75);
        assertEquals(37, Evidence.WEAK_MOST);
        assertTrue(wilson(64, 37)[1] <= 0.70 && wilson(64, 38)[1] > 0.70);
        assertEquals(55, Evidence.STRONG_LEAST);
        assertTrue(wilson(64, 55)[0] >= 0.75 && wilson(64, 54)[0] < 0.75);
        // and each rule on a count k is the line's comparison, for every k (the ends rise with k)
        for (int k = 0; k <= 64; k++) {
            double[] w = Wilson.interval95(64, k);
            assertEquals(w[0] >= ShanghaiLabels.EASY_LIMIT, k >= Evidence.EASY_LEAST, "k " + k);
            assertEquals(w[1] <= ShanghaiLabels.LUCK_LIMIT, k <= Evidence.LUCK_MOST, "k " + k);
            assertEquals(w[1] <= ShanghaiLabels.WEAK_LIMIT, k <= Evidence.WEAK_MOST, "k " + k);
            assertEquals(w[0] >= ShanghaiLabels.STRONG_LIMIT, k >= Evidence.STRONG_LEAST, "k " + k);
        }
    }

    @Test
    void aRuleIsSettledOnlyWhenTheArrangementsLeftCannotChangeIt() {
        // 23 dead of 23 solved: at most 41 can be cleared, luck-bound whatever the rest hold; 22 dead
        // leave 42 possible, open. Too easy then cannot hold (its sum is at most what can be cleared).
        assertEquals(Optional.of(Category.LUCK_BOUND), new Evidence(23, 0, 0, 0, 0, 0, 0, 0).label());
        assertFalse(new Evidence(22, 0, 0, 0, 0, 0, 0, 0).settled());
        // 42 cleared: not luck-bound; too easy still open with no weak walk
        Evidence notLuck = new Evidence(42, 42, 0, 0, 0, 0, 0, 0);
        assertEquals(Evidence.Truth.NO, notLuck.luck());
        assertThrows(IllegalStateException.class, notLuck::label);
        // 5 weak walks that all lose: 59 at most, never too easy; 4 leave 60, open
        assertEquals(Evidence.Truth.NO, new Evidence(42, 42, 0, 5, 0, 0, 0, 0).easy());
        assertEquals(Evidence.Truth.OPEN, new Evidence(42, 42, 0, 4, 0, 0, 0, 0).easy());
        // 60 won of 60: too easy whatever the last 4 give; 59.5 (rounded down 59) not yet
        assertEquals(Optional.of(Category.TOO_EASY), new Evidence(42, 42, 0, 60, 60, 60, 0, 0).label());
        assertEquals(Evidence.Truth.OPEN, new Evidence(42, 42, 0, 60, 59.5, 59.5, 0, 0).easy());
        // the weak sum at most 54 (30 after 40 walks): not too easy; its high sum above 37 (rounded
        // up 38): no skill; a strong sum of 0 after 10 walks: at
        // most 54, no skill; after 9 at most 55, open
        assertEquals(Optional.empty(), new Evidence(42, 42, 0, 40, 30, 37.5, 0, 0).label());
        assertEquals(Optional.empty(), new Evidence(64, 64, 0, 64, 30, 30, 10, 0).label());
        assertFalse(new Evidence(64, 64, 0, 64, 30, 30, 9, 0).settled());
        // a strong sum of 55 with every arrangement solved and the weak sum at most 37: skill
        assertEquals(Optional.of(Category.SKILL_REWARDING), new Evidence(64, 64, 0, 64, 30, 37, 55, 55).label());
        // one arrangement left unsolved is open for skill; one undecided by the solver is no skill
        assertFalse(new Evidence(63, 63, 0, 64, 30, 30, 55, 55).settled());
        assertEquals(Optional.empty(), new Evidence(64, 63, 1, 64, 30, 30, 55, 55).label());
        // the weak sum's most: 27 walks summing 10 leave at most 10 + 37 = 47; with 17 dead it is 47 clearable
        assertEquals(Evidence.Truth.OPEN, new Evidence(64, 47, 0, 27, 10, 10, 0, 0).weakSkill());
        assertEquals(Evidence.Truth.YES, new Evidence(64, 37, 0, 27, 10, 10, 0, 0).weakSkill());
    }

    @Test
    void theWordsNameEachTermReadAndNoOther() {
        assertEquals("solver 42 of 42 cleared", new Evidence(42, 42, 0, 0, 0, 0, 0, 0).words());
        assertEquals("solver 64 of 64 cleared; weak chooser 30.50 after 40 walks; strong chooser 54 of 61 plays won",
                new Evidence(64, 64, 0, 40, 30.5, 30.5, 61, 54).words());
        // an undecided search and an undecided weak walk are named, with the sum they would give at 1
        assertEquals("solver 63 of 64 cleared (1 undecided); weak chooser 30.00 after 40 walks (31.00 with the undecided)",
                new Evidence(64, 63, 1, 40, 30, 31, 0, 0).words());
    }

    @Test
    void theEarlyLabelIsTheFullLabelInEitherOrder() {
        // Generated deals of mini-turtle (too easy and none among them, and deal 47 of seed 3 read
        // from seed 1, skill-rewarding: ShanghaiLabelsTest) and of the pyramid and rows, generated
        // and uniform (luck-bound and too easy among them), each read from its own seed.
        Map<Position, Long> deals = new LinkedHashMap<>();
        Layout mini = Layouts.named("mini-turtle");
        for (int i = 0; i < 5; i++) {
            Position deal = DealGenerator.deal(mini, 3, i).position();
            deals.put(deal, ShanghaiLabels.seedOf(deal));
        }
        deals.put(DealGenerator.deal(mini, 3, 47).position(), 1L);
        Layout pyramid = Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS);
        for (int i = 0; i < 12; i++) {
            for (Position deal : List.of(DealGenerator.deal(pyramid, 3, i).position(), DealGenerator.uniform(pyramid, 3, i))) {
                deals.put(deal, ShanghaiLabels.seedOf(deal));
            }
        }
        // each deal read on its own (a reading is a function of the deal and its seed), on every core
        List<Readings> readings = deals.entrySet().parallelStream().map(d -> new Readings(d.getKey(),
                FullReading.of(d.getKey(), d.getValue()).label(), ShanghaiLabels.evidence(d.getKey(), d.getValue()),
                ShanghaiLabels.evidence(d.getKey(), d.getValue(), 0))).toList();
        Map<String, Integer> seen = new HashMap<>();
        int read = 0;
        for (Readings r : readings) {
            assertEquals(r.full(), r.early().label(), r.deal() + ": " + r.early());
            // the strong chooser before the rest of the weak one, as on Turtle: the same label
            assertEquals(r.full(), r.strongFirst().label(), r.deal() + ": " + r.strongFirst());
            seen.merge(r.full().map(Category::id).orElse("none"), 1, Integer::sum);
            read += r.early().solverRuns() + r.early().weakWalks() + r.early().strongWalks();
        }
        assertEquals(4, seen.size(), "every label and none among the deals: " + seen);
        assertTrue(read < 3 * 64 * deals.size() * 3 / 4, "the early reading read " + read + " terms");
    }

    @Test
    void underTheGeneratorsRedealTheEarlyLabelIsTheFullLabel() {
        // The generated players' labels read the tables the generator's redeal deals: each keeps a
        // winning order (the redeal's chain moves between winnable deals), so the solver clears
        // every one, and the early reading settles the label the full one gives. On the pyramid
        // and rows, generated deals 2 and 3 of seed 3 (too easy and no label when written, as deals
        // 0 and 1 are too easy; a deal's two readings take 3 to 6 s of CPU there, 16 s for deals 0 to 3).
        LabelPlayers generated = new LabelPlayers(LabelPlayers.SHIPPED.weak().with(HiddenTiles.GENERATED),
                LabelPlayers.SHIPPED.strong().with(HiddenTiles.GENERATED));
        Layout pyramid = Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS);
        Map<String, Integer> seen = new java.util.concurrent.ConcurrentHashMap<>();
        java.util.stream.IntStream.of(2, 3).parallel().forEach(i -> {
            Position deal = DealGenerator.deal(pyramid, 3, i).position();
            long seed = ShanghaiLabels.seedOf(deal);
            FullReading full = FullReading.of(deal, seed, generated);
            assertEquals(ShanghaiLabels.ARRANGEMENTS, full.solved(), "deal " + i + ": every table of the redeal is winnable");
            Evidence early = ShanghaiLabels.evidence(deal, seed, ShanghaiLabels.DEAR_WEAK_WALK, generated);
            assertEquals(full.label(), early.label(), deal + ": " + early);
            seen.merge(full.label().map(Category::id).orElse("none"), 1, Integer::sum);
        });
        assertEquals(Map.of("too-easy", 1, "none", 1), seen);
    }

    /** One deal's label by the full reading, and the early readings in the usual order and with the strong chooser first. */
    private record Readings(Position deal, Optional<Category> full, Evidence early, Evidence strongFirst) {
    }
}
