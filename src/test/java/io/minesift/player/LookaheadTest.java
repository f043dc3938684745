package io.minesift.player;

import io.minesift.board.Position;
import io.minesift.io.MineText;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The next-move safety of the look-ahead on strips whose layouts are listed by hand. */
class LookaheadTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    private double living(String text, double secondBest) {
        Position position = MineText.parse(text, "t");
        MineProbabilities p = engine.analyse(position);
        return Lookahead.livingSafety(p, position.geometry(), secondBest);
    }

    @Test
    void aSafeButDeadCellIsNoNextMove() {
        // On a strip each cell sees only its left and right neighbours. B1's 1 is A1's flag, so C1
        // is safe; D1's 1 then makes E1 a mine. C1 is safe but dead: both its neighbours are
        // open, its number is known already. One mine is left for F1, G1, H1 (three layouts),
        // each 2/3 safe and living (G1 is undecided): the next move is a 2/3 guess, not a sure 1.
        assertEquals(2.0 / 3, living("8x1x3\nF1H1HHHH\n", 0.2), 1e-12);
    }

    @Test
    void withNoLivingCellTheSafestCellCounts() {
        // A1's flag and B1's 1 make C1 safe; D1's 1 then makes E1 the last mine. C1 is dead and
        // certain: with nothing living left, the next move is that sure cell.
        assertEquals(1.0, living("5x1x2\nF1H1H\n", 0.2), 1e-12);
    }

    @Test
    void aScoreDroppedPartWayIsAnUpperBoundUnderTheFloor() {
        // wideOffFrontier drops a candidate once it cannot reach the floor: what it returns then
        // must lie under the floor and over the full score, so that the choice is the same as
        // with every candidate scored in full. Checked for every hidden cell of 20 random small
        // positions, at floors spread over the range of scores.
        Lookahead lookahead = new Lookahead(engine, StrongPlayer.Parameters.defaults(), StrongPlayer.Search.OFF,
                new java.util.SplittableRandom(1));
        int dropped = 0;
        for (long seed = 1; seed <= 20; seed++) {
            Position position = FiftyFiftyInfluenceTest.RandomPositions.small(seed);
            MineProbabilities p = engine.analyse(position);
            for (int c = 0; c < position.geometry().size(); c++) {
                if (!p.isUndecided(c)) {
                    continue;
                }
                double full = lookahead.score(position, p, c);
                for (double floor = 0.1; floor < 1; floor += 0.1) {
                    double part = lookahead.score(position, p, c, floor, null);
                    if (part != full) {
                        dropped++;
                        assertTrue(part < floor && part >= Math.abs(full) - 1e-12, part + " for " + full + " at " + floor);
                    }
                }
            }
        }
        assertTrue(dropped > 20, dropped + " dropped");
    }

    @Test
    void theTwoMoveScoreBehindAOneIsTheChanceOfWinning() {
        // 2x2, one mine, A1 shows 1: the mine is in one of the other three cells. Whichever cell
        // is opened (safe 2/3), it shows 1 and leaves a 50/50 between the last two, after which
        // nothing is left to guess: surviving two moves is winning, 2/3 x 1/2 = 1/3, for every cell.
        Position position = MineText.parse("2x2x1\n1H\nHH\n", "t");
        StrongPlayer player = (StrongPlayer) PlayerFiles.parse(
                "{\"player\":\"strong-max\",\"parameters\":{\"deepCandidates\":2}}".getBytes(), "t");
        Lookahead lookahead = new Lookahead(engine, player.parameters(), player.search(), new java.util.SplittableRandom(1));
        MineProbabilities p = engine.analyse(position);
        for (int cell = 1; cell < 4; cell++) {
            assertEquals(1.0 / 3, lookahead.deepScore(position, p, cell), 1e-12);
        }
    }
}
