package io.minesift.minesweeper.analysis;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import io.minesift.minesweeper.logic.ConstraintSystem;
import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.logic.LocalCertainty;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.logic.TwoBody;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

/**
 * Plays a board with exact logic to find its {@link DeductionProfile}. Each round applies only
 * the easiest level of reasoning that settles anything (safe cells opened, mines flagged), so a
 * cell is counted at the easiest level that could find it. When nothing is certain the profile
 * records a forced guess at the lowest mine probability and, being an analysis and not a player,
 * continues on the board's truth: it opens a safest cell that is really safe (or, if every
 * safest cell hides a mine, the safest cell that does not), so a profile is a path on which
 * every guess succeeds. A mine counter that reads 0 counts as a single clue.
 */
public final class Profiler {
    private static final double TIE = 1e-9;
    private final ProbabilityEngine engine;
    private final long nodeBudget;

    public Profiler(ProbabilityEngine.Settings settings) {
        this.engine = new ProbabilityEngine(settings);
        this.nodeBudget = settings.nodeBudget();
    }

    public Profiler() {
        this(ProbabilityEngine.Settings.defaults());
    }

    /** The board's profile from its start cell. */
    public DeductionProfile profile(Instance instance) {
        Game game = Game.started(instance);
        int[] settled = new int[Deduction.Level.values().length];
        double[] risks = new double[0];
        while (game.status() == GameStatus.PLAYING) {
            Position position = game.view().position();
            ConstraintSystem system = ConstraintSystem.of(position);
            if (!easiestStep(game, system, settled)) {
                MineProbabilities p = engine.analyse(position);
                if (!apply(game, p.certainSafe(), p.certainMines(), settled, Deduction.Level.MINE_COUNT)) {
                    int cell = guess(p, instance.layout());
                    risks = Arrays.copyOf(risks, risks.length + 1);
                    risks[risks.length - 1] = p.probability(cell);
                    game.open(cell);
                }
            }
        }
        if (game.status() != GameStatus.WON) {
            throw new IllegalStateException("the profile lost a game it plays on the truth: a logic bug");
        }
        return new DeductionProfile(settled[0], settled[1], settled[2], settled[3], risks);
    }

    /**
     * Applies the easiest level below the mine count that settles anything; false if none does.
     * A mine counter that reads 0 (every mine flagged) makes every hidden cell safe: anyone sees
     * that, and a player who only guesses cannot go wrong there, so it counts as a single clue.
     */
    private boolean easiestStep(Game game, ConstraintSystem system, int[] settled) {
        if (game.view().flagCount() == game.view().totalMines()) {
            BitSet hidden = new BitSet();
            for (int c = 0; c < game.geometry().size(); c++) {
                if (game.view().state(c) == Position.HIDDEN) {
                    hidden.set(c);
                }
            }
            return apply(game, hidden, new BitSet(), settled, Deduction.Level.SINGLE_CLUE);
        }
        List<Deduction> found = TwoBody.deduce(system, false);
        for (Deduction.Level level : List.of(Deduction.Level.SINGLE_CLUE, Deduction.Level.TWO_CLUES)) {
            BitSet safe = new BitSet();
            BitSet mines = new BitSet();
            for (Deduction d : found) {
                if (d.level() == level) {
                    (d.mine() ? mines : safe).set(d.cell());
                }
            }
            if (apply(game, safe, mines, settled, level)) {
                return true;
            }
        }
        LocalCertainty local = LocalCertainty.of(system, nodeBudget);
        return apply(game, local.safe(), local.mines(), settled, Deduction.Level.ENUMERATION);
    }

    /** Flags the mines and opens the safe cells that are still hidden; counts them at {@code level}. */
    private static boolean apply(Game game, BitSet safe, BitSet mines, int[] settled, Deduction.Level level) {
        int count = 0;
        for (int c = mines.nextSetBit(0); c >= 0; c = mines.nextSetBit(c + 1)) {
            if (game.view().state(c) == Position.HIDDEN) {
                game.toggleFlag(c);
                count++;
            }
        }
        for (int c = safe.nextSetBit(0); c >= 0 && game.status() == GameStatus.PLAYING; c = safe.nextSetBit(c + 1)) {
            if (game.view().state(c) == Position.HIDDEN) {
                game.open(c);
                count++;
            }
        }
        settled[level.ordinal()] += count;
        return count > 0;
    }

    /** A safest cell that is really safe; failing that, the safest cell that is. */
    private static int guess(MineProbabilities p, MineLayout truth) {
        double lowest = p.lowestProbability();
        int best = -1;
        for (int c = 0; c < truth.geometry().size(); c++) {
            if (!p.isUnknown(c) || truth.isMine(c)) {
                continue;
            }
            if (p.probability(c) <= lowest + TIE) {
                return c;
            }
            if (best < 0 || p.probability(c) < p.probability(best)) {
                best = c;
            }
        }
        return best;
    }
}
