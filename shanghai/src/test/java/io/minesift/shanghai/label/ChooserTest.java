package io.minesift.shanghai.label;

import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Drawn;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The choosers' exact chances against a plain recursion over every play their judges allow (no
 * memory of tables, its own loop for the certain moves), on hand-worked tables and generated deals;
 * the judgements themselves are checked in {@code WeakDecisionsTest} and
 * {@code StrongDecisionsTest}.
 */
class ChooserTest {
    @Test
    void certainMovesAloneGiveOne() {
        // Worked in ShanghaiLabelsTest.tooEasyByHand: certain moves clear this deal.
        assertEquals(OptionalDouble.of(1), Chooser.chance(Drawn.eight(1, 1, 0, 0, 1, 0, 1, 0), weak(1, 16), 10));
    }

    @Test
    void withoutChoicesTheChanceIsWhetherTheTableClears() {
        // Two towers of four apart: only the two tops are ever free, so there is at most one legal
        // move, and no certain move until both towers' last pairs: the chooser never chooses.
        Position solvable = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 1, 0, 0, 1, 1, 0, 0});
        Position stuck = Position.deal(Drawn.layout(ShanghaiLabelsTest.TOWERS), new int[]{1, 0, 1, 0, 0, 1, 1, 0});
        assertEquals(OptionalDouble.of(1), Chooser.chance(solvable, weak(1, 16), 100));
        assertEquals(OptionalDouble.of(0), Chooser.chance(stuck, weak(1, 16), 100));
    }

    @Test
    void agreesWithThePlainRecursionOnGeneratedDeals() {
        for (String drawing : List.of(ShanghaiLabelsTest.PYRAMID_AND_ROWS, ShanghaiLabelsTest.ROW_OF_TOWERS,
                ShanghaiLabelsTest.TOWERS_APART)) {
            Layout layout = Drawn.layout(drawing);
            for (int i = 0; i < 12; i++) {
                Position deal = DealGenerator.deal(layout, 4, i).position();
                Chooser.Judge oneSample = weak(i, 16);
                assertEquals(plain(deal, oneSample), Chooser.chance(deal, oneSample, 1_000_000).orElseThrow(), 1e-12,
                        "deal " + i + ", one sample");
                Chooser.Judge strong = strong(i, 2); // two decisions a view: the walk branches
                assertEquals(plain(deal, strong), Chooser.chance(deal, strong, 1_000_000).orElseThrow(), 1e-12,
                        "deal " + i + ", strong");
            }
        }
    }

    @Test
    void theOneSampleChanceIsTheWeakPlayersWinShare() {
        // The weak player itself, on the table as dealt, PLAYS times with its own random stream: its
        // win share estimates its chance on the table with a standard error of sqrt(c(1 - c)/PLAYS)
        // (at most 0.0079); the chooser's chance, with 1,024 draws per view, is an unbiased estimate of
        // the same chance with an error far below it. Five standard errors and 0.01 for the draws.
        final int plays = 4000;
        ShanghaiPlayer weak = ((ShanghaiPlayer) ShanghaiPlayers.weak()).with(HiddenTiles.AS_DEALT);
        Layout layout = Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS);
        int between = 0;
        for (int i = 0; i < 40 && between < 4; i++) {
            Position deal = DealGenerator.deal(layout, 4, i).position();
            double c = Chooser.chance(deal, weak(i, 1024), 1_000_000).orElseThrow();
            if (c == 0 || c == 1) {
                continue;
            }
            int won = 0;
            for (int play = 0; play < plays; play++) {
                won += weak.attempt(deal, Seeds.stream(i, play)).solved() ? 1 : 0;
            }
            assertEquals((double) won / plays, c, 5 * Math.sqrt(c * (1 - c) / plays) + 0.01, "deal " + i);
            between++;
        }
        assertEquals(4, between, "deals whose chance lies strictly between 0 and 1");
    }

    @Test
    void aSpentBudgetIsUnknownNeverAGuess() {
        Position deal = DealGenerator.deal(Drawn.layout(ShanghaiLabelsTest.PYRAMID_AND_ROWS), 3, 41).position();
        assertThrows(IllegalArgumentException.class, () -> Chooser.chance(deal, weak(1, 16), 0));
    }

    /** The shipped weak player's own method as a judge, {@code draws} decisions a view from streams of {@code seed}. */
    static Chooser.Judge weak(long seed, int draws) {
        return Chooser.own(LabelPlayers.SHIPPED.weak(), seed, draws);
    }

    /** The shipped strong player's own method as a judge, {@code draws} decisions a view from streams of {@code seed}. */
    static Chooser.Judge strong(long seed, int draws) {
        return Chooser.own(LabelPlayers.SHIPPED.strong(), seed, draws);
    }

    /** The weak chooser's chance on arrangement {@code j} of a deal labelled with {@code seed}, by {@link #plain(Position, Chooser.Judge)}. */
    static double plain(Position p, long seed, int j) {
        return plain(p, weak(ShanghaiLabels.drawSeed(seed, j), ShanghaiLabels.DRAWS));
    }

    /** Every play walked out: certain moves one at a time, the only move, else each move the judge may take, by its weight. */
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
        int[] weight = judge.weights(p, moves);
        double sum = 0;
        int total = 0;
        for (int i = 0; i < weight.length; i++) {
            sum += weight[i] == 0 ? 0 : weight[i] * plain(p.apply(moves.get(i)), judge);
            total += weight[i];
        }
        return sum / total;
    }
}
