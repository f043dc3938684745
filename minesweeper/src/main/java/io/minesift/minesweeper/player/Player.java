package io.minesift.minesweeper.player;

import java.util.SplittableRandom;

/**
 * A virtual player: a way of playing, with its parameters. Each game gets a fresh
 * {@link Strategy} and its own random stream, so the same game seed replays the same game and
 * many seeds give a solve rate.
 */
public interface Player {
    /** A short name for reports, e.g. {@code strong}. */
    String name();

    /** A strategy for one game, drawing every random choice from {@code random}. */
    Strategy newGame(SplittableRandom random);
}
