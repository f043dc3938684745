package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.BookProgress;
import io.minesift.minesweeper.player.OpeningBook;
import io.minesift.minesweeper.player.OpeningBookBuilder;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.FolderLock;
import io.minesift.core.util.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;

/** {@code minesift book}: builds the strong player's opening book by paired play-outs. */
@Command(name = "book", abbreviateSynopsis = true,
        description = {"Build the strong player's opening book by paired play-outs.",
                "For the positions where games most often need their first guesses, the move that won most "
                        + "play-outs on the same boards, when it clearly beats the player's own. The same options give "
                        + "the same book for any --threads; a stopped build goes on when run again."},
        footer = {"Example (a small book with second guesses):",
                "  minesift book 5x5x4 --seed 3 --scan 300 --depth 2 --entries 1,2 \\",
                "      --boards 40,120 --near 1 --out book.json",
                Main.GUIDE})
final class BookCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(index = "0", paramLabel = "BOARD", description = "Preset or WxHxM.")
    BoardSpec board;

    @Mixin
    BoardRules rules;

    @Option(names = "--player", paramLabel = "PLAYER",
            description = "A strong player: a built-in name or a file. Default: strong.")
    PlayerChoice bookPlayer;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--scan", paramLabel = "N", defaultValue = "20000",
            description = "Games played to their first guess. Default: ${DEFAULT-VALUE}.")
    int scan;

    @Option(names = "--depth", paramLabel = "D", defaultValue = "1",
            description = "Study the positions of the first D guesses. Default: ${DEFAULT-VALUE}.")
    int depth;

    @Option(names = "--entries", paramLabel = "K", defaultValue = "6", split = ",",
            description = "Positions to study at each guess. Default: ${DEFAULT-VALUE}.")
    int[] entries;

    @Option(names = "--boards", paramLabel = "M", defaultValue = "4000", split = ",",
            description = "Boards per position, by race stage. Default: ${DEFAULT-VALUE}.")
    int[] boards;

    @Option(names = "--near", paramLabel = "R", defaultValue = "0",
            description = "Hidden cells this near an open one are candidates too. Default: ${DEFAULT-VALUE}.")
    int near;

    @Option(names = "--z", paramLabel = "Z", defaultValue = "2",
            description = "Standard errors a move must win by. Default: ${DEFAULT-VALUE}.")
    double z;

    @Option(names = "--race-z", paramLabel = "Z", defaultValue = "2",
            description = "Standard errors behind a stage's best that drop out. Default: ${DEFAULT-VALUE}.")
    double raceZ;

    @Option(names = "--out", paramLabel = "FILE", required = true, description = "The book file (JSON), written after each studied position.")
    Path out;

    @Option(names = "--append", description = "Add to the book in --out, its moves in force.")
    boolean append;

    @Option(names = "--stop-after", paramLabel = "N",
            description = "Study at most N positions, then stop (unfinished).")
    Integer stopAfter;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Override
    public Integer call() throws Exception {
        Player player = bookPlayer == null ? new StrongPlayer(StrongPlayer.Parameters.defaults())
                : PlayerFiles.parse(bookPlayer.file(), bookPlayer.source());
        if (!(player instanceof StrongPlayer strong)) {
            throw new IllegalArgumentException(bookPlayer.source() + ": the opening book needs a strong player, got " + player.name());
        }
        Limits.check("--depth", depth, 1, Limits.BOOK_DEPTH);
        Limits.check("--scan", scan, 1, Limits.BOOK_SCAN);
        for (int k : entries) {
            Limits.check("--entries", k, 1, Limits.BOOK_ENTRIES);
        }
        for (int m : boards) {
            Limits.check("--boards", m, 1, Limits.BOOK_BOARDS);
        }
        if (entries.length != 1 && entries.length != depth) {
            throw new IllegalArgumentException("--entries: one number, or one per guess (--depth " + depth + "), got "
                    + entries.length);
        }
        int[] perGuess = entries.length == depth ? entries : java.util.stream.IntStream.range(0, depth)
                .map(i -> entries[0]).toArray();
        OpeningBookBuilder.Settings settings = new OpeningBookBuilder.Settings(seed, scan, perGuess, boards, z, raceZ, near);
        String command = String.format(java.util.Locale.ROOT,
                "minesift book %s --first-click %s --start %s%s --seed %d --scan %d --depth %d --entries %s --boards %s "
                        + "--near %d --z %s --race-z %s", board, rules.firstClick.id(), rules.start.id(),
                bookPlayer == null ? "" : " --player " + bookPlayer.given(), seed, scan, depth, list(perGuess), list(boards), near,
                z, raceZ);
        if (stopAfter != null && stopAfter < 0) {
            throw new IllegalArgumentException("--stop-after must be at least 0, got " + stopAfter);
        }
        AtomicFiles.checkWritable(out);
        try (FolderLock lock = FolderLock.takeFile(out)) {
            return build(strong, settings, command);
        }
    }

    /** The build, while this run holds {@code --out}: another build of the same file would interleave its writes. */
    private int build(StrongPlayer strong, OpeningBookBuilder.Settings settings, String command) {
        BookProgress from = progress(command, BookProgress.fingerprint(strong));
        OpeningBookBuilder builder = new OpeningBookBuilder(strong, new UniformGenerator(board, rules.firstClick,
                rules.start), settings, Threads.resolve(threads), spec.commandLine().getErr()::println);
        Optional<BookProgress> finished;
        try {
            finished = builder.resume(from, stopAfter == null ? Integer.MAX_VALUE : stopAfter,
                    p -> AtomicFiles.write(out, BookProgress.text(p.toJson()).getBytes(StandardCharsets.UTF_8)));
        } catch (IllegalArgumentException e) {
            throw new InputException(out.toString(), "its unfinished build does not fit this command: " + e.getMessage());
        }
        if (finished.isEmpty()) {
            spec.commandLine().getOut().println(out + ": stopped (--stop-after " + stopAfter + "), the book unfinished: "
                    + "the same command goes on with it");
            return 0;
        }
        AtomicFiles.write(out, BookProgress.text(finished.get().book().toJson()).getBytes(StandardCharsets.UTF_8));
        io.minesift.minesweeper.board.Geometry g = board.geometry();
        java.util.List<OpeningBook.Entry> made = finished.get().made().entries();
        for (OpeningBook.Entry e : made) {
            spec.commandLine().getOut().printf(java.util.Locale.ROOT, "guess %d, %s seen %d: cell %s; candidates %s, "
                    + "wins %s of %s%n", e.guess(), e.key(), e.seen(), g.cell(e.cell()).label(),
                    java.util.Arrays.stream(e.candidates()).mapToObj(c -> g.cell(c).label()).toList(),
                    java.util.Arrays.toString(e.wins()), java.util.Arrays.toString(e.played()));
        }
        spec.commandLine().getOut().println("wrote a book of " + finished.get().book().entries().size() + " entries ("
                + made.size() + " made by this command) to " + out);
        return 0;
    }

    /**
     * The build to go on with: the one under way in {@code --out} when it is this command's (any
     * other is refused, so that no work is lost), else a new one on top of {@code --out}'s book
     * with {@code --append}, or on nothing.
     */
    private BookProgress progress(String command, String player) {
        Optional<BookProgress> underWay = Files.exists(out) ? BookProgress.read(out) : Optional.empty();
        if (underWay.isPresent()) {
            BookProgress p = underWay.get();
            if (!p.command().equals(command)) {
                throw new InputException(out.toString(), "holds an unfinished build of another command ("
                        + p.command() + "): run that one to finish it, or remove the file");
            }
            if (!p.player().equals(player)) {
                throw new InputException(out.toString(), "holds an unfinished build with another player (fingerprint "
                        + p.player() + ", this one " + player + "): finish it with that player, or remove the file");
            }
            return p;
        }
        OpeningBook base = append && Files.exists(out) ? OpeningBook.read(out) : OpeningBook.EMPTY;
        return BookProgress.start(command, player, depth, base);
    }

    private static String list(int[] values) {
        return java.util.Arrays.stream(values).mapToObj(String::valueOf).collect(java.util.stream.Collectors.joining(","));
    }
}
