/**
 * The repeated-play experiment, for any puzzle: contestants, attempts and luck-fair rates with
 * their intervals, the multi-player {@link io.minesift.core.experiment.Sift} (two or more players), the resumable journal and its
 * run key. Uses only {@code util}; never a game.
 */
package io.minesift.core.experiment;
