package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.PackFiles;
import io.minesift.core.curate.SiftFolder;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.BoardFormat;
import io.minesift.minesweeper.sift.MinesweeperArt;
import io.minesift.core.experiment.Luck;
import io.minesift.cli.page.PlayPage;
import io.minesift.minesweeper.sift.MinesweeperReason;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
     * The extras of a Minesweeper pack, by file name: {@code pack.tatham.txt}, and the page only when
     * asked. Tatham's Mines plays classic boards: boards under variant rules get no Tatham ID (a pack
     * of them only, no {@code pack.tatham.txt}); the page plays them under their rules.
     */
    static Map<String, byte[]> files(Category category, List<SiftFolder.Board<Instance>> pack, boolean page) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        List<Instance> vanilla = pack.stream().map(SiftFolder.Board::board).filter(b -> b.rules() == null).toList();
        if (!vanilla.isEmpty()) {
            files.put(TATHAM, BoardFiles.encode(BoardFormat.TATHAM, vanilla));
        }
        if (!page) {
            return files;
        }
        List<PlayPage.Board> boards = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            SiftFolder.Board<Instance> b = pack.get(i);
            boards.add(new PlayPage.Board(PackFiles.name(i + 1, pack.size(), b.id()), b.board(), category.id(),
                    b.board().rules() != null ? MinesweeperReason.ofVariant(b.board().rules(), b.entry().weakGuesses())
                            : MinesweeperReason.of(b.entry().measures(), b.entry().weakGuesses()),
                    b.entry().luckFigures().map(Luck::words).orElse("")));
        }
        String title = "minesift pack: " + pack.size() + " " + category.id() + " " + (pack.size() == 1 ? "board" : "boards");
        files.put(PAGE, PlayPage.html(title, about(category), boards).getBytes(StandardCharsets.UTF_8));
        return files;
    }

    /**
     * What the pack's category means, in plain words, for the top of the page: a player reads
     * skill-rewarding as "reasoning wins it", which a board that needs a guess is not quite.
     */
    static String about(Category category) {
        String rule = new MinesweeperArt(Map.of()).rule(category);
        String more = switch (category) {
            case TOO_EASY -> " Simple reasoning wins these about as often as the best does.";
            case SKILL_REWARDING -> " That is not the same as needing no guess: a board can reward reasoning and still "
                    + "ask for a guess, and each board here says whether it does.";
            case LUCK_BOUND -> " Expect to lose some of these however well you reason.";
        };
        return "A " + category.id() + " pack: " + rule + "." + more;
    }
}
