package io.minesift.spark;

/**
 * A Spark job that failed for good (after Spark's own retries): none of its boards were kept, and
 * running the same command again reruns them. Not a bug of minesift, nor bad input: the command
 * line ends it with its own exit code, in one line.
 */
public final class SparkJobFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SparkJobFailed(String message, Throwable cause) {
        super(message, cause);
    }
}
