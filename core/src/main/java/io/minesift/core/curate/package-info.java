/**
 * The curator's pipeline for any game: the {@link io.minesift.core.curate.Puzzle} interface a game
 * implements once, the sift as a library call ({@link io.minesift.core.curate.SiftJob}), its reports and
 * output folder, the reference set a classifier trains on (and making one for any game), and curating a finished sift (filter,
 * pack). Uses the generic packages ({@code experiment}, {@code classify}, {@code report}) and
 * {@code util}; never a game.
 */
package io.minesift.core.curate;
