package io.minesift.report;

import io.minesift.experiment.Rate;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code boards.csv}: one row per board for spreadsheets, measures last in the puzzle's order. Each
 * player's rate is the luck-fair estimate the map uses, with its 95 % interval, then the share of
 * plays that won their draws and the share that won on the fixed board itself.
 */
public final class CsvReport {
    private CsvReport() {
    }

    public static byte[] write(SiftReport report) {
        List<String> measures = report.rows().isEmpty() ? List.of()
                : new ArrayList<>(report.rows().get(0).result().measures().keySet());
        StringBuilder out = new StringBuilder("id,category,confidence,label,"
                + "weak_rate,weak_low95,weak_high95,weak_drawn,weak_layout_rate,"
                + "strong_rate,strong_low95,strong_high95,strong_drawn,strong_layout_rate,layout_disagrees,"
                + "gap,weak_guesses,strong_guesses,strong_survival,strong_substitutions");
        measures.forEach(m -> out.append(',').append(m));
        out.append('\n');
        for (SiftReport.Row r : report.rows()) {
            out.append(r.id()).append(',').append(r.category().id()).append(',').append(number(r.prediction().confidence()))
                    .append(',').append(r.label() == null ? "" : r.label().id());
            rate(out, r.result().weak(), report);
            rate(out, r.result().strong(), report);
            out.append(',').append(report.layoutDisagrees(r) ? "yes" : "no");
            out.append(',').append(number(report.gap(r)))
                    .append(',').append(number(r.result().weak().meanGuesses()))
                    .append(',').append(number(r.result().strong().meanGuesses()))
                    .append(',').append(number(r.result().strong().meanSurvival()))
                    .append(',').append(number(r.result().strong().meanSubstitutions()));
            for (String m : measures) {
                Double v = r.result().measures().get(m);
                out.append(',').append(v == null ? "" : number(v));
            }
            out.append('\n');
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** The rate by the report's estimate with its interval, the drawn share and the layout rate. */
    private static void rate(StringBuilder out, Rate rate, SiftReport report) {
        double[] ci = report.interval95(rate);
        out.append(',').append(number(report.value(rate))).append(',').append(number(ci[0])).append(',').append(number(ci[1]))
                .append(',').append(number(rate.drawn())).append(',').append(number(rate.layoutRate()));
    }

    /** Up to 6 decimals without trailing zeros; whole numbers without a point. */
    static String number(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        String s = String.format(Locale.ROOT, "%.6f", v);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
