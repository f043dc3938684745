package io.minesift.cli;

import io.minesift.core.curate.SiftJob;

import java.io.PrintWriter;

/** Shows a sift's phases as progress bars on stderr and its notes as log lines. */
final class ProgressListener implements SiftJob.Listener {
    private final PrintWriter log;
    private final boolean quiet;
    private Progress bar;

    ProgressListener(PrintWriter log, boolean quiet) {
        this.log = log;
        this.quiet = quiet;
    }

    @Override
    public void start(String task, int total) {
        bar = Progress.of(task, total, !quiet);
    }

    @Override
    public void step(int boards) {
        bar.stepBy(boards);
    }

    @Override
    public void end() {
        bar.close();
    }

    @Override
    public void note(String line) {
        if (quiet) {
            return;
        }
        log.println("minesift: " + line);
        log.flush();
    }
}
