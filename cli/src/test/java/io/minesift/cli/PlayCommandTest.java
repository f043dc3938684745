package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The {@code play} command: its figures, their independence of the thread count, and its errors. */
class PlayCommandTest {
    @TempDir
    Path temp;

    private String[] run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Main.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new String[]{String.valueOf(code), out.toString(), err.toString()};
    }

    @Test
    void jsonFiguresAreTheSameForAnyThreadCount() throws Exception {
        ObjectMapper json = new ObjectMapper();
        JsonNode one = json.readTree(run("play", "--player", "players/strong.json", "beginner", "--games", "60",
                "--seed", "4", "--threads", "1", "--json")[1]);
        JsonNode two = json.readTree(run("play", "--player", "players/strong.json", "beginner", "--games", "60",
                "--seed", "4", "--threads", "2", "--json")[1]);
        assertEquals(60, one.get("games").asInt());
        assertEquals(one.get("wins"), two.get("wins"));
        assertEquals(one.get("guessesPerGame"), two.get("guessesPerGame"));
        assertTrue(one.get("low95").asDouble() <= one.get("winRate").asDouble());
        assertTrue(one.get("winRate").asDouble() <= one.get("high95").asDouble());
    }

    @Test
    void textReportNamesTheFigures() {
        String[] r = run("play", "--player", "players/weak.json", "9x9x10", "--games", "200", "--seed", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("weak player on 9x9x10"), r[1]);
        assertTrue(r[1].contains("95 % Wilson interval"), r[1]);
        assertTrue(r[1].contains("ms CPU per game"), r[1]);
    }

    @Test
    void badPlayerFileExitsTwoWithOneLine() throws Exception {
        Path bad = temp.resolve("bad.json");
        Files.writeString(bad, "{\"player\": \"strong\", \"parameters\": {\"bogus\": 1}}");
        String[] r = run("play", "--player", bad.toString(), "beginner", "--games", "5");
        assertEquals("2", r[0]);
        assertEquals("", r[1]);
        assertEquals(1, r[2].strip().lines().count(), r[2]);
        assertTrue(r[2].contains("bad.json") && r[2].contains("bogus"), r[2]);
        assertFalse(r[2].contains("Exception"), r[2]);
        assertEquals("2", run("play", "--player", temp.resolve("none.json").toString(), "beginner")[0]);
        assertEquals("2", run("play", "--player", "players/weak.json", "beginner", "--games", "0")[0]);
    }
}
