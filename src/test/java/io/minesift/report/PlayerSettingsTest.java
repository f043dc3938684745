package io.minesift.report;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Players' descriptions read as name = value settings: the record form, the JSON form, and anything else kept raw. */
class PlayerSettingsTest {
    private static List<String> pairs(PlayerSettings p) {
        return p.settings().stream().map(s -> s.name() + "=" + s.value()).toList();
    }

    @Test
    void readsTheRecordForm() {
        PlayerSettings p = PlayerSettings.parse(ReportFixtures.WEAK);
        assertEquals("weak", p.kind());
        assertEquals(List.of("useMineCount=false", "guess=UNIFORM", "tolerance=0.0", "overlook=0.0"), pairs(p));
        assertTrue(p.parsed());
    }

    @Test
    void keepsANestedRecordAsOneValue() {
        PlayerSettings p = PlayerSettings.parse("strong Parameters[budget=Budget[nodes=5, layouts=3], band=0.1]");
        assertEquals(List.of("budget=Budget[nodes=5, layouts=3]", "band=0.1"), pairs(p));
    }

    @Test
    void readsTheJsonForm() {
        PlayerSettings p = PlayerSettings.parse("{\"kind\":\"weak\",\"useMineCount\":false,\"guess\":\"uniform\",\"tolerance\":0.0}");
        assertEquals("weak", p.kind());
        assertEquals(List.of("useMineCount=false", "guess=uniform", "tolerance=0.0"), pairs(p));
    }

    @Test
    void keepsNestedJsonAsJson() {
        PlayerSettings p = PlayerSettings.parse("{\"kind\":\"strong\",\"budget\":{\"nodes\":5},\"list\":[1,2]}");
        assertEquals(List.of("budget={\"nodes\":5}", "list=[1,2]"), pairs(p));
    }

    @Test
    void jsonWithoutAKindHasNoName() {
        PlayerSettings p = PlayerSettings.parse("{\"band\":0.1}");
        assertEquals("", p.kind());
        assertEquals(List.of("band=0.1"), pairs(p));
    }

    @Test
    void anythingElseStaysRaw() {
        for (String raw : List.of("io.example.OtherPlayer", "{not json", "[1,2]", "weak Parameters[]", "x Parameters[a=1, b]",
                "{\"kind\":\"weak\"}", "")) {
            PlayerSettings p = PlayerSettings.parse(raw);
            assertFalse(p.parsed(), raw);
            assertEquals(raw, p.raw());
            assertEquals("", p.kind(), raw);
        }
    }
}
