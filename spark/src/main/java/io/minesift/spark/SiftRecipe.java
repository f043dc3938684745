package io.minesift.spark;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;

import java.io.Serializable;
import java.util.List;

/**
 * What an executor needs to play a sift's boards, small and serializable: it rebuilds the game and
 * its players where it runs (players are not serialized; their files' content is).
 *
 * @param <B> the game's board type
 */
public interface SiftRecipe<B> extends Serializable {
    /** The game, for reading board lines, the boards' ids and measures. */
    Puzzle<B> puzzle();

    /** The sift's players in order: the weak one first, the strong one last. */
    List<Contestant<B>> players();
}
