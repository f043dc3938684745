package io.minesift.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Progress of long work on stderr: a redrawn bar when stderr is a terminal; when it is a file or a
 * pipe (a log), a plain line at every tenth of the work instead of {@code \r} frames; nothing for
 * short work or with {@code --quiet}. Thread-safe.
 */
final class Progress implements AutoCloseable {
    /** Progress draws on the process's stderr, so only a run from {@link Main#main} shows it (not tests or embedders). */
    private static volatile boolean enabled;

    private final ProgressBar bar;
    private final PrintStream log;
    private final String task;
    private final long total;
    private final AtomicLong done = new AtomicLong();

    private Progress(ProgressBar bar, PrintStream log, String task, long total) {
        this.bar = bar;
        this.log = log;
        this.task = task;
        this.total = total;
    }

    static void enable() {
        enabled = true;
    }

    /** Progress of {@code total} steps when {@code shown}, else a silent one. */
    static Progress of(String task, long total, boolean shown) {
        if (!shown || !enabled || total <= 0) {
            return new Progress(null, null, task, total);
        }
        if (!stderrIsTerminal()) {
            return new Progress(null, System.err, task, total);
        }
        return new Progress(new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).continuousUpdate().showSpeed().build(),
                null, task, total);
    }

    void step() {
        stepBy(1);
    }

    void stepBy(int steps) {
        if (steps <= 0) {
            return;
        }
        if (bar != null) {
            bar.stepBy(steps);
        } else if (log != null) {
            long after = done.addAndGet(steps);
            long before = after - steps;
            if (after * 10 / total > before * 10 / total) { // crossed a tenth
                log.printf("minesift: %s %d %% (%d of %d)%n", task, after * 100 / total, after, total);
            }
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }

    /** Whether this process's stderr is a terminal (on Linux, by what file descriptor 2 points at). */
    static boolean stderrIsTerminal() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null; // elsewhere: a console means a terminal
        }
    }
}
