package io.minesift.core.report;

import io.minesift.core.experiment.Luck;
import io.minesift.core.experiment.Rate;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static io.minesift.core.report.Html.escape;

/**
 * The columns of the page's table of boards, in order: for each its header, its group, whether
 * the compact view shows it, how it sorts, and what it shows of a board.
 */
record BoardColumns(SiftReport report, BoardArt art) {
    /** One board of the table and its number in the report's order. */
    record Line(int n, SiftReport.Row row) {
    }

    /** What a cell shows and the value it sorts by. */
    record Cell(String sortValue, String html) {
    }

    enum Sort { NUMBER, TEXT, NONE }

    /**
     * @param compact whether the column is in the compact view (otherwise behind the details and the switch)
     */
    record Column(String name, String group, boolean compact, Sort sort, Function<Line, Cell> cell) {
    }

    /** The header of the luck column: the strong player's chance of losing to forced guesses. */
    static final String LOSES_TO_GUESSES = "loses to guesses";

    /** What the "luck hidden" mark means, for its tooltip. */
    static final String LUCK_HIDDEN = "the guesses come out differently on this one layout than their chances say, so a "
            + "rate measured on the layout alone would hide the luck a player meets";

    List<Column> all() {
        List<String> luck = art.luckMeasures();
        List<Column> c = new ArrayList<>();
        c.add(new Column("#", "", true, Sort.NUMBER, l -> new Cell(Integer.toString(l.n()), Integer.toString(l.n()))));
        c.add(new Column("board", "", true, Sort.TEXT, l -> new Cell(l.row().id(), art.svg(l.row().id()))));
        c.add(new Column("id", "", true, Sort.TEXT, l -> new Cell(l.row().id(), "<code>" + escape(l.row().id()) + "</code>")));
        c.add(new Column("category", "", true, Sort.TEXT, this::category));
        c.add(new Column("weak rate", "rates", true, Sort.NUMBER, l -> rate(l.row().result().weak())));
        // Players between the weak and the strong one (a sift of three or more) show their rates in the players' order.
        for (int i = 1; i < report.strongIndex(); i++) {
            int p = i;
            c.add(new Column(report.role(p) + " rate", "rates", true, Sort.NUMBER, l -> rate(l.row().result().rates().get(p))));
        }
        c.add(new Column("strong rate", "rates", true, Sort.NUMBER, l -> rate(l.row().result().strong())));
        if (report.luckMeasured()) {
            c.add(new Column(LOSES_TO_GUESSES, "luck", true, Sort.NUMBER, this::luck));
        }
        c.add(new Column("strong on this layout", "luck", true, Sort.NUMBER, this::layout));
        luck.forEach(m -> c.add(new Column(m, "luck", true, Sort.NUMBER, l -> measure(l, m))));
        c.add(new Column("weak guesses", "luck", false, Sort.NUMBER, l -> fixed(l.row().result().weak().meanGuesses())));
        for (int i = 1; i < report.strongIndex(); i++) {
            int p = i;
            c.add(new Column(report.role(p) + " guesses", "luck", false, Sort.NUMBER,
                    l -> fixed(l.row().result().rates().get(p).meanGuesses())));
        }
        c.add(new Column("strong guesses", "luck", false, Sort.NUMBER, l -> fixed(l.row().result().strong().meanGuesses())));
        c.add(new Column("strong survival", "luck", false, Sort.NUMBER, l -> percent(l.row().result().strong().meanSurvival())));
        c.add(new Column("confidence", "classifier", true, Sort.NUMBER, l -> percent(l.row().prediction().confidence())));
        c.add(new Column("weak 95 %", "intervals and gap", false, Sort.NUMBER, l -> interval(l.row().result().weak())));
        for (int i = 1; i < report.strongIndex(); i++) {
            int p = i;
            c.add(new Column(report.role(p) + " 95 %", "intervals and gap", false, Sort.NUMBER,
                    l -> interval(l.row().result().rates().get(p))));
        }
        c.add(new Column("strong 95 %", "intervals and gap", false, Sort.NUMBER, l -> interval(l.row().result().strong())));
        c.add(new Column("gap", "intervals and gap", false, Sort.NUMBER, l -> percent(report.gap(l.row()))));
        for (int i = 0; i < report.playerCount(); i++) {
            int p = i;
            c.add(new Column(report.role(p) + " plays", "intervals and gap", false, Sort.NUMBER, l -> {
                int n = l.row().result().rates().get(p).repeats();
                return new Cell(Integer.toString(n), Integer.toString(n));
            }));
        }
        otherMeasures(luck).forEach(m -> c.add(new Column(m, "board measures", false, Sort.NUMBER, l -> measure(l, m))));
        c.add(new Column("files", "", true, Sort.NONE, this::files));
        c.add(new Column("details", "", true, Sort.NONE, l -> new Cell("", "<button type=\"button\" class=\"more\" "
                + "aria-expanded=\"false\" aria-controls=\"more-" + l.n() + "\">details</button>")));
        return c;
    }

    /** The puzzle's measures not already beside the rates, in the order the puzzle gives them. */
    private List<String> otherMeasures(List<String> luck) {
        return report.rows().isEmpty() ? List.of()
                : report.measureNames().stream().filter(m -> !luck.contains(m)).toList();
    }

    /** The category with its colour, the curator's mark, and the reason in plain words. */
    private Cell category(Line l) {
        SiftReport.Row r = l.row();
        StringBuilder s = new StringBuilder(Html.chip(r.category())).append(r.category().id());
        if (r.label() != null) {
            s.append(" <span class=\"label\">").append("labelled by you").append("</span>");
        }
        String reason = art.reason(r);
        if (!reason.isEmpty()) {
            s.append("<div class=\"reason\">").append(escape(reason)).append("</div>");
        }
        return new Cell(r.category().id(), s.toString());
    }

    private Cell rate(Rate rate) {
        return percent(report.value(rate));
    }

    private Cell interval(Rate rate) {
        double[] ci = report.interval95(rate);
        return new Cell(Double.toString(ci[0]), Html.interval(ci));
    }

    /** "no guess" for a board the strong player always won by reasoning, else its chance of losing to forced guesses. */
    private Cell luck(Line l) {
        Luck luck = report.luck(l.row()).orElseThrow();
        return new Cell(Double.toString(luck.guessLoss()), luck.needsGuess() ? Luck.percent(luck.guessLoss())
                : "<span class=\"no-guess\">no guess</span>");
    }

    private Cell layout(Line l) {
        Rate strong = l.row().result().strong();
        boolean disagrees = report.layoutDisagrees(l.row());
        return new Cell(Double.toString(strong.layoutRate()), Html.percent(strong.layoutRate()) + (disagrees
                ? " <span class=\"flag\" title=\"" + LUCK_HIDDEN + "\">luck hidden</span>" : ""));
    }

    private Cell files(Line l) {
        StringBuilder s = new StringBuilder();
        for (BoardArt.Link link : art.links(l.row().id())) {
            s.append("<a href=\"").append(escape(link.href())).append("\">").append(escape(link.label())).append("</a> ");
        }
        return new Cell("", s.toString().strip());
    }

    private static Cell measure(Line l, String name) {
        Double v = l.row().result().measures().get(name);
        return v == null ? new Cell("", "") : new Cell(Double.toString(v), CsvReport.number(Math.round(v * 1000) / 1000.0));
    }

    private static Cell percent(double v) {
        return new Cell(Double.toString(v), Html.percent(v));
    }

    private static Cell fixed(double v) {
        return new Cell(Double.toString(v), Html.fixed(v));
    }
}
