package io.minesift.shanghai.label;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.TableJudgement;
import io.minesift.shanghai.play.ViewJudgement;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The exact chance that a <b>chooser</b> clears a full table: a player that, as both of the
 * research's players do, takes the first certain move of its view whenever there is one
 * ({@link CertainMoves}), takes the only legal move when there is one, and otherwise takes a move its
 * {@link Judge} values best, a fair coin choosing among moves of equal value. The table, one
 * arrangement of the hidden tiles, decides what each move uncovers. The chance is a property of the
 * table and the judge: the walk follows every move the coin may take, each table once (the kinds
 * never change, so the tiles left are the whole state), and averages. It branches only at ties, so
 * it is cheap on tables of any size.
 */
public final class Chooser {
    /** How a chooser values several legal moves, none of them certain: the best of {@code moves} on {@code table}. */
    @FunctionalInterface
    interface Judge {
        List<Move> best(Position table, List<Move> moves);
    }

    /** The weak player's judgement from what it sees, the coin of its one sample taken out ({@link ViewJudgement}). */
    static Judge weakBlind() {
        return (table, moves) -> ViewJudgement.best(table.view());
    }

    /** The strong player's search on the table itself, every kind in sight ({@link TableJudgement}). */
    static Judge strongSighted(Layout layout) {
        TableJudgement judgement = new TableJudgement(layout);
        return (table, moves) -> judgement.best(kinds(table), table.tiles(), moves);
    }

    private static int[] kinds(Position table) {
        int[] kind = new int[table.layout().size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = table.kind(t);
        }
        return kind;
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
        if (maxTables < 1) {
            throw new IllegalArgumentException("the table budget must be at least 1, not " + maxTables);
        }
        double c = new Chooser(judge, maxTables).walk(table);
        return Double.isNaN(c) ? OptionalDouble.empty() : OptionalDouble.of(c);
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
        List<Move> best = judge.best(p, moves);
        double sum = 0;
        for (Move m : best) {
            double c = walk(p.apply(m));
            if (Double.isNaN(c)) {
                return c;
            }
            sum += c;
        }
        double chance = sum / best.size();
        known.put(key, chance);
        return chance;
    }
}
