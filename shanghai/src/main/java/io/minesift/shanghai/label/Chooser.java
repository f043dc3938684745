package io.minesift.shanghai.label;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.core.util.Seeds;
import io.minesift.shanghai.play.PlayerDecisions;
import io.minesift.shanghai.play.ShanghaiPlayer;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The chance that a <b>chooser</b> clears a full table: a player that, as both of the research's
 * players do, takes the first certain move of its view whenever there is one ({@link CertainMoves}),
 * takes the only legal move when there is one, and otherwise takes each move with the chance its
 * {@link Judge} gives it: a player's own chances of taking each move, estimated from its decisions
 * at the view ({@link #own}: the weak player's or the strong player's).
 * The table, one arrangement of the hidden tiles, decides what each move uncovers. The walk follows
 * every move the chooser may take, each table once (the kinds never change, so the tiles left are
 * the whole state), and averages by the chances: exact for the given chances. A judge that gives
 * all its weight to one move (one decision per view) walks a single path, one play.
 */
public final class Chooser {
    /**
     * How a chooser weighs several legal moves, none of them certain: {@code weight[i]} for
     * {@code moves.get(i)}, whole and at least 0, not all 0; it takes each move with its weight over
     * their sum.
     */
    @FunctionalInterface
    interface Judge {
        int[] weights(Position table, List<Move> moves);
    }

    /**
     * The own method of {@code player}: the chance of each move is the share of {@code draws} of its
     * decisions at the view that take it ({@link PlayerDecisions}), drawn from a stream seeded by
     * {@code seed} and the table's tile set, so a table has one answer wherever the walk reaches it
     * and on any thread. With one draw the walk follows one path, the player's own play of the
     * table. The decisions read the view only, never the table's hidden kinds.
     */
    static Judge own(ShanghaiPlayer player, long seed, int draws) {
        PlayerDecisions decisions = PlayerDecisions.of(player, draws);
        return (table, moves) -> decisions.picks(table.view(), moves, Seeds.stream(seed, table.tiles().toLongArray()));
    }

    private final Map<BitSet, Double> known = new HashMap<>();
    private final Judge judge;
    private final long maxTables;
    private long tables;

    private Chooser(Judge judge, long maxTables) {
        this.judge = judge;
        this.maxTables = maxTables;
    }

    /**
     * The chance that the chooser judging by {@code judge} clears {@code table}, or empty when more
     * than {@code maxTables} tables at a choice would have to be walked (the answer is then unknown,
     * never guessed).
     */
    static OptionalDouble chance(Position table, Judge judge, long maxTables) {
        return walked(table, judge, maxTables).chance();
    }

    /** A walk's answer ({@link #chance}) and how many tables at a choice it judged: its cost, counted the same on every run. */
    record Walked(OptionalDouble chance, long tables) {
    }

    /** {@link #chance} with the tables at a choice the walk judged (over {@code maxTables} when its budget ran out). */
    static Walked walked(Position table, Judge judge, long maxTables) {
        if (maxTables < 1) {
            throw new IllegalArgumentException("the table budget must be at least 1, not " + maxTables);
        }
        Chooser chooser = new Chooser(judge, maxTables);
        double c = chooser.walk(table);
        return new Walked(Double.isNaN(c) ? OptionalDouble.empty() : OptionalDouble.of(c), chooser.tables);
    }

    /** The chance from {@code p}, or NaN once the budget is spent. */
    private double walk(Position p) {
        p = CertainMoves.playOut(p);
        if (p.cleared()) {
            return 1;
        }
        List<Move> moves = p.legalMoves();
        if (moves.size() <= 1) {
            return moves.isEmpty() ? 0 : walk(p.apply(moves.get(0)));
        }
        BitSet key = p.tiles();
        Double seen = known.get(key);
        if (seen != null) {
            return seen;
        }
        if (++tables > maxTables) {
            return Double.NaN;
        }
        int[] weight = judge.weights(p, moves);
        double sum = 0;
        int total = 0;
        for (int i = 0; i < weight.length; i++) {
            if (weight[i] == 0) {
                continue;
            }
            double c = walk(p.apply(moves.get(i)));
            if (Double.isNaN(c)) {
                return c;
            }
            sum += weight[i] * c;
            total += weight[i];
        }
        double chance = sum / total;
        known.put(key, chance);
        return chance;
    }
}
