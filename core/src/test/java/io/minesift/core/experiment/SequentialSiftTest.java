package io.minesift.core.experiment;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Plays under a rule that stops them early: a board's plays are the first plays of the fixed run
 * (recomputed here play by play from their streams), the rule is asked after each round with the
 * rates so far and nothing else, a stopped player never starts again, and every board plays at
 * least the first round and at most the most.
 */
class SequentialSiftTest {
    @TempDir
    Path dir;

    /** A player whose chance on a coin varies from play to play, so its rate has a spread. */
    record Shaky(String name, double skill) implements Contestant<Coins.Coin> {
        @Override
        public String fingerprint() {
            return name + " shaky " + skill;
        }

        @Override
        public Attempt attempt(Coins.Coin board, SplittableRandom random) {
            double chance = Math.min(1, Math.pow(board.chance(), 1 / skill) * (0.75 + random.nextDouble() / 2));
            boolean won = random.nextDouble() < chance;
            return new Attempt(won, chance, 1, chance, won, 0);
        }
    }

    private static final Shaky WEAK = new Shaky("weak", 1);
    private static final Shaky STRONG = new Shaky("strong", 3);

    /** Stops the strong player (index 1) after {@code strongPlays} and the weak one after {@code weakPlays}. */
    record StopAt(int weakPlays, int strongPlays, List<List<Integer>> asked) implements PlayRule {
        @Override
        public int firstRound() {
            return 10;
        }

        @Override
        public int round() {
            return 7;
        }

        @Override
        public boolean[] goOn(String board, List<Rate> soFar, boolean[] playing) {
            asked.add(soFar.stream().map(Rate::repeats).toList());
            return new boolean[]{soFar.get(0).repeats() < weakPlays, soFar.get(1).repeats() < strongPlays};
        }

        @Override
        public String fingerprint() {
            return "stop at " + weakPlays + "/" + strongPlays;
        }
    }

    private static Sift<Coins.Coin> sift(PlayRule rule) {
        return new Sift<>(List.of(WEAK, STRONG), Coins.Coin::id, c -> Map.of(), rule);
    }

    @Test
    void aStoppedBoardHoldsTheFirstPlaysOfTheFixedRun() {
        Coins.Coin coin = new Coins.Coin("coin7", 0.7);
        StopAt rule = new StopAt(40, 17, new ArrayList<>());
        Sift<Coins.Coin> sift = sift(rule);
        BoardResult r = sift.play(coin, sift.key(9, 60, List.of(coin)));
        // the rounds: 10, 17, 24, 31, 38, 45: the strong player stops at 17, the weak one at 45
        assertEquals(expected(WEAK, 1, coin, 45), r.weak());
        assertEquals(expected(STRONG, 2, coin, 17), r.strong());
        assertEquals(List.of(List.of(10, 10), List.of(17, 17), List.of(24, 17), List.of(31, 17), List.of(38, 17),
                List.of(45, 17)), rule.asked());
    }

    /** The rate of a player's first {@code n} plays, each drawn from its own stream as the fixed run draws it. */
    private static Rate expected(Shaky player, long playerStream, Coins.Coin coin, int n) {
        long board = Sift.streamOf(coin.id());
        return Rate.of(IntStream.range(0, n).mapToObj(r -> player.attempt(coin, Plays.stream(9, board, playerStream, r))).toList());
    }

    @Test
    void theMostEndsEveryBoardAndTheFirstRoundIsAlwaysPlayed() {
        Coins.Coin coin = new Coins.Coin("coin3", 0.3);
        StopAt never = new StopAt(1000, 1000, new ArrayList<>());
        BoardResult most = sift(never).play(coin, sift(never).key(9, 30, List.of(coin)));
        assertEquals(30, most.weak().repeats());
        assertEquals(30, most.strong().repeats());
        StopAt atOnce = new StopAt(0, 0, new ArrayList<>());
        BoardResult first = sift(atOnce).play(coin, sift(atOnce).key(9, 30, List.of(coin)));
        assertEquals(10, first.weak().repeats());
        assertEquals(10, first.strong().repeats());
        BoardResult fewer = sift(atOnce).play(coin, sift(atOnce).key(9, 4, List.of(coin)));
        assertEquals(4, fewer.strong().repeats(), "a most below the first round is the most");
    }

    @Test
    void theFixedRuleIsTheFixedRun() {
        Coins.Coin coin = new Coins.Coin("coin5", 0.5);
        Sift<Coins.Coin> fixed = sift(PlayRule.FIXED);
        BoardResult r = fixed.play(coin, fixed.key(9, 60, List.of(coin)));
        assertEquals(expected(WEAK, 1, coin, 60), r.weak());
        assertEquals(expected(STRONG, 2, coin, 60), r.strong());
        assertEquals(PlayRule.FIXED_NAME, fixed.key(9, 60, List.of(coin)).plays());
    }

    @Test
    void sameResultsForAnyThreadCountAndAResumedJournalIsTheSameFile() throws Exception {
        List<Coins.Coin> coins = Coins.coins(30);
        StopAt rule = new StopAt(25, 12, java.util.Collections.synchronizedList(new ArrayList<>()));
        Sift<Coins.Coin> sift = sift(rule);
        RunKey key = sift.key(5, 60, coins);
        Path one = dir.resolve("one.jsonl");
        Path four = dir.resolve("four.jsonl");
        try (Journal j = Journal.open(one, key)) {
            sift.run(coins, j, 1, n -> { });
        }
        try (Journal j = Journal.open(four, key)) { // half first, as a killed run leaves it, then resumed
            sift.run(coins.subList(0, 15), j, 4, n -> { });
        }
        try (Journal j = Journal.open(four, key)) {
            sift.run(coins, j, 4, n -> { });
        }
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(four));
    }

    @Test
    void aJournalOfOneRuleIsRefusedByAnotherNamingTheDifference() {
        List<Coins.Coin> coins = Coins.coins(5);
        Sift<Coins.Coin> sequential = sift(new StopAt(25, 12, new ArrayList<>()));
        Path file = dir.resolve("results.jsonl");
        try (Journal j = Journal.open(file, sequential.key(5, 60, coins))) {
            sequential.run(coins, j, 1, n -> { });
        }
        Exception e = assertThrows(RuntimeException.class, () -> Journal.open(file, sift(PlayRule.FIXED).key(5, 60, coins)));
        assertTrue(e.getMessage().contains("its plays are stop at 25/12, not fixed"), e.getMessage());
        Path fixedFile = dir.resolve("fixed.jsonl");
        try (Journal j = Journal.open(fixedFile, sift(PlayRule.FIXED).key(5, 60, coins))) {
            assertNotNull(j.key());
            sift(PlayRule.FIXED).run(coins, j, 1, n -> { }); // boards done: work another run must not take
        }
        e = assertThrows(RuntimeException.class, () -> Journal.open(fixedFile, sequential.key(5, 60, coins)));
        assertTrue(e.getMessage().contains("its plays are fixed, not stop at 25/12"), e.getMessage());
    }

    @Test
    void aJournalOfAnotherRunWithNoBoardIsReplacedNotRefused() throws Exception {
        // what a run that failed before its first board leaves (out of memory, killed): nothing to
        // lose, so the next run's header replaces it rather than the folder being blocked
        List<Coins.Coin> coins = Coins.coins(5);
        Path file = dir.resolve("failed.jsonl");
        Journal.open(file, sift(PlayRule.FIXED).key(5, 60, coins)).close();
        Sift<Coins.Coin> sequential = sift(new StopAt(25, 12, new ArrayList<>()));
        try (Journal j = Journal.open(file, sequential.key(5, 60, coins))) {
            assertEquals(sequential.key(5, 60, coins), j.key());
            assertEquals(0, j.size());
        }
        assertTrue(Files.readString(file).contains("stop at 25/12"), Files.readString(file));
    }
}
