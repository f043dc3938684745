package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.PackFiles;
import io.minesift.core.curate.SiftFolder;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.cli.page.PlayPage;
import io.minesift.minesweeper.sift.MinesweeperReason;
import io.minesift.core.util.AtomicFiles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code pack}'s Minesweeper extras: {@code pack.tatham.txt} (each board's Simon Tatham's Mines game
 * ID, in pack order), and with {@code --page} the playable page {@code pack.html}.
 */
final class PackPage {
    static final String PAGE = "pack.html";
    static final String TATHAM = "pack.tatham.txt";

    private PackPage() {
    }

    /**
     * Refuses {@code --page} for a pack with a board under variant rules, before anything is written.
     *
     * @throws IllegalArgumentException naming the first such board
     */
    static void checkPage(List<SiftFolder.Board<Instance>> pack, boolean page) {
        for (SiftFolder.Board<Instance> b : pack) {
            if (page && b.board().rules() != null) {
                throw new IllegalArgumentException("--page plays vanilla boards only, and board " + b.id()
                        + " follows the variant rules " + b.board().rules() + ": pack it without --page");
            }
        }
    }

    /**
     * Writes the extras of a Minesweeper pack; the page only when asked. Tatham's Mines and the page
     * play vanilla boards: boards under variant rules get no Tatham ID (a pack of them only, no
     * {@code pack.tatham.txt}), and {@code --page} refuses them.
     */
    static void write(Path out, Category category, List<SiftFolder.Board<Instance>> pack, boolean page) {
        List<Instance> vanilla = pack.stream().map(SiftFolder.Board::board).filter(b -> b.rules() == null).toList();
        if (!vanilla.isEmpty()) {
            BoardFiles.write(out.resolve(TATHAM), vanilla);
        }
        if (!page) {
            return;
        }
        List<PlayPage.Board> boards = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            SiftFolder.Board<Instance> b = pack.get(i);
            boards.add(new PlayPage.Board(PackFiles.name(i + 1, pack.size(), b.id()), b.board(), category.id(),
                    MinesweeperReason.of(b.entry().measures(), b.entry().weakGuesses())));
        }
        String title = "minesift pack: " + pack.size() + " " + category.id() + " " + (pack.size() == 1 ? "board" : "boards");
        AtomicFiles.write(out.resolve(PAGE), PlayPage.html(title, boards).getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }
}
