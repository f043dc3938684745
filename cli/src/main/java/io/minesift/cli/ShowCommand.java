package io.minesift.cli;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.curate.Puzzle;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.BoardFormat;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.format.TathamId;
import io.minesift.minesweeper.format.TextDrawing;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import io.minesift.shanghai.sift.ShanghaiText;
import io.minesift.core.util.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code minesift show}: draws boards or a position as text; under each Minesweeper board, its
 * Tatham game ID and share link fragment, so a board on screen can be played elsewhere.
 */
@Command(name = "show", abbreviateSynopsis = true,
        description = {"Draw boards or a .mine position as text, cells named A1.",
                "Reads a board set, .mine, MBF or .tatham.txt file, or a folder of them; under each Minesweeper "
                        + "board, its Tatham game ID and share link. Shanghai deals are drawn layer by layer; "
                        + "--moves draws a deal's table part way, --numbers numbers its tiles as hint does, "
                        + "--seen hides covered kinds."},
        footer = {"Examples:",
                "  minesift show e.json --index 1",
                "  minesift show position.mine",
                "  minesift show ids.tatham.txt",
                "  minesift show deal.json --moves 18-25,29-33 --numbers --seen",
                Main.GUIDE})
final class ShowCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(index = "0", paramLabel = "FILE", description = "A board set, board file, folder or .mine position.")
    Path file;

    @Mixin
    BoardSelection selection;

    @Mixin
    ImportOptions importOptions;

    @Option(names = "--limit", paramLabel = "N", defaultValue = "10",
            description = "Draw at most N boards of a set. Default: ${DEFAULT-VALUE}.")
    int limit;

    @Option(names = "--moves", paramLabel = "A-B,...",
            description = "Shanghai: the deal's table after these pairs (tile numbers, as hint takes them).")
    String moves;

    @Option(names = "--numbers", description = "Shanghai: each tile's number in its lower half.")
    boolean numbers;

    @Option(names = "--seen", description = "Shanghai: the table as a player sees it: a covered tile as [??], "
            + "one seen but not free as ( 7).")
    boolean seen;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        boolean shanghaiOptions = moves != null || numbers || seen;
        boolean minePosition = BoardFormat.ofFile(file) == BoardFormat.MINE && !Files.isDirectory(file);
        if (shanghaiOptions && minePosition) {
            BoardFiles.readText(file); // a missing or unreadable file is named as such first
            throw new InputException(file.toString(), "a Minesweeper position: --moves, --numbers and --seen draw "
                    + "Shanghai deals");
        }
        if (minePosition) {
            String text = BoardFiles.readText(file);
            if (io.minesift.minesweeper.variant.VariantText.hasRules(text)) { // a variant position or board: its own text is its drawing
                out.print(io.minesift.minesweeper.variant.VariantText.format(io.minesift.minesweeper.variant.VariantText.parse(text, file.toString(), null)));
                return 0;
            }
            Position position = io.minesift.minesweeper.format.MineText.parse(text, file.toString());
            if (position.count(Position.MINE) != position.totalMines() || position.count(Position.FLAG) > 0) {
                out.print(TextDrawing.draw(position, "position " + file.getFileName()));
                return 0;
            }
        }
        if (limit < 1) {
            throw new IllegalArgumentException("--limit must be at least 1, got " + limit);
        }
        Puzzle<?> game = Games.of(null, file, importOptions.files());
        if (game instanceof ShanghaiPuzzle shanghai && shanghaiOptions) {
            out.print(ShanghaiShow.draw(shanghai, selection.apply(shanghai.readBoards(file), file.toString(), shanghai::boardId),
                    file.toString(), moves, new ShanghaiText.Drawing(numbers, seen), limit));
            return 0;
        }
        if (shanghaiOptions) {
            game.readBoards(file); // a missing or broken file is named as such first
            throw new InputException(file.toString(), "a " + game.id() + " board set: --moves, --numbers and --seen draw "
                    + "Shanghai deals");
        }
        if (game instanceof MinesweeperPuzzle) {
            List<Instance> boards = selection.apply(importOptions.files().read(file), file.toString());
            print(out, boards.stream().limit(limit).map(ShowCommand::drawWithLinks).toList(), boards.size());
            return 0;
        }
        return show(game, out);
    }

    /** A board's drawing and the two ways to play it elsewhere: in Tatham's Mines, and on a page by link. */
    private static String drawWithLinks(Instance board) {
        return TextDrawing.draw(board) + "tatham: " + TathamId.write(board) + "\nlink: #" + ShareLink.write(board) + "\n";
    }

    /** Another game's boards, drawn by the game itself; a game that draws none is refused. */
    private <B> int show(Puzzle<B> game, PrintWriter out) {
        List<B> boards = selection.apply(game.readBoards(file), file.toString(), game::boardId);
        List<String> texts = boards.stream().limit(limit).map(b -> game.text(b).orElseThrow(() -> new InputException(
                file.toString(), "a " + game.id() + " board set: show draws no " + game.id()
                        + " board; a sift's page (index.html) draws them"))).toList();
        print(out, texts, boards.size());
        return 0;
    }

    /** The drawings, a blank line apart, and how many more boards the set holds. */
    private void print(PrintWriter out, List<String> texts, int size) {
        for (int i = 0; i < texts.size(); i++) {
            out.print((i > 0 ? "\n" : "") + texts.get(i));
        }
        if (size > limit) {
            out.println("\n(" + (size - limit) + " more boards: use --limit, --index or --id)");
        }
    }
}
