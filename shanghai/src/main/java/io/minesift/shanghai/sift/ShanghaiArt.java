package io.minesift.shanghai.sift;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.Reports;
import io.minesift.core.report.BoardArt;
import io.minesift.core.report.MapRegion;
import io.minesift.core.report.SiftReport;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.label.ShanghaiLabels;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Draws Shanghai deals on the report page as stacked pictures: every tile a rounded rectangle at its
 * place, coloured and numbered by its kind (1 to kinds), each layer shifted a little up and left of
 * the one below and drawn after it, so that the stack reads as a person sees it; the tiles free at
 * the start have a dark border. Links each deal's one-board set; says in Shanghai's words what the
 * categories mean, how the reference deals were labelled and why each deal plays as it does.
 */
final class ShanghaiArt implements BoardArt {
    /** Pixels per half tile, across and down, the shift per layer and the kinds' font size, for a layout of 144 tiles. */
    private static final double HALF_W = 7;
    private static final double HALF_H = 9;
    private static final double SHIFT = 3;
    private static final double FONT = 6.5;
    /** Layouts of up to this many tiles are drawn this much larger. */
    private static final int SMALL = 72;
    private static final double SMALL_SCALE = 1.25;

    private final Map<String, Position> deals;

    ShanghaiArt(Map<String, Position> deals) {
        this.deals = Map.copyOf(deals);
    }

    @Override
    public String svg(String id) {
        Position deal = deals.get(id);
        Layout l = deal.layout();
        int n = l.size();
        int minCol = IntStream.range(0, n).map(l::col).min().orElse(0);
        int maxCol = IntStream.range(0, n).map(l::col).max().orElse(0);
        int minRow = IntStream.range(0, n).map(l::row).min().orElse(0);
        int maxRow = IntStream.range(0, n).map(l::row).max().orElse(0);
        int top = l.layers() - 1;
        // The picture's own units; a small layout is shown larger.
        double width = (maxCol - minCol + 2) * HALF_W + (top + 1) * SHIFT + 2;
        double height = (maxRow - minRow + 2) * HALF_H + (top + 1) * SHIFT + 2;
        double scale = n <= SMALL ? SMALL_SCALE : 1;
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
                "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %.1f %.1f\" width=\"%.0f\" "
                        + "height=\"%.0f\" font-family=\"sans-serif\" font-size=\"%.1f\" text-anchor=\"middle\">"
                        + "<title>deal %s: %s, %d tiles, %d kinds, %d layers</title>",
                width, height, width * scale, height * scale, FONT, id, l.name(), n, l.kinds(), l.layers()));
        Comparator<Integer> order = Comparator.<Integer>comparingInt(l::layer).thenComparingInt(l::row).thenComparingInt(l::col);
        for (int t : IntStream.range(0, n).boxed().sorted(order).toList()) {
            double x = 1 + (l.col(t) - minCol) * HALF_W + (top - l.layer(t)) * SHIFT;
            double y = 1 + (l.row(t) - minRow) * HALF_H + (top - l.layer(t)) * SHIFT;
            int k = deal.kind(t);
            boolean free = deal.free(t);
            double w = 2 * HALF_W - 0.6;
            double h = 2 * HALF_H - 0.6;
            // The tile's sides, right and below, one layer's shift deep: it stands on the layer under it.
            s.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1fl%.1f %.1fv%.1fh%.1fl%.1f %.1fh%.1fz\" fill=\"#6b5f50\"/>",
                    x + w, y + 1, SHIFT, SHIFT, h - 1, -(w - 1), -SHIFT, -SHIFT, w - 1));
            s.append(String.format(Locale.ROOT, "<rect class=\"tile\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                            + "rx=\"1.5\" fill=\"%s\" stroke=\"%s\" stroke-width=\"%s\"/><text x=\"%.1f\" y=\"%.1f\">%d</text>",
                    x, y, w, h, KindColours.of(k, l.kinds()), free ? "#111" : "#777",
                    free ? "1" : "0.5", x + HALF_W - 0.3, y + HALF_H + 2, k + 1));
        }
        return s.append("</svg>").toString();
    }

    @Override
    public List<Link> links(String id) {
        return List.of(new Link("deal", Reports.BOARD_FOLDER + "/" + id + ".json"));
    }

    @Override
    public String legend() {
        return "each deal as its stack of tiles, higher layers shifted up and left; a tile's number and colour are its kind, "
                + "the tiles free at the start have a dark border";
    }

    @Override
    public String rule(Category category) {
        return switch (category) {
            case TOO_EASY -> "the weak player clears the deal about as often as the strong one: no skill needed";
            case SKILL_REWARDING -> "the strong player clears the deal where the weak one often gets stuck";
            case LUCK_BOUND -> "even the strong player often gets stuck: what the covered tiles hide decides";
        };
    }

    /**
     * The research's five readings of the map, each player's rate cut in thirds (low, middle, high),
     * named weak first: high-high (both win: too easy), high-low, middle-middle, low-high (the
     * strong player wins where the weak one fails: skill) and low-low (both fail).
     */
    static final List<MapRegion> READINGS = List.of(
            new MapRegion("high-high", 2 / 3.0, 1, 2 / 3.0, 1),
            new MapRegion("high-low", 2 / 3.0, 1, 0, 1 / 3.0),
            new MapRegion("middle-middle", 1 / 3.0, 2 / 3.0, 1 / 3.0, 2 / 3.0),
            new MapRegion("low-high", 0, 1 / 3.0, 2 / 3.0, 1),
            new MapRegion("low-low", 0, 1 / 3.0, 0, 1 / 3.0));

    @Override
    public List<MapRegion> regions() {
        return READINGS;
    }

    @Override
    public String labelRule() {
        return ShanghaiLabels.words();
    }

    @Override
    public String rateMeaning() {
        return "A person cannot see the kinds of covered tiles, so a deal's rate is its chance for a player who sees only "
                + "the uncovered tiles; each play is one game on the same deal. ";
    }

    @Override
    public String reason(SiftReport.Row row) {
        return DealReason.of(row.result().measures());
    }

    @Override
    public String packFiles() {
        return "each also as a one-deal set";
    }
}
