package io.minesift.cli;

import io.minesift.minesweeper.player.PlayerKind;
import io.minesift.minesweeper.player.PlayerKinds;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each player parameter is declared once (PlayerKinds): the tables of docs/games.md are the players
 * command's output, the shipped player files hold the declared defaults, and tune searches a bare
 * name over its declared range.
 */
class PlayersCommandTest {
    @Test
    void theDocumentedTablesAreTheDeclarations() throws Exception {
        String page = Files.readString(Path.of("docs", "games.md"), StandardCharsets.UTF_8);
        Cli.Result r = Cli.run("players");
        assertEquals(0, r.code(), r.toString());
        for (PlayerKind kind : PlayerKinds.ALL) {
            assertTrue(r.out().contains(kind.markdown()), kind.name());
            assertTrue(page.contains(kind.markdown()), "docs/games.md's table of the " + kind.name()
                    + " player is not 'minesift players' output: paste it in");
        }
    }

    @Test
    void theShippedPlayerFilesAreTheDeclaredDefaults() {
        assertEquals(WeakPlayer.Parameters.defaults(),
                ((WeakPlayer) io.minesift.minesweeper.player.PlayerFiles.read(Path.of("players", "weak.json"))).parameters());
        assertEquals(StrongPlayer.Parameters.defaults(),
                ((StrongPlayer) io.minesift.minesweeper.player.PlayerFiles.read(Path.of("players", "strong.json"))).parameters());
    }

    @Test
    void aBareNameIsTunedOverItsDeclaredRange(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        // useMineCount alone: the declared true|false, a grid of two.
        Cli.Result r = Cli.run("tune", "--player", "players/weak.json", "--params", "useMineCount", "--goal", "win-rate",
                "--on", "6x6x6", "--boards", 10, "--repeats", 2, "--budget", 40, "--threads", 1, "--out", dir.resolve("t.json"),
                "--report", dir, "--quiet");
        assertEquals(0, r.code(), r.toString());
        assertEquals(3, Files.readAllLines(dir.resolve("tuning.csv")).size(), "a header and both values of the grid");
        Cli.assertBadInput(Cli.run("tune", "--player", "players/strong.json", "--params", "nodeBudget", "--goal",
                "win-rate", "--on", "6x6x6", "--budget", 100, "--out", dir.resolve("u.json")), "nodeBudget", "no declared range");
    }
}
