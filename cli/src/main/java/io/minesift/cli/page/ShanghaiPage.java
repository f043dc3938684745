package io.minesift.cli.page;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.util.Digests;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.Weights;
import io.minesift.shanghai.sift.KindColours;
import io.minesift.shanghai.sift.ShanghaiFiles;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A Shanghai pack's playable page: one HTML file with everything inline (style, the deals, minesift's
 * engine as JavaScript, the game), as {@link PlayPage} is for Minesweeper. Each layout travels once,
 * in minesift's own layout text, with its kinds' colours ({@link KindColours}, as in the report's
 * pictures); each deal as its name, category, reason, the players' rates, layout and kinds. The page's rules and hints
 * are {@link ShanghaiTable}'s, compiled into {@code hints.js}. Every text from the pack's files
 * reaches the page escaped: in the title and about line as HTML text, in the data as JSON that cannot
 * end its script element, and the game sets it as text, never as markup.
 */
public final class ShanghaiPage {
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * One deal of the page.
     *
     * @param name     the deal's name in the pack ({@code NN-ID})
     * @param deal     the full table
     * @param category its category, as the sift gave it
     * @param reason   the sift's one-line reason (may be empty)
     * @param rates    how often the sift's two players cleared it, in a sentence (may be empty)
     */
    public record Deal(String name, Position deal, String category, String reason, String rates) {
    }

    private ShanghaiPage() {
    }

    /**
     * The page's HTML.
     *
     * @throws IllegalStateException when this build has no engine (built without the TeaVM step)
     */
    public static String html(String title, String about, List<Deal> deals, ShanghaiPlayer strong) {
        return PlayPage.page("shanghai", title, about, data(title, deals, strong));
    }

    /**
     * The player whose pick the hint shows when no move is certain, as the page's engine reads it
     * ({@link ShanghaiTable#pick}): its samples, depth, five weights and dead check.
     */
    public static String player(ShanghaiPlayer strong) {
        Weights w = strong.weights();
        return strong.samples() + "," + strong.depth() + "," + w.dominated() + "," + w.moves() + "," + w.high() + ","
                + w.floating() + "," + w.hidden() + "," + strong.deadCheck();
    }

    /** The deals as the page reads them (JSON, safe inside a script element). */
    static String data(String title, List<Deal> deals, ShanghaiPlayer strong) {
        ObjectNode root = JSON.createObjectNode();
        Map<String, Integer> layoutIndex = new LinkedHashMap<>();
        ArrayNode layouts = JSON.createArrayNode();
        ArrayNode list = JSON.createArrayNode();
        StringBuilder all = new StringBuilder();
        for (Deal d : deals) {
            Layout layout = d.deal().layout();
            String text = text(layout);
            Integer at = layoutIndex.get(text);
            if (at == null) {
                at = layouts.size();
                layoutIndex.put(text, at);
                ObjectNode l = layouts.addObject().put("name", layout.name()).put("text", text);
                ArrayNode colours = l.putArray("colours");
                for (int k = 0; k < layout.kinds(); k++) {
                    colours.add(KindColours.of(k, layout.kinds()));
                }
            }
            String kinds = kinds(d.deal());
            all.append(text).append(kinds).append('\n');
            list.addObject().put("name", d.name()).put("id", ShanghaiFiles.id(d.deal())).put("category", d.category())
                    .put("reason", d.reason())
                    .put("rates", d.rates()).put("layout", at).put("kinds", kinds);
        }
        root.put("title", title).put("id", Digests.hex12(all.toString())).put("player", player(strong)).set("layouts", layouts);
        root.set("deals", list);
        return PlayPage.json(root.toString());
    }

    /** The layout in minesift's own text, one tile a line in tile order: what {@code LayoutFile} reads. */
    static String text(Layout layout) {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < layout.size(); t++) {
            s.append(t == 0 ? "" : "\n").append(layout.layer(t)).append(' ').append(layout.row(t)).append(' ').append(layout.col(t));
        }
        return s.toString();
    }

    /** Each tile's kind, comma-separated, in tile order. */
    static String kinds(Position deal) {
        StringBuilder s = new StringBuilder();
        for (int t = 0; t < deal.layout().size(); t++) {
            s.append(t == 0 ? "" : ",").append(deal.kind(t));
        }
        return s.toString();
    }
}
