package io.minesift.minesweeper.player;

import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * A player file's description made from its values ({@link PlayerFiles#describe}), as tune writes
 * it. The expected texts are written by hand from the values; the weak player's defaults give the
 * very words players/weak.json was written with.
 */
class PlayerWordsTest {
    private static String describe(String json) {
        return PlayerFiles.describe(json.getBytes(StandardCharsets.UTF_8), "p.json");
    }

    @Test
    void theWeakDefaultsReadAsTheShippedFile() throws Exception {
        String file = Files.readString(Path.of("players", "weak.json"));
        String shipped = new com.fasterxml.jackson.databind.ObjectMapper().readTree(file).path("description").asText();
        assertEquals(shipped, describe(file));
    }

    @Test
    void theWeakWordsFollowEveryValue() {
        // tune once wrote "no mine total; uniform guesses" beside useMineCount true, guess local-density
        assertEquals("Two-body search only: single clues and pairs of clues, no enumeration, the mine total as one more "
                + "clue; local-density guesses (the cell whose clues give it the lowest density of mines, ties within "
                + "0.05); misses a safe cell it found with chance 0.10622 and guesses instead.",
                describe("{\"player\": \"weak\", \"parameters\": {\"useMineCount\": true, \"guess\": \"local-density\", "
                        + "\"tolerance\": 0.05, \"overlook\": 0.10622}}"));
    }

    @Test
    void theStrongWordsFollowEveryValue() {
        assertEquals("Exact probabilities with the mine total; every certain safe cell; one-move look-ahead over the 6 "
                + "safest cells within 10 % of the best and 2 off the frontier (next move among living cells, with 90 % of "
                + "50/50 shares); unavoidable 50/50s at once; exact endgame search at 300 layouts or fewer.",
                describe("{\"player\": \"strong\"}"));
        // values without words of their own are listed when they differ from the default
        assertEquals("Exact probabilities with the mine total; every certain safe cell; then always the safest cell, no "
                + "look-ahead; no endgame search; also secondBest 0.3, nodeBudget 5000.",
                describe("{\"player\": \"strong\", \"parameters\": {\"candidates\": 0, \"earlyFiftyFifty\": false, "
                        + "\"endgameLayouts\": 0, \"secondBest\": 0.3, \"nodeBudget\": 5000}}"));
    }

    @Test
    void strongMaxAddsItsSearch() {
        String words = describe("{\"player\": \"strong-max\", \"parameters\": {\"openingBook\": false, \"rollouts\": 50, "
                + "\"domination\": true}}");
        assertEquals("Exact probabilities with the mine total; every certain safe cell; one-move look-ahead over the 6 "
                + "safest cells within 10 % of the best and 2 off the frontier (next move among living cells, with 90 % of "
                + "50/50 shares); unavoidable 50/50s at once; exact endgame search at 300 layouts or fewer; the best 2 "
                + "candidates within 1 % scored two moves deep; no opening book; exact search on boards of at most 64 "
                + "cells from 12000 layouts left; 50 roll-outs of the 3 closest candidates (within 2 %), 8 rounds deep; a "
                + "safer candidate that dominates the choice taken instead.", words);
    }
}
