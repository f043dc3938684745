package io.minesift.minesweeper.hint;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.certainty.SampledOdds;

import java.util.BitSet;
import java.util.Locale;

/**
 * Mine probabilities of a variant position of more than 64 cells ({@link SampledOdds}) as a text
 * grid or one JSON object, in {@link VariantProbabilityReport}'s layout, saying how they were
 * found: exact, or sampled with the number of layouts and the largest standard error. Certain
 * cells are Sat4j's proofs, never a sample's.
 */
public final class WideProbabilityReport {
    private WideProbabilityReport() {
    }

    /**
     * One JSON object: as {@link VariantProbabilityReport#json}, with {@code exact} true or false,
     * {@code method} "exact" or "sampled", {@code layouts} null (not counted), {@code samples} and
     * {@code standardError} (the largest per-cell standard error; 0 when exact), as the classic report names them.
     */
    public static String json(VariantPosition position, SampledOdds odds) {
        ObjectNode root = VariantProbabilityReport.header(position, odds.exact());
        Geometry g = position.geometry();
        root.putNull("layouts");
        VariantProbabilityReport.grid(root, position, odds::probability);
        root.put("method", odds.exact() ? "exact" : "sampled");
        root.put("samples", odds.samples());
        root.put("standardError", odds.error());
        cells(root.putArray("certainSafe"), odds.certainSafe(), g);
        cells(root.putArray("certainMines"), odds.certainMines(), g);
        return root + "\n";
    }

    private static void cells(ArrayNode out, BitSet cells, Geometry g) {
        cells.stream().forEach(c -> out.add(g.cell(c).label()));
    }

    /** The board with each hidden cell's mine chance, the certain cells, the safest cell and how the odds were found. */
    public static String text(VariantPosition position, SampledOdds odds) {
        Geometry g = position.geometry();
        StringBuilder out = VariantProbabilityReport.board(position, c -> symbol(position, odds, c));
        out.append("certain safe: ").append(ChanceGrid.labels(odds.certainSafe().stream(), g)).append('\n');
        out.append("certain mines: ").append(ChanceGrid.labels(odds.certainMines().stream(), g)).append('\n');
        int safest = -1;
        for (int c : CellSets.cells(position.hiddenCells())) {
            safest = safest < 0 || odds.probability(c) < odds.probability(safest) ? c : safest;
        }
        if (safest >= 0) {
            out.append(String.format(Locale.ROOT, "safest cell: %s (%.4f %% mine)%n", g.cell(safest).label(),
                    100 * odds.probability(safest)));
        }
        return out.append("probabilities: ").append(odds.describe()).append('\n').toString();
    }

    private static String symbol(VariantPosition position, SampledOdds odds, int c) {
        if (position.flaggedCells().get(c)) {
            return "F";
        }
        ClueValue clue = position.clue(c);
        if (clue != null) {
            return clue.text().replace(' ', '+');
        }
        if (odds.certainSafe().get(c)) {
            return "S";
        }
        if (odds.certainMines().get(c)) {
            return "M";
        }
        return ChanceGrid.percent(odds.probability(c));
    }
}
