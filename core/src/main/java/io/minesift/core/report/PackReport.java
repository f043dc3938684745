package io.minesift.core.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a puzzle pack holds, for the curator: {@code pack.csv} (one row per board, in pack order)
 * and {@code pack-info.json} (the same with how the pack was made). Per board: its place in the
 * pack, the name its files share, id, category and where the category came from, confidence, both
 * rates (the sift's {@code rate} fields), the gap, the board's measures and the game's codes for it.
 */
public final class PackReport {
    public static final String FORMAT = "minesift-pack";
    public static final int VERSION = 1;
    private static final ObjectMapper JSON = new ObjectMapper();

    /**
     * A board's place in the pack (from 1), the name its files share, what the sift found, and the
     * game's codes for it in other tools (such as a game ID; may be empty).
     */
    public record Row(int position, String name, SummaryJson.Entry entry, Map<String, String> codes) {
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
        StringBuilder out = new StringBuilder("position,name,id,category,category_source,confidence,weak_rate,strong_rate,gap");
        measures.forEach(m -> out.append(',').append(m));
        codes.forEach(c -> out.append(',').append(c));
        out.append('\n');
        for (Row r : rows) {
            SummaryJson.Entry e = r.entry();
            out.append(r.position()).append(',').append(r.name()).append(',').append(e.id())
                    .append(',').append(e.category().id()).append(',').append(e.categorySource())
                    .append(',').append(CsvReport.number(e.confidence()))
                    .append(',').append(CsvReport.number(e.weak())).append(',').append(CsvReport.number(e.strong()))
                    .append(',').append(CsvReport.number(e.gap()));
            for (String m : measures) {
                Double v = e.measures().get(m);
                out.append(',').append(v == null ? "" : CsvReport.number(v));
            }
            codes.forEach(c -> out.append(',').append(r.codes().getOrDefault(c, "")));
            out.append('\n');
        }
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** {@code pack-info.json}: the {@code about} fields (how the pack was made, in order), then the boards. */
    public static byte[] json(Map<String, String> about, List<Row> rows) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", VERSION);
        about.forEach(root::put);
        root.put("boardCount", rows.size());
        var boards = root.putArray("boards");
        for (Row r : rows) {
            SummaryJson.Entry e = r.entry();
            ObjectNode b = boards.addObject();
            b.put("position", r.position()).put("name", r.name()).put("id", e.id()).put("category", e.category().id())
                    .put("categorySource", e.categorySource()).put("confidence", e.confidence())
                    .put("weak", e.weak()).put("strong", e.strong()).put("gap", e.gap());
            ObjectNode measures = b.putObject("measures");
            e.measures().forEach(measures::put);
            r.codes().forEach(b::put);
        }
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
