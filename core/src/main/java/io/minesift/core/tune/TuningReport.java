package io.minesift.core.tune;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;

import java.awt.Color;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** A tuning run's trace as {@code tuning.csv} and a chart of the goal over the evaluations. */
public final class TuningReport {
    private TuningReport() {
    }

    /** One row per evaluation: index, each parameter, score, win rate. */
    public static byte[] csv(List<Tuner.Step> trace) {
        List<String> names = new ArrayList<>(trace.get(0).values().keySet());
        StringBuilder out = new StringBuilder("evaluation");
        names.forEach(n -> out.append(',').append(n));
        out.append(",score,win_rate\n");
        for (Tuner.Step s : trace) {
            out.append(s.index());
            names.forEach(n -> out.append(',').append(s.values().get(n)));
            out.append(',').append(s.score()).append(',').append(s.rate()).append('\n');
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The score of each evaluation and the best so far. */
    public static byte[] png(List<Tuner.Step> trace, String title, String goal) {
        XYChart chart = new XYChartBuilder().width(800).height(500).title(title).xAxisTitle("evaluation")
                .yAxisTitle(goal).build();
        chart.getStyler().setChartBackgroundColor(Color.WHITE);
        double[] x = new double[trace.size()];
        double[] y = new double[trace.size()];
        double[] best = new double[trace.size()];
        for (int i = 0; i < trace.size(); i++) {
            x[i] = trace.get(i).index();
            y[i] = trace.get(i).score();
            best[i] = i == 0 ? y[i] : Math.max(best[i - 1], y[i]);
        }
        XYSeries each = chart.addSeries("candidate", x, y);
        each.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
        each.setMarker(SeriesMarkers.CIRCLE);
        XYSeries line = chart.addSeries("best so far", x, best);
        line.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
        line.setMarker(SeriesMarkers.NONE);
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
