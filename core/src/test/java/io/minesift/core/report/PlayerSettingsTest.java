package io.minesift.core.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Players' descriptions read as name = value settings: the JSON a player's fingerprint is, and anything else kept raw. */
class PlayerSettingsTest {
    private static List<String> pairs(PlayerSettings p) {
        return p.settings().stream().map(s -> s.name() + "=" + s.value()).toList();
    }

    @Test
    void readsAPlayersFingerprint() {
        PlayerSettings weak = PlayerSettings.parse(ReportFixtures.WEAK);
        assertEquals("weak", weak.kind());
        assertEquals(List.of("useMineCount=false", "guess=uniform", "tolerance=0.0", "overlook=0.0"), pairs(weak));
        assertTrue(weak.parsed());
    }

    @Test
    void keepsNestedJsonAsJson() {
        PlayerSettings p = PlayerSettings.parse("{\"player\":\"strong\",\"parameters\":{\"budget\":{\"nodes\":5},\"list\":[1,2]}}");
        assertEquals(List.of("budget={\"nodes\":5}", "list=[1,2]"), pairs(p));
    }

    @Test
    void anObjectWithoutParametersGivesItsOtherFields() {
        PlayerSettings p = PlayerSettings.parse("{\"band\":0.1,\"player\":\"x\"}");
        assertEquals("x", p.kind());
        assertEquals(List.of("band=0.1"), pairs(p));
    }

    @Test
    void anythingElseStaysRaw() {
        for (String raw : List.of("io.example.OtherPlayer", "{not json", "[1,2]", "weak Parameters[a=1]",
                "{\"player\":\"weak\"}", "")) {
            PlayerSettings p = PlayerSettings.parse(raw);
            assertFalse(p.parsed(), raw);
            assertEquals(raw, p.raw());
            assertEquals("", p.kind(), raw);
        }
    }
}
