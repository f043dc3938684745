package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.junit.jupiter.api.Test;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The map stays readable: boards on one spot make one large disc, whiskers only when asked. */
class MapChartTest {
    private static SiftReport sameSpot(int boards) {
        List<SiftReport.Row> rows = new ArrayList<>();
        for (int i = 0; i < boards; i++) {
            rows.add(ReportFixtures.row(String.format("%012x", i), Category.TOO_EASY, 1, 1, null));
        }
        return ReportFixtures.report(rows);
    }

    private static List<DiscMarker> discs(XYChart chart) {
        return chart.getSeriesCollection().stream().filter(s -> s.getMarker() instanceof DiscMarker)
                .map(s -> (DiscMarker) s.getMarker()).toList();
    }

    @Test
    void sixHundredBoardsOnOneSpotMakeOneLargeDisc() {
        XYChart chart = MapChart.chart(sameSpot(600), MapChart.Whiskers.NONE);
        List<DiscMarker> discs = discs(chart);
        assertEquals(1, discs.size());
        assertEquals(DiscMarker.LARGEST, discs.get(0).diameter());
        assertTrue(discs.get(0).diameter() >= 5 * DiscMarker.POINT, "a visibly larger marker than a single board's");
        XYSeries disc = chart.getSeriesCollection().stream().filter(s -> s.getMarker() instanceof DiscMarker).findFirst().orElseThrow();
        assertArrayEquals(new double[]{1}, disc.getXData());
        assertTrue(chart.getSeries("too-easy: 600 boards") != null, chart.getSeriesCollection().stream().map(XYSeries::getName).toList().toString());
    }

    @Test
    void discAreaGrowsWithTheBoardsOnTheSpotUpToTheLargest() {
        int point = DiscMarker.POINT;
        assertEquals(point, DiscMarker.diameterFor(1, point));
        assertEquals(2 * point, DiscMarker.diameterFor(4, point), "four times the boards, four times the area");
        assertEquals(DiscMarker.LARGEST, DiscMarker.diameterFor(10_000, point));
        for (int n = 1; n < 200; n++) {
            assertTrue(DiscMarker.diameterFor(n + 1, point) >= DiscMarker.diameterFor(n, point));
        }
    }

    @Test
    void spotsCountTheBoardsOfEachCategoryOnExactlyTheSamePoint() {
        SiftReport report = ReportFixtures.report(List.of(
                ReportFixtures.row("a", Category.LUCK_BOUND, 0.5, 0.5, null),
                ReportFixtures.row("b", Category.LUCK_BOUND, 0.5, 0.6, null),
                ReportFixtures.row("c", Category.LUCK_BOUND, 0.5, 0.5, null),
                ReportFixtures.row("d", Category.TOO_EASY, 0.5, 0.5, null)));
        assertEquals(List.of(new MapSpots.Spot(0.5, 0.5, 2), new MapSpots.Spot(0.5, 0.6, 1)),
                MapSpots.of(report, Category.LUCK_BOUND, 0, 1));
        XYChart chart = MapChart.chart(report, MapChart.Whiskers.NONE);
        assertEquals(List.of(DiscMarker.diameterFor(2, DiscMarker.POINT)), discs(chart).stream().map(DiscMarker::diameter).toList());
        assertTrue((chart.getSeries("luck-bound: 3 boards")) != null);
        assertTrue((chart.getSeries("too-easy: 1 board")) != null);
    }

    @Test
    void crowdedMapsDrawSmallerLighterPoints() {
        assertEquals(DiscMarker.POINT, MapChart.pointSize(600));
        assertEquals(5, MapChart.pointSize(10_000));
        assertTrue(MapChart.pointAlpha(10_000) < MapChart.pointAlpha(600));
        XYChart chart = MapChart.chart(sameSpot(MapChart.CROWD + 1000), MapChart.Whiskers.NONE);
        assertTrue(chart.getStyler().getMarkerSize() < DiscMarker.POINT);
    }

    @Test
    void whiskersOnlyWhenAsked() {
        SiftReport report = sameSpot(3);
        assertTrue(MapChart.chart(report, MapChart.Whiskers.NONE).getSeriesCollection().stream().noneMatch(k -> k.getName().endsWith("intervals")));
        assertTrue(MapChart.chart(report, MapChart.Whiskers.SHOWN).getSeries("too-easy intervals") != null);
    }

    @Test
    void theSameReportDrawsTheSameBytes() {
        SiftReport report = ReportFixtures.report(List.of(
                ReportFixtures.row("a", Category.LUCK_BOUND, 0.3, 0.5, null),
                ReportFixtures.row("b", Category.SKILL_REWARDING, 0.5, 0.95, null),
                ReportFixtures.row("c", Category.TOO_EASY, 1, 1, null),
                ReportFixtures.row("d", Category.TOO_EASY, 1, 1, null)));
        assertArrayEquals(MapChart.png(report), MapChart.png(report));
        assertArrayEquals(MapChart.png(report, MapChart.Whiskers.SHOWN), MapChart.png(report, MapChart.Whiskers.SHOWN));
        assertArrayEquals(MapChart.svg(report), MapChart.svg(report));
    }
}
