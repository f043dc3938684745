package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A global rule's partial check never rejects an assignment that some layout completes: on every
 * board from 1×1 to 4×4 the layouts that obey the rule are listed by brute force, and partial
 * assignments (cut from those layouts, so completable, and drawn at random) are checked against
 * the list. On complete assignments the check must be the rule itself.
 */
class GlobalRulePartialTest {
    @ParameterizedTest
    @ValueSource(chars = {'Q', 'C', 'T', 'O', 'D', 'S', 'B', 'A'})
    void neverRejectsACompletableAssignment(char letter) {
        GlobalRule rule = GlobalRule.of(letter);
        SplittableRandom random = new SplittableRandom(letter);
        int rejected = 0;
        for (int w = 1; w <= 4; w++) {
            for (int h = 1; h <= 4; h++) {
                Geometry g = Geometry.of(w, h);
                List<Long> valid = new ArrayList<>();
                for (long mines = 0; mines <= Cells.all(g); mines++) {
                    boolean holds = rule.holds(g, mines);
                    assertEquals(holds, rule.admits(g, mines, Cells.all(g) & ~mines), "complete " + g + " " + mines);
                    if (holds) {
                        valid.add(mines);
                    }
                }
                for (int k = 0; k < 300; k++) {
                    long known = random.nextLong() & Cells.all(g);
                    long mines;
                    if (!valid.isEmpty() && random.nextBoolean()) {
                        mines = valid.get(random.nextInt(valid.size())) & known;
                    } else {
                        mines = random.nextLong() & known;
                    }
                    long safes = known & ~mines;
                    boolean completable = valid.stream().anyMatch(l -> (l & mines) == mines && (l & safes) == 0);
                    boolean admitted = rule.admits(g, mines, safes);
                    if (completable) {
                        assertTrue(admitted, letter + " rejected completable mines " + mines + " safes " + safes + " on " + g);
                    }
                    rejected += admitted ? 0 : 1;
                }
            }
        }
        assertTrue(rejected > 0, letter + "'s partial check must prune something");
    }
}
