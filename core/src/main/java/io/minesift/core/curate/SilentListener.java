package io.minesift.core.curate;

import io.minesift.core.curate.SiftJob;

/** A listener for tests: no bars, no log. */
public enum SilentListener implements SiftJob.Listener {
    INSTANCE;

    @Override
    public void start(String task, int total) {
    }

    @Override
    public void step(int boards) {
    }

    @Override
    public void end() {
    }

    @Override
    public void note(String line) {
    }
}
