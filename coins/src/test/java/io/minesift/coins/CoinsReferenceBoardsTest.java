package io.minesift.coins;

import io.minesift.core.classify.Category;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** The coins' reference boards: taken from the grid by the rule, spread over each category's range. */
class CoinsReferenceBoardsTest {
    private final CoinsPuzzle puzzle = new CoinsPuzzle();

    @Test
    void labelledByTheRule() {
        puzzle.referenceBoards(7, 4).forEach((coin, label) -> assertEquals(Optional.of(label), CoinRule.label(coin), coin.id()));
    }

    @Test
    void enoughPerCategoryTakesTheWholeGridInOrder() {
        assertEquals(CoinsPuzzle.referenceCoins(), List.copyOf(puzzle.referenceBoards(1, 40).keySet()));
    }

    @Test
    void aFewCoverEachCategorysRangeEndToEnd() {
        Map<Coin, Category> two = puzzle.referenceBoards(1, 2);
        assertEquals(6, two.size());
        // too-easy runs weak 0.9 to 1, skill-rewarding 0.2 to 0.695: both ends of each are taken.
        assertEquals(Set.of(0.9, 1.0), weakOf(two, Category.TOO_EASY));
        assertEquals(Set.of(0.2, 0.2 + 0.045 * 11), weakOf(two, Category.SKILL_REWARDING));
    }

    @Test
    void spreadIsEvenAndOneIsTheMiddle() {
        assertEquals(Set.of(0, 3, 6, 8, 11), CoinsPuzzle.spread(12, 5));
        assertEquals(Set.of(5), CoinsPuzzle.spread(12, 1));
        assertEquals(Set.of(0, 1, 2), CoinsPuzzle.spread(3, 3));
    }

    @Test
    void noCoinsPerCategoryIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> puzzle.referenceBoards(1, 0));
    }

    private static Set<Double> weakOf(Map<Coin, Category> chosen, Category category) {
        return Set.copyOf(chosen.entrySet().stream().filter(e -> e.getValue() == category).map(e -> e.getKey().weak()).toList());
    }
}
