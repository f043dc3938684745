package io.minesift.core.report;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.Prediction;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Rate;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A curator's label is the row's category, with confidence 1, whatever the classifier would say. */
class SiftReportRowTest {
    // A board the strong player always wins and the weak one never: the classifier's skill-rewarding corner.
    private static final BoardResult RESULT = new BoardResult("0123456789ab", new Rate(4, 0, 0, 0, 0, 1, 0.5, 0),
            new Rate(4, 4, 1, 0, 4, 0, 1, 0), Map.of());

    @Test
    void curatedRowTakesTheLabel() {
        SiftReport.Row r = SiftReport.Row.curated(RESULT, Category.LUCK_BOUND);
        assertEquals(Category.LUCK_BOUND, r.category());
        assertEquals(1.0, r.prediction().confidence());
        assertEquals(Category.LUCK_BOUND, r.label());
        assertTrue(r.isCurated());
    }

    @Test
    void classifiedRowTakesThePrediction() {
        SiftReport.Row r = SiftReport.Row.classified(RESULT, new Prediction(Category.SKILL_REWARDING, 5 / 7.0));
        assertEquals(Category.SKILL_REWARDING, r.category());
        assertEquals(5 / 7.0, r.prediction().confidence());
        assertFalse(r.isCurated());
    }

    @Test
    void aLabelledRowCannotCarryAnotherCategory() {
        // Every report reads the category and confidence from the prediction, so they must agree with the label.
        assertThrows(IllegalArgumentException.class, () -> new SiftReport.Row(RESULT,
                new Prediction(Category.SKILL_REWARDING, 1.0), Category.LUCK_BOUND));
        assertThrows(IllegalArgumentException.class, () -> new SiftReport.Row(RESULT,
                new Prediction(Category.LUCK_BOUND, 6 / 7.0), Category.LUCK_BOUND));
    }
}
