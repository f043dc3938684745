package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.logic.Deduction;

import java.util.List;
import java.util.Locale;

/** The {@code hint} command's output: text for people, or one JSON object. */
public final class HintReport {
    /** Says how cells are named, in every output. */
    public static final String LEGEND = "Cells are named spreadsheet style: columns A, B, ... from the left, rows 1, 2, ... "
            + "from the top (A1 is the top-left cell).";

    private HintReport() {
    }

    /** The level's name in output: single-clue, two-clues, several-clues, mine-count. */
    public static String level(Deduction.Level level) {
        return switch (level) {
            case SINGLE_CLUE -> "single-clue";
            case TWO_CLUES -> "two-clues";
            case ENUMERATION -> "several-clues";
            case MINE_COUNT -> "mine-count";
        };
    }

    public static String text(Geometry g, Hinter.Answer answer, boolean all) {
        StringBuilder out = new StringBuilder(LEGEND).append('\n');
        List<Hint> hints = all ? answer.hints() : answer.hints().stream().limit(1).toList();
        for (Hint h : hints) {
            out.append(String.format(Locale.ROOT, "%s %s (%s): %s\n", names(g, h.cells()), h.cells().size() == 1
                    ? (h.mine() ? "is a mine" : "is safe") : (h.mine() ? "are mines" : "are safe"), level(h.level()),
                    h.explanation()));
        }
        if (answer.guess() != null) {
            out.append(answer.guess().explanation()).append('\n');
        }
        if (answer.finished()) {
            out.append("Nothing to hint: no cell is hidden.\n");
        }
        return out.toString();
    }

    /** One JSON object: the legend, the hints (all, or the easiest) and the guess advice (or null). */
    public static String json(Geometry g, Hinter.Answer answer, boolean all) {
        return HintJson.of(g, answer, all);
    }

    /** The text of hints under variant rules: a line that says the rules in words, then as {@link #text}. */
    public static String text(io.minesift.minesweeper.variant.RuleSet rules, Geometry g, Hinter.Answer answer, boolean all) {
        return VariantHinter.rulesLine(rules) + "\n" + text(g, answer, all);
    }

    /** The JSON of hints under variant rules: {@code "rules"} and {@code "rulesExplained"} first, then as {@link #json}. */
    public static String json(io.minesift.minesweeper.variant.RuleSet rules, Geometry g, Hinter.Answer answer, boolean all) {
        return HintJson.of(g, answer, all, rules.text(), VariantHinter.rulesLine(rules));
    }

    /** {@code {"error":"..."}}: why a position has no hint, for the page. */
    public static String jsonError(String message) {
        return HintJson.error(message);
    }

    private static String names(Geometry g, List<Integer> cells) {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < cells.size(); i++) {
            s.append(i == 0 ? "" : i == cells.size() - 1 ? " and " : ", ").append(g.cell(cells.get(i)).label());
        }
        return s.toString();
    }
}
