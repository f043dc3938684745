package io.minesift.shanghai.play;

import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;

import java.util.BitSet;

/**
 * A stronger dead-end test for a player's samples (parameter {@code deadCheck}): the exact solver,
 * with a node budget, asked whether a sampled full-information table can still be cleared. Only a
 * proof counts ({@link Solver#provedUnsolvable}): it makes the move that led there worth 0 on that
 * sample, while a table the solver clears, or leaves undecided, keeps its tree-search value. So the
 * player never takes the solver's sight of the sample's hidden tiles for a way to win (what misled
 * the player that played each sample's winning order), only its proof that the sample is lost,
 * which no play could change. The tree search's own test ({@link Known#dead()}) sees only dead ends
 * of a kind's pairs and a few moves ahead; the solver sees them however far ahead they lie.
 */
final class DeadCheck {
    private final Layout layout;
    private final long budget;

    /** {@code budget}: the solver's nodes for one table, at least 1. */
    DeadCheck(Layout layout, long budget) {
        this.layout = layout;
        this.budget = budget;
    }

    /** Whether the solver proves, within its budget, that {@code table} can no longer be cleared. */
    boolean provedDead(Known table) {
        return provedDead(table.kind(), table.present());
    }

    /** The same for the table of tiles {@code present} with tile {@code t} of kind {@code kind[t]}. */
    boolean provedDead(int[] kind, long[] present) {
        Position p = Position.deal(layout, kind).withTiles(BitSet.valueOf(present));
        return Solver.provedUnsolvable(p, budget);
    }
}
