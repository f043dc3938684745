/**
 * The repeated-play experiment, for any puzzle: contestants, attempts and luck-fair rates with
 * their intervals, the paired {@link io.minesift.experiment.Sift}, the resumable journal and its
 * run key. Uses only {@code util}; never a game.
 */
package io.minesift.experiment;
