package io.minesift.minesweeper.hint;

import io.minesift.core.util.JsonStrings;
import io.minesift.minesweeper.board.Geometry;

import java.util.List;

/**
 * The {@code hint --json} object, written by hand rather than with Jackson so that the very same
 * code runs in the browser page (compiled to JavaScript by TeaVM, which cannot compile Jackson).
 * The text is what Jackson wrote before: compact, fields in this order, strings escaped alike.
 */
final class HintJson {
    private final StringBuilder out = new StringBuilder();

    private HintJson() {
    }

    static String of(Geometry g, Hinter.Answer answer, boolean all) {
        return of(g, answer, all, null, null);
    }

    /** With {@code "rules"} (their text) and {@code "rulesExplained"} first, for a variant position; as above when null. */
    static String of(Geometry g, Hinter.Answer answer, boolean all, String rules, String rulesExplained) {
        HintJson json = new HintJson();
        json.out.append('{');
        if (rules != null) {
            json.out.append("\"rules\":");
            json.string(rules).out.append(",\"rulesExplained\":");
            json.string(rulesExplained).out.append(',');
        }
        json.out.append("\"legend\":");
        json.string(HintReport.LEGEND).out.append(",\"hints\":[");
        List<Hint> hints = all ? answer.hints() : answer.hints().stream().limit(1).toList();
        for (int i = 0; i < hints.size(); i++) {
            json.out.append(i == 0 ? "" : ",");
            json.hint(g, hints.get(i));
        }
        json.out.append("],\"guess\":");
        Guess guess = answer.guess();
        if (guess == null) {
            json.out.append("null");
        } else {
            json.out.append("{\"safest\":");
            json.labels(g, guess.safest()).out.append(",\"probability\":").append(guess.probability())
                    .append(",\"forcedFiftyFifty\":").append(guess.forcedFiftyFifty()).append(",\"explanation\":");
            json.string(guess.explanation()).out.append('}');
        }
        return json.out.append("}\n").toString();
    }

    static String error(String message) {
        HintJson json = new HintJson();
        json.out.append("{\"error\":");
        return json.string(message).out.append("}\n").toString();
    }

    private void hint(Geometry g, Hint h) {
        out.append("{\"level\":");
        string(HintReport.level(h.level())).out.append(",\"verdict\":");
        string(h.mine() ? "mine" : "safe").out.append(",\"cells\":");
        labels(g, h.cells()).out.append(",\"clues\":[");
        for (int i = 0; i < h.clues().size(); i++) {
            int c = h.clues().get(i);
            out.append(i == 0 ? "" : ",");
            string(c < 0 ? "mine count" : g.cell(c).label());
        }
        out.append("],\"explanation\":");
        string(h.explanation()).out.append('}');
    }

    private HintJson labels(Geometry g, List<Integer> cells) {
        out.append('[');
        for (int i = 0; i < cells.size(); i++) {
            out.append(i == 0 ? "" : ",");
            string(g.cell(cells.get(i)).label());
        }
        out.append(']');
        return this;
    }

    /** A JSON string as Jackson writes it ({@link JsonStrings}). */
    private HintJson string(String s) {
        JsonStrings.quote(out, s);
        return this;
    }
}
