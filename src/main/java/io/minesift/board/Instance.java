package io.minesift.board;

import io.minesift.util.Digests;

import java.util.Objects;

/**
 * A fixed board to play: a mine layout, the start cell the first click opens, and where it came
 * from. Immutable.
 *
 * <p>The {@link #id()} is a digest of the board itself (size, start cell, mines), not of its
 * provenance, so the same board gets the same id wherever it was made or read. A given id is
 * checked at once; a missing one is computed on first use, because play loops make hundreds of
 * thousands of boards and never show their ids.
 *
 * <p>Accessors, equality and text form are those of the record this class used to be.
 */
public final class Instance {
    private final MineLayout layout;
    private final Cell start;
    private final Provenance source;
    /** The variant rules the board is played under, as their canonical text ({@code T,X}); null for vanilla. */
    private final String rules;
    /** The digest, or null until first asked for (a benign race: every thread computes the same string). */
    private String id;

    /**
     * An instance with the given id, or with its id computed from the content when {@code id} is null.
     *
     * @throws IllegalArgumentException when the start cell is off the board or the id does not
     *                                  match the content
     */
    public Instance(String id, MineLayout layout, Cell start, Provenance source) {
        this(id, layout, start, source, null);
    }

    /**
     * An instance played under variant rules ({@code rules} their canonical text, such as
     * {@code T,X}; null for vanilla), whose id then covers the rules.
     *
     * @throws IllegalArgumentException as {@link #Instance(String, MineLayout, Cell, Provenance)}
     */
    public Instance(String id, MineLayout layout, Cell start, Provenance source, String rules) {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(source, "source");
        if (!layout.geometry().contains(start.x(), start.y())) {
            throw new IllegalArgumentException("start cell " + start + " is outside the "
                    + layout.geometry() + " board");
        }
        if (id != null) {
            String expected = idOf(layout, start, rules);
            if (!id.equals(expected)) {
                throw new IllegalArgumentException("board id '" + id + "' does not match its content (expected " + expected + ")");
            }
        }
        this.id = id;
        this.layout = layout;
        this.start = start;
        this.source = source;
        this.rules = rules;
    }

    /** A new instance with its id computed from the content. */
    public static Instance of(MineLayout layout, Cell start, Provenance source) {
        return new Instance(null, layout, start, source);
    }

    /** The board's id: see {@link #idOf}. */
    public String id() {
        String known = id;
        if (known == null) {
            known = idOf(layout, start, rules);
            id = known;
        }
        return known;
    }

    public MineLayout layout() {
        return layout;
    }

    /** The cell the first click opens. */
    public Cell start() {
        return start;
    }

    public Provenance source() {
        return source;
    }

    /** The variant rules as text ({@code T,X}), or null for a vanilla board. */
    public String rules() {
        return rules;
    }

    public int startIndex() {
        return layout.geometry().index(start);
    }

    public Geometry geometry() {
        return layout.geometry();
    }

    public BoardSpec spec() {
        return layout.spec();
    }

    /** The same board with another start cell (and so another id). */
    public Instance withStart(Cell newStart, Provenance newSource) {
        return new Instance(null, layout, newStart, newSource, rules);
    }

    /**
     * The stable id of a board: 12 hex digits of SHA-256 over {@code WxHxM@x,y:} and the mine
     * indices in increasing order, comma-separated.
     */
    public static String idOf(MineLayout layout, Cell start) {
        return idOf(layout, start, null);
    }

    /**
     * The id of a board under variant rules: as {@link #idOf(MineLayout, Cell)} with {@code " "}
     * and the rules' text after {@code WxHxM} ({@code 8x8x26 T,X@0,0:…}); for null rules, exactly
     * the vanilla id.
     */
    public static String idOf(MineLayout layout, Cell start, String rules) {
        StringBuilder canonical = new StringBuilder();
        canonical.append(layout.spec()).append(rules == null ? "" : " " + rules).append('@').append(start).append(':');
        int[] mines = layout.mineIndices();
        for (int i = 0; i < mines.length; i++) {
            canonical.append(i == 0 ? "" : ",").append(mines[i]);
        }
        return Digests.hex12(canonical.toString()); // the text is ASCII: its UTF-8 bytes are the same
    }

    /** Equal boards with equal provenance; the id follows from the board, so it need not be computed. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Instance other && layout.equals(other.layout) && start.equals(other.start)
                && source.equals(other.source) && Objects.equals(rules, other.rules);
    }

    @Override
    public int hashCode() {
        return rules == null ? Objects.hash(layout, start, source) : Objects.hash(layout, start, source, rules);
    }

    @Override
    public String toString() {
        return "Instance[id=" + id() + ", layout=" + layout + ", start=" + start + ", source=" + source
                + (rules == null ? "" : ", rules=" + rules) + "]";
    }
}
