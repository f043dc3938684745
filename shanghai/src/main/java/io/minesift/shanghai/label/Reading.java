package io.minesift.shanghai.label;

import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;

import java.util.OptionalDouble;
import java.util.SplittableRandom;
import java.util.function.Predicate;

import io.minesift.core.util.Seeds;

import static io.minesift.shanghai.label.ShanghaiLabels.ARRANGEMENTS;

/**
 * A deal's {@value ShanghaiLabels#ARRANGEMENTS} arrangements read a term at a time, so that the label
 * can stop as soon as it is settled ({@link Evidence}): the solver on any arrangement not yet solved,
 * each chooser on the next arrangement in order. Every term is the one the full reading computes:
 * the arrangements are drawn up front from the deal's stream, each chooser's draws on arrangement j
 * come from their own stream ({@link ShanghaiLabels#drawSeed}, {@link ShanghaiLabels#strongSeed}), and an arrangement is solved before
 * a chooser walks it, a dead one counting 0 unwalked.
 */
final class Reading {
    private final long seed;
    private final Position[] tables = new Position[ARRANGEMENTS];
    private final Solver.Outcome[] outcomes = new Solver.Outcome[ARRANGEMENTS];
    private final LabelPlayers players;
    private int solverRuns;
    private int solved;
    private int undecided;
    private int weakWalks;
    private long weakTables;
    private double weakLow;
    private double weakHigh;
    private int strongWalks;
    private double strong;

    /** The arrangements of {@code deal} that the referee of {@code players} deals, drawn from {@code seed}, nothing read yet. */
    Reading(Position deal, long seed, LabelPlayers players) {
        this.seed = seed;
        this.players = players;
        SplittableRandom random = Seeds.stream(seed, 0);
        for (int j = 0; j < ARRANGEMENTS; j++) {
            tables[j] = players.table(deal, random);
        }
    }

    /** What has been read. */
    Evidence evidence() {
        return new Evidence(solverRuns, solved, undecided, weakWalks, weakLow, weakHigh, strongWalks, strong);
    }

    /** Solves the arrangements not yet solved, first to last, while the label is open and {@code wanted} holds. */
    Reading solveWhile(Predicate<Evidence> wanted) {
        for (int j = 0; j < ARRANGEMENTS && open(wanted); j++) {
            solve(j);
        }
        return this;
    }

    /** Walks the weak chooser on the next arrangement while the label is open and {@code wanted} holds. */
    Reading walkWeakWhile(Predicate<Evidence> wanted) {
        while (weakWalks < ARRANGEMENTS && open(wanted)) {
            int j = weakWalks++;
            Chooser.Walked w = walked(j, Chooser.own(players.weak(), ShanghaiLabels.drawSeed(seed, j), ShanghaiLabels.DRAWS));
            weakLow += w.chance().orElse(0);
            weakHigh += w.chance().orElse(1);
            weakTables += w.tables();
        }
        return this;
    }

    /**
     * Whether the weak chooser's walks so far judged more than {@code tables} tables at a choice
     * each on average: a measure of their cost that is the same on every run.
     */
    boolean weakWalksOver(long tables) {
        return weakWalks > 0 && weakTables > tables * weakWalks;
    }

    /** Walks the strong chooser on the next arrangement while the label is open and {@code wanted} holds. */
    Reading walkStrongWhile(Predicate<Evidence> wanted) {
        while (strongWalks < ARRANGEMENTS && open(wanted)) {
            int j = strongWalks++;
            strong += walked(j, Chooser.own(players.strong(), ShanghaiLabels.strongSeed(seed, j), ShanghaiLabels.STRONG_DRAWS))
                    .chance().orElse(0);
        }
        return this;
    }

    private boolean open(Predicate<Evidence> wanted) {
        Evidence e = evidence();
        return !e.settled() && wanted.test(e);
    }

    /** A chooser's walk on arrangement {@code j}: chance 0 on a dead one, unwalked; empty when its budget leaves it undecided. */
    private Chooser.Walked walked(int j, Chooser.Judge judge) {
        solve(j);
        return outcomes[j] == Solver.Outcome.UNSOLVABLE ? new Chooser.Walked(OptionalDouble.of(0), 0)
                : Chooser.walked(tables[j], judge, ShanghaiLabels.TABLES);
    }

    private void solve(int j) {
        if (outcomes[j] != null) {
            return;
        }
        outcomes[j] = Solver.solve(tables[j], ShanghaiLabels.NODES).outcome();
        solverRuns++;
        solved += outcomes[j] == Solver.Outcome.SOLVED ? 1 : 0;
        undecided += outcomes[j] == Solver.Outcome.UNDECIDED ? 1 : 0;
    }
}
