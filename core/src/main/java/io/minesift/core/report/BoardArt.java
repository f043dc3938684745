package io.minesift.core.report;

import io.minesift.core.classify.Category;

import java.util.List;

/**
 * How a puzzle presents its boards on the report page: how it draws them, which files it offers
 * for each, and the puzzle's own words for what the categories mean and why a board sits where it
 * does. The report knows boards only by id and their measures by name; the defaults say what can
 * be said of any puzzle.
 */
public interface BoardArt {
    /** A link from a board's row to one of its files, relative to the report's folder. */
    record Link(String label, String href) {
    }

    /** A small inline SVG drawing of the board. */
    String svg(String id);

    /** Files of the board to link from its row. */
    List<Link> links(String id);

    /**
     * The puzzle's measures of where a board's luck lies (for Minesweeper: the guesses exact logic
     * cannot avoid and the chance of surviving them), shown on the page right beside the rates.
     */
    default List<String> luckMeasures() {
        return List.of();
    }

    /** What the drawings show, in a few plain words for the table's caption; empty for none. */
    default String legend() {
        return "";
    }

    /** The rule behind a category, in plain words, for the page's legend. */
    default String rule(Category category) {
        return switch (category) {
            case TOO_EASY -> "the weak player wins about as often as the strong one: no skill needed";
            case SKILL_REWARDING -> "the strong player wins where the weak one often fails";
            case LUCK_BOUND -> "even the strong player often loses";
        };
    }

    /** How the classifier's reference boards got their labels, in plain words; empty if unknown. */
    default String labelRule() {
        return "";
    }

    /** One line in plain words on why the board plays as it does, from its measures and rates; empty for none. */
    default String reason(SiftReport.Row row) {
        return "";
    }

    /**
     * How a play of these boards meets luck, in plain words: the start of the page's paragraph on
     * what a rate means (the estimate and the layout rate follow it).
     */
    default String rateMeaning() {
        return "A person cannot see what the board hides, so a board's rate is its chance for a player who cannot see "
                + "it, not the accident of one fixed board. Whenever a player takes a risk, the play survives with the "
                + "risk's exact chance given all the player can see (a draw per play); the game then goes on on the same "
                + "board. ";
    }

    /**
     * Readings of the map the puzzle's page draws as light boxes, each with an example board; empty
     * (the default) for none.
     */
    default List<MapRegion> regions() {
        return List.of();
    }

    /** What a pack holds for each board besides the board set, in a few plain words (e.g. "each as its own file"). */
    default String packFiles() {
        return "each also in a file of its own";
    }
}
