package io.minesift.core.report;

import java.util.List;

import static io.minesift.core.report.Html.escape;

/**
 * The page's table of boards. A compact view fits a laptop screen: the board, its category with
 * the reason in plain words, both rates, where its luck lies and the classifier's confidence. The
 * other columns (guesses, intervals, the puzzle's measures) are one click away, per board in a
 * details row under it, or for all boards with the "show all columns" switch; every column shown
 * sorts when its header is clicked. Column groups head the columns.
 */
final class BoardTable {
    private final SiftReport report;
    private final BoardArt art;
    private final List<BoardColumns.Column> columns;

    private BoardTable(SiftReport report, BoardArt art) {
        this.report = report;
        this.art = art;
        this.columns = new BoardColumns(report, art).all();
    }

    static void write(StringBuilder h, SiftReport report, BoardArt art) {
        new BoardTable(report, art).write(h);
    }

    private void write(StringBuilder h) {
        filters(h);
        List<BoardColumns.Column> extra = columns.stream().filter(c -> !c.compact()).toList();
        h.append("<p class=\"tools\"><label><input type=\"checkbox\" id=\"all-columns\"> show all columns (")
                .append(extra.size()).append(" more, in ")
                .append(escape(String.join(", ", extra.stream().map(BoardColumns.Column::group).distinct().toList())))
                .append(")</label></p>\n");
        h.append("<table id=\"boards\">\n");
        caption(h);
        h.append("<thead>\n");
        groups(h, "compact", columns.stream().filter(BoardColumns.Column::compact).toList());
        groups(h, "full", columns);
        h.append("<tr class=\"cols\">");
        for (BoardColumns.Column c : columns) {
            String cls = switch (c.sort()) {
                case NUMBER -> "num";
                case TEXT -> "text";
                case NONE -> "nosort";
            };
            h.append("<th scope=\"col\" class=\"").append(cls).append(c.compact() ? "" : " x").append("\">")
                    .append(escape(c.name())).append("</th>");
        }
        h.append("</tr>\n</thead>\n<tbody>\n");
        int n = 0;
        for (SiftReport.Row r : report.rows()) {
            row(h, new BoardColumns.Line(++n, r));
        }
        h.append("</tbody>\n</table>\n");
    }

    /**
     * The controls that show only some boards (page.js filters the rows by their data attributes):
     * a category, and where luck is measured whether a board needs a guess and the most it may lose
     * to forced guesses; then how many boards are shown.
     */
    private void filters(StringBuilder h) {
        h.append("<p class=\"tools filters\" id=\"filters\">Show <label>category <select id=\"filter-category\">")
                .append("<option value=\"\">all</option>");
        report.counts().forEach((c, n) -> h.append("<option value=\"").append(c.id()).append("\">").append(c.id())
                .append(" (").append(n).append(")</option>"));
        h.append("</select></label>");
        if (report.luckMeasured()) {
            int needGuess = report.needGuessCounts().values().stream().mapToInt(Integer::intValue).sum();
            h.append(" <label>luck <select id=\"filter-guess\"><option value=\"\">any</option>")
                    .append("<option value=\"no\">needs no guess (").append(report.rows().size() - needGuess).append(")</option>")
                    .append("<option value=\"yes\">needs a guess (").append(needGuess).append(")</option></select></label>")
                    .append(" <label>loses to guesses at most <input id=\"filter-loss\" type=\"number\" min=\"0\" max=\"100\" ")
                    .append("step=\"any\" inputmode=\"decimal\" size=\"5\"> %</label>");
        }
        h.append(" <output id=\"shown\" aria-live=\"polite\">").append(report.rows().size()).append(" of ")
                .append(report.rows().size()).append(" boards shown</output></p>\n");
    }

    private long compactCount() {
        return columns.stream().filter(BoardColumns.Column::compact).count();
    }

    private void caption(StringBuilder h) {
        h.append("<caption>Click a column header to sort by it, again to reverse; <i>details</i> opens a board's other ")
                .append("figures. Rates: luck-fair, over ").append(report.key().repeats())
                .append(" plays; on this layout: the strong player's share of plays won on the fixed board; ")
                .append("confidence: the classifier's for the category; guesses: mean per play; strong survival: the ")
                .append("strong player's own estimate of surviving its guesses; gap: strong rate − weak rate");
        if (report.luckMeasured()) {
            h.append("; ").append(BoardColumns.LOSES_TO_GUESSES).append(": the strong player's chance of losing to forced ")
                    .append("guesses, over its plays (<i>no guess</i>: it never had to guess)");
        }
        if (!art.legend().isEmpty()) {
            h.append("; board: ").append(escape(art.legend()));
        }
        h.append(".</caption>\n");
    }

    /** A header row of column groups over the given columns: one cell per run of columns in the same group. */
    private static void groups(StringBuilder h, String view, List<BoardColumns.Column> shown) {
        h.append("<tr class=\"groups ").append(view).append("\">");
        for (int i = 0; i < shown.size(); ) {
            String group = shown.get(i).group();
            int span = 0;
            while (i < shown.size() && shown.get(i).group().equals(group)) {
                span++;
                i++;
            }
            h.append(group.isEmpty() ? "<td colspan=\"" + span + "\"></td>"
                    : "<th scope=\"colgroup\" colspan=\"" + span + "\">" + escape(group) + "</th>");
        }
        h.append("</tr>\n");
    }

    /** The board's row and, hidden until its toggle is clicked, its details row. */
    private void row(StringBuilder h, BoardColumns.Line line) {
        SiftReport.Row r = line.row();
        h.append(report.layoutDisagrees(r) ? "<tr class=\"board disagrees\"" : "<tr class=\"board\"")
                .append(" data-category=\"").append(r.category().id()).append('"');
        report.luck(r).ifPresent(luck -> h.append(" data-guess=\"").append(luck.needsGuess() ? "yes" : "no")
                .append("\" data-loss=\"").append(luck.guessLoss()).append('"'));
        h.append('>');
        StringBuilder details = new StringBuilder();
        for (BoardColumns.Column c : columns) {
            BoardColumns.Cell cell = c.cell().apply(line);
            h.append("<td data-v=\"").append(escape(cell.sortValue())).append(c.compact() ? "\">" : "\" class=\"x\">")
                    .append(cell.html()).append("</td>");
            if (!c.compact()) {
                details.append("<div><dt>").append(escape(c.name())).append("</dt><dd>").append(cell.html()).append("</dd></div>");
            }
        }
        h.append("</tr>\n<tr class=\"more\" id=\"more-").append(line.n()).append("\" hidden><td colspan=\"")
                .append(compactCount()).append("\"><dl>").append(details).append("</dl></td></tr>\n");
    }
}
