package io.minesift.coins;

import io.minesift.core.classify.Category;

import java.util.Optional;

/**
 * The null game's labels by construction, from what a coin states, never from measured rates:
 * the strong player always wins and the weak one at least 90 % of the time: too-easy; the strong
 * player always wins and the weak one at most 70 % of the time: skill-rewarding; the strong player
 * wins at most 75 % of the time: luck-bound; anything else is no clear example.
 */
final class CoinRule {
    private CoinRule() {
    }

    static Optional<Category> label(Coin c) {
        if (c.strong() == 1 && c.weak() >= 0.9) {
            return Optional.of(Category.TOO_EASY);
        }
        if (c.strong() == 1 && c.weak() <= 0.7) {
            return Optional.of(Category.SKILL_REWARDING);
        }
        return c.strong() <= 0.75 ? Optional.of(Category.LUCK_BOUND) : Optional.empty();
    }

    /** The whole rule in plain words, for the page's legend and {@code reference.json}. */
    static String words() {
        StringBuilder w = new StringBuilder("labelled by construction, from the chances each coin states, never by measured rates");
        for (Category c : Category.values()) {
            w.append("; ").append(c.id()).append(": ").append(describe(c));
        }
        return w.append("; coins in between are not used").toString();
    }

    static String describe(Category category) {
        return switch (category) {
            case TOO_EASY -> "the strong player always wins, the weak one at least 90 % of the time";
            case SKILL_REWARDING -> "the strong player always wins, the weak one at most 70 % of the time";
            case LUCK_BOUND -> "even the strong player wins at most 75 % of the time";
        };
    }
}
