package io.minesift.minesweeper.board;

import io.minesift.core.util.Digests;

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
    /** A puzzle's given clues (the cells shown at the start, no first click), or null for a board played from its start. */
    private final java.util.BitSet clues;
    /**
     * The seed of a liar board's lies (which way each clue is off, hidden from the player like the
     * layout), drawn per board; null for every other board.
     */
    private final Long lieSeed;
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
        this(id, layout, start, source, rules, null);
    }

    /**
     * A puzzle: a board under variant rules whose {@code clues} (safe cells) are shown at the start
     * instead of a first click; the id then covers the clues too. Null clues: as
     * {@link #Instance(String, MineLayout, Cell, Provenance, String)}.
     *
     * @throws IllegalArgumentException as that constructor, or when a clue lies on a mine or off the board
     */
    public Instance(String id, MineLayout layout, Cell start, Provenance source, String rules, java.util.BitSet clues) {
        this(id, layout, start, source, rules, clues, null);
    }

    /**
     * A board under the liar rule with its {@code lieSeed} (null for other boards); the id then
     * covers the seed too. Otherwise as {@link #Instance(String, MineLayout, Cell, Provenance, String, java.util.BitSet)}.
     *
     * @throws IllegalArgumentException as that constructor, or when a vanilla board has a lie seed
     */
    public Instance(String id, MineLayout layout, Cell start, Provenance source, String rules, java.util.BitSet clues,
                    Long lieSeed) {
        Objects.requireNonNull(layout, "layout");
        if (lieSeed != null && rules == null) {
            throw new IllegalArgumentException("a vanilla board has no lie seed");
        }
        this.lieSeed = lieSeed;
        if (clues != null && (clues.length() > layout.geometry().size() || clues.intersects(layout.mines()))) {
            throw new IllegalArgumentException("a given clue lies on a mine or off the board");
        }
        this.clues = clues == null ? null : (java.util.BitSet) clues.clone();
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(source, "source");
        if (!layout.geometry().contains(start.x(), start.y())) {
            throw new IllegalArgumentException("start cell " + start + " is outside the "
                    + layout.geometry() + " board");
        }
        if (id != null) {
            String expected = idOf(layout, start, rules, clues, lieSeed);
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
            known = idOf(layout, start, rules, clues, lieSeed);
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

    /** A puzzle's given clues (a copy), or null for a board played from its start cell. */
    public java.util.BitSet clues() {
        return clues == null ? null : (java.util.BitSet) clues.clone();
    }

    /** The seed of a liar board's lies, or null for any other board. */
    public Long lieSeed() {
        return lieSeed;
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
        return new Instance(null, layout, newStart, newSource, rules, clues, lieSeed);
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
        return Digests.hex12(canonical(layout, start, rules)); // the text is ASCII: its UTF-8 bytes are the same
    }

    /**
     * The id of a puzzle: as {@link #idOf(MineLayout, Cell, String)}'s text followed by
     * {@code ;clues:} and the clue cells' indices in increasing order; for null clues, exactly that id.
     */
    public static String idOf(MineLayout layout, Cell start, String rules, java.util.BitSet clues) {
        if (clues == null) {
            return idOf(layout, start, rules);
        }
        return Digests.hex12(canonical(layout, start, rules) + clueText(clues));
    }

    /**
     * The id of a liar board: as {@link #idOf(MineLayout, Cell, String, java.util.BitSet)}'s text
     * followed by {@code ;lies:} and the seed as 16 hex digits; for a null seed, exactly that id.
     */
    public static String idOf(MineLayout layout, Cell start, String rules, java.util.BitSet clues, Long lieSeed) {
        if (lieSeed == null) {
            return idOf(layout, start, rules, clues);
        }
        return Digests.hex12(canonical(layout, start, rules) + clueText(clues) + ";lies:" + java.util.HexFormat.of().toHexDigits(lieSeed));
    }

    private static String clueText(java.util.BitSet clues) {
        return clues == null ? "" : ";clues:" + clues.stream().mapToObj(Integer::toString)
                .collect(java.util.stream.Collectors.joining(","));
    }

    private static String canonical(MineLayout layout, Cell start, String rules) {
        StringBuilder canonical = new StringBuilder();
        canonical.append(layout.spec()).append(rules == null ? "" : " " + rules).append('@').append(start).append(':');
        int[] mines = layout.mineIndices();
        for (int i = 0; i < mines.length; i++) {
            canonical.append(i == 0 ? "" : ",").append(mines[i]);
        }
        return canonical.toString();
    }

    /** Equal boards with equal provenance; the id follows from the board, so it need not be computed. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Instance other && layout.equals(other.layout) && start.equals(other.start)
                && source.equals(other.source) && Objects.equals(rules, other.rules) && Objects.equals(clues, other.clues)
                && Objects.equals(lieSeed, other.lieSeed);
    }

    @Override
    public int hashCode() {
        return rules == null ? Objects.hash(layout, start, source) : Objects.hash(layout, start, source, rules, clues, lieSeed);
    }

    @Override
    public String toString() {
        return "Instance[id=" + id() + ", layout=" + layout + ", start=" + start + ", source=" + source
                + (rules == null ? "" : ", rules=" + rules) + (clues == null ? "" : ", clues=" + clues) + (lieSeed == null ? "" : ", lieSeed=" + lieSeed) + "]";
    }
}
