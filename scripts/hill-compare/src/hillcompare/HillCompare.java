package hillcompare;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.Match;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.core.util.InputException;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Plays boards {@code [from, to)} of {@code minesift play}'s board stream with Hill's solver and
 * with a minesift player, both on the same board: board {@code i} is
 * {@code new UniformGenerator(spec, firstClick, start).generate(seed, i)}, exactly what
 * {@code play} generates, and our player's game {@code i} is {@link Match#game}, exactly what
 * {@code play} plays. Each game's line depends on {@code (seed, i)} only, so ranges run in
 * separate processes give the same game results as one run (the CPU columns differ from run to run).
 *
 * <p>Usage: {@code HillCompare BOARD FIRST_CLICK START SEED FROM TO PLAYER_FILE OUT_FILE}, e.g.
 * {@code HillCompare expert safe corner 1 0 100000 players/strong-max.json run.txt}. Writes one
 * line per game to OUT_FILE ({@link GameLine}) and a progress line every 1,000 games; then
 * {@link Summary} turns one or more such files into the paired figures.
 */
public final class HillCompare {
    private static final int PROGRESS_EVERY = 1000;

    private HillCompare() {
    }

    public static void main(String[] args) {
        if (args.length != 8) {
            fail("usage: HillCompare BOARD FIRST_CLICK START SEED FROM TO PLAYER_FILE OUT_FILE");
        }
        guarded(() -> {
            UniformGenerator boards = boards(args);
            long seed = Long.parseLong(args[3]);
            int from = Integer.parseInt(args[4]);
            int to = Integer.parseInt(args[5]);
            if (from < 0 || to <= from) {
                fail("FROM and TO must satisfy 0 <= FROM < TO, got " + from + " and " + to);
            }
            Player ours = PlayerFiles.read(Path.of(args[6]));
            run(boards, seed, from, to, ours, Path.of(args[7]));
        });
    }

    /** The board stream of {@code minesift play} that arguments BOARD FIRST_CLICK START name (the first three). */
    static UniformGenerator boards(String[] args) {
        return new UniformGenerator(BoardSpec.parse(args[0]), FirstClickRule.parse(args[1]), StartRule.parse(args[2]));
    }

    /** A tool's work, which may fail on its input. */
    interface Work {
        void run() throws IOException;
    }

    /** Runs a tool's work; bad input (arguments, files) ends it with one line and exit code 2, no stack trace. */
    static void guarded(Work work) {
        try {
            work.run();
        } catch (IllegalArgumentException | InputException e) {
            fail(e.getMessage());
        } catch (NoSuchFileException e) {
            fail(e.getFile() + ": no such file");
        } catch (IOException e) {
            fail(e.toString());
        } catch (UncheckedIOException e) {
            fail(e.getCause().toString());
        }
    }

    private static void run(UniformGenerator boards, long seed, int from, int to, Player ours, Path out) throws IOException {
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        HillPlayer hill = new HillPlayer(HillSettings.bulk());
        Tally tally = new Tally();
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out, StandardCharsets.UTF_8))) {
            w.println(GameLine.HEADER);
            for (int i = from; i < to; i++) {
                long t0 = cpu.getCurrentThreadCpuTime();
                Instance board = boards.generate(seed, i);
                HillPlayer.Outcome h = hill.play(new LayoutGame(board, i));
                long t1 = cpu.getCurrentThreadCpuTime();
                GameRecord o = Match.game(ours, boards, seed, i);
                long t2 = cpu.getCurrentThreadCpuTime();
                GameLine line = new GameLine(i, h.won(), o.won(), h.guesses(), o.guesses(), (t1 - t0) / 1000, (t2 - t1) / 1000,
                        h.failure());
                w.println(line.text());
                tally.add(line);
                if ((i - from + 1) % PROGRESS_EVERY == 0 || i + 1 == to) {
                    w.flush();
                    System.out.println("seed " + seed + " boards " + from + ".." + i + ": " + tally.progress());
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    static void fail(String message) {
        System.err.println("hill-compare: " + message);
        System.exit(2);
    }

    /** Running counts for the progress lines. */
    static final class Tally {
        int games;
        int hillWins;
        int ourWins;
        int onlyHill;
        int onlyOurs;
        long hillMicros;
        long ourMicros;
        int failures;

        void add(GameLine g) {
            games++;
            hillWins += g.hillWon() ? 1 : 0;
            ourWins += g.ourWon() ? 1 : 0;
            onlyHill += g.hillWon() && !g.ourWon() ? 1 : 0;
            onlyOurs += g.ourWon() && !g.hillWon() ? 1 : 0;
            hillMicros += g.hillMicros();
            ourMicros += g.ourMicros();
            failures += g.failure() == null ? 0 : 1;
        }

        String progress() {
            return String.format(Locale.ROOT, "%d games, Hill %d wins (%.2f %%), ours %d wins (%.2f %%), only Hill %d, only ours %d, "
                            + "solver failures %d; CPU per game Hill %.2f ms, ours %.2f ms",
                    games, hillWins, 100.0 * hillWins / games, ourWins, 100.0 * ourWins / games, onlyHill, onlyOurs, failures,
                    hillMicros / 1e3 / games, ourMicros / 1e3 / games);
        }
    }
}
