package io.minesift.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.board.BoardSpec;
import io.minesift.generate.UniformGenerator;
import io.minesift.player.OpeningBook;
import io.minesift.player.OpeningBookBuilder;
import io.minesift.player.Player;
import io.minesift.player.PlayerFiles;
import io.minesift.player.StrongPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift book}: builds the strong player's opening book by paired play-outs. */
@Command(name = "book", mixinStandardHelpOptions = true,
        description = {"Build an opening book: the positions where games most often need their first guess, each "
                + "with the move that won most play-outs on the same boards (when it beats the player's own choice "
                + "clearly). The same options give the same book for any --threads."},
        footer = {"", "Example (the book in the jar):",
                "  minesift book expert --first-click safe --start corner --seed 7 --scan 20000 --entries 6 --boards 4000 "
                        + "--out src/main/resources/io/minesift/player/opening-book.json"})
final class BookCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "BOARD", description = "Preset or WxHxM.")
    BoardSpec board;

    @Mixin
    BoardRules rules;

    @Option(names = "--player", paramLabel = "FILE", description = "A strong player file (default: the strong defaults).")
    Path playerFile;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--scan", paramLabel = "N", defaultValue = "20000",
            description = "Games played to their first guess to find the frequent positions. Default: ${DEFAULT-VALUE}.")
    int scan;

    @Option(names = "--entries", paramLabel = "K", defaultValue = "6",
            description = "The most frequent positions to study. Default: ${DEFAULT-VALUE}.")
    int entries;

    @Option(names = "--boards", paramLabel = "M", defaultValue = "4000",
            description = "Boards per position on which every candidate is played out. Default: ${DEFAULT-VALUE}.")
    int boards;

    @Option(names = "--z", paramLabel = "Z", defaultValue = "2",
            description = "Standard errors of the paired difference a move must win by to replace the player's own "
                    + "choice. Default: ${DEFAULT-VALUE}.")
    double z;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "Where to write the book (JSON).")
    Path out;

    @Option(names = "--append", description = "Add the new entries to the book already in --out (new ones replace "
            + "old ones for the same positions), keeping its commands.")
    boolean append;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Override
    public Integer call() throws Exception {
        Player player = playerFile == null ? new StrongPlayer(StrongPlayer.Parameters.defaults()) : PlayerFiles.read(playerFile);
        if (!(player instanceof StrongPlayer strong)) {
            throw new IllegalArgumentException(playerFile + ": the opening book needs a strong player, got " + player.name());
        }
        OpeningBookBuilder.Settings settings = new OpeningBookBuilder.Settings(seed, scan, entries, boards, z);
        String command = String.format(java.util.Locale.ROOT,
                "minesift book %s --first-click %s --start %s --seed %d --scan %d --entries %d --boards %d --z %s", board,
                rules.firstClick.id(), rules.start.id(), seed, scan, entries, boards, z);
        OpeningBook old = append && Files.exists(out) ? OpeningBook.read(out) : null;
        OpeningBook book = new OpeningBookBuilder(strong, new UniformGenerator(board, rules.firstClick, rules.start), settings,
                Threads.resolve(threads)).build(command);
        OpeningBook written = old == null ? book : old.plus(book);
        Files.writeString(out, new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(written.toJson()) + "\n");
        for (OpeningBook.Entry e : book.entries()) {
            spec.commandLine().getOut().printf(java.util.Locale.ROOT, "%s seen %d: cell %d; wins %s of %d%n", e.key(), e.seen(),
                    e.cell(), java.util.Arrays.toString(e.wins()), e.boards());
        }
        return 0;
    }
}
