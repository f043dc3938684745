package io.minesift.coins;

import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;

import java.util.SplittableRandom;

/**
 * A player of the null game: it wins a coin with the chance the coin states for its role, by one
 * draw from the play's stream. Its chance of winning is that number, so the luck-fair rate is exact.
 */
record CoinPlayer(String name, boolean strongRole) implements Contestant<Coin> {
    @Override
    public String fingerprint() {
        return "{\"player\":\"" + name + "\",\"parameters\":{\"role\":\"" + (strongRole ? "strong" : "weak") + "\"}}";
    }

    @Override
    public Attempt attempt(Coin coin, SplittableRandom random) {
        double chance = strongRole ? coin.strong() : coin.weak();
        boolean won = random.nextDouble() < chance;
        return new Attempt(won, chance, chance < 1 ? 1 : 0, chance, won, 0);
    }
}
