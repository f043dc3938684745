package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.SiftFolder.Board;
import io.minesift.core.report.PackReport;
import io.minesift.core.util.AtomicFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a puzzle pack's folder, every file atomically. Board {@code i} of the pack gets the name
 * {@code NN-ID} ({@code NN} its place, zero-padded to at least two digits so names sort in pack
 * order) and the files its game writes for it ({@link Puzzle#writePackFiles}: for Minesweeper the
 * puzzle as other tools open it, its MBF file and the solved board). Beside them: {@code pack.json},
 * the game's board set in pack order (what {@code sift --instances} reads), {@code pack.csv} and
 * {@code pack-info.json} (see {@link PackReport}).
 */
public final class PackFiles {
    public static final String BOARD_SET = "pack.json";
    public static final String TABLE = "pack.csv";
    public static final String INFO = "pack-info.json";

    private PackFiles() {
    }

    /**
     * @param sift     the sift's folder the pack came from (recorded in {@code pack-info.json})
     * @param category the pack's category
     * @param order    the order the boards are in
     * @param pack     the boards, in pack order
     */
    public static <B> void write(Path out, Path sift, Category category, PackOrder order, List<Board<B>> pack,
                                 Puzzle<B> puzzle) {
        List<PackReport.Row> rows = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            Board<B> b = pack.get(i);
            String name = name(i + 1, pack.size(), b.id());
            puzzle.writePackFiles(out, name, b.board());
            rows.add(new PackReport.Row(i + 1, name, b.entry(), puzzle.codes(b.board())));
        }
        AtomicFiles.write(out.resolve(BOARD_SET), puzzle.writeBoardSet(pack.stream().map(Board::board).toList()));
        AtomicFiles.write(out.resolve(TABLE), PackReport.csv(rows));
        AtomicFiles.write(out.resolve(INFO), PackReport.json(about(sift, category, order, puzzle), rows));
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
        about.put("choice", SiftFolder.CHOICE_RULE);
        about.put("order", order.id());
        about.put("orderRules", PackOrder.RULES);
        about.put("files", puzzle.packFiles() + "; " + BOARD_SET + ": the boards as a board set, in pack order");
        return about;
    }
}
