package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputException;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantText;
import io.minesift.minesweeper.variant.generate.Opening;
import io.minesift.minesweeper.variant.generate.VariantGenerator;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.nio.charset.StandardCharsets;
import java.util.BitSet;

/**
 * Variant boards in the single-board formats. A {@code .mine} board names its rules in the header
 * ({@code 8x8x26 T,X}) and shows every mine {@code M} and its start cell's clue under the rules.
 * MBF has no place for rules, so a variant board's MBF file {@code NAME.mbf} gets a companion
 * {@code NAME.mbf.rules.json} beside it (docs/formats.md): the rules, the start cell and
 * the board's id, which covers the rules.
 */
public final class VariantBoardFiles {
    /** The companion's file name ending, after the MBF file's own name. */
    public static final String COMPANION = ".rules.json";
    /** The companion's {@code format} field. */
    public static final String FORMAT = "minesift-mbf-rules";
    private static final ObjectMapper JSON = new ObjectMapper();

    private VariantBoardFiles() {
    }

    /**
     * The board as {@code .mine} text that keeps its start cell, as {@link MineText#format(Instance)}
     * writes a vanilla one: the header with the rules, every mine {@code M}, the start cell with its
     * clue, every other cell {@code H}. A start cell on a mine is written solved.
     */
    public static String mineText(Instance board) {
        BitSet mines = CellSets.of(board.layout());
        return mines.get(board.startIndex()) ? solvedText(board) : shown(board, CellSets.of(board.startIndex()), mines);
    }

    /** The solved board as {@code .mine} text: the header with the rules, every mine {@code M}, every other cell its clue. */
    public static String solvedText(Instance board) {
        BitSet mines = CellSets.of(board.layout());
        return shown(board, CellSets.minus(CellSets.all(board.geometry()), mines), mines);
    }

    /** The start cell a variant board's text shows ({@link #mineText}): its one revealed cell, else empty. */
    public static java.util.OptionalInt startOf(String text, String source) {
        BitSet revealed = VariantText.parse(text, source, null).revealedCells();
        return revealed.cardinality() == 1 ? java.util.OptionalInt.of(revealed.nextSetBit(0))
                : java.util.OptionalInt.empty();
    }

    /** Whether a variant position is a board that shows its start ({@link #mineText}): every mine shown, one cell revealed. */
    public static boolean showsStart(VariantPosition p) {
        return p.flaggedCells().cardinality() == p.totalMines() && p.revealedCells().cardinality() == 1;
    }

    /**
     * A puzzle as the position a player is given: the header with the rules, its clues shown with
     * the cells they open (a given cell whose scope holds no mine opens, as in play), every other
     * cell {@code H}.
     */
    public static String puzzleText(Instance puzzle) {
        RuleSet rules = RuleSet.parse(puzzle.rules());
        BitSet shown = Opening.reveal(puzzle.geometry(), rules.clue(), CellSets.of(puzzle.layout()), new BitSet(),
                puzzle.clues() == null ? new BitSet() : puzzle.clues());
        return shown(puzzle, shown, new BitSet());
    }

    /** The board's position with these cells revealed and flagged, as {@code .mine} text; a liar board's lies from its lie seed. */
    private static String shown(Instance board, BitSet revealed, BitSet flagged) {
        RuleSet rules = RuleSet.parse(board.rules());
        Geometry g = board.geometry();
        BitSet mines = CellSets.of(board.layout());
        long lies = VariantGenerator.lies(board, rules);
        return VariantText.format(VariantPosition.reveal(g, rules, mines, revealed, flagged, lies));
    }

    /**
     * The layout a variant {@code .mine} board shows: every mine {@code M} (or flagged), so that a
     * hidden cell is safe; each revealed clue one the rule can show on that layout (the liar: one off).
     *
     * @throws InputException when the text is no board, or a clue does not fit the layout under its rules
     */
    public static MineLayout layoutOf(String text, String source) {
        VariantPosition p = VariantText.parse(text, source, null);
        Geometry g = p.geometry();
        BitSet flagged = p.flaggedCells();
        if (flagged.cardinality() != p.totalMines()) {
            throw new InputException(source, "is a game position, not a full board: a variant board shows every mine as M ("
                    + flagged.cardinality() + " of " + p.totalMines() + " shown)");
        }
        ClueRule rule = p.rules().clue();
        BitSet revealed = p.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            if (!rule.fits(p.clue(c), rule.measure(g, c, flagged::get))) {
                throw new InputException(source, g.y(c) + 2, "the clue " + p.clue(c).text() + " at "
                        + g.cell(c).label() + " does not fit the layout under rules " + p.rules());
            }
        }
        return MineLayout.of(g, flagged);
    }

    /** The rules a variant {@code .mine} board's header names. */
    public static String rulesOf(String text, String source) {
        return VariantText.parse(text, source, null).rules().text();
    }

    /** The companion of a variant board's MBF file, as JSON text. */
    public static byte[] companion(Instance board) {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT).put("version", 1).put("rules", board.rules()).put("id", board.id());
        root.putArray("start").add(board.start().x()).add(board.start().y());
        if (board.lieSeed() != null) {
            root.put(LieSeeds.FIELD, LieSeeds.text(board.lieSeed()));
        }
        return (root.toPrettyString() + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The board of an MBF layout and its companion: the companion's rules and start cell, its id
     * checked against the layout.
     *
     * @throws InputException when the companion is malformed or names another board
     */
    public static Instance withCompanion(MineLayout layout, byte[] companion, String source, io.minesift.minesweeper.board.Provenance from) {
        JsonNode root;
        try {
            root = JSON.readTree(companion);
        } catch (java.io.IOException e) {
            throw new InputException(source, "is not JSON: " + AtomicFiles.describe(e));
        }
        if (root == null || !FORMAT.equals(root.path("format").asText()) || !root.path("rules").isTextual()
                || !root.path("start").isArray() || root.path("start").size() != 2) {
            throw new InputException(source, "is not an MBF rules companion: expected {\"format\":\"" + FORMAT
                    + "\",\"rules\":\"T,X\",\"start\":[x,y],\"id\":\"...\"}");
        }
        String rules;
        Long lieSeed;
        try {
            RuleSet parsed = RuleSet.parse(root.path("rules").asText());
            if (parsed.vanilla()) {
                throw new IllegalArgumentException("the rules are V (vanilla): a vanilla board needs no companion");
            }
            rules = parsed.text();
            JsonNode seed = root.path(LieSeeds.FIELD);
            lieSeed = LieSeeds.read(seed.isTextual() ? seed.asText() : seed.isMissingNode() ? null : seed.toString(), rules);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
        Cell start = new Cell(root.path("start").get(0).asInt(), root.path("start").get(1).asInt());
        try {
            String id = root.path("id").isTextual() ? root.path("id").asText() : null;
            return new Instance(id, layout, start, from, rules, null, lieSeed);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage() + ": the companion belongs to another board");
        }
    }
}
