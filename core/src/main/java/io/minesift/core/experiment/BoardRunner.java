package io.minesift.core.experiment;

import java.util.List;
import java.util.function.Consumer;

/**
 * Where a sift's boards are played: in this process on worker threads ({@link #inProcess}, the
 * default), or spread over machines by another engine. Whatever the engine, each board is played by
 * {@link Sift#play}, so its result depends only on the seed and the board.
 *
 * @param <B> the puzzle's board type
 */
public interface BoardRunner<B> {
    /**
     * Plays every board and hands each result to {@code done} (from any thread, in any order;
     * an engine that gathers its results may hand them all over when its job ends).
     */
    void play(Sift<B> sift, List<B> boards, RunKey key, Consumer<BoardResult> done);

    /** The in-process runner: boards spread over {@code threads} worker threads, each result handed over at once. */
    static <B> BoardRunner<B> inProcess(int threads) {
        return (sift, boards, key, done) -> Plays.forEachBoard(boards.size(), threads, "minesift-sift",
                i -> done.accept(sift.play(boards.get(i), key)));
    }
}
