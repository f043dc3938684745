package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sampler draws uniformly: on a 4×3 board (4×4 for B) with 4 mines, for each global rule, the layouts
 * the rule allows are listed by brute force; 300 draws per layout must hit only those, every one
 * of them, with a chi-square statistic below df + 6·sqrt(2·df) (about 6 standard deviations; the
 * seed is fixed, so the test cannot flicker). With a clue shown, every draw must fit the clue.
 */
class VariantSamplerTest {
    @ParameterizedTest
    @ValueSource(strings = {"V", "Q", "C", "T", "O", "D", "S", "B", "A", "T,X", "C,E"})
    void drawsUniformlyAmongAllowedLayouts(String text) {
        RuleSet rules = RuleSet.parse(text);
        Geometry g = text.startsWith("B") ? Geometry.of(4, 4) : Geometry.of(4, 3);
        int mines = 4;
        long revealed = text.contains(",") ? 1L : 0L;
        long truth = VariantBoards.layout(g, RuleSet.parse(text.substring(0, 1)), new SplittableRandom(5));
        VariantPosition p = revealed == 0
                ? VariantPosition.of(g, rules, mines, 0L, 0L, new ClueValue[g.size()])
                : VariantPosition.reveal(g, rules, truth & ~1L, 1L, 0L, 3);
        VariantProbabilities all = VariantBruteForce.of(p);
        VariantSampler sampler = new VariantSampler(p, 1_000_000);
        assertEquals(all.layouts(), sampler.layouts());
        int draws = (int) (300 * all.layouts());
        Map<Long, Integer> seen = new HashMap<>();
        SplittableRandom random = new SplittableRandom(11);
        for (int k = 0; k < draws; k++) {
            long layout = sampler.sample(random);
            assertTrue(VariantBruteForce.fits(p, layout), "drew a layout that does not fit: " + layout);
            assertEquals(p.totalMines(), Long.bitCount(layout));
            seen.merge(layout, 1, Integer::sum);
        }
        assertEquals(all.layouts(), seen.size(), "every allowed layout is drawn");
        double expected = 300;
        double chi = seen.values().stream().mapToDouble(o -> (o - expected) * (o - expected) / expected).sum();
        double df = all.layouts() - 1;
        assertTrue(chi < df + 6 * Math.sqrt(2 * Math.max(df, 1)), "chi-square " + chi + " with " + df + " degrees of freedom");
    }
}
