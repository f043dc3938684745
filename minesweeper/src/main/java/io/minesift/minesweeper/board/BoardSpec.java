package io.minesift.minesweeper.board;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A board's size and mine count, written {@code WxHxM} (e.g. {@code 30x16x99}), or one of the
 * classic presets {@code beginner} (9×9/10), {@code intermediate} (16×16/40) and
 * {@code expert} (30×16/99).
 */
public record BoardSpec(int width, int height, int mines) {
    /** The classic presets by name, in the order users know them. */
    public static final Map<String, BoardSpec> PRESETS = presets();

    private static final Pattern WXHXM = Pattern.compile("(\\d{1,6})[x×](\\d{1,6})[x×/](\\d{1,9})");

    private static Map<String, BoardSpec> presets() {
        Map<String, BoardSpec> presets = new LinkedHashMap<>();
        presets.put("beginner", new BoardSpec(9, 9, 10));
        presets.put("intermediate", new BoardSpec(16, 16, 40));
        presets.put("expert", new BoardSpec(30, 16, 99));
        return Collections.unmodifiableMap(presets);
    }

    public BoardSpec {
        Geometry.of(width, height);
        if (mines < 0) {
            throw new IllegalArgumentException("mine count must not be negative, got " + mines);
        }
        if (mines > width * height) {
            throw new IllegalArgumentException(mines + " mines do not fit on a " + width + "x" + height
                    + " board of " + width * height + " cells");
        }
    }

    /**
     * Reads a preset name or {@code WxHxM}.
     *
     * @throws IllegalArgumentException with a one-line reason when the text is neither
     */
    public static BoardSpec parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        BoardSpec preset = PRESETS.get(t);
        if (preset != null) {
            return preset;
        }
        Matcher m = WXHXM.matcher(t);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a board: use beginner, intermediate, expert or WxHxM such as 30x16x99");
        }
        return new BoardSpec(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    public Geometry geometry() {
        return Geometry.of(width, height);
    }

    public int cells() {
        return width * height;
    }

    @Override
    public String toString() {
        return width + "x" + height + "x" + mines;
    }
}
