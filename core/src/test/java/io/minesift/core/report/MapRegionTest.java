package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The map's light boxes: which points they hold, their example boards, and that a map without them is unchanged. */
class MapRegionTest {
    private static final MapRegion LOW_HIGH = new MapRegion("low-high", 0, 1 / 3.0, 2 / 3.0, 1);

    private static SiftReport report() {
        return ReportFixtures.report(List.of(
                ReportFixtures.row("aaaaaaaaaaaa", Category.TOO_EASY, 0.9, 0.95, null),
                ReportFixtures.row("bbbbbbbbbbbb", Category.SKILL_REWARDING, 0.2, 0.9, null),
                ReportFixtures.row("cccccccccccc", Category.SKILL_REWARDING, 0.1, 1.0, null)));
    }

    @Test
    void aBoxHoldsItsLowerEdgesAndItsUpperOnesOnlyAtOne() {
        assertTrue(LOW_HIGH.contains(0, 2 / 3.0));
        assertTrue(LOW_HIGH.contains(0.2, 1), "the top edge of the map is in");
        assertFalse(LOW_HIGH.contains(1 / 3.0, 0.9), "the right edge belongs to the middle box");
        assertFalse(LOW_HIGH.contains(0.2, 0.5));
        assertThrows(IllegalArgumentException.class, () -> new MapRegion("upside down", 0.5, 0.2, 0, 1));
    }

    @Test
    void theExampleIsTheFirstBoardInTheBox() {
        // Rows in order: aaaa… sits at (0.9, 0.95), bbbb… at (0.2, 0.9) and cccc… at (0.1, 1).
        assertEquals(Optional.of("bbbbbbbbbbbb"), LOW_HIGH.example(report()));
        assertEquals("low-high: e.g. bbbbbbbbbbbb", LOW_HIGH.caption(report()));
        assertEquals("low-low: no board", new MapRegion("low-low", 0, 1 / 3.0, 0, 1 / 3.0).caption(report()));
    }

    @Test
    void theMapDrawsEachBoxAndOtherwiseStaysAsItWas() {
        XYChart plain = MapChart.chart(report(), MapChart.Whiskers.NONE);
        XYChart boxed = MapChart.chart(report(), MapChart.Whiskers.NONE, List.of(LOW_HIGH));
        assertEquals(names(plain), names(boxed), "the same series: the boxes are annotations");
        assertArrayEquals(MapChart.png(report()), MapChart.png(report(), MapChart.Whiskers.NONE, List.of()));
        assertFalse(java.util.Arrays.equals(MapChart.png(report()), MapChart.png(report(), MapChart.Whiskers.NONE,
                List.of(LOW_HIGH))), "the box is drawn");
    }

    private static List<String> names(XYChart chart) {
        return chart.getSeriesCollection().stream().map(org.knowm.xchart.XYSeries::getName).toList();
    }

    @Test
    void thePageNamesEachBoxWithItsExample() {
        BoardArt art = new BoardArt() {
            @Override
            public String svg(String id) {
                return "";
            }

            @Override
            public List<Link> links(String id) {
                return List.of();
            }

            @Override
            public List<MapRegion> regions() {
                return List.of(LOW_HIGH);
            }
        };
        String page = new String(HtmlReport.write(report(), MapChart.png(report()), art), StandardCharsets.UTF_8);
        assertTrue(page.contains("<b>low-high</b> (weak 0.00 to 0.33, strong 0.67 to 1.00), e.g. <code>bbbbbbbbbbbb</code>"), page);
    }
}
