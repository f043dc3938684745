package io.minesift.core.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.experiment.Luck;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * What a puzzle pack holds, for the curator: {@code pack.csv} (one row per board, in pack order)
 * and {@code pack-info.json} (the same with how the pack was made). Per board: its place in the
 * pack, the name its files share, id, category and where the category came from, confidence, both
 * rates (the sift's {@code rate} fields), the gap, where the sift measured luck whether it needs a
 * guess and its chance of losing to forced guesses, the board's measures and the game's codes for it.
 * {@code pack-info.json} also lists every file the pack wrote ({@code written}), which is how a later
 * pack into the same folder tells them from a user's files.
 */
public final class PackReport {
    public static final String FORMAT = "minesift-pack";
    /** 2: {@code written}, and the luck figures where the sift has them. */
    public static final int VERSION = 2;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A board's place in the pack (from 1), the name its files share, what the sift found, and the
     * game's codes for it in other tools (such as a game ID; may be empty).
     */
    public record Row(int position, String name, SummaryJson.Entry entry, Map<String, String> codes) {
    }

    /**
     * What the pack's choice says of luck, for {@code pack-info.json}: how many of its boards need a
     * guess, the {@code --max-luck} given and how many boards it left out.
     */
    public record Guesses(int needGuess, OptionalDouble maxLuck, int leftOut) {
    }

    private PackReport() {
    }

    /**
     * {@code pack.csv}: the fixed columns, then every measure any board has, then every code, each in
     * first-seen order.
     */
    public static byte[] csv(List<Row> rows) {
        Set<String> measures = measureNames(rows);
        Set<String> codes = new LinkedHashSet<>();
        rows.forEach(r -> codes.addAll(r.codes().keySet()));
        boolean luck = rows.stream().anyMatch(r -> r.entry().luck() != null);
        StringBuilder out = new StringBuilder("position,name,id,category,category_source,confidence,weak_rate,strong_rate,gap");
        out.append(luck ? ",needs_guess,guess_loss" : "");
        // names and values read from summary.json, which a user may have edited: never a formula, never a split header
        measures.forEach(m -> out.append(',').append(CsvReport.cell(m)));
        codes.forEach(c -> out.append(',').append(CsvReport.cell(c)));
        out.append('\n');
        for (Row r : rows) {
            SummaryJson.Entry e = r.entry();
            out.append(r.position()).append(',').append(CsvReport.cell(r.name())).append(',').append(CsvReport.cell(e.id()))
                    .append(',').append(e.category().id()).append(',').append(CsvReport.cell(e.categorySource()))
                    .append(',').append(CsvReport.number(e.confidence()))
                    .append(',').append(CsvReport.number(e.weak())).append(',').append(CsvReport.number(e.strong()))
                    .append(',').append(CsvReport.number(e.gap()));
            if (luck) {
                out.append(',').append(e.luck() == null ? "" : e.luck().needsGuess() ? "yes" : "no")
                        .append(',').append(e.luck() == null ? "" : CsvReport.number(e.luck().guessLoss()));
            }
            for (String m : measures) {
                Double v = e.measures().get(m);
                out.append(',').append(v == null ? "" : CsvReport.number(v));
            }
            codes.forEach(c -> out.append(',').append(CsvReport.cell(r.codes().getOrDefault(c, ""))));
            out.append('\n');
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * {@code pack-info.json}: the {@code about} fields (how the pack was made, in order), what the
     * choice says of luck ({@code guesses}, null when the sift has no luck figures), the boards, and
     * the files the pack wrote ({@code written}, paths in the pack's folder).
     */
    public static byte[] json(Map<String, String> about, Guesses guesses, List<Row> rows, List<String> written) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION);
        about.forEach(root::put);
        if (guesses != null) {
            root.put("luckRule", Luck.RULE);
            guesses.maxLuck().ifPresent(p -> root.put("maxLuck", p).put("leftOutByMaxLuck", guesses.leftOut()));
            root.put("needGuess", guesses.needGuess());
        }
        root.put("boardCount", rows.size());
        var boards = root.putArray("boards");
        for (Row r : rows) {
            SummaryJson.Entry e = r.entry();
            ObjectNode b = boards.addObject();
            b.put("position", r.position()).put("name", r.name()).put("id", e.id()).put("category", e.category().id())
                    .put("categorySource", e.categorySource()).put("confidence", e.confidence())
                    .put("weak", e.weak()).put("strong", e.strong()).put("gap", e.gap());
            if (e.luck() != null) {
                b.put("needsGuess", e.luck().needsGuess()).put("guessLoss", e.luck().guessLoss());
            }
            ObjectNode measures = b.putObject("measures");
            e.measures().forEach(measures::put);
            r.codes().forEach(b::put);
        }
        var files = root.putArray("written");
        written.forEach(files::add);
        try {
            return (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n").getBytes(StandardCharsets.UTF_8);
        } catch (IOException ex) {
            throw new IllegalStateException("cannot write the pack's description", ex);
        }
    }

    private static Set<String> measureNames(List<Row> rows) {
        Set<String> names = new LinkedHashSet<>();
        rows.forEach(r -> names.addAll(r.entry().measures().keySet()));
        return names;
    }
}
