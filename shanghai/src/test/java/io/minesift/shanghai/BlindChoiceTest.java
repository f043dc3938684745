package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The blind chooser's exact chance against a plain recursion over every play (no memory of
 * tables, its own loop for the certain moves), on hand-worked tables and generated deals.
 */
class BlindChoiceTest {
    @Test
    void certainMovesAloneGiveOne() {
        // Worked in ShanghaiLabelsTest.tooEasyByHand: certain moves clear this deal.
        assertEquals(OptionalDouble.of(1), BlindChoice.chance(Drawn.eight(1, 1, 0, 0, 1, 0, 1, 0), 10));
    }

    @Test
    void withoutChoicesTheChanceIsWhetherTheTableClears() {
        // Two towers of four apart: only the two tops are ever free, so there is at most one legal
        // move, and no certain move until both towers' last pairs: the chooser never chooses.
        Position solvable = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        Position stuck = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 0, 1, 0, 0, 1, 1, 0});
        assertEquals(OptionalDouble.of(1), BlindChoice.chance(solvable, 100));
        assertEquals(OptionalDouble.of(0), BlindChoice.chance(stuck, 100));
    }

    @Test
    void agreesWithThePlainRecursionOnGeneratedDeals() {
        for (String drawing : List.of(ShanghaiLabelsTest.PYRAMID_AND_ROWS, ShanghaiLabelsTest.ROW_OF_TOWERS,
                ShanghaiLabelsTest.TOWERS_APART)) {
            Layout layout = Drawn.layout(drawing);
            for (int i = 0; i < 12; i++) {
                Position deal = DealGenerator.deal(layout, 4, i).position();
                assertEquals(plain(deal), BlindChoice.chance(deal, 1_000_000).orElseThrow(), 1e-12, "deal " + i);
            }
        }
    }

    @Test
    void aSpentBudgetIsUnknownNeverAGuess() {
        Position deal = DealGenerator.deal(Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS), 3, 41).position();
        assertEquals(OptionalDouble.empty(), BlindChoice.chance(deal, 1));
        assertThrows(IllegalArgumentException.class, () -> BlindChoice.chance(deal, 0));
    }

    /** Every play walked out: certain moves one at a time, else each legal move with equal weight. */
    static double plain(Position p) {
        List<Move> certain = CertainMoves.of(p.view());
        if (!certain.isEmpty()) {
            return plain(p.apply(certain.get(0)));
        }
        if (p.cleared()) {
            return 1;
        }
        List<Move> moves = p.legalMoves();
        double sum = 0;
        for (Move m : moves) {
            sum += plain(p.apply(m));
        }
        return moves.isEmpty() ? 0 : sum / moves.size();
    }
}
