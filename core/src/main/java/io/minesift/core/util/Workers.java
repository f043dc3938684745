package io.minesift.core.util;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.LongFunction;

/**
 * Runs independent pieces of work on a fixed number of daemon threads and waits for all of
 * them. The first failure is rethrown as it was thrown (unchecked), and no piece starts after
 * it (pieces already running on other threads finish).
 */
public final class Workers {
    /** How many results per thread {@link #inOrder} may hold read ahead of the one it waits for. */
    static final int AHEAD_PER_THREAD = 4;

    private Workers() {
    }

    public static void run(List<Runnable> work, int threads, String name) {
        ExecutorService pool = pool(threads, name);
        try {
            AtomicBoolean failed = new AtomicBoolean();
            List<Future<?>> running = new ArrayList<>(work.size());
            for (Runnable w : work) {
                running.add(pool.submit(() -> {
                    if (failed.get()) {
                        return;
                    }
                    try {
                        w.run();
                    } catch (RuntimeException | Error e) {
                        failed.set(true);
                        throw e;
                    }
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw rethrown(e);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Computes {@code task(i)} for i = 0 to {@code count - 1} on {@code threads} threads and hands each
     * result to {@code each} on the calling thread, in the order of i, as soon as it and every result
     * before it are ready. A thread that ends a piece starts the next at once, so one slow piece holds
     * back only the handing on, never the other threads, while at most {@value #AHEAD_PER_THREAD}
     * pieces a thread are read ahead of the one awaited. So {@code each} sees the same results in
     * the same order whatever the threads, when each result is a function of its i. The first
     * failure (of a piece or of {@code each}) is rethrown as it was thrown, and no piece starts after
     * it, not even one before it that had not started: what {@code each} was handed is then a whole
     * prefix of the results.
     */
    public static <T> void inOrder(long count, int threads, String name, LongFunction<T> task, Consumer<? super T> each) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        ExecutorService pool = pool(threads, name);
        // the first failure; a piece that finds one set never starts, and ends with NOT_STARTED instead
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Deque<Future<T>> ahead = new ArrayDeque<>();
        long next = 0;
        try {
            while (next < count || !ahead.isEmpty()) {
                while (next < count && ahead.size() < (long) AHEAD_PER_THREAD * threads) {
                    long i = next++;
                    ahead.add(pool.submit(() -> {
                        if (failure.get() != null) {
                            throw NOT_STARTED;
                        }
                        try {
                            return task.apply(i);
                        } catch (RuntimeException | Error e) {
                            failure.compareAndSet(null, e);
                            throw e;
                        }
                    }));
                }
                each.accept(ahead.poll().get());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            // a piece before the failed one may not have started: the failure is what is rethrown
            throw rethrown(e.getCause() == NOT_STARTED ? new ExecutionException(failure.get()) : e);
        } catch (RuntimeException | Error e) {
            failure.compareAndSet(null, e); // each failed: no piece starts after it
            throw e;
        } finally {
            failure.compareAndSet(null, NOT_STARTED);
            pool.shutdownNow();
        }
    }

    /** How a piece of {@link #inOrder} that never started, because another failed first, ends. */
    private static final RuntimeException NOT_STARTED = new IllegalStateException("not started: another piece failed", null) {
        @Override
        public synchronized Throwable fillInStackTrace() {
            return this;
        }
    };

    private static ExecutorService pool(int threads, String name) {
        return Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /** The cause of a piece's failure, as it was thrown when unchecked. */
    private static RuntimeException rethrown(ExecutionException e) {
        if (e.getCause() instanceof RuntimeException r) {
            return r;
        }
        if (e.getCause() instanceof Error err) {
            throw err;
        }
        return new IllegalStateException(e.getCause());
    }
}
