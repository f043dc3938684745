package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.knowm.xchart.AnnotationText;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * The map as an XChart scatter: x = weak solve rate, y = strong solve rate, both from 0 to 1
 * (with more players, {@link #pairPng} draws the same kind of map, smaller, for any other pair),
 * one colour per category, the legend with each category's count. Boards on exactly the same
 * spot are drawn once, as a translucent disc whose area grows with their number (labelled with
 * it from {@link #LABEL_FROM} boards on), never jittered: a point is where its rates are. Whiskers
 * for the two 95 % intervals are an option ({@link Whiskers#SHOWN}): on hundreds of boards they
 * drown the points, so the page shows them on a second image and {@code map.svg} carries them
 * for zooming in.
 */
public final class MapChart {
    /** Whether each board's two 95 % intervals are drawn. */
    public enum Whiskers { NONE, SHOWN }

    /** Spots of this many boards or more carry their number. */
    static final int LABEL_FROM = 10;
    /** From this many boards on, points are drawn smaller and lighter. */
    static final int CROWD = 1000;
    private static final int WIDTH = 900;
    private static final int HEIGHT = 720;
    /** The maps of the other pairs of players are smaller: the page shows several side by side. */
    private static final int PAIR_WIDTH = 450;
    private static final int PAIR_HEIGHT = 360;

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

    /** The map without whiskers. */
    public static byte[] png(SiftReport report) {
        return png(report, Whiskers.NONE);
    }

    public static byte[] png(SiftReport report, Whiskers whiskers) {
        return png(report, whiskers, List.of());
    }

    /** The map with {@code regions} drawn as light boxes under their captions. */
    public static byte[] png(SiftReport report, Whiskers whiskers, List<MapRegion> regions) {
        try {
            return BitmapEncoder.getBitmapBytes(chart(report, whiskers, regions), BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The map with whiskers: a vector image is zoomed into, where the intervals can be told apart. */
    public static byte[] svg(SiftReport report) {
        return svg(report, List.of());
    }

    /** The map with whiskers and {@code regions}. */
    public static byte[] svg(SiftReport report, List<MapRegion> regions) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            VectorGraphicsEncoder.saveVectorGraphic(chart(report, Whiskers.SHOWN, regions), out,
                    VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The small map of players {@code x} (across) and {@code y} (up), without whiskers, for the
     * pairs other than the weak and the strong player.
     */
    public static byte[] pairPng(SiftReport report, int x, int y) {
        XYChart chart = chart(report, Whiskers.NONE, x, y, new XYChartBuilder().width(PAIR_WIDTH).height(PAIR_HEIGHT)
                .title(report.role(x) + " vs " + report.role(y)));
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static XYChart chart(SiftReport report, Whiskers whiskers) {
        return chart(report, whiskers, List.of());
    }

    static XYChart chart(SiftReport report, Whiskers whiskers, List<MapRegion> regions) {
        XYChart chart = chart(report, whiskers, 0, report.strongIndex(),
                new XYChartBuilder().width(WIDTH).height(HEIGHT).title(report.title()));
        regions.forEach(r -> chart.addAnnotation(new MapOverlay(r, r.caption(report))));
        return chart;
    }

    /** The axis title of the player at {@code index}. */
    private static String axisTitle(SiftReport report, int index) {
        String role = report.role(index);
        return (index == 0 || index == report.strongIndex() ? role + " player's" : role + "'s")
                + " luck-fair solve rate (" + report.playerNames().get(index) + ")";
    }

    private static XYChart chart(SiftReport report, Whiskers whiskers, int x, int y, XYChartBuilder builder) {
        XYChart chart = builder.xAxisTitle(axisTitle(report, x)).yAxisTitle(axisTitle(report, y)).build();
        Styler s = chart.getStyler();
        chart.getStyler().setXAxisMin(0.0).setXAxisMax(1.0).setYAxisMin(0.0).setYAxisMax(1.0);
        s.setLegendPosition(Styler.LegendPosition.InsideSE);
        s.setChartBackgroundColor(Color.WHITE);
        s.setAntiAlias(true);
        int point = pointSize(report.rows().size());
        s.setMarkerSize(point);
        s.setAnnotationTextFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        s.setAnnotationTextFontColor(new Color(0x22, 0x22, 0x22));
        if (whiskers == Whiskers.SHOWN) {
            for (Category c : Category.values()) {
                MapWhiskers.add(chart, report, c, x, y);
            }
        }
        List<List<MapSpots.Spot>> spots = new ArrayList<>();
        for (Category c : Category.values()) {
            spots.add(MapSpots.of(report, c, x, y));
            addDiscs(chart, c, spots.get(c.ordinal()), point);
        }
        for (Category c : Category.values()) {
            addPoints(chart, c, spots.get(c.ordinal()), pointAlpha(report.rows().size()));
        }
        return chart;
    }

    /**
     * The category's spots as small points, in the legend with the category's count of boards;
     * spots of many boards get their number instead of a point.
     */
    private static void addPoints(XYChart chart, Category c, List<MapSpots.Spot> spots, int alpha) {
        if (spots.isEmpty()) {
            return; // XChart refuses empty series; the page's legend still lists the category
        }
        int boards = spots.stream().mapToInt(MapSpots.Spot::boards).sum();
        // A labelled disc needs no dot: the dot would sit under its number.
        List<MapSpots.Spot> dots = spots.stream().filter(p -> p.boards() < LABEL_FROM).toList();
        List<MapSpots.Spot> shown = dots.isEmpty() ? spots : dots; // a legend entry needs a point
        XYSeries series = chart.addSeries(c.id() + ": " + boards + (boards == 1 ? " board" : " boards"),
                shown.stream().mapToDouble(MapSpots.Spot::x).toArray(), shown.stream().mapToDouble(MapSpots.Spot::y).toArray());
        series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        series.setMarker(SeriesMarkers.CIRCLE);
        series.setMarkerColor(translucent(colour(c), alpha));
        spots.stream().filter(p -> p.boards() >= LABEL_FROM)
                .forEach(p -> chart.addAnnotation(new AnnotationText(Integer.toString(p.boards()), p.x(), p.y(), false)));
    }

    /**
     * The spots that several boards share, one series per disc size (XChart sizes markers per
     * series), the largest first so that smaller discs lie on top.
     */
    private static void addDiscs(XYChart chart, Category c, List<MapSpots.Spot> spots, int point) {
        TreeMap<Integer, List<MapSpots.Spot>> bySize = new TreeMap<>();
        spots.stream().filter(p -> p.boards() > 1)
                .forEach(p -> bySize.computeIfAbsent(DiscMarker.diameterFor(p.boards(), point), d -> new ArrayList<>()).add(p));
        bySize.descendingMap().forEach((diameter, group) -> {
            XYSeries series = chart.addSeries(c.id() + " spots of " + diameter + " px",
                    group.stream().mapToDouble(MapSpots.Spot::x).toArray(), group.stream().mapToDouble(MapSpots.Spot::y).toArray());
            series.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
            series.setMarker(new DiscMarker(diameter));
            series.setMarkerColor(translucent(colour(c), 70));
            series.setShowInLegend(false);
        });
    }

    /**
     * The diameter of a one-board point: the full size up to {@link #CROWD} boards, smaller
     * beyond (to 5 px at 10,000), so that a crowded map keeps some white between its points.
     */
    static int pointSize(int boards) {
        return boards <= CROWD ? DiscMarker.POINT
                : (int) Math.max(5, Math.round(DiscMarker.POINT * Math.pow((double) CROWD / boards, 0.2)));
    }

    /** How opaque points are: more see-through on a crowded map, so that the dense parts show darker. */
    static int pointAlpha(int boards) {
        return boards <= CROWD ? 200 : (int) Math.max(80, Math.round(200 * Math.sqrt((double) CROWD / boards)));
    }

    static Color translucent(Color c, int alpha) {
        return new Color(c.getRed(), c.getGreen(), c.getBlue(), alpha);
    }
}
