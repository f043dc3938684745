package io.minesift.shanghai;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The exact chance that a <b>blind chooser</b> clears a full table: a player that, as the research's
 * players do, takes the first certain move of its view ({@link CertainMoves}) whenever there is one,
 * and otherwise picks one of the legal moves uniformly at random. It is the weak player's own method
 * with its choices made by a coin instead of its action value: what the deal gives for free, with no
 * judgement at all. The chance is a property of the table alone (no player, no parameter), computed
 * by walking every choice: a table's chance is the mean of its moves' chances, each table once
 * (the kinds never change, so the tiles left are the whole state).
 *
 * <p>A chance of exactly 1 proves that every play of a player taking certain moves first wins there,
 * whatever it chooses; a chance of 0 that every such play loses.
 */
public final class BlindChoice {
    private final Map<BitSet, Double> known = new HashMap<>();
    private final long maxTables;
    private long tables;

    private BlindChoice(long maxTables) {
        this.maxTables = maxTables;
    }

    /**
     * The blind chooser's chance of clearing {@code table}, or empty when more than {@code maxTables}
     * tables at a choice would have to be walked (the answer is then unknown, never guessed).
     */
    public static OptionalDouble chance(Position table, long maxTables) {
        if (maxTables < 1) {
            throw new IllegalArgumentException("the table budget must be at least 1, not " + maxTables);
        }
        double c = new BlindChoice(maxTables).walk(table);
        return Double.isNaN(c) ? OptionalDouble.empty() : OptionalDouble.of(c);
    }

    /** The chance from {@code p}, or NaN once the budget is spent. */
    private double walk(Position p) {
        p = CertainMoves.playOut(p);
        if (p.cleared()) {
            return 1;
        }
        BitSet key = p.tiles();
        Double seen = known.get(key);
        if (seen != null) {
            return seen;
        }
        if (++tables > maxTables) {
            return Double.NaN;
        }
        List<Move> moves = p.legalMoves();
        double sum = 0;
        for (Move m : moves) {
            double c = walk(p.apply(m));
            if (Double.isNaN(c)) {
                return c;
            }
            sum += c;
        }
        double chance = moves.isEmpty() ? 0 : sum / moves.size();
        known.put(key, chance);
        return chance;
    }
}
