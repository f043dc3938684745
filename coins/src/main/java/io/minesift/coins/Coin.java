package io.minesift.coins;

import io.minesift.core.util.Digests;

import java.util.Locale;

/**
 * A board of the null game: a coin that states each player's chance of winning it. The weak player
 * wins with {@code weak}, the strong one with {@code strong}; there is nothing else to the game, which
 * is what makes it the template for a new puzzle.
 *
 * @param weak   the weak player's chance of winning, in [0, 1]
 * @param strong the strong player's chance, in [weak, 1]
 */
public record Coin(double weak, double strong) {
    public Coin {
        if (!(weak >= 0 && weak <= 1) || !(strong >= weak && strong <= 1)) {
            throw new IllegalArgumentException("a coin needs 0 <= weak <= strong <= 1, got weak " + weak + " and strong "
                    + strong);
        }
    }

    /** The coin's id: 12 hex digits of SHA-256 over its two chances, so the same coin has the same id. */
    public String id() {
        return Digests.hex12(String.format(Locale.ROOT, "coin:%s:%s", weak, strong));
    }
}
