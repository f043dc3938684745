package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.Match;
import io.minesift.minesweeper.player.PlayerFiles;
import org.junit.jupiter.api.Test;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code play --against}: the paired counts are those of each player played alone and compared
 * game by game, the same for any thread count, and none for a player against itself.
 */
class PairedPlayCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String[] RUN = {"9x9x10", "--count", "300", "--seed", "5", "--first-click", "safe", "--start", "corner"};

    private static String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new String[]{String.valueOf(code), out.toString(), err.toString()};
    }

    private static JsonNode paired(String a, String b, int threads) throws Exception {
        String[] r = run(concat(List.of("play", "--player", a, "--against", b, "--threads", String.valueOf(threads), "--json")));
        assertEquals("0", r[0], r[2]);
        return JSON.readTree(r[1]);
    }

    private static String[] concat(List<String> head) {
        List<String> all = new java.util.ArrayList<>(head);
        all.addAll(List.of(RUN));
        return all.toArray(String[]::new);
    }

    /** Each player's games alone, one thread, the way {@code play --player FILE} plays them. */
    private static List<GameRecord> alone(String file) {
        UniformGenerator boards = new UniformGenerator(BoardSpec.parse("9x9x10"), FirstClickRule.SAFE, new StartRule.Corner());
        return Match.play(PlayerFiles.read(Path.of(file)), boards, 5, 300, 1, n -> { }).games();
    }

    @Test
    void pairedCountsAreThoseOfEachPlayerAloneComparedGameByGame() throws Exception {
        List<GameRecord> strong = alone("players/strong.json");
        List<GameRecord> weak = alone("players/weak.json");
        int onlyStrong = 0;
        int onlyWeak = 0;
        int strongWins = 0;
        for (int i = 0; i < strong.size(); i++) {
            strongWins += strong.get(i).won() ? 1 : 0;
            onlyStrong += strong.get(i).won() && !weak.get(i).won() ? 1 : 0;
            onlyWeak += weak.get(i).won() && !strong.get(i).won() ? 1 : 0;
        }
        assertTrue(onlyStrong > 0 && onlyWeak > 0, onlyStrong + " / " + onlyWeak);
        JsonNode m = paired("players/strong.json", "players/weak.json", 2);
        assertEquals(onlyStrong, m.at("/paired/onlyFirst").asInt());
        assertEquals(onlyWeak, m.at("/paired/onlySecond").asInt());
        assertEquals(strongWins, m.at("/first/wins").asInt());
        assertEquals((double) (onlyStrong - onlyWeak) / 300, m.at("/paired/difference").asDouble(), 1e-12);
        // The first player's line is the one play prints for it alone.
        String[] single = run(concat(List.of("play", "--player", "players/strong.json", "--json")));
        assertEquals(strongWins, JSON.readTree(single[1]).get("wins").asInt());
        assertEquals(m.at("/first/guessesPerGame"), JSON.readTree(single[1]).get("guessesPerGame"));
    }

    @Test
    void theSameForAnyThreadCount() throws Exception {
        JsonNode one = paired("players/weak.json", "players/strong.json", 1);
        JsonNode two = paired("players/weak.json", "players/strong.json", 2);
        assertEquals(one.get("paired"), two.get("paired"));
        assertEquals(one.at("/first/wins"), two.at("/first/wins"));
        assertEquals(one.at("/second/wins"), two.at("/second/wins"));
        assertEquals(one.at("/second/guessesPerGame"), two.at("/second/guessesPerGame"));
    }

    @Test
    void aPlayerAgainstItselfHasNoDiscordantGame() throws Exception {
        JsonNode m = paired("players/weak.json", "players/weak.json", 2);
        assertEquals(0, m.at("/paired/onlyFirst").asInt());
        assertEquals(0, m.at("/paired/onlySecond").asInt());
        assertEquals(0.0, m.at("/paired/high95").asDouble());
        assertEquals(1.0, m.at("/paired/exactP").asDouble());
        assertEquals(m.at("/first/wins"), m.at("/second/wins"));
    }

    @Test
    void textReportNamesBothPlayersAndTheDifference() {
        String[] r = run(concat(List.of("play", "--player", "players/strong.json", "--against", "players/weak.json")));
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("A: strong player (players/strong.json)"), r[1]);
        assertTrue(r[1].contains("B: weak player (players/weak.json)"), r[1]);
        assertTrue(r[1].contains("discordant games:") && r[1].contains("won by A only"), r[1]);
        assertTrue(r[1].contains("McNemar normal approximation") && r[1].contains("exact McNemar p ="), r[1]);
    }
}
