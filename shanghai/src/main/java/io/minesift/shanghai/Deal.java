package io.minesift.shanghai;

import java.util.List;

/**
 * A generated instance: the full table, and the order the generator emptied it in, which is a
 * winning order of this deal (its proof of solvability).
 */
public record Deal(Position position, List<Move> winningOrder) {
    public Deal {
        winningOrder = List.copyOf(winningOrder);
    }
}
