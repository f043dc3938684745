package io.minesift.minesweeper.format;

import io.minesift.core.util.Printable;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;

import java.util.function.IntUnaryOperator;

/**
 * Draws boards and positions as plain text with spreadsheet-style coordinates (columns A, B, …
 * written downwards when they need two letters; rows 1, 2, … from the top).
 */
public final class TextDrawing {
    private TextDrawing() {
    }

    /** A whole board: {@code *} mines, {@code .} zeros, digits, the start cell in brackets. */
    public static String draw(Instance board) {
        MineLayout layout = board.layout();
        StringBuilder out = new StringBuilder();
        out.append("board ").append(board.id()).append(": ").append(board.spec().width()).append('x')
                .append(board.spec().height()).append(", ").append(layout.mineCount()).append(" mines, start ")
                .append(board.start().label()).append('\n');
        out.append("from: ").append(Printable.of(describe(board.source()))).append('\n'); // a file's own words
        grid(out, layout.geometry(), i -> layout.isMine(i) ? '*' : layout.clue(i) == 0 ? '.' : '0' + layout.clue(i),
                board.startIndex());
        out.append("legend: * mine, . zero, 1-8 clue, [ ] start cell\n");
        return out.toString();
    }

    /** A position as a player sees it. */
    public static String draw(Position position, String title) {
        StringBuilder out = new StringBuilder();
        out.append(title).append(": ").append(position.width()).append('x').append(position.height()).append(", ")
                .append(position.totalMines()).append(" mines, ").append(position.count(Position.HIDDEN))
                .append(" hidden, ").append(position.count(Position.FLAG)).append(" flagged\n");
        grid(out, position.geometry(), i -> symbol(position.state(i)), -1);
        out.append("legend: - hidden, F flag, * mine, . zero, 1-8 clue\n");
        return out.toString();
    }

    private static int symbol(byte state) {
        return switch (state) {
            case Position.HIDDEN -> '-';
            case Position.FLAG -> 'F';
            case Position.MINE -> '*';
            case 0 -> '.';
            default -> '0' + state;
        };
    }

    private static void grid(StringBuilder out, Geometry g, IntUnaryOperator symbol, int marked) {
        int rowLabelWidth = String.valueOf(g.height()).length();
        int letters = Cell.columnLabel(g.width() - 1).length();
        for (int line = 0; line < letters; line++) {
            out.append(" ".repeat(rowLabelWidth + 1));
            for (int x = 0; x < g.width(); x++) {
                String label = Cell.columnLabel(x);
                int pad = letters - label.length();
                out.append(' ').append(line < pad ? ' ' : label.charAt(line - pad));
            }
            out.append('\n');
        }
        for (int y = 0; y < g.height(); y++) {
            String rowLabel = String.valueOf(y + 1);
            out.append(" ".repeat(rowLabelWidth - rowLabel.length())).append(rowLabel).append(' ');
            for (int x = 0; x < g.width(); x++) {
                int i = g.index(x, y);
                char before = i == marked ? '[' : (i - 1 == marked && x > 0 ? ']' : ' ');
                out.append(before).append((char) symbol.applyAsInt(i));
            }
            out.append(g.index(g.width() - 1, y) == marked ? "]" : "").append('\n');
        }
    }

    /** One line on where a board came from. */
    public static String describe(Provenance p) {
        StringBuilder s = new StringBuilder(p.generator());
        if (p.origin() != null) {
            s.append(" of ").append(p.origin());
        }
        if (p.seed() != null) {
            s.append(", seed ").append(p.seed());
        }
        if (p.index() != null) {
            s.append(", board ").append(p.index() + 1); // counted from 1, as every message and option counts boards
        }
        s.append(", first click ").append(p.firstClick().id());
        if (p.start() != null) {
            s.append(" at ").append(StartRule.label(p.start()));
        }
        return s.toString();
    }
}
