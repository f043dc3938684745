package io.minesift.minesweeper.logic;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * The constraints a position gives: for each revealed clue with unknown neighbours, those
 * neighbours hold the clue minus its flagged (and shown) mine neighbours. Flags are taken as
 * mines. Also the number of mines left among the unknown cells, and whether the position can be
 * consistent at all by these local counts.
 */
public final class ConstraintSystem {
    private final Geometry geometry;
    private final boolean[] unknown;
    private final int unknownCount;
    private final int minesLeft;
    private final List<Constraint> constraints;
    private final String contradiction;

    private ConstraintSystem(Geometry geometry, boolean[] unknown, int unknownCount, int minesLeft,
                             List<Constraint> constraints, String contradiction) {
        this.geometry = geometry;
        this.unknown = unknown;
        this.unknownCount = unknownCount;
        this.minesLeft = minesLeft;
        this.constraints = constraints;
        this.contradiction = contradiction;
    }

    /** The constraints of a position. */
    public static ConstraintSystem of(Position position) {
        Geometry g = position.geometry();
        boolean[] unknown = new boolean[g.size()];
        int unknownCount = 0;
        int marked = 0;
        for (int i = 0; i < g.size(); i++) {
            byte s = position.state(i);
            unknown[i] = s == Position.HIDDEN;
            unknownCount += unknown[i] ? 1 : 0;
            marked += s == Position.FLAG || s == Position.MINE ? 1 : 0;
        }
        int minesLeft = position.totalMines() - marked;
        String contradiction = null;
        if (minesLeft < 0 || minesLeft > unknownCount) {
            contradiction = minesLeft < 0
                    ? marked + " flagged or shown mines exceed the total of " + position.totalMines()
                    : minesLeft + " mines are left but only " + unknownCount + " cells are hidden";
        }
        List<Constraint> constraints = new ArrayList<>();
        int[] cells = new int[8];
        for (int i = 0; i < g.size(); i++) {
            byte clue = position.state(i);
            if (clue < 0) {
                continue;
            }
            int n = 0;
            int need = clue;
            for (int k = 0; k < g.degree(i); k++) {
                int nb = g.neighbour(i, k);
                byte s = position.state(nb);
                if (s == Position.HIDDEN) {
                    cells[n++] = nb;
                } else if (s == Position.FLAG || s == Position.MINE) {
                    need--;
                }
            }
            if (need < 0 || need > n) {
                if (contradiction == null) {
                    contradiction = "the clue " + clue + " at " + g.cell(i).label() + " cannot be met";
                }
                continue;
            }
            if (n > 0) {
                constraints.add(new Constraint(i, java.util.Arrays.copyOf(cells, n), need));
            }
        }
        return new ConstraintSystem(g, unknown, unknownCount, minesLeft, List.copyOf(constraints), contradiction);
    }

    /** The same board with other unknown cells, mine count and constraints (after propagation). */
    ConstraintSystem with(boolean[] unknownCells, int unknowns, int mines, List<Constraint> newConstraints) {
        return new ConstraintSystem(geometry, unknownCells, unknowns, mines, List.copyOf(newConstraints), contradiction);
    }

    /**
     * The same unknown cells and mine count, but only the given constraints (some of this
     * system's): what those clues alone allow.
     */
    public ConstraintSystem only(List<Constraint> subset) {
        return new ConstraintSystem(geometry, unknown, unknownCount, minesLeft, List.copyOf(subset), contradiction);
    }

    public Geometry geometry() {
        return geometry;
    }

    /** Whether the cell is hidden and unflagged: a cell whose content is unknown. */
    public boolean isUnknown(int cell) {
        return unknown[cell];
    }

    public int unknownCount() {
        return unknownCount;
    }

    /** Mines among the unknown cells: the total less the flags and shown mines. */
    public int minesLeft() {
        return minesLeft;
    }

    /** One constraint per revealed clue that still has unknown neighbours. */
    public List<Constraint> constraints() {
        return constraints;
    }

    /** A reason the position cannot be consistent found by local counting, or {@code null}. */
    public String contradiction() {
        return contradiction;
    }
}
