package io.minesift.minesweeper.variant.certainty;

import org.sat4j.core.LiteralsUtils;
import org.sat4j.minisat.core.IPhaseSelectionStrategy;

/**
 * The solver's choice of value for a decision, on boards beyond 64 cells: the value the variable
 * last took (phase saving, as Sat4j's RSAT strategy; the light solver's own default takes it from
 * the last learnt clause), starting each solve from a preferred assignment where one is set, else
 * from "false" (a safe cell). Sat4j resets the
 * saved phases at every solve; a preferred layout makes the search begin at that layout, so a
 * question whose answer is a layout close to one already known (a model with one cell changed)
 * is answered in a few conflicts instead of rebuilding a layout of the whole board from all-safe,
 * which under an exact mine total means many conflicts. The answer (a model exists or not) does
 * not depend on the phases, only the work and which model is found.
 */
final class GuidedPhase implements IPhaseSelectionStrategy {
    private static final long serialVersionUID = 1L;
    private int[] phase;
    /** The internal literal each variable starts a solve with; 0 for "false" (Sat4j's default). */
    private int[] preferred = new int[0];

    /** Prefers, for the variables of {@code literals} (DIMACS), their sign; every other variable false. */
    void prefer(int[] literals) {
        int max = 0;
        for (int l : literals) {
            max = Math.max(max, Math.abs(l));
        }
        preferred = new int[max + 1];
        for (int l : literals) {
            preferred[Math.abs(l)] = LiteralsUtils.toInternal(l);
        }
    }

    /** Back to Sat4j's default: every variable false at the start of a solve. */
    void forget() {
        preferred = new int[0];
    }

    @Override
    public void init(int nlength) {
        if (phase == null || phase.length < nlength) {
            phase = new int[nlength];
        }
        for (int v = 1; v < nlength; v++) {
            phase[v] = v < preferred.length && preferred[v] != 0 ? preferred[v] : LiteralsUtils.negLit(v);
        }
    }

    @Override
    public void init(int var, int p) {
        phase[var] = p;
    }

    @Override
    public void assignLiteral(int p) {
        phase[LiteralsUtils.var(p)] = p;
    }

    @Override
    public int select(int var) {
        return phase[var];
    }

    @Override
    public void updateVar(int p) {
        // phases are saved on assignment only, as RSAT's
    }

    @Override
    public void updateVarAtDecisionLevel(int q) {
        // as RSAT's
    }
}
