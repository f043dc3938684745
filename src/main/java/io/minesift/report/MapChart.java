package io.minesift.report;

import io.minesift.classify.Category;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The map as an XChart scatter: x = weak solve rate, y = strong solve rate, both from 0 to 1,
 * one colour per category, each board with whiskers for its two 95 % intervals.
 */
public final class MapChart {
    private static final int WIDTH = 900;
    private static final int HEIGHT = 720;

    private MapChart() {
    }

    /** The colour of a category on the map and on the page. */
    public static Color colour(Category c) {
        return switch (c) {
            case TOO_EASY -> new Color(0x2c, 0xa0, 0x2c);
            case LUCK_BOUND -> new Color(0xd6, 0x27, 0x28);
            case SKILL_REWARDING -> new Color(0x1f, 0x77, 0xb4);
        };
    }

    public static byte[] png(SiftReport report) {
        try {
            return BitmapEncoder.getBitmapBytes(chart(report), BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static byte[] svg(SiftReport report) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            VectorGraphicsEncoder.saveVectorGraphic(chart(report), out, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static XYChart chart(SiftReport report) {
        XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(report.title())
                .xAxisTitle("weak player's luck-fair solve rate (" + report.weakName() + ")")
                .yAxisTitle("strong player's luck-fair solve rate (" + report.strongName() + ")").build();
        Styler s = chart.getStyler();
        chart.getStyler().setXAxisMin(0.0).setXAxisMax(1.0).setYAxisMin(0.0).setYAxisMax(1.0);
        s.setLegendPosition(Styler.LegendPosition.InsideSE);
        s.setChartBackgroundColor(Color.WHITE);
        s.setAntiAlias(true);
        for (Category c : Category.values()) {
            addWhiskers(chart, report, c);
        }
        for (Category c : Category.values()) {
            addPoints(chart, report, c);
        }
        return chart;
    }

    private static void addPoints(XYChart chart, SiftReport report, Category c) {
        List<double[]> points = new ArrayList<>();
        report.rows().stream().filter(r -> r.category() == c).forEach(r -> points.add(report.point(r)));
        if (points.isEmpty()) {
            return; // XChart refuses empty series; the page's counts still list the category
        }
        double[] x = points.stream().mapToDouble(p -> p[0]).toArray();
        double[] y = points.stream().mapToDouble(p -> p[1]).toArray();
        XYSeries series = chart.addSeries(c.id() + " (" + points.size() + ")", x, y);
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        series.setMarker(SeriesMarkers.CIRCLE);
        series.setMarkerColor(colour(c));
    }

    /** Both intervals of every board of the category as one line series broken by NaN gaps. */
    private static void addWhiskers(XYChart chart, SiftReport report, Category c) {
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (SiftReport.Row r : report.rows()) {
            if (r.category() != c) {
                continue;
            }
            double[] p = report.point(r);
            double[] wx = report.interval95(r.result().weak());
            double[] wy = report.interval95(r.result().strong());
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
        Color base = colour(c);
        series.setLineColor(new Color(base.getRed(), base.getGreen(), base.getBlue(), 90));
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
