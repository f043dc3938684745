package io.minesift.core.tune;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The search on functions whose best point is known. */
class TunerTest {
    @Test
    void cmaesFindsTheTopOfAHill() {
        // score = -(x - 0.3)^2 - (y - 7)^2 / 100 on x in 0..1, y in 0..10: the top is at (0.3, 7).
        List<Dimension> dims = Dimension.parseAll("x=0.0..1.0,y=0.0..10.0");
        List<Tuner.Step> trace = new Tuner(dims, v -> {
            double x = Double.parseDouble(v.get("x"));
            double y = Double.parseDouble(v.get("y"));
            double s = -(x - 0.3) * (x - 0.3) - (y - 7) * (y - 7) / 100;
            return new Tuner.Score(s, s);
        }, 1).run(300);
        Tuner.Step best = Tuner.best(trace);
        assertEquals(0.3, Double.parseDouble(best.values().get("x")), 0.02);
        assertEquals(7, Double.parseDouble(best.values().get("y")), 0.3);
        assertTrue(trace.size() <= 300);
    }

    @Test
    void choicesAreSearchedAsAGrid() {
        List<Tuner.Step> trace = new Tuner(Dimension.parseAll("a=p|q|r,b=true|false"),
                v -> new Tuner.Score(v.get("a").equals("q") && v.get("b").equals("false") ? 1 : 0, 0), 1).run(10);
        assertEquals(6, trace.size());
        assertEquals(Map.of("a", "q", "b", "false"), Tuner.best(trace).values());
    }

    @Test
    void wholeRangesGiveWholeValues() {
        Dimension d = Dimension.parseAll("n=2..8").get(0);
        assertTrue(d.whole());
        assertEquals("5", d.valueAt(0.5));
        assertEquals("0.25", Dimension.parseAll("x=0.0..0.5").get(0).valueAt(0.5));
    }

    @Test
    void badSpecs() {
        assertThrows(IllegalArgumentException.class, () -> Dimension.parseAll("x=0.5..0.1"));
        assertThrows(IllegalArgumentException.class, () -> Dimension.parseAll("x"));
        assertThrows(IllegalArgumentException.class, () -> Dimension.parseAll("x=1..2,x=3..4"));
        assertThrows(IllegalArgumentException.class, () -> Goal.parse("fastest"));
        assertThrows(IllegalArgumentException.class, () -> Goal.parse("target-rate=1.5"));
    }
}
