package io.minesift.sift;

import io.minesift.board.Instance;
import io.minesift.classify.Category;
import io.minesift.game.Game;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardFormat;
import io.minesift.io.MineText;
import io.minesift.report.PackReport;
import io.minesift.sift.SiftFolder.Board;
import io.minesift.util.AtomicFiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a puzzle pack's folder, every file atomically. Board {@code i} of the pack gets the name
 * {@code NN-ID} ({@code NN} its place, zero-padded to at least two digits so names sort in pack
 * order) and three files: {@code NN-ID.mine}, the <em>puzzle</em> (every cell hidden but what the
 * start click reveals, so other tools open the game where a player starts it), {@code NN-ID.mbf}
 * (the mines, for Minesweeper X and Arbiter), and {@code solutions/NN-ID.mine}, the solved board.
 * Beside them: {@code pack.json}, the board set in pack order (what {@code sift --instances}
 * reads), {@code pack.csv} and {@code pack-info.json} (see {@link PackReport}).
 */
public final class PackFiles {
    public static final String BOARD_SET = "pack.json";
    public static final String TABLE = "pack.csv";
    public static final String INFO = "pack-info.json";
    public static final String SOLUTIONS = "solutions";
    /** What the files are, for {@code pack-info.json}. */
    static final String FILES = "NAME.mine: the puzzle, every cell hidden but what the start click reveals; "
            + "NAME.mbf: its mines; " + SOLUTIONS + "/NAME.mine: the solved board; " + BOARD_SET
            + ": the boards as a board set, in pack order";

    private PackFiles() {
    }

    /**
     * @param sift     the sift's folder the pack came from (recorded in {@code pack-info.json})
     * @param category the pack's category
     * @param order    the order the boards are in
     * @param pack     the boards, in pack order
     */
    public static void write(Path out, Path sift, Category category, PackOrder order, List<Board> pack) {
        List<PackReport.Row> rows = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            Board b = pack.get(i);
            String name = name(i + 1, pack.size(), b.instance().id());
            AtomicFiles.write(out.resolve(name + ".mine"), puzzle(b.instance()));
            AtomicFiles.write(out.resolve(name + ".mbf"), BoardFiles.encode(BoardFormat.MBF, List.of(b.instance())));
            AtomicFiles.write(out.resolve(SOLUTIONS).resolve(name + ".mine"),
                    BoardFiles.encode(BoardFormat.MINE, List.of(b.instance())));
            rows.add(new PackReport.Row(i + 1, name, b.entry()));
        }
        AtomicFiles.write(out.resolve(BOARD_SET), BoardFiles.encode(BoardFormat.JSON,
                pack.stream().map(Board::instance).toList()));
        AtomicFiles.write(out.resolve(TABLE), PackReport.csv(rows));
        AtomicFiles.write(out.resolve(INFO), PackReport.json(about(sift, category, order), rows));
    }

    /** {@code NN-ID}: the place zero-padded to the width of the largest place, at least two digits. */
    static String name(int position, int size, String id) {
        int digits = Math.max(2, Integer.toString(size).length());
        return String.format(Locale.ROOT, "%0" + digits + "d-%s", position, id);
    }

    /**
     * The board as a puzzle position in {@code .mine} text: the start cell opened (with the region
     * a zero opens), every other cell hidden. Other tools read a digit as a revealed cell, so the
     * solved board would open as a finished game.
     */
    public static byte[] puzzle(Instance board) {
        return MineText.format(Game.started(board).view().position()).getBytes(StandardCharsets.US_ASCII);
    }

    private static Map<String, String> about(Path sift, Category category, PackOrder order) {
        Map<String, String> about = new LinkedHashMap<>();
        about.put("sift", sift.toString());
        about.put("category", category.id());
        about.put("choice", SiftFolder.CHOICE_RULE);
        about.put("order", order.id());
        about.put("orderRules", PackOrder.RULES);
        about.put("files", FILES);
        return about;
    }
}
