package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The page explains itself: legend, reasons, players' settings, next commands, compact table with details. */
class HtmlReportTest {
    private static final byte[] PNG = MapChart.png(ReportFixtures.report(List.of()));
    private static final SiftReport REPORT = ReportFixtures.report(List.of(
            ReportFixtures.row("aaaaaaaaaaaa", Category.TOO_EASY, 1, 1, null),
            ReportFixtures.row("bbbbbbbbbbbb", Category.LUCK_BOUND, 0.3, 0.4, Category.LUCK_BOUND),
            ReportFixtures.row("cccccccccccc", Category.SKILL_REWARDING, 0.5, 0.95, null)));

    private static String page(SiftReport report) {
        return new String(HtmlReport.write(report, PNG, ReportFixtures.ART), StandardCharsets.UTF_8);
    }

    private static int count(String text, String part) {
        return text.split(Pattern.quote(part), -1).length - 1;
    }

    @Test
    void theLegendGivesEachCategoryItsRuleAndCount() {
        String html = page(REPORT);
        int legend = html.indexOf("<section id=\"legend\"");
        assertTrue(legend > 0 && legend < html.indexOf("<img id=\"map\""), "the legend comes before the map");
        for (Category c : Category.values()) {
            assertTrue(html.contains("<tr data-category=\"" + c.id() + "\" data-count=\"1\">"), c.id());
            assertTrue(html.contains(ReportFixtures.ART.rule(c)), c.id());
        }
        assertTrue(html.contains("k-NN (Smile), k = 7") && html.contains("99.0 % of the time"));
    }

    @Test
    void everyRowGivesItsReasonAndCuratorLabelsAreMarked() {
        String html = page(REPORT);
        for (SiftReport.Row r : REPORT.rows()) {
            assertTrue(html.contains("<div class=\"reason\">the reason for " + r.id() + "</div>"), r.id());
        }
        assertEquals(1, count(html, ">labelled by you</span>"), "the one curator-labelled board");
    }

    @Test
    void playersShowTheirSettingsAsNameAndValue() {
        String html = page(REPORT);
        assertFalse(html.contains("Parameters["));
        assertTrue(html.contains("<li><code>useMineCount</code> = <code>false</code></li>"));
        assertTrue(html.contains("<li><code>earlyFiftyFifty</code> = <code>true</code></li>"));
        String json = page(ReportFixtures.report(REPORT.rows(), "{\"kind\":\"weak\",\"guess\":\"uniform\"}", "an opaque player"));
        assertTrue(json.contains("<li><code>guess</code> = <code>uniform</code></li>"));
        assertTrue(json.contains("<dd><code>an opaque player</code></dd>"), "an unreadable description is shown as it is");
    }

    @Test
    void whatNextGivesTheFilterAndPackCommandsOnThisFolder() {
        String html = page(REPORT);
        assertTrue(html.contains("<code class=\"command\">minesift filter . --drop luck-bound --out fair.json</code>"));
        assertTrue(html.contains("<code class=\"command\">minesift pack . --category skill-rewarding --count 20 --out packs/skill</code>"));
        assertTrue(html.contains("(2 here)") && html.contains("(1 here)"), "two boards are not luck-bound, one is skill-rewarding");
    }

    @Test
    void eachBoardHasADetailsRowWithTheColumnsTheCompactViewLeavesOut() {
        String html = page(REPORT);
        int hidden = count(html, "<th scope=\"col\" class=\"num x\">");
        assertTrue(hidden >= 6, "guesses, survival, intervals, gap and the other measures: " + hidden);
        Matcher more = Pattern.compile("<tr class=\"more\" id=\"more-(\\d+)\" hidden><td colspan=\"\\d+\"><dl>(.*?)</dl>").matcher(html);
        int rows = 0;
        while (more.find()) {
            rows++;
            assertTrue(html.contains("aria-controls=\"more-" + more.group(1) + "\""), "a toggle opens details row " + more.group(1));
            assertEquals(hidden, count(more.group(2), "<dt>"));
        }
        assertEquals(REPORT.rows().size(), rows);
        assertEquals(REPORT.rows().size(), count(html, "<tr class=\"board"));
    }

    @Test
    void notesTheBoardsCarryAreSaidOnceEachWithHowManyCarryThem() {
        assertFalse(page(REPORT).contains("Notes on these boards"), "no notes, no paragraph");
        java.util.Map<String, java.util.Map<String, String>> notes = java.util.Map.of(
                "aaaaaaaaaaaa", java.util.Map.of("reference", "mini <deals> (none of turtle)"),
                "bbbbbbbbbbbb", java.util.Map.of("reference", "mini <deals> (none of turtle)"),
                "cccccccccccc", java.util.Map.of("reference", "other deals"));
        SiftReport noted = new SiftReport(REPORT.boardSet(), REPORT.key(), REPORT.estimate(), REPORT.playerNames(),
                REPORT.classifier(), REPORT.reference(), REPORT.curated(), REPORT.looAccuracy(), REPORT.rows(), notes, false);
        String html = page(noted);
        assertTrue(html.contains("<p class=\"notes\"><b>Notes on these boards.</b> <i>reference</i>: mini &lt;deals&gt; "
                + "(none of turtle) (2 boards). <i>reference</i>: other deals (1 board).</p>"), html);
        SiftReport everyBoard = new SiftReport(REPORT.boardSet(), REPORT.key(), REPORT.estimate(), REPORT.playerNames(),
                REPORT.classifier(), REPORT.reference(), REPORT.curated(), REPORT.looAccuracy(), REPORT.rows(),
                java.util.Map.of("aaaaaaaaaaaa", java.util.Map.of("rules", "T,X"), "bbbbbbbbbbbb", java.util.Map.of("rules", "T,X"),
                        "cccccccccccc", java.util.Map.of("rules", "T,X")), false);
        assertTrue(page(everyBoard).contains("<i>rules</i>: T,X (every board).</p>"));
    }

    @Test
    void thePageIsSelfContainedAndTheSameEveryTime() {
        byte[] once = HtmlReport.write(REPORT, PNG, ReportFixtures.ART);
        assertArrayEquals(once, HtmlReport.write(REPORT, PNG, ReportFixtures.ART));
        String html = new String(once, StandardCharsets.UTF_8);
        assertFalse(Pattern.compile("(src|href)=\"(https?:)?//").matcher(html).find(), "no request leaves the page's folder");
        assertEquals(2, count(html, "src=\"data:image/png;base64,"), "the map, and the map with intervals");
    }
}
