package io.minesift.cli;

import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/** A progress bar on stderr for long work, or nothing for short work. Thread-safe. */
final class Progress implements AutoCloseable {
    /** Bars draw on the process's stderr, so only a run from {@link Main#main} shows them (not tests or embedders). */
    private static volatile boolean enabled;

    private final ProgressBar bar;

    private Progress(ProgressBar bar) {
        this.bar = bar;
    }

    /** A bar of {@code total} steps when {@code shown}, else a silent one. */
    static void enable() {
        enabled = true;
    }

    static Progress of(String task, long total, boolean shown) {
        if (!shown || !enabled) {
            return new Progress(null);
        }
        return new Progress(new ProgressBarBuilder().setTaskName(task).setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII).setUpdateIntervalMillis(250).continuousUpdate().showSpeed().build());
    }

    void step() {
        stepBy(1);
    }

    void stepBy(int steps) {
        if (bar != null && steps > 0) {
            bar.stepBy(steps);
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }
}
