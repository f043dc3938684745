package io.minesift.cli;

import io.minesift.sift.SiftJob;

import java.io.PrintWriter;

/** Shows a sift's phases as progress bars on stderr and its notes as log lines. */
final class ProgressListener implements SiftJob.Listener {
    private final PrintWriter log;
    private Progress bar;

    ProgressListener(PrintWriter log) {
        this.log = log;
    }

    @Override
    public void start(String task, int total) {
        bar = Progress.of(task, total, true);
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
        log.println("minesift: " + line);
        log.flush();
    }
}
