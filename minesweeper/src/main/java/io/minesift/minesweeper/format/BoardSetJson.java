package io.minesift.minesweeper.format;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonProblems;

import java.io.IOException;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Board sets as JSON: a format tag and version, then one entry per board with its id, size,
 * mine count, start cell, provenance and the layout drawn as rows ({@code *} a mine, {@code .}
 * a safe cell). Output is deterministic: the same boards give the same bytes.
 */
public final class BoardSetJson {
    /** The value of the {@code format} field. */
    public static final String FORMAT = "minesift-boards";
    /** The format version this build writes for boards played from a start cell. */
    public static final int VERSION = 1;
    /** The version of sets holding puzzles (boards with given clues, field {@code clues}); the newest this build reads. */
    public static final int PUZZLE_VERSION = 2;

    static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            // text fields take text only: "generator": true or 7 is an error, not the string "true"
            .withCoercionConfig(com.fasterxml.jackson.databind.type.LogicalType.Textual, c -> c
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Boolean,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Integer,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail)
                    .setCoercion(com.fasterxml.jackson.databind.cfg.CoercionInputShape.Float,
                            com.fasterxml.jackson.databind.cfg.CoercionAction.Fail))
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .serializationInclusion(JsonInclude.Include.NON_NULL)
            .build();

    /** Two-space indents and '\n' line ends on every platform; layout rows one a line, other arrays inline. */
    private static final DefaultPrettyPrinter PRETTY = new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n"))
            .withArrayIndenter(new LayoutRows());

    private static final java.util.Set<String> ROWS = java.util.Set.of("layout", "clues");

    /** Breaks lines inside the {@code layout} and {@code clues} arrays only, so a board reads as a picture. */
    private static final class LayoutRows implements DefaultPrettyPrinter.Indenter {
        private final DefaultIndenter lines = new DefaultIndenter("  ", "\n");

        @Override
        public void writeIndentation(JsonGenerator g, int level) throws IOException {
            JsonStreamContext context = g.getOutputContext();
            if (context.inArray() && context.getParent() != null && ROWS.contains(context.getParent().getCurrentName())) {
                lines.writeIndentation(g, level);
            } else {
                g.writeRaw(' ');
            }
        }

        @Override
        public boolean isInline() {
            return false;
        }
    }

    @JsonPropertyOrder({"format", "version", "boards"})
    record SetDto(String format, Integer version, List<BoardDto> boards) {
    }

    @JsonPropertyOrder({"id", "width", "height", "mines", "rules", "lieSeed", "start", "source", "layout", "clues"})
    record BoardDto(String id, Integer width, Integer height, Integer mines, String rules, String lieSeed, int[] start,
                    SourceDto source, List<String> layout, List<String> clues) {
    }

    @JsonPropertyOrder({"generator", "seed", "index", "firstClick", "start", "origin"})
    record SourceDto(String generator, Long seed, Integer index, String firstClick, String start, String origin) {
    }

    private BoardSetJson() {
    }

    /** The set as JSON text, ending in a newline. */
    /**
     * Writes a board set board by board, as the boards come, so that a set of any size is never
     * held in memory; the bytes are those of {@link #write(List)}.
     */
    public static void write(java.io.Writer out, Iterable<Instance> boards) throws IOException {
        write(out, boards, VERSION);
    }

    /**
     * As {@link #write(java.io.Writer, Iterable)}, as format {@code version}: {@link #PUZZLE_VERSION}
     * for a set of puzzles.
     *
     * @throws IllegalArgumentException when a puzzle comes in a set of version 1
     */
    public static void write(java.io.Writer out, Iterable<Instance> boards, int version) throws IOException {
        JsonGenerator g = MAPPER.getFactory().createGenerator(out);
        g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
        g.setPrettyPrinter(PRETTY.createInstance());
        g.writeStartObject();
        g.writeStringField("format", FORMAT);
        g.writeNumberField("version", version);
        g.writeArrayFieldStart("boards");
        for (Instance board : boards) {
            if (board.clues() != null && version < PUZZLE_VERSION) {
                throw new IllegalArgumentException("a puzzle needs a board set of version " + PUZZLE_VERSION);
            }
            g.writeObject(toDto(board)); // in the generator's nesting, so the indents are those of a whole set
        }
        g.writeEndArray();
        g.writeEndObject();
        g.flush();
        out.write('\n');
        out.flush();
    }

    public static byte[] write(List<Instance> boards) {
        List<BoardDto> dtos = boards.stream().map(BoardSetJson::toDto).toList();
        try {
            boolean puzzles = boards.stream().anyMatch(b -> b.clues() != null);
            byte[] json = MAPPER.writer(PRETTY).writeValueAsBytes(new SetDto(FORMAT, puzzles ? PUZZLE_VERSION : VERSION, dtos));
            byte[] out = java.util.Arrays.copyOf(json, json.length + 1);
            out[json.length] = '\n';
            return out;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot serialise boards", e);
        }
    }

    private static BoardDto toDto(Instance b) {
        Provenance p = b.source();
        SourceDto source = new SourceDto(p.generator(), p.seed(), p.index(), p.firstClick().id(), p.start(), p.origin());
        MineLayout layout = b.layout();
        return new BoardDto(b.id(), layout.width(), layout.height(), layout.mineCount(), b.rules(),
                b.lieSeed() == null ? null : LieSeeds.text(b.lieSeed()), new int[]{b.start().x(), b.start().y()}, source, rows(b.geometry(), layout.mines(), '*'),
                b.clues() == null ? null : rows(b.geometry(), b.clues(), '#'));
    }

    /** A cell set drawn as rows: {@code mark} on its cells, {@code .} elsewhere. */
    private static List<String> rows(Geometry g, BitSet cells, char mark) {
        List<String> rows = new ArrayList<>(g.height());
        for (int y = 0; y < g.height(); y++) {
            StringBuilder row = new StringBuilder(g.width());
            for (int x = 0; x < g.width(); x++) {
                row.append(cells.get(g.index(x, y)) ? mark : '.');
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Reads a set; {@code source} names the file in error messages. */
    public static List<Instance> read(byte[] json, String source) {
        if (new String(json, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
            throw new InputException(source, "empty file: expected a minesift board set");
        }
        SetDto set;
        try {
            set = MAPPER.readValue(json, SetDto.class);
        } catch (IOException e) {
            throw new InputException(source, JsonProblems.describe(e));
        }
        if (set == null) {
            throw new InputException(source, "empty file: expected a minesift board set");
        }
        if (!FORMAT.equals(set.format())) {
            throw new InputException(source, "not a minesift board set (the field \"format\" must be \"" + FORMAT + "\")");
        }
        if (set.version() == null || set.version() < 1) {
            throw new InputException(source, "missing or invalid format \"version\"");
        }
        if (set.version() > PUZZLE_VERSION) {
            throw new InputException(source, "format version " + set.version() + " is newer than this build reads ("
                    + PUZZLE_VERSION + "): update minesift");
        }
        if (set.boards() == null) {
            throw new InputException(source, "missing the \"boards\" list");
        }
        List<Instance> boards = new ArrayList<>(set.boards().size());
        for (int i = 0; i < set.boards().size(); i++) {
            try {
                BoardDto b = set.boards().get(i);
                if (b != null && b.clues() != null && set.version() < PUZZLE_VERSION) {
                    throw new IllegalArgumentException("\"clues\" (a puzzle) needs format version " + PUZZLE_VERSION);
                }
                boards.add(fromDto(b));
            } catch (IllegalArgumentException e) {
                throw new InputException(source, "board " + (i + 1) + ": " + e.getMessage());
            }
        }
        return boards;
    }

    private static Instance fromDto(BoardDto b) {
        if (b == null) {
            throw new IllegalArgumentException("is null");
        }
        Geometry g = Geometry.of(required(b.width(), "width"), required(b.height(), "height"));
        int mines = required(b.mines(), "mines");
        MineLayout layout = MineLayout.of(g, parseRows(b.layout(), g));
        if (layout.mineCount() != mines) {
            throw new IllegalArgumentException("\"mines\" says " + mines + " but the layout has " + layout.mineCount());
        }
        if (b.start() == null || b.start().length != 2) {
            throw new IllegalArgumentException("\"start\" must be [x, y]");
        }
        SourceDto s = b.source();
        if (s == null) {
            throw new IllegalArgumentException("missing \"source\"");
        }
        Provenance provenance = new Provenance(s.generator(), s.seed(), s.index(),
                s.firstClick() == null ? null : FirstClickRule.parse(s.firstClick()), s.start(), s.origin());
        BitSet clues = b.clues() == null ? null : parseRows(b.clues(), g, '#', "clues");
        if (clues != null && b.rules() == null) {
            throw new IllegalArgumentException("a puzzle (\"clues\") names its \"rules\"");
        }
        String rules = clues == null ? rules(b.rules(), g) : puzzleRules(b.rules(), g);
        return new Instance(b.id(), layout, new Cell(b.start()[0], b.start()[1]), provenance, rules, clues,
                LieSeeds.read(b.lieSeed(), rules));
    }

    /** A puzzle's rules: as {@link #rules}, but {@code V} is allowed (a vanilla puzzle still names its rules). */
    private static String puzzleRules(String text, Geometry g) {
        io.minesift.minesweeper.variant.Cells.check(g);
        return io.minesift.minesweeper.variant.RuleSet.parse(text).text();
    }

    /** The canonical text of a board's variant rules, or null for vanilla (no field, or plain {@code V}). */
    private static String rules(String text, Geometry g) {
        if (text == null) {
            return null;
        }
        io.minesift.minesweeper.variant.RuleSet rules = io.minesift.minesweeper.variant.RuleSet.parse(text);
        if (rules.vanilla()) {
            throw new IllegalArgumentException("\"rules\" is V (vanilla): leave the field out for vanilla boards");
        }
        io.minesift.minesweeper.variant.Cells.check(g);
        return rules.text();
    }

    private static int required(Integer value, String field) {
        if (value == null) {
            throw new IllegalArgumentException("missing \"" + field + "\"");
        }
        return value;
    }

    private static BitSet parseRows(List<String> rows, Geometry g) {
        return parseRows(rows, g, '*', "layout");
    }

    /** Rows of {@code mark} (in the set) and {@code .} (not), as the {@code field} of a board. */
    private static BitSet parseRows(List<String> rows, Geometry g, char mark, String field) {
        if (rows == null || rows.size() != g.height()) {
            throw new IllegalArgumentException("\"" + field + "\" must have " + g.height() + " rows, has "
                    + (rows == null ? 0 : rows.size()));
        }
        BitSet cells = new BitSet(g.size());
        for (int y = 0; y < g.height(); y++) {
            String row = rows.get(y);
            if (row == null || row.length() != g.width()) {
                throw new IllegalArgumentException(field + " row " + (y + 1) + " must have " + g.width() + " cells");
            }
            for (int x = 0; x < g.width(); x++) {
                char c = row.charAt(x);
                if (c != mark && c != '.') {
                    throw new IllegalArgumentException(field + " row " + (y + 1) + ", column " + (x + 1)
                            + ": unknown character '" + c + "' (use " + (mark == '*'
                            ? "* for a mine, . for a safe cell)" : mark + " for a given clue, . for another cell)"));
                }
                cells.set(g.index(x, y), c == mark);
            }
        }
        return cells;
    }
}
