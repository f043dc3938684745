package io.minesift.core.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sift of more than two players, on the toy coins: one rate per player in order, the weak and
 * the strong player's plays the same as in the two-player sift (their streams stay 1 and 2), a
 * journal that keeps all the rates and resumes only with the same players.
 */
class MorePlayersSiftTest {
    @TempDir
    Path dir;

    private static final Coins.Flipper MIDDLE = new Coins.Flipper("middle", 2);

    private static Sift<Coins.Coin> three() {
        return new Sift<>(List.of(Coins.WEAK, MIDDLE, Coins.STRONG), Coins.Coin::id, c -> Map.of("chance", c.chance()));
    }

    @Test
    void everyPlayerGetsARateAndTheOuterOnesAreTheTwoPlayerSifts() {
        List<Coins.Coin> coins = Coins.coins(20);
        Sift<Coins.Coin> two = Coins.sift();
        Sift<Coins.Coin> three = three();
        RunKey twoKey = two.key(7, 40, coins);
        RunKey threeKey = three.key(7, 40, coins);
        assertEquals(List.of("weak skill 1.0", "middle skill 2.0", "strong skill 3.0"), threeKey.players());
        for (Coins.Coin c : coins) {
            BoardResult pair = two.play(c, twoKey);
            BoardResult trio = three.play(c, threeKey);
            assertEquals(3, trio.rates().size());
            assertEquals(pair.weak(), trio.weak());
            assertEquals(pair.strong(), trio.strong());
            assertEquals(Math.pow(c.chance(), 1 / 2.0), trio.rates().get(1).meanChance(), 1e-12);
            double[] point = trio.point(Estimate.CHANCE);
            assertArrayEquals(new double[]{c.chance(), Math.pow(c.chance(), 0.5), Math.pow(c.chance(), 1 / 3.0)}, point, 1e-12);
        }
    }

    @Test
    void streamsKeepWeakOneAndStrongTwo() {
        assertEquals(List.of(1L, 2L), List.of(Sift.playerStream(0, 2), Sift.playerStream(1, 2)));
        assertEquals(List.of(1L, 3L, 2L), List.of(Sift.playerStream(0, 3), Sift.playerStream(1, 3), Sift.playerStream(2, 3)));
        assertEquals(List.of(3L, 4L), List.of(Sift.playerStream(1, 4), Sift.playerStream(2, 4)));
    }

    @Test
    void journalKeepsEveryRateAndResumesOnlyWithTheSamePlayers() {
        List<Coins.Coin> coins = Coins.coins(10);
        Sift<Coins.Coin> three = three();
        RunKey key = three.key(3, 20, coins);
        Path file = dir.resolve("results.jsonl");
        List<BoardResult> results;
        try (Journal j = Journal.open(file, key)) {
            results = three.run(coins, j, 2, n -> { });
        }
        try (Journal again = Journal.open(file, key)) {
            assertEquals(10, again.size());
            results.forEach(r -> assertEquals(r, again.result(r.id())));
        }
        Sift<Coins.Coin> other = new Sift<>(List.of(Coins.WEAK, new Coins.Flipper("middle", 1.5), Coins.STRONG),
                Coins.Coin::id, c -> Map.of());
        var e = assertThrows(io.minesift.core.util.InputException.class, () -> Journal.open(file, other.key(3, 20, coins)));
        assertTrue(e.getMessage().contains("its player 2 is middle skill 2.0, not middle skill 1.5"), e.getMessage());
        var fewer = assertThrows(io.minesift.core.util.InputException.class, () -> Journal.open(file, Coins.sift().key(3, 20, coins)));
        assertTrue(fewer.getMessage().contains("it has 3 players, not 2"), fewer.getMessage());
    }

    @Test
    void aSiftNeedsTwoPlayers() {
        var e = assertThrows(IllegalArgumentException.class, () -> new Sift<>(List.of(Coins.WEAK), Coins.Coin::id, c -> Map.of()));
        assertEquals("a sift needs at least two players, got 1", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new BoardResult("x", List.of(), Map.of()));
        assertNull(new RunKey(1, 1, List.of("a", "b", "c"), "1 board").difference(new RunKey(1, 1, List.of("a", "b", "c"), "1 board")));
    }
}
