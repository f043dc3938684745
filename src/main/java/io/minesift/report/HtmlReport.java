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

    private static void counts(StringBuilder h, SiftReport report) {
        h.append("<ul class=\"counts\">\n");
        for (Map.Entry<Category, Integer> e : report.counts().entrySet()) {
            h.append("<li><span class=\"chip\" style=\"background:").append(css(MapChart.colour(e.getKey())))
                    .append("\"></span>").append(e.getKey().id()).append(": <b>").append(e.getValue()).append("</b></li>\n");
        }
        h.append("</ul>\n");
    }

    private static void table(StringBuilder h, SiftReport report, BoardArt art) {
        h.append("<table id=\"boards\">\n<caption>Click a column header to sort by it, again to reverse. Rates: share of the ")
                .append(report.key().repeats()).append(" plays solved, with 95 % interval; gap: strong rate − weak rate; ")
                .append("confidence: the classifier's for the category; guesses: mean per play; strong survival: the strong ")
                .append("player's chance to survive its guesses; then the puzzle's own measures of each board");
        if (!art.legend().isEmpty()) {
            h.append("; board: ").append(escape(art.legend()));
        }
        h.append(".</caption>\n<thead><tr>");
        String[] columns = {"#", "board", "id", "weak rate", "strong rate", "gap", "category", "confidence",
                "weak guesses", "strong guesses", "strong survival"};
        for (int i = 0; i < columns.length; i++) {
            boolean text = i == 1 || i == 2 || i == 6;
            h.append(text ? "<th>" : "<th class=\"num\">").append(columns[i]).append("</th>");
        }
        // The puzzle's own measures, each a sortable column, in the order the puzzle gives them.
        List<String> measures = report.rows().isEmpty() ? List.of()
                : List.copyOf(report.rows().get(0).result().measures().keySet());
        measures.forEach(m -> h.append("<th class=\"num\">").append(escape(m)).append("</th>"));
        h.append("<th>files</th>");
        h.append("</tr></thead>\n<tbody>\n");
        int n = 0;
        for (SiftReport.Row r : report.rows()) {
            h.append("<tr>").append(cell(++n, Integer.toString(n))).append("<td>").append(art.svg(r.id())).append("</td>")
                    .append("<td data-v=\"").append(escape(r.id())).append("\"><code>").append(escape(r.id())).append("</code></td>")
                    .append(rate(r.result().weak())).append(rate(r.result().strong()))
                    .append(cell(r.result().gap(), percent(r.result().gap())))
                    .append("<td data-v=\"").append(r.category().id()).append("\"><span class=\"chip\" style=\"background:")
                    .append(css(MapChart.colour(r.category()))).append("\"></span>").append(r.category().id())
                    .append(r.label() == null ? "" : " (labelled)").append("</td>")
                    .append(cell(r.prediction().confidence(), percent(r.prediction().confidence())))
                    .append(cell(r.result().weak().meanGuesses(), fixed(r.result().weak().meanGuesses())))
                    .append(cell(r.result().strong().meanGuesses(), fixed(r.result().strong().meanGuesses())))
                    .append(cell(r.result().strong().meanSurvival(), percent(r.result().strong().meanSurvival())));
            for (String m : measures) {
                Double v = r.result().measures().get(m);
                h.append(v == null ? "<td data-v=\"\"></td>" : cell(v, CsvReport.number(Math.round(v * 1000) / 1000.0)));
            }
            h.append("<td data-v=\"\">");
            for (BoardArt.Link link : art.links(r.id())) {
                h.append("<a href=\"").append(escape(link.href())).append("\">").append(escape(link.label())).append("</a> ");
            }
            h.append("</td></tr>\n");
        }
        h.append("</tbody>\n</table>\n");
    }

    private static String rate(Rate rate) {
        double[] ci = rate.interval95();
        return "<td data-v=\"" + rate.value() + "\">" + percent(rate.value()) + " <small>(" + percent(ci[0]) + "–"
                + percent(ci[1]) + ")</small></td>";
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
            .run { font-size: 0.9em; line-height: 1.5; }
            .counts { list-style: none; padding: 0; display: flex; gap: 2em; }
            .chip { display: inline-block; width: 0.8em; height: 0.8em; border-radius: 50%; margin-right: 0.4em; }
            #map { max-width: 100%; border: 1px solid #ddd; }
            table { border-collapse: collapse; margin-top: 1em; font-size: 0.85em; }
            th { cursor: pointer; background: #f3f3f3; position: sticky; top: 0; user-select: none; }
            th.asc::after { content: " \\25B2"; } th.desc::after { content: " \\25BC"; }
            th, td { border: 1px solid #ddd; padding: 0.25em 0.5em; text-align: right; vertical-align: middle; white-space: nowrap; }
            td:nth-child(2), td:nth-child(3), td:nth-child(7), td:last-child,
            th:nth-child(2), th:nth-child(3), th:nth-child(7), th:last-child { text-align: left; }
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
