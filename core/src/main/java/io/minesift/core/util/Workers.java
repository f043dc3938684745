package io.minesift.core.util;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Runs independent pieces of work on a fixed number of daemon threads and waits for all of
 * them. The first failure is rethrown as it was thrown (unchecked), and no piece starts after
 * it (pieces already running on other threads finish).
 */
public final class Workers {
    private Workers() {
    }

    public static void run(List<Runnable> work, int threads, String name) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
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
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
