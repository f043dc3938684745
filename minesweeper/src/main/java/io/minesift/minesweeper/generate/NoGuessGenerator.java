package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.core.util.Seeds;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Boards that a player of the chosen {@link Logic} level finishes from the start cell without
 * ever guessing. Each board starts as the uniform draw of its seed and index; a
 * {@link LogicSolver} plays it, and wherever logic stalls a {@link Repair} moves mines around
 * the stall and the solve resumes, until the board is finished. A draw that still stalls after
 * {@link #repairsPerDraw} repairs is dropped for a fresh one from the same stream.
 *
 * <p>Repaired boards are <em>not</em> uniform over all no-guess boards: repairs leave stalls
 * settled by full or empty neighbourhoods, so such patterns are more common than among the
 * no-guess boards a uniform draw happens to give.
 */
public final class NoGuessGenerator implements BoardGenerator {
    /** Fresh draws tried before giving up on a board. */
    static final int DRAWS = 20;
    /**
     * The engine of the strong player, but with few Monte Carlo probes: a component over the
     * search budget yields no certain cell whatever the probes, and certainty is all that is
     * asked here.
     */
    private static final ProbabilityEngine.Settings ENGINE =
            new ProbabilityEngine.Settings(ProbabilityEngine.Settings.defaults().nodeBudget(), 200, 2, false, 1);

    private final UniformGenerator uniform;
    private final Logic logic;
    private final int repairsPerDraw;

    /**
     * @throws IllegalArgumentException when the rule is {@code none} (a no-guess board must not
     *                                  lose on its first click) or the mines do not fit the rule
     */
    public NoGuessGenerator(BoardSpec spec, FirstClickRule rule, StartRule start, Logic logic) {
        if (rule == FirstClickRule.NONE) {
            throw new IllegalArgumentException("no-guess boards need a first click that cannot hit a mine: "
                    + "use --first-click safe or zero");
        }
        this.uniform = new UniformGenerator(spec, rule, start);
        this.logic = logic;
        // Enough for the densest boards Tatham's generator makes, few enough to give up in seconds.
        this.repairsPerDraw = Math.max(50, 2 * spec.geometry().size());
    }

    /** The generator name recorded in provenance: {@code no-guess-full} or {@code no-guess-two-body}. */
    public static String name(Logic logic) {
        return "no-guess-" + logic.id();
    }

    /**
     * @throws IllegalArgumentException when no draw could be repaired into a no-guess board (the
     *                                  board is too dense for its size and rule)
     */
    @Override
    public Instance generate(long seed, int index) {
        SplittableRandom random = Seeds.stream(seed, index);
        BoardSpec spec = uniform.spec();
        Geometry g = spec.geometry();
        Cell startCell = uniform.chooseStart(random);
        int start = g.index(startCell);
        boolean[] fixed = new boolean[g.size()];
        for (int c = 0; c < g.size(); c++) {
            fixed[c] = uniform.rule().forbidsMine(g, start, c);
        }
        LogicSolver solver = new LogicSolver(g, spec.mines(), logic, new ProbabilityEngine(ENGINE));
        Repair repair = new Repair(g, fixed);
        for (int draw = 0; draw < DRAWS; draw++) {
            boolean[] mine = toArray(uniform.drawMines(startCell, random), g.size());
            solver.start(mine, start);
            for (int repairs = 0; ; repairs++) {
                if (solver.solve()) {
                    Provenance source = new Provenance(name(logic), seed, index, uniform.rule(),
                            uniform.start().id(), null);
                    return Instance.of(MineLayout.of(g, toBits(mine)), startCell, source);
                }
                int changed = repairs < repairsPerDraw ? repair.apply(solver, mine, random) : 0;
                if (changed == 0) {
                    break;
                }
                solver.rewind(repair.changed(), changed);
            }
        }
        throw new IllegalArgumentException("could not make a no-guess " + spec + " board (" + logic.id()
                + " logic, first click " + uniform.rule().id() + " at " + startCell + "): " + DRAWS
                + " draws stalled after " + repairsPerDraw + " repairs each; use fewer mines");
    }

    private static boolean[] toArray(int[] mines, int size) {
        boolean[] array = new boolean[size];
        for (int c : mines) {
            array[c] = true;
        }
        return array;
    }

    private static BitSet toBits(boolean[] array) {
        BitSet bits = new BitSet(array.length);
        for (int c = 0; c < array.length; c++) {
            bits.set(c, array[c]);
        }
        return bits;
    }
}
