package io.minesift.shanghai.label;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Drawn;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The choosers' exact chances against a plain recursion over every play the coin allows (no memory
 * of tables, its own loop for the certain moves), on hand-worked tables and generated deals; the
 * judgements themselves are checked in {@code JudgementTest}.
 */
class ChooserTest {
    @Test
    void certainMovesAloneGiveOne() {
        // Worked in ShanghaiLabelsTest.tooEasyByHand: certain moves clear this deal.
        assertEquals(OptionalDouble.of(1), Chooser.chance(Drawn.eight(1, 1, 0, 0, 1, 0, 1, 0), Chooser.weakBlind(), 10));
    }

    @Test
    void withoutChoicesTheChanceIsWhetherTheTableClears() {
        // Two towers of four apart: only the two tops are ever free, so there is at most one legal
        // move, and no certain move until both towers' last pairs: the chooser never chooses.
        Position solvable = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        Position stuck = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 0, 1, 0, 0, 1, 1, 0});
        assertEquals(OptionalDouble.of(1), Chooser.chance(solvable, Chooser.weakBlind(), 100));
        assertEquals(OptionalDouble.of(0), Chooser.chance(stuck, Chooser.weakBlind(), 100));
    }

    @Test
    void agreesWithThePlainRecursionOnGeneratedDeals() {
        for (String drawing : List.of(ShanghaiLabelsTest.PYRAMID_AND_ROWS, ShanghaiLabelsTest.ROW_OF_TOWERS,
                ShanghaiLabelsTest.TOWERS_APART)) {
            Layout layout = Drawn.layout(drawing);
            for (int i = 0; i < 12; i++) {
                Position deal = DealGenerator.deal(layout, 4, i).position();
                assertEquals(plain(deal), Chooser.chance(deal, Chooser.weakBlind(), 1_000_000).orElseThrow(), 1e-12, "deal " + i);
                Chooser.Judge careful = Chooser.strongSighted(layout);
                assertEquals(plain(deal, careful), Chooser.chance(deal, careful, 1_000_000).orElseThrow(), 1e-12,
                        "deal " + i + ", careful");
            }
        }
    }

    @Test
    void aSpentBudgetIsUnknownNeverAGuess() {
        Position deal = DealGenerator.deal(Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS), 3, 41).position();
        assertThrows(IllegalArgumentException.class, () -> Chooser.chance(deal, Chooser.weakBlind(), 0));
    }

    /** The weak chooser's chance by {@link #plain(Position, Chooser.Judge)}. */
    static double plain(Position p) {
        return plain(p, Chooser.weakBlind());
    }

    /** Every play walked out: certain moves one at a time, the only move, else each best-judged move with equal weight. */
    static double plain(Position p, Chooser.Judge judge) {
        List<Move> certain = CertainMoves.of(p.view());
        if (!certain.isEmpty()) {
            return plain(p.apply(certain.get(0)), judge);
        }
        if (p.cleared()) {
            return 1;
        }
        List<Move> moves = p.legalMoves();
        if (moves.size() < 2) {
            return moves.isEmpty() ? 0 : plain(p.apply(moves.get(0)), judge);
        }
        List<Move> best = judge.best(p, moves);
        double sum = 0;
        for (Move m : best) {
            sum += plain(p.apply(m), judge);
        }
        return sum / best.size();
    }
}
