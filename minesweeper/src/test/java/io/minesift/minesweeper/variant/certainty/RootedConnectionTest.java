package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Attached;
import io.minesift.minesweeper.variant.CellSets;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The eager encoding of A rooted at a known mine, by enumeration: on 3×3 and 4×3, for every root
 * cell and every layout of k mines (k from 0 to 5), the clauses must admit the layout exactly when
 * the root is a mine and {@link Attached#holds} says the mines form one orthogonal group (the
 * rule's own check, which walks the groups).
 */
class RootedConnectionTest {
    @Test
    void theRootedClausesAdmitExactlyTheOneGroupLayoutsHoldingTheRoot() {
        Geometry[] boards = {Geometry.of(3, 3), Geometry.of(4, 3)};
        int admitted = 0;
        int refused = 0;
        for (Geometry g : boards) {
            for (int root = 0; root < g.size(); root++) {
                for (int k = 0; k <= 5; k++) {
                    Sat sat = new Sat(g.size());
                    EagerConnection.add(sat, g, CellSets.orthogonalSteps(), k, root);
                    for (long mines = 0; mines < 1L << g.size(); mines++) {
                        if (Long.bitCount(mines) != k) {
                            continue;
                        }
                        // at most one mine: no clauses are written, so only the group check applies
                        boolean fits = new Attached().holds(g, mines) && (k <= 1 || (mines >> root & 1) != 0);
                        assertEquals(fits, sat.solve(layout(g.size(), mines)), g + " root " + root + " layout " + Long.toBinaryString(mines));
                        admitted += fits ? 1 : 0;
                        refused += fits ? 0 : 1;
                    }
                }
            }
        }
        assertTrue(admitted > 1000 && refused > 1000, "both kinds of layout must be met: " + admitted + ", " + refused);
    }

    /** The layout as literals over every cell: a mine where its bit is set, else safe. */
    private static int[] layout(int cells, long mines) {
        return java.util.stream.IntStream.range(0, cells).map(c -> (mines >> c & 1) != 0 ? Sat.var(c) : -Sat.var(c)).toArray();
    }
}
