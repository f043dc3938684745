package io.minesift.minesweeper.hint;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;

import java.util.Locale;

/** Exact mine probabilities of a variant position as a text grid or as one JSON object. */
public final class VariantProbabilityReport {
    private VariantProbabilityReport() {
    }

    /**
     * One JSON object: {@code width}, {@code height}, {@code mines}, {@code rules}, {@code exact}
     * (always true), {@code layouts} (a decimal string), {@code probabilities[y][x]} (null for
     * revealed cells, 1.0 for flags), {@code method} ("exact"), and the certain cells by name
     * ({@code "A1"}).
     */
    public static String json(VariantPosition position, VariantProbabilities p) {
        ObjectNode root = header(position, true);
        Geometry g = position.geometry();
        root.put("layouts", Long.toString(p.layouts()));
        grid(root, position, p::probability);
        root.put("method", "exact");
        cells(root.putArray("certainSafe"), certain(position, p, false), g);
        cells(root.putArray("certainMines"), certain(position, p, true), g);
        return root + "\n";
    }

    /** The fields both variant reports open with: board, mines, rules, and whether the odds are exact. */
    static ObjectNode header(VariantPosition position, boolean exact) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        Geometry g = position.geometry();
        root.put("width", g.width());
        root.put("height", g.height());
        root.put("mines", position.totalMines());
        root.put("rules", position.rules().text());
        root.put("exact", exact);
        return root;
    }

    /** {@code probabilities[y][x]}: null for revealed cells. */
    static void grid(ObjectNode root, VariantPosition position, java.util.function.IntToDoubleFunction probability) {
        Geometry g = position.geometry();
        ArrayNode rows = root.putArray("probabilities");
        for (int y = 0; y < g.height(); y++) {
            ArrayNode row = rows.addArray();
            for (int x = 0; x < g.width(); x++) {
                int c = g.index(x, y);
                if (position.isRevealed(c)) {
                    row.addNull();
                } else {
                    row.add(probability.applyAsDouble(c));
                }
            }
        }
    }

    private static void cells(ArrayNode out, long cells, Geometry g) {
        for (long s = cells; s != 0; s &= s - 1) {
            int c = Long.numberOfTrailingZeros(s);
            out.add(g.cell(c).label());
        }
    }

    /** Hidden cells that are a mine ({@code mine}) or safe in every fitting layout. */
    private static long certain(VariantPosition position, VariantProbabilities p, boolean mine) {
        long out = 0;
        for (long h = position.hidden(); h != 0; h &= h - 1) {
            int c = Long.numberOfTrailingZeros(h);
            out |= p.mineCount(c) == (mine ? p.layouts() : 0) ? 1L << c : 0;
        }
        return out;
    }

    /** The rules, the board drawn with {@code symbol} per cell and the legend: the head of every variant odds text. */
    static StringBuilder board(VariantPosition position, java.util.function.IntFunction<String> symbol) {
        return new StringBuilder("rules ").append(position.rules().text()).append('\n')
                .append(ChanceGrid.draw(position.geometry(), symbol))
                .append(ChanceGrid.HIDDEN_LEGEND).append("F flag, other cells show their clue;\n")
                .append("        columns A, B, ... and rows 1, 2, ... from the top-left\n");
    }

    /**
     * The board with each hidden cell's mine chance in percent, with its sign ({@code S} certainly safe,
     * {@code M} certainly a mine), clues as the rule shows them (wall runs joined by {@code +}),
     * then the certain cells, the safest cell and the exact layout count.
     */
    public static String text(VariantPosition position, VariantProbabilities p) {
        Geometry g = position.geometry();
        StringBuilder out = board(position, c -> symbol(position, p, c));
        out.append("certain safe: ").append(labels(certain(position, p, false), g)).append('\n');
        out.append("certain mines: ").append(labels(certain(position, p, true), g)).append('\n');
        int safest = safest(position, p);
        if (safest >= 0) {
            out.append(String.format(Locale.ROOT, "safest cell: %s (%.4f %% mine)%n", g.cell(safest).label(),
                    100 * p.probability(safest)));
        }
        return out.append("layouts: ").append(p.layouts()).append(" (exact count)\n").toString();
    }

    private static String symbol(VariantPosition position, VariantProbabilities p, int c) {
        if (Cells.has(position.flagged(), c)) {
            return "F";
        }
        ClueValue clue = position.clue(c);
        if (clue != null) {
            return clue.text().replace(' ', '+');
        }
        if (p.mineCount(c) == 0) {
            return "S";
        }
        if (p.mineCount(c) == p.layouts()) {
            return "M";
        }
        return ChanceGrid.percent(p.probability(c));
    }

    /** The first hidden cell in reading order with the lowest mine chance; -1 when none is hidden. */
    private static int safest(VariantPosition position, VariantProbabilities p) {
        int best = -1;
        for (long h = position.hidden(); h != 0; h &= h - 1) {
            int c = Long.numberOfTrailingZeros(h);
            best = best < 0 || p.mineCount(c) < p.mineCount(best) ? c : best;
        }
        return best;
    }

    private static String labels(long cells, Geometry g) {
        return ChanceGrid.labels(java.util.stream.LongStream.iterate(cells, set -> set != 0, set -> set & set - 1)
                .mapToInt(Long::numberOfTrailingZeros), g);
    }
}
