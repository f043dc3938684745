package io.minesift.cli;

import io.minesift.board.BoardSpec;

import java.util.Locale;

/**
 * Sizes work before it starts: a run whose boards cannot fit in this JVM's memory is refused with
 * the limit in the message, instead of failing later with an out-of-memory error.
 */
final class Sizing {
    /** Bytes a board takes while a command holds it (its layout, its file text, its results), generously. */
    private static final long BYTES_PER_BOARD = 2_500;

    private Sizing() {
    }

    /** The most boards of this size that fit in a quarter of the JVM's heap. */
    static long maxBoards(BoardSpec board, long heapBytes) {
        long perBoard = BYTES_PER_BOARD + 3L * board.width() * board.height();
        return Math.max(1, heapBytes / 4 / perBoard);
    }

    /**
     * Refuses {@code count} boards of this size when they cannot fit.
     *
     * @throws IllegalArgumentException with the limit and what to do
     */
    static void check(String option, long count, BoardSpec board) {
        long heap = Runtime.getRuntime().maxMemory();
        long max = maxBoards(board, heap);
        if (count > max) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%s %d is more than the %d boards of %s that fit in this Java's memory (%d MB): split the run, "
                            + "or give Java more memory (java -Xmx16g -jar ...)", option, count, max, board, heap >> 20));
        }
    }
}
