package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.util.ArrayList;
import java.util.List;

/**
 * The map's optional whiskers: both 95 % intervals of every board of a category, as one line
 * series broken by NaN gaps (one series per category keeps the chart small at 10,000 boards).
 */
final class MapWhiskers {
    private MapWhiskers() {
    }

    /** The whiskers on the map of players {@code x} (across) and {@code y} (up). */
    static void add(XYChart chart, SiftReport report, Category c, int x, int y) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (SiftReport.Row r : report.rows()) {
            if (r.category() != c) {
                continue;
            }
            double[] p = report.point(r, x, y);
            double[] wx = report.interval95(r.result().rates().get(x));
            double[] wy = report.interval95(r.result().rates().get(y));
            segment(xs, ys, wx[0], p[1], wx[1], p[1]);
            segment(xs, ys, p[0], wy[0], p[0], wy[1]);
        }
        if (xs.isEmpty()) {
            return;
        }
        XYSeries series = chart.addSeries(c.id() + " intervals", xs.stream().mapToDouble(Double::doubleValue).toArray(),
                ys.stream().mapToDouble(Double::doubleValue).toArray());
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        series.setMarker(SeriesMarkers.NONE);
        series.setShowInLegend(false);
        series.setLineColor(MapChart.translucent(MapChart.colour(c), 90));
        series.setLineWidth(1f);
    }

    private static void segment(List<Double> xs, List<Double> ys, double x0, double y0, double x1, double y1) {
        xs.add(x0);
        ys.add(y0);
        xs.add(x1);
        ys.add(y1);
        xs.add(Double.NaN);
        ys.add(Double.NaN);
    }
}
