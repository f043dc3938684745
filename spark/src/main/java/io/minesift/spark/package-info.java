/**
 * The sift on Apache Spark ({@code sift --engine spark}): the boards, as JSON lines, are split into
 * partitions across executors; each executor rebuilds the game and its players from a
 * {@link io.minesift.spark.SiftRecipe} once per partition and plays each board with the one
 * repeated-play engine ({@link io.minesift.core.experiment.Sift#play}), so that every result is the one the
 * in-process runner gives. The driver gathers the board-result lines; the journal, the classifier
 * and the reports then run there unchanged. Spark is {@code provided}: only this package touches it,
 * and only when the Spark engine is asked for. Uses the generic packages and {@code util}; never a game.
 */
package io.minesift.spark;
