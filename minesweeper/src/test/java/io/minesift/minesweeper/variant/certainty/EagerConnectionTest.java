package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Attached;
import io.minesift.minesweeper.variant.CellSets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The eager encoding of A against the rule's own check, by enumeration: on small boards, every
 * layout of k mines (all of them, k from 0 to 6, on 3×3, 4×3 and 4×4) is held against the clauses with every cell
 * assumed, and the clauses must admit it exactly when {@link Attached#holds} says its mines form
 * one orthogonal group (the rule's check walks the groups; it shares nothing with the encoding).
 */
class EagerConnectionTest {
    @Test
    void theClausesAdmitExactlyTheLayoutsWhoseMinesFormOneGroup() {
        Geometry[] boards = {Geometry.of(3, 3), Geometry.of(4, 3), Geometry.of(4, 4)};
        int[][] steps = CellSets.orthogonalSteps();
        int together = 0;
        int apart = 0;
        for (Geometry g : boards) {
            for (int k = 0; k <= Math.min(6, g.size()); k++) {
                Sat sat = new Sat(g.size());
                EagerConnection.add(sat, g, steps, k);
                for (long mines = 0; mines < 1L << g.size(); mines++) {
                    if (Long.bitCount(mines) != k) {
                        continue;
                    }
                    int[] assumed = new int[g.size()];
                    for (int c = 0; c < g.size(); c++) {
                        assumed[c] = (mines >> c & 1) != 0 ? Sat.var(c) : -Sat.var(c);
                    }
                    boolean holds = new Attached().holds(g, mines);
                    assertEquals(holds, sat.solve(assumed), g + " layout " + Long.toBinaryString(mines));
                    together += holds ? 1 : 0;
                    apart += holds ? 0 : 1;
                }
            }
        }
        assertTrue(together > 1000 && apart > 1000, "both kinds of layout must be met: " + together + ", " + apart);
    }
}
