package io.minesift.report;

import java.util.List;

/**
 * How a puzzle draws its boards on the report page and which files it offers for each: the
 * report knows boards only by id.
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
}
