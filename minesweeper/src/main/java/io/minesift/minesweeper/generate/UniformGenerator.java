package io.minesift.minesweeper.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.util.Seeds;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * Draws mine layouts uniformly from all layouts that the first-click rule allows: the mines are
 * a uniform sample, without replacement, of the cells the rule leaves open (a partial
 * Fisher–Yates shuffle). Unlike the classic "move the mine away from the first click", which
 * makes cells next to the start more likely to hold mines, this keeps every allowed layout
 * equally likely.
 */
public final class UniformGenerator implements BoardGenerator {
    /** Name recorded in each instance's provenance. */
    public static final String NAME = "uniform";

    private final BoardSpec spec;
    private final FirstClickRule rule;
    private final StartRule start;
    /** The free cells of a fixed start cell, worked out once (each board shuffles a copy). */
    private final int[] fixedFree;

    public UniformGenerator(BoardSpec spec, FirstClickRule rule, StartRule start) {
        this.spec = spec;
        this.rule = rule;
        this.start = start;
        // Fail before the first board when no board can meet the settings.
        if (start instanceof StartRule.RandomCell) {
            fixedFree = null;
        } else {
            Geometry g = spec.geometry();
            fixedFree = freeCells(g, g.index(start.choose(g, new SplittableRandom(0))));
        }
    }

    @Override
    public Instance generate(long seed, int index) {
        SplittableRandom random = Seeds.stream(seed, index);
        Cell startCell = chooseStart(random);
        Provenance source = new Provenance(NAME, seed, index, rule, start.id(), null);
        return Instance.of(MineLayout.of(spec.geometry(), drawMines(startCell, random)), startCell, source);
    }

    /** The start cell of the board whose stream is {@code random}, drawn first from that stream. */
    Cell chooseStart(SplittableRandom random) {
        return start.choose(spec.geometry(), random);
    }

    /** A uniform draw of the mines (their cell indices) for a board that starts at {@code startCell}. */
    int[] drawMines(Cell startCell, SplittableRandom random) {
        Geometry g = spec.geometry();
        int[] free = fixedFree != null ? fixedFree.clone() : freeCells(g, g.index(startCell));
        for (int i = 0; i < spec.mines(); i++) {
            int j = i + random.nextInt(free.length - i);
            int pick = free[j];
            free[j] = free[i];
            free[i] = pick;
        }
        // The shuffled head is the mines: a layout built from indices spares a bit set and its copy.
        return Arrays.copyOf(free, spec.mines());
    }

    BoardSpec spec() {
        return spec;
    }

    FirstClickRule rule() {
        return rule;
    }

    StartRule start() {
        return start;
    }

    /** The cells the rule lets hold a mine, in reading order. */
    private int[] freeCells(Geometry g, int startIndex) {
        int[] free = new int[g.size()];
        int n = 0;
        for (int c = 0; c < g.size(); c++) {
            if (!rule.forbidsMine(g, startIndex, c)) {
                free[n++] = c;
            }
        }
        if (spec.mines() > n) {
            throw new IllegalArgumentException(spec + " does not fit the '" + rule.id() + "' first-click rule at "
                    + g.cell(startIndex) + ": only " + n + " cells may hold mines");
        }
        return Arrays.copyOf(free, n);
    }
}
