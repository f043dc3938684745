package io.minesift.core.experiment;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

/**
 * A toy puzzle for the experiment layer, which must not need Minesweeper: a "board" is a coin
 * that a player solves with a chance fixed by the board and the player's skill.
 */
final class Coins {
    record Coin(String id, double chance) {
    }

    /**
     * Solves a coin with its chance raised to the power {@code 1 / skill}: one guess whose exact
     * chance is known, so the play's chance (the Rao–Blackwell estimate) is that number.
     */
    record Flipper(String name, double skill) implements Contestant<Coin> {
        @Override
        public String fingerprint() {
            return name + " skill " + skill;
        }

        @Override
        public Attempt attempt(Coin board, SplittableRandom random) {
            double chance = Math.pow(board.chance(), 1 / skill);
            boolean won = random.nextDouble() < chance;
            return new Attempt(won, chance, 1, chance, won, 0);
        }
    }

    static final Flipper WEAK = new Flipper("weak", 1);
    static final Flipper STRONG = new Flipper("strong", 3);

    static Sift<Coin> sift() {
        return new Sift<>(WEAK, STRONG, Coin::id, c -> Map.of("chance", c.chance()));
    }

    static List<Coin> coins(int n) {
        return IntStream.range(0, n).mapToObj(i -> new Coin("coin" + i, (i % 10) / 10.0)).toList();
    }

    private Coins() {
    }
}
