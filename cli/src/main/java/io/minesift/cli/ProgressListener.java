package io.minesift.cli;

import io.minesift.core.curate.SiftJob;

import java.io.PrintWriter;

/** Shows a sift's phases as progress bars on stderr and its notes as log lines. */
final class ProgressListener implements SiftJob.Listener {
    private final PrintWriter log;
    private final boolean quiet;
    private Progress bar;
    /** Boards of the sift's own task ({@code sift}) this run played: -1 until it is done. */
    private int sifted = -1;

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
    public void played(String task, int played, int total) {
        if (task.equals("sift")) {
            sifted = played;
        }
    }

    /** How many of the sift's boards this run played (the rest came from the journal); -1 before the sift is done. */
    int sifted() {
        return sifted;
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
