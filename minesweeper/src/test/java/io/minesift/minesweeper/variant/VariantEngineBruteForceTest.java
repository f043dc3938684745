package io.minesift.minesweeper.variant;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The exact engine against {@link VariantBruteForce} for every clue rule alone and with every
 * global rule (8 × 9 = 72 rule sets), on {@value #POSITIONS} seeded random positions each of
 * boards from 2×2 to 5×5: the number of fitting layouts and every cell's mine count must agree
 * exactly (so the probabilities agree as rationals).
 */
class VariantEngineBruteForceTest {
    static final int POSITIONS = 25;
    private final VariantEngine engine = new VariantEngine();

    static List<String> ruleSets() {
        return VariantBoards.ruleSets();
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void agreesWithBruteForce(String text) {
        RuleSet rules = RuleSet.parse(text);
        int consistent = 0;
        int undecided = 0;
        for (int k = 0; k < POSITIONS; k++) {
            long seed = 1000L * text.hashCode() + k;
            VariantPosition p = VariantBoards.position(rules, seed);
            VariantProbabilities truth = VariantBruteForce.of(p);
            VariantProbabilities answer = engine.analyse(p);
            String where = text + " seed " + seed + " on " + p.geometry();
            assertEquals(truth.layouts(), answer.layouts(), "layouts, " + where);
            for (int c = 0; c < p.geometry().size(); c++) {
                assertEquals(truth.mineCount(c), answer.mineCount(c), "mines at cell " + c + ", " + where);
            }
            consistent += truth.consistent() ? 1 : 0;
            for (int c = 0; c < p.geometry().size(); c++) {
                undecided += truth.mineCount(c) > 0 && truth.mineCount(c) < truth.layouts() ? 1 : 0;
            }
        }
        assertTrue(consistent > POSITIONS / 2, "most positions of " + text + " must have layouts");
        assertTrue(undecided > POSITIONS, "the positions of " + text + " must leave cells undecided");
    }
}
