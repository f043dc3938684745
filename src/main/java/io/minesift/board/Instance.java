package io.minesift.board;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Objects;

/**
 * A fixed board to play: a mine layout, the start cell the first click opens, and where it came
 * from.
 *
 * <p>The {@link #id()} is a digest of the board itself (size, start cell, mines), not of its
 * provenance, so the same board gets the same id wherever it was made or read.
 */
public record Instance(String id, MineLayout layout, Cell start, Provenance source) {
    public Instance {
        Objects.requireNonNull(layout, "layout");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(source, "source");
        if (!layout.geometry().contains(start.x(), start.y())) {
            throw new IllegalArgumentException("start cell " + start + " is outside the "
                    + layout.geometry() + " board");
        }
        String expected = idOf(layout, start);
        if (id == null) {
            id = expected;
        } else if (!id.equals(expected)) {
            throw new IllegalArgumentException("board id '" + id + "' does not match its content (expected " + expected + ")");
        }
    }

    /** A new instance with its id computed from the content. */
    public static Instance of(MineLayout layout, Cell start, Provenance source) {
        return new Instance(null, layout, start, source);
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
        return of(layout, newStart, newSource);
    }

    /**
     * The stable id of a board: 12 hex digits of SHA-256 over {@code WxHxM@x,y:} and the mine
     * indices in increasing order, comma-separated.
     */
    public static String idOf(MineLayout layout, Cell start) {
        StringBuilder canonical = new StringBuilder();
        canonical.append(layout.spec()).append('@').append(start).append(':');
        int[] mines = layout.mineIndices();
        for (int i = 0; i < mines.length; i++) {
            canonical.append(i == 0 ? "" : ",").append(mines[i]);
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256")
                    .digest(canonical.toString().getBytes(StandardCharsets.US_ASCII));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
