package io.minesift.experiment;

import io.minesift.util.Seeds;
import io.minesift.util.Workers;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * The paired-player experiment: every board is played {@code repeats} times by the weak and by
 * the strong player, and measured once. Play {@code r} of player {@code p} on board {@code b}
 * draws from the stream split from (seed, b's id, p, r), so a board's results depend only on
 * the seed and the board, never on the thread count, the order or the other boards. Each
 * finished board goes to the {@link Journal} at once; boards the journal already holds are not
 * played again.
 *
 * @param <B> the puzzle's board type
 */
public final class Sift<B> {
    private static final long WEAK_STREAM = 1;
    private static final long STRONG_STREAM = 2;

    /** Puzzle-specific measures of a board (named numbers), computed once per board. */
    public interface Measurer<B> {
        Map<String, Double> measure(B board);
    }

    private final Contestant<B> weak;
    private final Contestant<B> strong;
    private final Function<B, String> idOf;
    private final Measurer<B> measurer;

    public Sift(Contestant<B> weak, Contestant<B> strong, Function<B, String> idOf, Measurer<B> measurer) {
        this.weak = weak;
        this.strong = strong;
        this.idOf = idOf;
        this.measurer = measurer;
    }

    /** The key a journal of this sift of {@code boards} must carry. */
    public RunKey key(long seed, int repeats, List<B> boards) {
        return new RunKey(seed, repeats, weak.fingerprint(), strong.fingerprint(),
                RunKey.boardsOf(boards.stream().map(idOf).toList()));
    }

    /**
     * Plays every board the journal lacks and returns all boards' results in the boards' order.
     *
     * @param progress told each time one more board is done (from any thread)
     */
    public List<BoardResult> run(List<B> boards, Journal journal, int threads, IntConsumer progress) {
        RunKey key = journal.key();
        List<B> todo = new ArrayList<>();
        for (B board : boards) {
            if (journal.result(idOf.apply(board)) == null) {
                todo.add(board);
            }
        }
        progress.accept(boards.size() - todo.size());
        List<Runnable> work = new ArrayList<>(todo.size());
        for (B board : todo) {
            work.add(() -> {
                journal.append(play(board, key));
                progress.accept(1);
            });
        }
        Workers.run(work, threads, "minesift-sift");
        journal.rewriteInOrder(boards.stream().map(idOf).toList()); // the same file whatever the threads' order
        List<BoardResult> results = new ArrayList<>(boards.size());
        for (B board : boards) {
            results.add(journal.result(idOf.apply(board)));
        }
        return results;
    }

    /** One board: both players' repeated plays and the board's measures. */
    public BoardResult play(B board, RunKey key) {
        String id = idOf.apply(board);
        long boardStream = streamOf(id);
        return new BoardResult(id, rate(weak, board, key, boardStream, WEAK_STREAM),
                rate(strong, board, key, boardStream, STRONG_STREAM), measurer.measure(board));
    }

    private Rate rate(Contestant<B> player, B board, RunKey key, long boardStream, long playerStream) {
        List<Attempt> attempts = new ArrayList<>(key.repeats());
        for (int r = 0; r < key.repeats(); r++) {
            attempts.add(player.attempt(board, Seeds.stream(key.seed(), boardStream, playerStream, r)));
        }
        return Rate.of(attempts);
    }

    /** A board's stream index from its id (64-bit FNV-1a of the id's UTF-8 bytes). */
    static long streamOf(String id) {
        long h = 0xcbf29ce484222325L;
        for (byte b : id.getBytes(StandardCharsets.UTF_8)) {
            h = (h ^ (b & 0xff)) * 0x100000001b3L;
        }
        return h;
    }
}
