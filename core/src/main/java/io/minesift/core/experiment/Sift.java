package io.minesift.core.experiment;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * The multi-player experiment: every board is played {@code repeats} times by each of two or more
 * players (the first is the weak player, the last the strong one), and measured once. Play
 * {@code r} of player {@code p} on board {@code b} draws from the stream split from (seed, b's id,
 * p's stream, r), so a board's results depend only on the seed and the board, never on the thread
 * count, the order or the other boards. The weak player's stream is 1 and the strong player's 2
 * whatever comes between them (players between get 3, 4, ... in order), so adding a player never
 * changes the weak and the strong player's plays: a two-player sift is the same as ever. Each
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

    private final List<Contestant<B>> players;
    private final Function<B, String> idOf;
    private final Measurer<B> measurer;

    /** A sift of two or more players, the weak one first and the strong one last. */
    public Sift(List<? extends Contestant<B>> players, Function<B, String> idOf, Measurer<B> measurer) {
        if (players.size() < 2) {
            throw new IllegalArgumentException("a sift needs at least two players, got " + players.size());
        }
        this.players = List.copyOf(players);
        this.idOf = idOf;
        this.measurer = measurer;
    }

    /** A sift of the weak and the strong player. */
    public Sift(Contestant<B> weak, Contestant<B> strong, Function<B, String> idOf, Measurer<B> measurer) {
        this(List.of(weak, strong), idOf, measurer);
    }

    /** The stream index of the player at {@code index} among {@code count}: weak 1, strong 2, those between 3, 4, ... */
    static long playerStream(int index, int count) {
        if (index == 0) {
            return WEAK_STREAM;
        }
        return index == count - 1 ? STRONG_STREAM : index + 2;
    }

    /** The key a journal of this sift of {@code boards} must carry. */
    public RunKey key(long seed, int repeats, List<B> boards) {
        return new RunKey(seed, repeats, players.stream().map(Contestant::fingerprint).toList(),
                RunKey.boardsOf(boards.stream().map(idOf).toList()));
    }

    /**
     * Plays every board the journal lacks and returns all boards' results in the boards' order.
     *
     * @param progress told each time one more board is done (from any thread)
     */
    public List<BoardResult> run(List<B> boards, Journal journal, int threads, IntConsumer progress) {
        return run(boards, journal, BoardRunner.inProcess(threads), progress);
    }

    /**
     * Plays every board the journal lacks with {@code runner} and returns all boards' results in
     * the boards' order.
     *
     * @param progress told each time one more board is done (from any thread)
     */
    public List<BoardResult> run(List<B> boards, Journal journal, BoardRunner<B> runner, IntConsumer progress) {
        RunKey key = journal.key();
        List<B> todo = new ArrayList<>();
        for (B board : boards) {
            if (journal.result(idOf.apply(board)) == null) {
                todo.add(board);
            }
        }
        progress.accept(boards.size() - todo.size());
        runner.play(this, todo, key, result -> {
            journal.append(result);
            progress.accept(1);
        });
        journal.rewriteInOrder(boards.stream().map(idOf).toList()); // the same file whatever the threads' order
        List<BoardResult> results = new ArrayList<>(boards.size());
        for (B board : boards) {
            results.add(journal.result(idOf.apply(board)));
        }
        return results;
    }

    /** One board: every player's repeated plays and the board's measures. */
    public BoardResult play(B board, RunKey key) {
        String id = idOf.apply(board);
        long boardStream = streamOf(id);
        List<Rate> rates = new ArrayList<>(players.size());
        for (int p = 0; p < players.size(); p++) {
            rates.add(rate(players.get(p), board, key, boardStream, playerStream(p, players.size())));
        }
        return new BoardResult(id, rates, measurer.measure(board));
    }

    private Rate rate(Contestant<B> player, B board, RunKey key, long boardStream, long playerStream) {
        return Rate.of(Plays.repeat(player, board, key.seed(), boardStream, playerStream, key.repeats()));
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
