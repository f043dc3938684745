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
 * played again. A {@link PlayRule} may stop a board's plays before {@code repeats}, the most: it
 * reads only that board's plays so far, so all of the above still holds.
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
    private final PlayRule rule;

    /** A sift of two or more players, the weak one first and the strong one last, each board played the most. */
    public Sift(List<? extends Contestant<B>> players, Function<B, String> idOf, Measurer<B> measurer) {
        this(players, idOf, measurer, PlayRule.FIXED);
    }

    /** A sift of two or more players whose plays per board the rule decides, up to the most. */
    public Sift(List<? extends Contestant<B>> players, Function<B, String> idOf, Measurer<B> measurer, PlayRule rule) {
        if (players.size() < 2) {
            throw new IllegalArgumentException("a sift needs at least two players, got " + players.size());
        }
        this.players = List.copyOf(players);
        this.idOf = idOf;
        this.measurer = measurer;
        this.rule = java.util.Objects.requireNonNull(rule, "rule");
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
                RunKey.boardsOf(boards.stream().map(idOf).toList()), rule.fingerprint());
    }

    /** The rule of this sift's plays per board (an engine that plays elsewhere ships it). */
    public PlayRule rule() {
        return rule;
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
        playMissing(boards, journal, runner, progress);
        journal.rewriteInOrder(boards.stream().map(idOf).toList()); // the same file whatever the threads' order
        List<BoardResult> results = new ArrayList<>(boards.size());
        for (B board : boards) {
            results.add(journal.result(idOf.apply(board)));
        }
        return results;
    }

    /**
     * Plays the boards the journal lacks with {@code runner}, appending each result to it; the
     * journal keeps its order of finishing (see {@link #run}, which puts it in the boards' order).
     *
     * @param progress told first how many boards were already done, then of each board done
     */
    public void playMissing(List<B> boards, Journal journal, BoardRunner<B> runner, IntConsumer progress) {
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
    }

    /**
     * One board: every player's repeated plays and the board's measures. The plays go in rounds:
     * each player still playing plays on to the round's count (play {@code r} from its own stream,
     * so the first {@code n} plays are always the same), then the rule reads the rates so far and
     * says who goes on; at the most ({@code key.repeats()}) every player stops.
     */
    public BoardResult play(B board, RunKey key) {
        String id = idOf.apply(board);
        long boardStream = streamOf(id);
        int count = players.size();
        List<List<Attempt>> plays = new ArrayList<>(count);
        boolean[] playing = new boolean[count];
        for (int p = 0; p < count; p++) {
            plays.add(new ArrayList<>());
            playing[p] = true;
        }
        List<Rate> rates = new ArrayList<>(count);
        int most = key.repeats();
        for (int n = Math.min(rule.firstRound(), most); ; n = (int) Math.min((long) n + rule.round(), most)) {
            rates.clear();
            for (int p = 0; p < count; p++) {
                if (playing[p]) {
                    playOn(p, board, key.seed(), boardStream, plays.get(p), n);
                }
                rates.add(Rate.of(plays.get(p)));
            }
            if (n >= most || !stillPlaying(playing, rule.goOn(id, rates, playing.clone()))) {
                break;
            }
        }
        return new BoardResult(id, rates, measurer.measure(board));
    }

    /** Player {@code p}'s plays {@code attempts.size() .. n-1}, each from its own stream. */
    private void playOn(int p, B board, long seed, long boardStream, List<Attempt> attempts, int n) {
        long playerStream = playerStream(p, players.size());
        for (int r = attempts.size(); r < n; r++) {
            attempts.add(players.get(p).attempt(board, Plays.stream(seed, boardStream, playerStream, r)));
        }
    }

    /** Keeps on only the players the rule lets go on; whether any still plays. */
    private static boolean stillPlaying(boolean[] playing, boolean[] goOn) {
        boolean any = false;
        for (int p = 0; p < playing.length; p++) {
            playing[p] = playing[p] && goOn[p];
            any |= playing[p];
        }
        return any;
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
