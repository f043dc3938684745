package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * What a revealed number means: the cells a clue looks at ({@link #scope}) and the value it
 * shows for a layout ({@link #measure}). Definitions and sources are in docs/games.md, section
 * "Variant rules". Every method takes the layout as a cell set ({@link Cells}).
 */
public sealed interface ClueRule permits ClueRule.Vanilla, ClueRule.Cross, Eyesight, ClueRule.Multiple,
        ClueRule.Negation, Liar, Wall, Partition {
    /** The rule's letter in the puzzle game: V, X, E, M, N, L, W or P. */
    char letter();

    /** The rule's name: vanilla, cross, … */
    String name();

    /** The cells the clue at {@code cell} looks at, in a fixed order; never the clue itself. */
    int[] scope(Geometry g, int cell);

    /**
     * The rule's true value at {@code cell} for a layout (for the liar, the vanilla count it lies
     * about), the layout given as "is this cell a mine", so that a board of any size can be asked;
     * only the cells of the scope are asked.
     */
    ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines);

    /** {@link #measure} of a layout given as a cell set (at most 64 cells). */
    default ClueValue measure(Geometry g, int cell, long mines) {
        return measure(g, cell, c -> Cells.has(mines, c));
    }

    /** Whether a shown value is what the rule may show when the true value is {@code measured}. */
    default boolean fits(ClueValue shown, ClueValue measured) {
        return shown.equals(measured);
    }

    /** The value a board shows at {@code cell}: the measure, except for the liar (see {@link Liar}). */
    default ClueValue show(Geometry g, int cell, java.util.function.IntPredicate mines, long seed) {
        return measure(g, cell, mines);
    }

    /** {@link #show} of a layout given as a cell set (at most 64 cells). */
    default ClueValue show(Geometry g, int cell, long mines, long seed) {
        return show(g, cell, c -> Cells.has(mines, c), seed);
    }

    /**
     * How much more likely a layout whose true value at a clue is {@code measured} makes the
     * {@code shown} value, relative to the least likely (1), for a shown value that {@link #fits}:
     * what weighs layouts in the exact count when a board's showing is random. By default 1 (the
     * value is the measure itself, so every fitting layout shows it for sure).
     */
    default int weight(ClueValue shown, ClueValue measured, int scopeSize) {
        return 1;
    }

    /** Whether {@link #weight} can be other than 1. */
    default boolean weighs() {
        return false;
    }

    /**
     * Cells of the scope whose value no longer matters once the {@code known} cells are known:
     * every pattern that looks at them disagrees with the known cells whatever they hold. The
     * exact engine forgets them, which merges states. By default none.
     */
    default long settled(Geometry g, int cell, long mines, long known) {
        return 0;
    }

    /** Whether {@link #settled} can be other than empty. */
    default boolean settles() {
        return false;
    }

    /**
     * Whether the shown value alone says when the scope holds no mine (V, X, E, M, W, P: it has
     * one fitting pattern, all safe). A liar's 1 (0 or 2 mines) and a negation 0 (equal colours)
     * do not: for them the opening says it ({@link VariantPosition#holdsAMine}).
     */
    default boolean valueSaysClear() {
        return true;
    }

    /** Whether this rule's values are run lengths (the wall) rather than numbers. */
    default boolean runs() {
        return false;
    }

    /**
     * The ways the scope can look when the clue shows {@code shown}: disjoint patterns, each the
     * cells it fixes and which of those are mines. By default every assignment of the scope that
     * fits; the eyesight rule lists lines of sight instead.
     */
    default List<Pattern> patterns(Geometry g, int cell, ClueValue shown) {
        int[] scope = scope(g, cell);
        long care = Cells.set(scope);
        List<Pattern> out = new ArrayList<>();
        for (int a = 0; a < 1 << scope.length; a++) {
            long mines = 0;
            for (int k = 0; k < scope.length; k++) {
                if ((a >>> k & 1) != 0) {
                    mines |= 1L << scope[k];
                }
            }
            if (fits(shown, measure(g, cell, mines))) {
                out.add(new Pattern(care, mines));
            }
        }
        return out;
    }

    /** Cells fixed by one way a clue can be satisfied: {@code mines} is a subset of {@code care}. */
    record Pattern(long care, long mines) {
        /** Whether the pattern agrees with {@code mines} on the cells of {@code known}. */
        public boolean agrees(long mines, long known) {
            return ((mines ^ this.mines) & care & known) == 0;
        }
    }

    /**
     * The rule of a letter.
     *
     * @throws IllegalArgumentException when the letter names no clue rule
     */
    static ClueRule of(char letter) {
        switch (letter) {
            case 'V': return new Vanilla();
            case 'X': return new Cross();
            case 'E': return new Eyesight();
            case 'M': return new Multiple();
            case 'N': return new Negation();
            case 'L': return new Liar();
            case 'W': return new Wall();
            case 'P': return new Partition();
            default: throw new IllegalArgumentException("unknown clue rule '" + letter + "'");
        }
    }

    /** V: mines among the 8 neighbours. */
    record Vanilla() implements ClueRule {
        public char letter() {
            return 'V';
        }

        public String name() {
            return "vanilla";
        }

        public int[] scope(Geometry g, int cell) {
            return Cells.around(g, cell, Cells.RING);
        }

        public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
            return new ClueValue.Count(Cells.count(mines, scope(g, cell)));
        }
    }

    /** X: mines among the cells one and two steps away up, down, left and right. */
    record Cross() implements ClueRule {
        private static final int[][] CROSS = {{0, -2}, {0, -1}, {-2, 0}, {-1, 0}, {1, 0}, {2, 0}, {0, 1}, {0, 2}};

        public char letter() {
            return 'X';
        }

        public String name() {
            return "cross";
        }

        public int[] scope(Geometry g, int cell) {
            return Cells.around(g, cell, CROSS);
        }

        public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
            return new ClueValue.Count(Cells.count(mines, scope(g, cell)));
        }
    }

    /** M: mines among the 8 neighbours, a mine on a coloured cell ((x + y) even) counting 2. */
    record Multiple() implements ClueRule {
        public char letter() {
            return 'M';
        }

        public String name() {
            return "multiple";
        }

        public int[] scope(Geometry g, int cell) {
            return Cells.around(g, cell, Cells.RING);
        }

        public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
            int[] colours = Sight.colourCounts(g, scope(g, cell), mines);
            return new ClueValue.Count(2 * colours[0] + colours[1]);
        }
    }

    /** N: among the 8 neighbours, |mines on coloured cells − mines on the others|. */
    record Negation() implements ClueRule {
        public char letter() {
            return 'N';
        }

        public String name() {
            return "negation";
        }

        public int[] scope(Geometry g, int cell) {
            return Cells.around(g, cell, Cells.RING);
        }

        public ClueValue measure(Geometry g, int cell, java.util.function.IntPredicate mines) {
            int[] colours = Sight.colourCounts(g, scope(g, cell), mines);
            return new ClueValue.Count(Math.abs(colours[0] - colours[1]));
        }

        @Override
        public boolean valueSaysClear() {
            return false;
        }
    }

}
