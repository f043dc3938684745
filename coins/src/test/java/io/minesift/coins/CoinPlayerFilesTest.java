package io.minesift.coins;

import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The null game's player files: skill 0 and 1 are the default players, the numbers between lie between. */
class CoinPlayerFilesTest {
    private static CoinPlayerFiles.Skilled parse(String json) {
        return CoinPlayerFiles.parse(json.getBytes(StandardCharsets.UTF_8), "p.json");
    }

    private static Attempt play(Contestant<Coin> player, Coin coin, long seed) {
        return player.attempt(coin, new SplittableRandom(seed));
    }

    @Test
    void theEndsOfTheSkillRangeAreTheDefaultPlayers() {
        CoinsPuzzle game = new CoinsPuzzle();
        Contestant<Coin> weak0 = parse("{\"player\": \"weak\", \"parameters\": {\"skill\": 0}}");
        Contestant<Coin> strong1 = parse("{\"player\": \"strong\"}");
        for (Coin c : CoinsPuzzle.referenceCoins()) {
            for (long seed = 0; seed < 20; seed++) {
                assertEquals(play(game.weak(), c, seed), play(weak0, c, seed), c.toString());
                assertEquals(play(game.strong(), c, seed), play(strong1, c, seed), c.toString());
            }
        }
    }

    @Test
    void theDescriptionIsMadeFromTheSkill() {
        assertEquals("A coin player of skill 0.25: it wins a coin with (1 - skill) times the coin's weak chance plus "
                + "skill times its strong chance.", parse("{\"player\": \"weak\", \"parameters\": {\"skill\": 0.25}}").description());
        assertTrue(parse("{\"player\": \"strong\"}").description().startsWith("A coin player of skill 1 (as the default strong player)"));
    }

    @Test
    void aSkillBetweenPlaysBetweenTheCoinsChances() {
        Attempt a = play(parse("{\"player\": \"weak\", \"parameters\": {\"skill\": 0.25}}"), new Coin(0.2, 0.6), 1);
        assertEquals(0.3, a.chance(), 1e-12);
        assertEquals("{\"player\":\"weak\",\"parameters\":{\"skill\":0.25}}",
                parse("{\"player\": \"weak\", \"parameters\": {\"skill\": 0.25}}").fingerprint());
    }

    @Test
    void badFilesAreRefusedWithTheirReason() {
        assertTrue(assertThrows(InputException.class, () -> parse("{\"player\": \"weak\", \"parameters\": {\"skill\": 1.5}}"))
                .getMessage().contains("\"skill\" must be a number from 0.0 to 1.0"));
        assertTrue(assertThrows(InputException.class, () -> parse("{\"player\": \"weak\", \"parameters\": {\"overlook\": 0}}"))
                .getMessage().contains("unknown parameter \"overlook\""));
        assertTrue(assertThrows(InputException.class, () -> parse("{\"player\": \"middling\"}"))
                .getMessage().contains("\"weak\" or \"strong\""));
        assertTrue(assertThrows(InputException.class, () -> parse("{\"player\": \"weak\", \"speed\": 2}"))
                .getMessage().contains("unknown field \"speed\""));
    }
}
