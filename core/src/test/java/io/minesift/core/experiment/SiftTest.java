package io.minesift.core.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The paired-player experiment on a toy puzzle: reproducible whatever the threads or order. */
class SiftTest {
    @TempDir
    Path dir;

    private List<BoardResult> run(List<Coins.Coin> coins, int threads, String name) {
        Sift<Coins.Coin> sift = Coins.sift();
        try (Journal j = Journal.open(dir.resolve(name), sift.key(5, 60, coins))) {
            return sift.run(coins, j, threads, n -> { });
        }
    }

    @Test
    void sameResultsForAnyThreadCount() {
        List<Coins.Coin> coins = Coins.coins(40);
        assertEquals(run(coins, 1, "one.jsonl"), run(coins, 4, "four.jsonl"));
    }

    @Test
    void aBoardsResultDoesNotDependOnTheOtherBoardsOrTheirOrder() {
        List<Coins.Coin> coins = new ArrayList<>(Coins.coins(30));
        Map<String, BoardResult> inOrder = byId(run(coins, 2, "a.jsonl"));
        Collections.reverse(coins);
        Map<String, BoardResult> reversed = byId(run(coins.subList(0, 20), 3, "b.jsonl"));
        reversed.forEach((id, r) -> assertEquals(inOrder.get(id), r, id));
    }

    @Test
    void ratesFollowTheChances() {
        // A coin of chance 0.9 is solved by the weak player 90 % of the time and by the strong
        // one 0.9^(1/3) = 96.5 % of the time: over 60 plays each both stay within their 95 %
        // intervals' reach (checked loosely, 3 standard errors).
        for (BoardResult r : run(Coins.coins(10), 2, "c.jsonl")) {
            double chance = r.measures().get("chance");
            assertNear(chance, r.weak());
            assertNear(Math.pow(chance, 1 / 3.0), r.strong());
        }
    }

    @Test
    void progressCountsEveryBoardOnce() {
        AtomicInteger done = new AtomicInteger();
        Sift<Coins.Coin> sift = Coins.sift();
        try (Journal j = Journal.open(dir.resolve("p.jsonl"), sift.key(5, 10, Coins.coins(25)))) {
            sift.run(Coins.coins(25), j, 2, done::addAndGet);
        }
        assertEquals(25, done.get());
    }

    private static void assertNear(double expected, Rate rate) {
        double se = Math.sqrt(expected * (1 - expected) / rate.repeats());
        assertTrue(Math.abs(rate.drawn() - expected) <= 3 * se + 1e-12, rate + " vs " + expected);
        double[] ci = rate.interval95(Estimate.DRAWN);
        assertTrue(ci[0] <= rate.drawn() && rate.drawn() <= ci[1]);
        // Every play of a coin has the same chance, so the Rao–Blackwell estimate is exact.
        assertEquals(expected, rate.meanChance(), 1e-12);
        assertEquals(0, rate.chanceSpread(), 1e-6);
    }

    private static Map<String, BoardResult> byId(List<BoardResult> results) {
        return results.stream().collect(Collectors.toMap(BoardResult::id, Function.identity()));
    }
}
