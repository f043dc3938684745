/**
 * The Shanghai players of issue #16, as the research builds them: certain moves first
 * ({@link io.minesift.shanghai.CertainMoves}); otherwise {@code n} Monte Carlo arrangements of the
 * hidden tiles, each searched to depth {@code d} with a five-feature action value
 * ({@link io.minesift.shanghai.play.ShanghaiPlayer}, {@link io.minesift.shanghai.play.ShanghaiPlayers}
 * for the defaults and the player files). The searches run on bit masks of the layout's relations;
 * the player holds only a {@link io.minesift.shanghai.ShanghaiView}. The search runs on a table changed
 * move by move ({@code Board}, {@code BoardSearch}); the plain search that rescans each position
 * ({@code Known}, {@code Scan}, {@code TreeSearch}) is kept beside it as its reference.
 */
package io.minesift.shanghai.play;
