package io.minesift.minesweeper.hint;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.BitSet;

/** Mine probabilities of a position as a text grid or as one JSON object. */
public final class ProbabilityReport {
    private ProbabilityReport() {
    }

    /**
     * One JSON object: {@code width}, {@code height}, {@code mines}, {@code exact}, {@code layouts}
     * (a decimal string; rounded to 6 significant digits when sampled), {@code probabilities[y][x]}
     * (null for revealed cells, 1.0 for flags), plus {@code method}, the certain cells by name
     * ({@code "A1"}, as {@code hint --json} and every output names cells) and, when sampled,
     * {@code samples} and {@code standardError}.
     */
    public static String json(Position position, MineProbabilities p) {
        ObjectNode root = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
        Geometry g = position.geometry();
        root.put("width", g.width());
        root.put("height", g.height());
        root.put("mines", position.totalMines());
        root.put("exact", p.exact());
        root.put("layouts", layouts(p));
        ArrayNode rows = root.putArray("probabilities");
        for (int y = 0; y < g.height(); y++) {
            ArrayNode row = rows.addArray();
            for (int x = 0; x < g.width(); x++) {
                double v = p.probability(g.index(x, y));
                if (Double.isNaN(v)) {
                    row.addNull();
                } else {
                    row.add(v);
                }
            }
        }
        root.put("method", p.method().name().toLowerCase(java.util.Locale.ROOT));
        cells(root.putArray("certainSafe"), p.certainSafe(), g);
        cells(root.putArray("certainMines"), p.certainMines(), g);
        if (!p.exact()) {
            root.put("samples", p.samples());
            root.put("standardError", p.standardError());
        }
        return root + "\n"; // compact, one line
    }

    private static void cells(ArrayNode out, BitSet cells, Geometry g) {
        cells.stream().forEach(c -> out.add(g.cell(c).label()));
    }

    private static String layouts(MineProbabilities p) {
        if (p.layouts() != null) {
            return p.layouts().toString();
        }
        double log10 = p.log10Layouts();
        int exponent = (int) Math.floor(log10);
        BigDecimal mantissa = BigDecimal.valueOf(Math.pow(10, log10 - exponent));
        // at least 1: a consistent position has a layout, even when the estimate falls short
        return mantissa.scaleByPowerOfTen(exponent).round(new MathContext(6)).toBigInteger().max(java.math.BigInteger.ONE).toString();
    }

    /**
     * The board with each hidden cell's mine probability in percent, with its sign ({@code 8%};
     * {@code S} certainly safe, {@code M} certainly a mine), then the certain cells, the safest cell
     * and the layout count.
     */
    public static String text(Position position, MineProbabilities p) {
        Geometry g = position.geometry();
        BitSet safe = p.certainSafe();
        BitSet mines = p.certainMines();
        StringBuilder out = new StringBuilder(ChanceGrid.draw(g, c -> symbol(position, p, safe, mines, c)));
        out.append(ChanceGrid.HIDDEN_LEGEND).append("F flag, clues 1-8 without a sign, . zero;\n")
                .append("        columns A, B, ... and rows 1, 2, ... from the top-left\n");
        out.append("certain safe: ").append(labels(safe, g)).append('\n');
        out.append("certain mines: ").append(labels(mines, g)).append('\n');
        int[] safest = p.safestCells(0);
        if (safest.length > 0) {
            out.append(String.format(java.util.Locale.ROOT, "safest cell: %s (%.4f %% mine)%s%n", g.cell(safest[0]).label(),
                    100 * p.probability(safest[0]), safest.length > 1 ? ", tied with " + (safest.length - 1) + " more" : ""));
        }
        if (p.exact()) {
            out.append("layouts: ").append(layouts(p)).append(" (exact enumeration)\n");
        } else {
            out.append(String.format(java.util.Locale.ROOT, "layouts: about 10^%.2f (Monte Carlo: %d samples, largest standard error %.4f)%n",
                    p.log10Layouts(), p.samples(), p.standardError()));
        }
        return out.toString();
    }

    private static String symbol(Position position, MineProbabilities p, BitSet safe, BitSet mines, int cell) {
        byte s = position.state(cell);
        if (s == Position.FLAG) {
            return "F";
        }
        if (s == Position.MINE) {
            return "*";
        }
        if (s >= 0) {
            return s == 0 ? "." : String.valueOf(s);
        }
        if (safe.get(cell)) {
            return "S";
        }
        if (mines.get(cell)) {
            return "M";
        }
        return ChanceGrid.percent(p.probability(cell));
    }

    private static String labels(BitSet cells, Geometry g) {
        return ChanceGrid.labels(cells.stream(), g);
    }
}
