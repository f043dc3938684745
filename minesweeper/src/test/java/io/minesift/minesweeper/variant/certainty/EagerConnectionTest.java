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
                    boolean holds = new Attached().holds(g, mines);
                    assertEquals(holds, sat.solve(assumptions(g, mines)), g + " layout " + Long.toBinaryString(mines));
                    together += holds ? 1 : 0;
                    apart += holds ? 0 : 1;
                }
            }
        }
        assertTrue(together > 1000 && apart > 1000, "both kinds of layout must be met: " + together + ", " + apart);
    }

    /**
     * The narrowed clauses (half the reach layers, or as many as a kept layout needs) on 4×4 with
     * 5 to 7 mines: a layout is admitted exactly when its mines form one group and every mine lies
     * within the allowed steps of the first mine in reading order, through mines. That distance is
     * worked out here by a plain breadth-first walk over the layout's mines, sharing nothing with
     * the encoding; the kept layout (a snake that needs the most steps) must always be admitted.
     */
    @Test
    void theNarrowedClausesAdmitTheGroupsWithinTheirLayersAndTheKeptLayout() {
        Geometry g = Geometry.of(4, 4);
        int[][] steps = CellSets.orthogonalSteps();
        int narrowedAway = 0;
        for (int k = 5; k <= 7; k++) {
            long snake = 0b1111L | ((1L << (k - 4)) - 1) << (8 - (k - 4)); // the top row, then back along the next: k - 1 steps
            java.util.BitSet keep = java.util.BitSet.valueOf(new long[]{snake});
            int layers = Math.max((k - 1 + 1) / 2, eccentricity(g, snake));
            Sat sat = new Sat(g.size());
            EagerConnection.add(sat, g, steps, k, null, CellSets.all(g), new java.util.BitSet(), 0.5, keep);
            for (long mines = 0; mines < 1L << g.size(); mines++) {
                if (Long.bitCount(mines) != k) {
                    continue;
                }
                boolean one = new Attached().holds(g, mines);
                boolean near = one && eccentricity(g, mines) <= layers;
                assertEquals(near, sat.solve(assumptions(g, mines)), "k " + k + " layout " + Long.toBinaryString(mines));
                narrowedAway += one && !near ? 1 : 0;
            }
            assertTrue(sat.solve(assumptions(g, snake)), "the kept layout must be admitted, k " + k);
        }
        assertTrue(narrowedAway > 10, "some groups must lie beyond the layers: " + narrowedAway);
    }

    private static int[] assumptions(Geometry g, long mines) {
        int[] assumed = new int[g.size()];
        for (int c = 0; c < g.size(); c++) {
            assumed[c] = (mines >> c & 1) != 0 ? Sat.var(c) : -Sat.var(c);
        }
        return assumed;
    }

    /** The most orthogonal steps, through mines, from the first mine in reading order to another (mines joined). */
    private static int eccentricity(Geometry g, long mines) {
        int[] distance = new int[g.size()];
        java.util.Arrays.fill(distance, -1);
        int root = Long.numberOfTrailingZeros(mines);
        java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>(java.util.List.of(root));
        distance[root] = 0;
        int most = 0;
        while (!queue.isEmpty()) {
            int c = queue.poll();
            most = Math.max(most, distance[c]);
            int[][] around = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
            for (int[] d : around) {
                int x = g.x(c) + d[0];
                int y = g.y(c) + d[1];
                if (g.contains(x, y) && (mines >> g.index(x, y) & 1) != 0 && distance[g.index(x, y)] < 0) {
                    distance[g.index(x, y)] = distance[c] + 1;
                    queue.add(g.index(x, y));
                }
            }
        }
        return most;
    }
}
