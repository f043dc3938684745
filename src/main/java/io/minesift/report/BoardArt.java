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

    /** What the drawings show, in a few plain words for the table's caption; empty for none. */
    default String legend() {
        return "";
    }
}
