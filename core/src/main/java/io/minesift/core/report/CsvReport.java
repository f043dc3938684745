package io.minesift.core.report;

import io.minesift.core.experiment.Rate;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code boards.csv}: one row per board for spreadsheets, measures last in the puzzle's order. Each
 * player's rate is the luck-fair estimate the map uses, with its 95 % interval, then the share of
 * plays that won their draws and the share that won on the fixed board itself. Players between the
 * weak and the strong one (a sift of three or more) get the same columns, named by their place in
 * the order ({@code player2_rate}, ...), between the weak and the strong player's, and their mean
 * guesses ({@code player2_guesses}) between {@code weak_guesses} and {@code strong_guesses}. A game
 * that measures luck gets, after the strong player's rates, {@code needs_guess} ({@code yes} or
 * {@code no}) and {@code guess_loss}, the strong player's chance of losing to forced guesses
 * ({@link io.minesift.core.experiment.Luck}).
 *
 * <p>Board ids are hex digits, and a spreadsheet that opens the file reads some of them as numbers
 * ({@code 5084434401e7} becomes 5.08E+16, {@code 012345678901} loses its zero), quoted or not. So
 * {@code id} is the plain id, for programs, and {@code id_text} the same id as the formula
 * {@code ="5084434401e7"}, which spreadsheets evaluate to the text itself (Excel's usual
 * workaround; LibreOffice Calc does the same); a leading apostrophe, the other common trick,
 * would show up in the cell.
 */
public final class CsvReport {
    private CsvReport() {
    }

    public static byte[] write(SiftReport report) {
        List<String> measures = report.measureNames();
        List<String> notes = report.noteNames();
        List<String> between = new ArrayList<>();
        for (int i = 1; i < report.strongIndex(); i++) {
            between.add("player" + (i + 1));
        }
        StringBuilder out = new StringBuilder("id,id_text,category,confidence,label,");
        notes.forEach(n -> out.append(cell(n)).append(','));
        out.append("weak_rate,weak_low95,weak_high95,weak_drawn,weak_layout_rate,");
        between.forEach(p -> out.append(p).append("_rate,").append(p).append("_low95,").append(p).append("_high95,")
                .append(p).append("_drawn,").append(p).append("_layout_rate,"));
        out.append("strong_rate,strong_low95,strong_high95,strong_drawn,strong_layout_rate,")
                .append(report.luckMeasured() ? "needs_guess,guess_loss," : "").append("layout_disagrees,gap,weak_guesses,");
        between.forEach(p -> out.append(p).append("_guesses,"));
        out.append("strong_guesses,strong_survival,strong_substitutions,weak_plays,");
        between.forEach(p -> out.append(p).append("_plays,"));
        out.append("strong_plays");
        measures.forEach(m -> out.append(',').append(cell(m)));
        out.append('\n');
        for (SiftReport.Row r : report.rows()) {
            out.append(field(r.id())).append(',').append(spreadsheetText(r.id()))
                    .append(',').append(r.category().id()).append(',').append(number(r.prediction().confidence()))
                    .append(',').append(r.label() == null ? "" : r.label().id());
            notes.forEach(n -> out.append(',').append(field(report.note(r.id(), n))));
            List<Rate> rates = r.result().rates();
            for (Rate rate : rates) {
                rate(out, rate, report);
            }
            report.luck(r).ifPresent(luck -> out.append(',').append(luck.needsGuess() ? "yes" : "no")
                    .append(',').append(number(luck.guessLoss())));
            out.append(',').append(report.layoutDisagrees(r) ? "yes" : "no");
            out.append(',').append(number(report.gap(r)))
                    .append(',').append(number(r.result().weak().meanGuesses()));
            for (Rate rate : rates.subList(1, rates.size())) {
                out.append(',').append(number(rate.meanGuesses()));
            }
            out.append(',').append(number(r.result().strong().meanSurvival()))
                    .append(',').append(number(r.result().strong().meanSubstitutions()));
            for (Rate rate : rates) {
                out.append(',').append(rate.repeats());
            }
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

    /** A CSV field (RFC 4180): quoted, with quotes doubled, when it holds a comma, quote or line break. */
    static String field(String text) {
        return text.matches("[^,\"\r\n]*") ? text : '"' + text.replace("\"", "\"\"") + '"';
    }

    /**
     * A text cell that may come from an input file (a measure's or a code's name, an id from an
     * edited summary): a field as above, and, where a spreadsheet would take it for a formula (it
     * starts with =, +, -, @, a tab or a carriage return), led by an apostrophe, which makes it
     * plain text (OWASP's advice on CSV injection).
     */
    static String cell(String text) {
        boolean formula = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0;
        return field(formula ? "'" + text : text);
    }

    /**
     * The text as a spreadsheet formula that gives the text itself, {@code ="text"}, as a CSV field:
     * spreadsheets keep it as text where they would read the bare text as a number.
     */
    static String spreadsheetText(String text) {
        return field("=\"" + text.replace("\"", "\"\"") + '"');
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
