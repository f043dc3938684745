/**
 * The null game: coins that state each player's chance of winning them. The smallest game that
 * goes through the whole curator's pipeline, and the template for a new one: see
 * {@link io.minesift.coins.CoinsPuzzle}. Uses only the generic packages ({@code curate},
 * {@code experiment}, {@code classify}, {@code report}, {@code tune}) and {@code util}.
 */
package io.minesift.coins;
