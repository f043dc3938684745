package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.PlayerSettings;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A player's fingerprint is the JSON its file holds, and the page reads it as settings. */
class MinesweeperContestantTest {
    @Test
    void theFingerprintIsThePlayerFilesJson() {
        String weak = new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults())).fingerprint();
        assertEquals("{\"player\":\"weak\",\"parameters\":{\"useMineCount\":false,\"guess\":\"uniform\",\"tolerance\":0.0,"
                + "\"overlook\":0.0}}", weak);
        PlayerSettings strong = PlayerSettings.parse(
                new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults())).fingerprint());
        assertEquals("strong", strong.kind());
        List<String> pairs = strong.settings().stream().map(s -> s.name() + "=" + s.value()).toList();
        assertTrue(pairs.contains("candidates=6"), pairs.toString());
        assertEquals(11, pairs.size(), "every parameter of the strong player: " + pairs);
    }

    @Test
    void aLocalDensityPlayerIsSpelledAsInItsFile() {
        var p = new WeakPlayer(new WeakPlayer.Parameters(true, WeakPlayer.GuessPolicy.LOCAL_DENSITY, 0.05, 0));
        assertTrue(new MinesweeperContestant(p).fingerprint().contains("\"guess\":\"local-density\""));
    }

    /**
     * A player file's opening book enters the fingerprint by its content: the same file name with
     * other entries is another player, so a sift never resumes a journal made with the other book.
     */
    @Test
    void aBookFileEntersTheFingerprintByContent(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path book = dir.resolve("book.json");
        java.nio.file.Files.copy(java.nio.file.Path.of("players", "tried", "opening-book-first.json"), book);
        String file = java.nio.file.Files.readString(java.nio.file.Path.of("players", "tried", "strong-max-first-book.json"))
                .replace("\"opening-book-first.json\"", "\"book.json\""); // beside the player file, as it must be
        java.nio.file.Path player = dir.resolve("player.json");
        java.nio.file.Files.writeString(player, file);
        String first = new MinesweeperContestant(io.minesift.minesweeper.player.PlayerFiles.read(player)).fingerprint();
        assertTrue(first.contains("\"openingBookSha256\""), first);
        assertEquals(first, new MinesweeperContestant(io.minesift.minesweeper.player.PlayerFiles.read(player)).fingerprint());
        // the same name, another book: drop the book's last entry
        com.fasterxml.jackson.databind.node.ObjectNode root = (com.fasterxml.jackson.databind.node.ObjectNode)
                new com.fasterxml.jackson.databind.ObjectMapper().readTree(book.toFile());
        com.fasterxml.jackson.databind.node.ArrayNode entries = (com.fasterxml.jackson.databind.node.ArrayNode) root.path("entries");
        entries.remove(entries.size() - 1);
        java.nio.file.Files.writeString(book, root.toString());
        String other = new MinesweeperContestant(io.minesift.minesweeper.player.PlayerFiles.read(player)).fingerprint();
        org.junit.jupiter.api.Assertions.assertNotEquals(first, other);
        // the shipped players read no book file: their fingerprints carry no digest
        assertTrue(!new MinesweeperContestant(io.minesift.minesweeper.player.PlayerFiles.read(
                java.nio.file.Path.of("players", "strong-max.json"))).fingerprint().contains("openingBookSha256"));
    }
}
