package io.minesift.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.Prediction;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Luck;
import io.minesift.core.experiment.Rate;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every report of a game that measures luck says of each board whether it needs a guess and its
 * chance of losing to forced guesses: {@code boards.csv}, {@code summary.json} (read back for
 * {@code pack}), and the page's legend, luck column, filters and row attributes. The figures are
 * set by hand in the strong player's rates below: a loss is 1 − its mean chance.
 */
class LuckReportTest {
    private static final Rate WEAK = new Rate(60, 30, 0.5, 0.4, 30, 2, 0.6, 0);
    /** No guess in any play: chance 1 each. */
    private static final Rate CLEAN = new Rate(60, 60, 1, 0, 60, 0, 1, 0);
    /** 1.2 guesses a play, mean chance 0.896: loses 0.104. */
    private static final Rate SOME = new Rate(60, 54, 0.896, 0.1, 60, 1.2, 0.9, 0);
    /** Mean chance 0.4: loses 0.6. */
    private static final Rate MUCH = new Rate(60, 24, 0.4, 0.3, 20, 3, 0.5, 0);

    private static SiftReport.Row row(String id, Category category, Rate strong) {
        return SiftReport.Row.classified(new BoardResult(id, WEAK, strong, Map.of("3bv", 10.0)), new Prediction(category, 1));
    }

    private static final SiftReport PLAIN = ReportFixtures.report(List.of(
            row("aaaaaaaaaaaa", Category.TOO_EASY, CLEAN),
            row("bbbbbbbbbbbb", Category.SKILL_REWARDING, SOME),
            row("cccccccccccc", Category.LUCK_BOUND, MUCH),
            row("dddddddddddd", Category.SKILL_REWARDING, CLEAN)));
    private static final SiftReport LUCK = PLAIN.withLuck();

    @Test
    void countsPerCategoryTheBoardsThatNeedAGuess() {
        assertEquals(Map.of(Category.TOO_EASY, 0, Category.SKILL_REWARDING, 1, Category.LUCK_BOUND, 1), LUCK.needGuessCounts());
        assertTrue(PLAIN.needGuessCounts().isEmpty(), "no luck figures, no counts");
        Luck some = LUCK.luck(LUCK.rows().get(1)).orElseThrow();
        assertTrue(some.needsGuess());
        assertEquals(0.104, some.guessLoss(), 1e-12);
        assertTrue(PLAIN.luck(PLAIN.rows().get(1)).isEmpty());
    }

    @Test
    void theCsvHasNeedsGuessAndGuessLossAfterTheStrongPlayersRates() {
        List<String> lines = new String(CsvReport.write(LUCK), StandardCharsets.UTF_8).lines().toList();
        List<String> header = List.of(lines.get(0).split(","));
        int at = header.indexOf("needs_guess");
        assertEquals("strong_layout_rate", header.get(at - 1));
        assertEquals("guess_loss", header.get(at + 1));
        String[] expected = {"no,0", "yes,0.104", "yes,0.6", "no,0"};
        for (int i = 0; i < expected.length; i++) {
            String[] f = lines.get(i + 1).split(",");
            assertEquals(expected[i], f[at] + "," + f[at + 1], lines.get(i + 1));
        }
        assertFalse(new String(CsvReport.write(PLAIN), StandardCharsets.UTF_8).contains("needs_guess"),
                "a game that does not measure luck keeps its columns");
    }

    @Test
    void theSummaryHoldsTheRuleTheCountsAndEachBoardsFiguresAndReadsThemBack() throws Exception {
        byte[] bytes = SummaryJson.write(LUCK);
        JsonNode root = new ObjectMapper().readTree(bytes);
        assertEquals(Luck.RULE, root.path("luckRule").asText());
        assertEquals(1, root.path("needGuessCounts").path("skill-rewarding").asInt());
        assertEquals(0, root.path("needGuessCounts").path("too-easy").asInt());
        JsonNode b = root.path("boards").get(1);
        assertTrue(b.path("needsGuess").asBoolean());
        assertEquals(0.104, b.path("guessLoss").asDouble(), 1e-12);
        List<SummaryJson.Entry> read = SummaryJson.read(bytes, "summary.json");
        assertEquals(List.of(false, true, true, false), read.stream().map(e -> e.luck().needsGuess()).toList());
        assertEquals(0.6, read.get(2).luck().guessLoss(), 1e-12);

        byte[] plain = SummaryJson.write(PLAIN);
        assertFalse(new String(plain, StandardCharsets.UTF_8).contains("needsGuess"));
        assertNull(SummaryJson.read(plain, "summary.json").get(0).luck(), "no figures: none read");
    }

    @Test
    void aSummaryWithBadLuckFiguresIsRefusedNamingTheBoard() {
        String bad = new String(SummaryJson.write(LUCK), StandardCharsets.UTF_8)
                .replaceFirst("\"needsGuess\" : false", "\"needsGuess\" : \"maybe\"");
        InputException e = assertThrows(InputException.class,
                () -> SummaryJson.read(bad.getBytes(StandardCharsets.UTF_8), "s/summary.json"));
        assertEquals("s/summary.json: board 1: needsGuess must be true or false and guessLoss a number", e.getMessage());
        String beyond = new String(SummaryJson.write(LUCK), StandardCharsets.UTF_8).replaceFirst("\"guessLoss\" : 0.6", "\"guessLoss\" : 1.6");
        assertTrue(assertThrows(InputException.class, () -> SummaryJson.read(beyond.getBytes(StandardCharsets.UTF_8), "s"))
                .getMessage().startsWith("s: board 3: a chance of losing to guesses must be in [0, 1]"));
    }

    @Test
    void thePageShowsTheLuckColumnTheLegendsCountsAndTheFilters() {
        String html = new String(HtmlReport.write(LUCK, MapChart.png(LUCK), ReportFixtures.ART), StandardCharsets.UTF_8);
        assertTrue(html.contains("<th scope=\"col\">of them need a guess</th>"));
        assertTrue(html.contains("<td class=\"count\">2</td><td class=\"count\">1</td></tr>"), "skill-rewarding: 2, 1 of them");
        assertTrue(html.contains("Here 1 of the 2 skill-rewarding boards need a guess."));
        assertTrue(html.contains("<tr class=\"board\" data-category=\"too-easy\" data-guess=\"no\" data-loss=\"0.0\">"));
        assertTrue(html.contains("data-category=\"luck-bound\" data-guess=\"yes\" data-loss=\"0.6\">"));
        assertTrue(html.contains("<td data-v=\"0.0\"><span class=\"no-guess\">no guess</span></td>"));
        assertTrue(html.contains("<td data-v=\"0.10399999999999998\">10.4 %</td>"));
        assertTrue(html.contains("<option value=\"no\">needs no guess (2)</option><option value=\"yes\">needs a guess (2)</option>"));
        assertTrue(html.contains("<option value=\"skill-rewarding\">skill-rewarding (2)</option>"));
        assertTrue(html.contains("<output id=\"shown\" aria-live=\"polite\">4 of 4 boards shown</output>"));
        assertTrue(html.contains("those that need no guess first"), "the pack command says what it takes first");

        String plain = new String(HtmlReport.write(PLAIN, MapChart.png(PLAIN), ReportFixtures.ART), StandardCharsets.UTF_8);
        // (page.js, inline, names the luck filter's control and attributes: only the markup must lack them)
        assertFalse(plain.contains("id=\"filter-guess\"") || plain.contains("of them need a guess") || plain.contains("data-guess=\""));
        assertTrue(plain.contains("id=\"filter-category\""), "every page filters by category");
    }
}
