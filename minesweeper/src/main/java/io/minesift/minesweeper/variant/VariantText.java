package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.core.util.InputException;

import java.util.List;

/**
 * Variant positions as {@code .mine} text: the header names the rules after the size, and a row
 * is either one character per cell, as in vanilla files, or cells separated by single spaces,
 * which variant clues need (M and E clues pass 9, W clues are run lists):
 * <pre>
 * 4x3x3 T,W
 * H H 1+2 H
 * H 0 H H
 * F H H 2
 * </pre>
 * A cell is {@code H} or {@code ?} hidden, {@code F} a flag, {@code M} a mine shown (both taken as
 * mines), or a clue: a number 0–99, or for the wall rule run lengths joined by {@code +}
 * ({@code 1+2}; {@code 0} for none). Errors name the line and column.
 */
public final class VariantText {
    private VariantText() {
    }

    /**
     * Whether a file's text carries rules in its header (then {@link #parse} reads it, and the
     * vanilla reader would refuse it).
     */
    public static boolean hasRules(String text) {
        String first = lines(text).stream().findFirst().orElse("").strip();
        return first.contains(" ") || first.contains("\t");
    }

    /**
     * Reads a position under the rules in its header, or under {@code given} (from the command
     * line) when the header names none; both must agree when both are there.
     *
     * @throws InputException with a one-line message on bad text, or no rules at all
     */
    public static VariantPosition parse(String text, String source, RuleSet given) {
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        List<String> lines = lines(body);
        int last = lines.size();
        while (last > 0 && lines.get(last - 1).isBlank()) {
            last--;
        }
        if (last == 0) {
            throw new InputException(source, "empty file: expected a header such as 8x8x26 T,X");
        }
        String[] head = lines.get(0).strip().split("\\s+");
        BoardSpec spec = spec(head[0], source);
        RuleSet rules = rules(head, given, source);
        Geometry g = spec.geometry();
        if (last - 1 != g.height()) {
            throw new InputException(source, "expected " + g.height() + " rows after the header, found " + (last - 1));
        }
        Cells.Grid grid = new Cells.Grid(g.size());
        for (int y = 0; y < g.height(); y++) {
            readRow(lines.get(y + 1), y, g, rules, grid, source);
        }
        if (grid.mines.cardinality() > spec.mines()) {
            throw new InputException(source, "the header says " + spec.mines() + " mines but "
                    + grid.mines.cardinality() + " cells are flagged or shown as mines");
        }
        return VariantPosition.of(g, rules, spec.mines(), grid.revealed, grid.mines, grid.clues);
    }

    /**
     * The lines of the text, as {@link String#lines()} splits them (at {@code \n}, {@code \r\n} or
     * {@code \r}, no empty last line); written out because the page's hint engine (TeaVM) has no
     * {@code String.lines()}.
     */
    private static List<String> lines(String text) {
        List<String> lines = new java.util.ArrayList<>(List.of(text.split("\r\n|\r|\n", -1)));
        if (lines.get(lines.size() - 1).isEmpty()) {
            lines.remove(lines.size() - 1);
        }
        return lines;
    }

    private static BoardSpec spec(String token, String source) {
        if (!token.matches("\\d{1,3}x\\d{1,3}x\\d{1,4}")) {
            throw new InputException(source, 1, "expected the header WxHxM RULES (such as 8x8x26 T,X), got '" + token + "'");
        }
        try {
            return BoardSpec.parse(token);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, 1, e.getMessage());
        }
    }

    private static RuleSet rules(String[] head, RuleSet given, String source) {
        if (head.length > 2) {
            throw new InputException(source, 1, "the header is WxHxM and one rules word such as T,X (no spaces inside)");
        }
        if (head.length == 1) {
            if (given == null) {
                throw new InputException(source, 1, "no rules: name them in the header (such as 8x8x26 T,X) or with --rules");
            }
            return given;
        }
        RuleSet named;
        try {
            named = RuleSet.parse(head[1]);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, 1, e.getMessage());
        }
        if (given != null && !given.equals(named)) {
            throw new InputException(source, 1, "the file's rules are " + named + " but --rules says " + given);
        }
        return named;
    }

    private static void readRow(String row, int y, Geometry g, RuleSet rules, Cells.Grid grid, String source) {
        boolean spaced = row.contains(" ");
        String[] tokens = spaced ? row.split(" ", -1) : characters(row);
        if (tokens.length != g.width() || row.isEmpty()) {
            throw new InputException(source, y + 2, "row has " + (row.isEmpty() ? 0 : tokens.length) + " cells, expected " + g.width());
        }
        int column = 1;
        for (int x = 0; x < g.width(); x++) {
            cell(tokens[x], g.index(x, y), rules, grid, source, y + 2, column);
            column += tokens[x].length() + (spaced ? 1 : 0);
        }
    }

    /**
     * The row's characters (code points), one token each: what {@code row.split("")} gives on the JVM, written out
     * because TeaVM's {@code split("")} (the page's hint engine) also gives a leading empty token.
     */
    private static String[] characters(String row) {
        List<String> tokens = new java.util.ArrayList<>();
        for (int i = 0; i < row.length(); i += Character.charCount(row.codePointAt(i))) {
            tokens.add(row.substring(i, i + Character.charCount(row.codePointAt(i))));
        }
        return tokens.toArray(new String[0]);
    }

    private static void cell(String token, int cell, RuleSet rules, Cells.Grid grid, String source, int line, int column) {
        switch (token) {
            case "H", "?" -> {
            }
            case "F", "M" -> grid.mines.set(cell);
            default -> {
                try {
                    grid.clues[cell] = ClueValue.parse(token.replace('+', ' '), rules.clue().runs());
                } catch (IllegalArgumentException e) {
                    throw new InputException(source, line, column, "bad cell '" + token + "': use H, ?, F, M or a "
                            + rules.clue().name() + " clue" + (rules.clue().runs() ? " such as 1+2" : ""));
                }
                grid.revealed.set(cell);
            }
        }
    }

    /**
     * A position as text that {@link #parse} reads back: the header with the rules, then a row
     * per line, one character per cell when every cell of the row is one character, else cells
     * separated by spaces; flagged cells are written {@code M}, hidden ones {@code H}.
     */
    public static String format(VariantPosition p) {
        Geometry g = p.geometry();
        StringBuilder out = new StringBuilder();
        out.append(g.width()).append('x').append(g.height()).append('x').append(p.totalMines())
                .append(' ').append(p.rules().text()).append('\n');
        for (int y = 0; y < g.height(); y++) {
            String[] cells = new String[g.width()];
            boolean wide = false;
            for (int x = 0; x < g.width(); x++) {
                int c = g.index(x, y);
                ClueValue v = p.clue(c);
                cells[x] = v != null ? v.text().replace(' ', '+') : p.flaggedCells().get(c) ? "M" : "H";
                wide |= cells[x].length() > 1;
            }
            out.append(String.join(wide ? " " : "", cells)).append('\n');
        }
        return out.toString();
    }
}
