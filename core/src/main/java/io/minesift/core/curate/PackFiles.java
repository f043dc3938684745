package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.SiftFolder.Board;
import io.minesift.core.report.PackReport;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a puzzle pack's folder, every file atomically. Board {@code i} of the pack gets the name
 * {@code NN-ID} ({@code NN} its place, zero-padded to at least two digits so names sort in pack
 * order) and the files its game writes for it ({@link Puzzle#packContents}: for Minesweeper the
 * puzzle as other tools open it, its MBF file and the solved board). Beside them: {@code pack.json},
 * the game's board set in pack order (what {@code sift --instances} reads), {@code pack.csv} and
 * {@code pack-info.json} (see {@link PackReport}), which lists every file the pack wrote.
 */
public final class PackFiles {
    public static final String BOARD_SET = "pack.json";
    public static final String TABLE = "pack.csv";
    public static final String INFO = "pack-info.json";

    private PackFiles() {
    }

    /**
     * Writes the pack into {@code out} (see {@link PackFolder}: a new or empty folder, or with
     * {@code force} over an earlier pack).
     *
     * @param sift   the sift's folder the pack came from (recorded in {@code pack-info.json})
     * @param choice the chosen boards, in pack order, and what the choice says of luck
     * @param order  the order the boards are in
     * @param extras the game's files for the whole pack (Minesweeper: its Tatham IDs, the page), by name
     */
    public static <B> void write(Path out, Path sift, PackChoice<B> choice, PackOrder order, Puzzle<B> puzzle,
                                 Map<String, byte[]> extras, boolean force) {
        List<Board<B>> pack = choice.boards();
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<PackReport.Row> rows = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            Board<B> b = pack.get(i);
            String name = name(i + 1, pack.size(), b.id());
            files.putAll(puzzle.packContents(name, b.board()));
            rows.add(new PackReport.Row(i + 1, name, b.entry(), puzzle.codes(b.board())));
        }
        files.put(BOARD_SET, puzzle.writeBoardSet(pack.stream().map(Board::board).toList()));
        files.put(TABLE, PackReport.csv(rows));
        files.putAll(extras);
        List<String> written = new ArrayList<>(files.keySet());
        written.add(INFO);
        written.sort(null);
        PackReport.Guesses guesses = choice.luckKnown()
                ? new PackReport.Guesses(choice.withGuess(), choice.maxLuck(), choice.leftOut()) : null;
        byte[] info = PackReport.json(about(sift, choice.category(), order, puzzle), guesses, rows, written);
        PackFolder.write(out, info, files, force);
    }

    /** {@code NN-ID}: the place zero-padded to the width of the largest place, at least two digits. */
    public static String name(int position, int size, String id) {
        int digits = Math.max(2, Integer.toString(size).length());
        return String.format(Locale.ROOT, "%0" + digits + "d-%s", position, id);
    }

    private static Map<String, String> about(Path sift, Category category, PackOrder order, Puzzle<?> puzzle) {
        Map<String, String> about = new LinkedHashMap<>();
        about.put("sift", sift.toString());
        about.put("category", category.id());
        about.put("choice", PackChoice.RULE);
        about.put("order", order.id());
        about.put("orderRules", PackOrder.RULES);
        about.put("files", puzzle.packFiles() + "; " + BOARD_SET + ": the boards as a board set, in pack order");
        return about;
    }
}
