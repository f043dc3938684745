package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Attached;
import io.minesift.minesweeper.variant.CellSets;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The eager encoding of A rooted among a set of cells (a clue's unrevealed cells), with reach
 * variables only over the open cells and known mines' groups as single nodes, by enumeration: on
 * 3×3 and 4×3, for seeded random root sets (one to four cells), open sets (most cells) and known
 * mines (none to two open cells), and every layout of k mines (k from 0 to 5), the clauses must
 * admit the layout exactly when its mines are all open, hold every known mine, form one
 * orthogonal group ({@link Attached#holds}, the rule's own check, which walks the groups), and,
 * with two mines or more, one of them is among the roots. The expected value is computed from the layout
 * alone; it shares nothing with the encoding (no distances, no layers, no nodes).
 */
class ClueRootedConnectionTest {
    @Test
    void theClausesAdmitExactlyTheOpenOneGroupLayoutsHoldingTheKnownMinesAndAMineAmongTheRoots() {
        Geometry[] boards = {Geometry.of(3, 3), Geometry.of(4, 3)};
        SplittableRandom random = new SplittableRandom(7);
        int admitted = 0;
        int refused = 0;
        for (Geometry g : boards) {
            for (int draw = 0; draw < 18; draw++) {
                BitSet roots = randomCells(g, 1 + random.nextInt(4), random);
                BitSet open = CellSets.all(g);
                open.clear(random.nextInt(g.size())); // a revealed cell, maybe a root: then fewer roots are open
                if (draw % 2 == 0) {
                    open.clear(random.nextInt(g.size()));
                }
                BitSet known = CellSets.and(randomCells(g, draw % 3, random), open); // flags, none on every third draw
                if (draw % 6 == 5) { // two side by side: one node for both
                    int c = g.index(random.nextInt(g.width() - 1), random.nextInt(g.height()));
                    known = CellSets.and(CellSets.of(c, c + 1), open);
                }
                for (int k = 0; k <= 5; k++) {
                    Sat sat = new Sat(g.size());
                    EagerConnection.add(sat, g, CellSets.orthogonalSteps(), k, roots, open, known);
                    for (long mines = 0; mines < 1L << g.size(); mines++) {
                        if (Long.bitCount(mines) != k) {
                            continue;
                        }
                        BitSet layout = CellSets.ofLong(mines);
                        boolean fits = CellSets.minus(layout, open).isEmpty() && CellSets.minus(known, layout).isEmpty()
                                && new Attached().holds(g, mines)
                                && (k <= 1 || layout.intersects(roots));
                        assertEquals(fits, sat.solve(literals(g.size(), mines)),
                                g + " roots " + roots + " open " + open + " known " + known + " layout " + layout);
                        admitted += fits ? 1 : 0;
                        refused += fits ? 0 : 1;
                    }
                }
            }
        }
        assertTrue(admitted > 500 && refused > 1000, "both kinds of layout must be met: " + admitted + ", " + refused);
    }

    private static BitSet randomCells(Geometry g, int count, SplittableRandom random) {
        BitSet cells = new BitSet();
        while (cells.cardinality() < count) {
            cells.set(random.nextInt(g.size()));
        }
        return cells;
    }

    /** The layout as literals over every cell: a mine where its bit is set, else safe. */
    private static int[] literals(int cells, long mines) {
        return java.util.stream.IntStream.range(0, cells).map(c -> (mines >> c & 1) != 0 ? Sat.var(c) : -Sat.var(c)).toArray();
    }
}
