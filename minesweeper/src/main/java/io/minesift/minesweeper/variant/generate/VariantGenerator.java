package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.BoardGenerator;
import io.minesift.minesweeper.variant.Liar;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.core.util.Seeds;

import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * Boards under variant rules for {@code generate --rules}: the start cell and then the layout are
 * drawn from the board's own stream ({@code Seeds.stream(seed, index)}), the layout uniformly
 * among those the rules allow ({@link VariantDraw}); with {@code noGuess}, {@link NoGuessGrowth}
 * then makes it a board that exact logic finishes from the start; {@link #puzzles} makes puzzles
 * with given clues instead of a first click ({@link FewestClues}). A board's id covers its rules;
 * a liar board's lies come from a seed drawn first from the same stream, stored with the board
 * and covered by its id ({@link #lies}).
 */
public final class VariantGenerator implements BoardGenerator {
    private final BoardSpec spec;
    private final RuleSet rules;
    private final FirstClickRule firstClick;
    private final StartRule start;
    private final VariantDraw draw;
    private final NoGuessGrowth repair;
    private final boolean puzzle;

    /**
     * @throws IllegalArgumentException when no layout obeys the rules, the board is too big for
     *                                  the exact count, or the first-click rule does not suit the clue rule
     */
    public VariantGenerator(BoardSpec spec, RuleSet rules, FirstClickRule firstClick, StartRule start, boolean noGuess) {
        this(spec, rules, firstClick, start, noGuess, false);
    }

    private VariantGenerator(BoardSpec spec, RuleSet rules, FirstClickRule firstClick, StartRule start, boolean noGuess,
                             boolean puzzle) {
        if (noGuess && firstClick == FirstClickRule.NONE) {
            throw new IllegalArgumentException("no-guess boards need a first click that cannot hit a mine: "
                    + "use --first-click safe or zero");
        }
        this.spec = spec;
        this.rules = rules;
        this.firstClick = firstClick;
        this.start = start;
        this.draw = new VariantDraw(spec, rules, firstClick);
        this.repair = noGuess ? new NoGuessGrowth(draw, spec.mines()) : null;
        this.puzzle = puzzle;
        if (!(start instanceof StartRule.RandomCell)) {
            start.choose(spec.geometry(), new SplittableRandom(0));
        }
    }

    /**
     * The puzzle game's boards ({@code generate --puzzle}): a uniform layout among those the rules
     * allow (no first click), and the given clues that {@link FewestClues} leaves. The board's
     * start cell, which no one clicks, is its first safe cell in reading order, so that its id
     * follows from the layout and the lie seed before the clues are chosen.
     */
    public static VariantGenerator puzzles(BoardSpec spec, RuleSet rules) {
        io.minesift.minesweeper.variant.Cells.check(spec.geometry()); // the fewest clues are counted exactly
        return new VariantGenerator(spec, rules, FirstClickRule.NONE, new StartRule.Corner(), false, true);
    }

    /** The generator name recorded in provenance: {@code uniform}, {@code no-guess-full} (exact logic) or {@code puzzle}. */
    public String name() {
        return puzzle ? "puzzle" : repair == null ? "uniform" : "no-guess-full";
    }

    @Override
    public Instance generate(long seed, int index) {
        SplittableRandom random = Seeds.stream(seed, index);
        Geometry g = spec.geometry();
        Long lieSeed = liar() ? random.nextLong() : null; // first, so the layout cannot depend on it nor it on the layout
        long lies = lieSeed == null ? 0 : lieSeed;
        if (puzzle) {
            io.minesift.minesweeper.variant.Cells.check(g);
            long mines = draw.draw(0, random);
            int first = Long.numberOfTrailingZeros(~mines);
            long clues = FewestClues.of(g, rules, mines, lies, random);
            Provenance source = new Provenance(name(), seed, index, FirstClickRule.NONE, "none", null);
            return new Instance(null, layout(g, mines), g.cell(first), source, rules.text(),
                    BitSet.valueOf(new long[]{clues}), lieSeed);
        }
        Cell startCell = start.choose(g, random);
        int s = g.index(startCell);
        BitSet mines = draw.drawCells(s, random);
        if (repair != null) {
            mines = repair.solvable(mines, s, lies, random);
        }
        Provenance source = new Provenance(name(), seed, index, firstClick, start.id(), null);
        return new Instance(null, layout(g, mines), startCell, source, rules.text(), null, lieSeed);
    }

    private boolean liar() {
        return rules.clue() instanceof Liar;
    }

    /**
     * The seed a variant board's clues are shown with: a liar board's own lie seed, drawn per
     * board apart from its layout (no-guess growth changes the layout while every clue shown
     * keeps its value; docs/games.md, Generating variant boards); 0 for other rules, which do not lie.
     *
     * @throws IllegalArgumentException when a liar board carries no lie seed
     */
    public static long lies(Instance board, RuleSet rules) {
        if (board.lieSeed() != null) {
            return board.lieSeed();
        }
        if (rules.clue() instanceof Liar) {
            throw new IllegalArgumentException("the liar board " + board.id() + " has no lie seed");
        }
        return 0;
    }

    /** A cell set as a layout. */
    public static MineLayout layout(Geometry g, long mines) {
        return MineLayout.of(g, BitSet.valueOf(new long[]{mines}));
    }

    /** A cell set as a layout, on a board of any size. */
    public static MineLayout layout(Geometry g, BitSet mines) {
        return MineLayout.of(g, mines);
    }
}
