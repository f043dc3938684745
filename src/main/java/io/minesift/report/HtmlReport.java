package io.minesift.report;

import io.minesift.classify.Category;
import io.minesift.experiment.Rate;

import java.awt.Color;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Locale;
import java.util.List;
import java.util.Map;

/**
 * {@code index.html}: one self-contained page that opens offline: the map (embedded PNG), the
 * counts per category, how the classifier was trained, and a table of the boards that sorts by
 * any column when its header is clicked, each row with the board drawn and links to its files.
 */
public final class HtmlReport {
    private HtmlReport() {
    }

    public static byte[] write(SiftReport report, byte[] mapPng, BoardArt art) {
        StringBuilder h = new StringBuilder(64 * 1024);
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(report.title())).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        h.append("<h1>").append(escape(report.title())).append("</h1>\n");
        run(h, report);
        rates(h, report);
        counts(h, report);
        h.append("<img id=\"map\" alt=\"map of the boards: weak solve rate across, strong solve rate up\" src=\"data:image/png;base64,")
                .append(Base64.getEncoder().encodeToString(mapPng)).append("\">\n");
        table(h, report, art);
        h.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return h.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static void run(StringBuilder h, SiftReport report) {
        h.append("<p class=\"run\">Board set <b>").append(escape(report.boardSet())).append("</b>, seed ")
                .append(report.key().seed()).append(", ").append(report.key().repeats())
                .append(" plays per board and player.<br>Weak player: <code>").append(escape(report.key().weak()))
                .append("</code><br>Strong player: <code>").append(escape(report.key().strong())).append("</code><br>")
                .append("Categories by ").append(escape(report.classifier())).append(", trained on ")
                .append(report.reference()).append(" labelled reference boards");
        if (report.curated() > 0) {
            h.append(" and ").append(report.curated()).append(" curator-labelled boards");
        }
        h.append("; leave-one-out accuracy ").append(Double.isNaN(report.looAccuracy()) ? "n/a"
                : String.format(Locale.ROOT, "%.1f %%", 100 * report.looAccuracy())).append(".</p>\n");
    }

    /** One paragraph on what a rate means: a person cannot see the hidden truth. */
    private static void rates(StringBuilder h, SiftReport report) {
        h.append("<p class=\"rates\"><b>What a rate means.</b> A person cannot see the mines, so a board's rate is its chance ")
                .append("for a player who cannot see them, not the accident of one fixed layout. Whenever a player guesses, ")
                .append("the play survives with the guessed cell's exact chance of being safe given everything revealed and ")
                .append("the mine total (a draw per play); the game then goes on on the same board, through a really safe ")
                .append("cell of the same chance when the guessed cell holds a mine there. ");
        if (report.estimate() == io.minesift.experiment.Estimate.CHANCE) {
            h.append("Rates here are the mean over the plays of each play's chance of winning given its choices (the ")
                    .append("product of its guesses' chances), with a 95 % interval; ");
        } else {
            h.append("Rates here are the share of plays that won all their draws, with a 95 % Wilson interval; ");
        }
        h.append("<i>on this layout</i> is the share of the strong player's plays that won on the fixed board itself, ")
                .append("which hides luck where it differs (rows marked <span class=\"flag\">luck hidden</span>).</p>\n");
    }

    private static void counts(StringBuilder h, SiftReport report) {
        h.append("<ul class=\"counts\">\n");
        for (Map.Entry<Category, Integer> e : report.counts().entrySet()) {
            h.append("<li><span class=\"chip\" style=\"background:").append(css(MapChart.colour(e.getKey())))
                    .append("\"></span>").append(e.getKey().id()).append(": <b>").append(e.getValue()).append("</b></li>\n");
        }
        h.append("</ul>\n");
    }

    private static void table(StringBuilder h, SiftReport report, BoardArt art) {
        h.append("<table id=\"boards\">\n<caption>Click a column header to sort by it, again to reverse. Rates: luck-fair, over ")
                .append(report.key().repeats()).append(" plays, with 95 % interval; on this layout: the strong player's share of ")
                .append("plays won on the fixed board; gap: strong rate − weak rate; ")
                .append("confidence: the classifier's for the category; guesses: mean per play; strong survival: the strong ")
                .append("player's chance to survive its guesses; then the puzzle's own measures of each board");
        if (!art.legend().isEmpty()) {
            h.append("; board: ").append(escape(art.legend()));
        }
        h.append(".</caption>\n<thead><tr>");
        List<String> luck = art.luckMeasures();
        List<String> columns = new java.util.ArrayList<>(List.of("#", "board", "id", "weak rate", "strong rate",
                "strong on this layout"));
        columns.addAll(luck);
        columns.addAll(List.of("gap", "category", "confidence", "weak guesses", "strong guesses", "strong survival"));
        for (String column : columns) {
            boolean text = column.equals("board") || column.equals("id") || column.equals("category");
            h.append(text ? "<th class=\"text\">" : "<th class=\"num\">").append(escape(column)).append("</th>");
        }
        // The puzzle's other measures, each a sortable column, in the order the puzzle gives them.
        List<String> measures = report.rows().isEmpty() ? List.of()
                : report.rows().get(0).result().measures().keySet().stream().filter(m -> !luck.contains(m)).toList();
        measures.forEach(m -> h.append("<th class=\"num\">").append(escape(m)).append("</th>"));
        h.append("<th>files</th>");
        h.append("</tr></thead>\n<tbody>\n");
        int n = 0;
        for (SiftReport.Row r : report.rows()) {
            boolean disagrees = report.layoutDisagrees(r);
            h.append(disagrees ? "<tr class=\"disagrees\">" : "<tr>").append(cell(++n, Integer.toString(n)))
                    .append("<td>").append(art.svg(r.id())).append("</td>")
                    .append("<td data-v=\"").append(escape(r.id())).append("\"><code>").append(escape(r.id())).append("</code></td>")
                    .append(rate(report, r.result().weak())).append(rate(report, r.result().strong()))
                    .append(layout(r.result().strong(), disagrees));
            for (String m : luck) {
                h.append(measure(r.result().measures().get(m)));
            }
            h.append(cell(report.gap(r), percent(report.gap(r))))
                    .append("<td class=\"text\" data-v=\"").append(r.category().id()).append("\"><span class=\"chip\" style=\"background:")
                    .append(css(MapChart.colour(r.category()))).append("\"></span>").append(r.category().id())
                    .append(r.label() == null ? "" : " (labelled)").append("</td>")
                    .append(cell(r.prediction().confidence(), percent(r.prediction().confidence())))
                    .append(cell(r.result().weak().meanGuesses(), fixed(r.result().weak().meanGuesses())))
                    .append(cell(r.result().strong().meanGuesses(), fixed(r.result().strong().meanGuesses())))
                    .append(cell(r.result().strong().meanSurvival(), percent(r.result().strong().meanSurvival())));
            for (String m : measures) {
                h.append(measure(r.result().measures().get(m)));
            }
            h.append("<td data-v=\"\">");
            for (BoardArt.Link link : art.links(r.id())) {
                h.append("<a href=\"").append(escape(link.href())).append("\">").append(escape(link.label())).append("</a> ");
            }
            h.append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static String rate(SiftReport report, Rate rate) {
        double v = report.value(rate);
        double[] ci = report.interval95(rate);
        return "<td data-v=\"" + v + "\">" + percent(v) + " <small>(" + percent(ci[0]) + "–" + percent(ci[1]) + ")</small></td>";
    }

    private static String layout(Rate rate, boolean disagrees) {
        return "<td data-v=\"" + rate.layoutRate() + "\">" + percent(rate.layoutRate())
                + (disagrees ? " <span class=\"flag\" title=\"the fixed layout's result differs from the luck-fair rate\">luck hidden</span>" : "")
                + "</td>";
    }

    private static String measure(Double v) {
        return v == null ? "<td data-v=\"\"></td>" : cell(v, CsvReport.number(Math.round(v * 1000) / 1000.0));
    }

    private static String cell(double sortValue, String text) {
        return "<td data-v=\"" + sortValue + "\">" + text + "</td>";
    }

    private static String percent(double v) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * v);
    }

    private static String fixed(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String css(Color c) {
        return String.format(Locale.ROOT, "#%02x%02x%02x", c.getRed(), c.getGreen(), c.getBlue());
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    private static final String STYLE = """
            body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
            h1 { font-size: 1.3em; }
            .run, .rates { font-size: 0.9em; line-height: 1.5; max-width: 60em; }
            .flag { background: #fde2b3; color: #7a4a00; border-radius: 0.3em; padding: 0 0.3em; font-size: 0.85em; }
            tr.disagrees td { background: #fff8ea; }
            .counts { list-style: none; padding: 0; display: flex; gap: 2em; }
            .chip { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 0.4em; }
            #map { max-width: 100%; border: 1px solid #ddd; }
            table { border-collapse: collapse; margin-top: 1em; font-size: 0.85em; }
            th { cursor: pointer; background: #f3f3f3; position: sticky; top: 0; user-select: none; }
            th.asc::after { content: " \\25B2"; } th.desc::after { content: " \\25BC"; }
            th, td { border: 1px solid #ddd; padding: 0.25em 0.5em; text-align: right; vertical-align: middle; white-space: nowrap; }
            td:nth-child(2), td:nth-child(3), td.text, td:last-child,
            th:nth-child(2), th:nth-child(3), th.text, th:last-child { text-align: left; }
            caption { caption-side: top; text-align: left; padding: 0.4em 0; color: #555; }
            svg.board { display: block; }
            """;

    /** Click a header to sort by its column (numbers by value), again to reverse. */
    private static final String SCRIPT = """
            (function () {
              var table = document.getElementById('boards');
              var headers = table.tHead.rows[0].cells;
              Array.prototype.forEach.call(headers, function (th, col) {
                th.addEventListener('click', function () {
                  var asc = !th.classList.contains('asc');
                  Array.prototype.forEach.call(headers, function (h) { h.classList.remove('asc', 'desc'); });
                  th.classList.add(asc ? 'asc' : 'desc');
                  var body = table.tBodies[0];
                  var numeric = th.classList.contains('num');
                  var rows = Array.prototype.slice.call(body.rows);
                  rows.sort(function (a, b) {
                    var x = a.cells[col].getAttribute('data-v') || '', y = b.cells[col].getAttribute('data-v') || '';
                    var d = numeric ? (Number(x) || 0) - (Number(y) || 0) : x.localeCompare(y);
                    return asc ? d : -d;
                  });
                  rows.forEach(function (r) { body.appendChild(r); });
                });
              });
            })();
            """;
}
