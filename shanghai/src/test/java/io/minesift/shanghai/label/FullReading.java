package io.minesift.shanghai.label;

import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Wilson;
import io.minesift.core.util.Seeds;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SplittableRandom;

/**
 * The labels' reading written out plainly, the reference for the early-stopping one: every one of a
 * deal's 64 arrangements solved, every one the solver does not prove dead walked by both choosers,
 * and the rules applied with {@link Wilson#interval95} and the limits themselves (the rules as they
 * stood before the evidence learnt to stop early), no count worked out beforehand.
 */
record FullReading(int solved, int clearable, double weakLow, double weakHigh, double strong) {
    private static final double ROUNDING = 1e-9;

    static FullReading of(Position deal, long seed) {
        return of(deal, seed, LabelPlayers.SHIPPED);
    }

    /** The full reading with the choosers of {@code players}, on the tables their referee deals. */
    static FullReading of(Position deal, long seed, LabelPlayers players) {
        SplittableRandom random = Seeds.stream(seed, 0);
        int solved = 0;
        int clearable = 0;
        double weakLow = 0;
        double weakHigh = 0;
        double strong = 0;
        for (int j = 0; j < ShanghaiLabels.ARRANGEMENTS; j++) {
            Position table = players.table(deal, random);
            Solver.Outcome outcome = Solver.solve(table, ShanghaiLabels.NODES).outcome();
            if (outcome == Solver.Outcome.UNSOLVABLE) {
                continue; // every chance 0: the sums add nothing
            }
            solved += outcome == Solver.Outcome.SOLVED ? 1 : 0;
            clearable++;
            OptionalDouble weak = Chooser.chance(table,
                    Chooser.own(players.weak(), ShanghaiLabels.drawSeed(seed, j), ShanghaiLabels.DRAWS), ShanghaiLabels.TABLES);
            weakLow += weak.orElse(0);
            weakHigh += weak.orElse(1);
            strong += Chooser.chance(table, Chooser.own(players.strong(), ShanghaiLabels.strongSeed(seed, j), ShanghaiLabels.STRONG_DRAWS),
                    ShanghaiLabels.TABLES).orElse(0);
        }
        return new FullReading(solved, clearable, weakLow, weakHigh, strong);
    }

    Optional<Category> label() {
        int n = ShanghaiLabels.ARRANGEMENTS;
        if (Wilson.interval95(n, (int) Math.floor(weakLow + ROUNDING))[0] >= ShanghaiLabels.EASY_LIMIT) {
            return Optional.of(Category.TOO_EASY);
        }
        if (Wilson.interval95(n, clearable)[1] <= ShanghaiLabels.LUCK_LIMIT) {
            return Optional.of(Category.LUCK_BOUND);
        }
        if (solved == n && Wilson.interval95(n, (int) Math.ceil(weakHigh - ROUNDING))[1] <= ShanghaiLabels.WEAK_LIMIT
                && Wilson.interval95(n, (int) Math.floor(strong + ROUNDING))[0] >= ShanghaiLabels.STRONG_LIMIT) {
            return Optional.of(Category.SKILL_REWARDING);
        }
        return Optional.empty();
    }
}
