package io.minesift.core.report;

import io.minesift.core.experiment.Estimate;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;

import static io.minesift.core.report.Html.escape;

/**
 * {@code index.html}: one self-contained page that opens offline and explains itself: the three
 * categories and how a board gets one, the run and its players, what a rate means, the map (also
 * with the boards' intervals), the commands to curate from the sift, and a table of the boards
 * (see {@link BoardTable}). Its style and script ship beside this class as {@code page.css} and
 * {@code page.js}.
 */
public final class HtmlReport {
    private static final String STYLE = Html.resource("page.css");
    private static final String SCRIPT = Html.resource("page.js");

    private HtmlReport() {
    }

    /**
     * @param mapPng the map as {@link MapChart#png(SiftReport)} draws it (the page adds the one with intervals)
     */
    public static byte[] write(SiftReport report, byte[] mapPng, BoardArt art) {
        StringBuilder h = new StringBuilder(64 * 1024);
        h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(report.title())).append("</title>\n<style>\n").append(STYLE).append("</style>\n</head>\n<body>\n");
        h.append("<h1>").append(escape(report.title())).append("</h1>\n");
        PageIntro.legend(h, report, art);
        PageIntro.run(h, report);
        rates(h, report, art);
        map(h, report, mapPng, art);
        PageIntro.nextSteps(h, report, art);
        BoardTable.write(h, report, art);
        h.append("<script>\n").append(SCRIPT).append("</script>\n</body>\n</html>\n");
        return h.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** One paragraph on what a rate means: a person cannot see the hidden truth. */
    private static void rates(StringBuilder h, SiftReport report, BoardArt art) {
        h.append("<p class=\"rates\"><b>What a rate means.</b> ").append(escape(art.rateMeaning()));
        if (report.estimate() == Estimate.CHANCE) {
            h.append("Rates here are the mean over the plays of each play's chance of winning given its choices (the ")
                    .append("product of its guesses' chances), with a 95 % interval; ");
        } else {
            h.append("Rates here are the share of plays that won all their draws, with a 95 % Wilson interval; ");
        }
        h.append("<i>on this layout</i> is the share of the strong player's plays that won on the fixed board itself. ")
                .append("Where it stands more than ").append(Math.round(100 * SiftReport.DISAGREEMENT))
                .append(" points from the luck-fair rate, outside its interval, the row is marked ")
                .append("<span class=\"flag\">luck hidden</span>: the board's guesses come out differently on this one ")
                .append("layout than their chances say (a risk that happens to be safe here is safe on every play that ")
                .append("takes it), so a rate measured on the layout alone would hide the luck a player meets")
                .append(report.luckMeasured() ? ". Only a board that needs a guess can be marked; its luck is <i>"
                        + BoardColumns.LOSES_TO_GUESSES + "</i>" : "")
                .append(".</p>\n");
    }

    /** The map, and the same map with every board's two 95 % intervals one click away. */
    private static void map(StringBuilder h, SiftReport report, byte[] mapPng, BoardArt art) {
        h.append("<figure class=\"map\">\n").append(image("map", "map of the boards: weak solve rate across, strong solve rate up", mapPng))
                .append("<figcaption>Each dot is a board at its two rates. Boards on exactly the same spot share one disc ")
                .append("whose area grows with their number (written on it from ").append(MapChart.LABEL_FROM)
                .append(" boards on); nothing is moved.").append(regions(report, art.regions()))
                .append("</figcaption>\n</figure>\n")
                .append("<details class=\"intervals\"><summary>The map with each board's 95 % intervals</summary>\n")
                .append(image("map-intervals", "the same map with whiskers for both players' 95 % intervals",
                        MapChart.png(report, MapChart.Whiskers.SHOWN, art.regions())))
                .append("</details>\n");
        moreMaps(h, report);
    }

    /** The caption's words on the map's light boxes, each with its example board; empty for none. */
    private static String regions(SiftReport report, List<MapRegion> regions) {
        if (regions.isEmpty()) {
            return "";
        }
        StringBuilder s = new StringBuilder(" The light boxes are the research's readings of the map (the weak player's rate, ")
                .append("then the strong one's, each low, middle or high), each with an example board of this sift: ");
        for (int i = 0; i < regions.size(); i++) {
            MapRegion r = regions.get(i);
            s.append(i == 0 ? "" : "; ").append("<b>").append(escape(r.name())).append("</b> ")
                    .append(String.format(java.util.Locale.ROOT, "(weak %.2f to %.2f, strong %.2f to %.2f)", r.weakFrom(),
                            r.weakTo(), r.strongFrom(), r.strongTo()));
            s.append(r.example(report).map(id -> ", e.g. <code>" + escape(id) + "</code>")
                    .orElse(", no board here"));
        }
        return s.append(".").toString();
    }

    /**
     * With three or more players, the map of every other pair of players (each small), behind a
     * "more maps" section: the main map shows only the weak and the strong player.
     */
    private static void moreMaps(StringBuilder h, SiftReport report) {
        if (report.playerCount() < 3) {
            return;
        }
        h.append("<details class=\"more-maps\" id=\"more-maps\"><summary>More maps: the other pairs of the ")
                .append(report.playerCount()).append(" players</summary>\n");
        for (int x = 0; x < report.playerCount(); x++) {
            for (int y = x + 1; y < report.playerCount(); y++) {
                if (x == 0 && y == report.strongIndex()) {
                    continue; // the main map (page.css stays as it was, so the style is inline: a two-player page is unchanged)
                }
                String what = report.role(x) + " (" + report.playerNames().get(x) + ") across, " + report.role(y) + " ("
                        + report.playerNames().get(y) + ") up";
                h.append("<figure class=\"pair-map\" style=\"display:inline-block;margin:0.5em\">").append(image("map-" + (x + 1) + "-" + (y + 1),
                        "map of the boards: " + what, MapChart.pairPng(report, x, y)))
                        .append("<figcaption>").append(escape(what)).append("</figcaption></figure>\n");
            }
        }
        h.append("</details>\n");
    }

    private static String image(String id, String alt, byte[] png) {
        return "<img id=\"" + id + "\" alt=\"" + escape(alt) + "\" src=\"data:image/png;base64,"
                + Base64.getEncoder().encodeToString(png) + "\">\n";
    }
}
