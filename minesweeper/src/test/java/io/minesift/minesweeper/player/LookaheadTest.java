package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.logic.BruteForce;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The next-move safety of the look-ahead on strips whose layouts are listed by hand. */
class LookaheadTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    private double living(String text, double secondBest) {
        Position position = MineText.parse(text, "t");
        MineProbabilities p = engine.analyse(position);
        return LivingSafety.of(p, position.geometry(), secondBest);
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
        LookaheadScore lookahead = scorer(StrongPlayer.Parameters.defaults(), StrongPlayer.Search.OFF);
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
        LookaheadScore lookahead = scorer(player.parameters(), player.search());
        MineProbabilities p = engine.analyse(position);
        for (int cell = 1; cell < 4; cell++) {
            assertEquals(1.0 / 3, lookahead.deepScore(position, p, cell), 1e-12);
        }
    }

    private Lookahead maxLookahead(String parameters) {
        StrongPlayer player = maxPlayer(parameters);
        return new Lookahead(engine, player.parameters(), player.search(), new java.util.SplittableRandom(1));
    }

    private LookaheadScore maxScorer(String parameters) {
        StrongPlayer player = maxPlayer(parameters);
        return scorer(player.parameters(), player.search());
    }

    private static StrongPlayer maxPlayer(String parameters) {
        return (StrongPlayer) PlayerFiles.parse(
                ("{\"player\":\"strong-max\",\"parameters\":{" + parameters + "}}").getBytes(), "t");
    }

    /** The look-ahead's scores, its deep candidates drawn as a {@link Lookahead} with seed 1 draws them. */
    private LookaheadScore scorer(StrongPlayer.Parameters parameters, StrongPlayer.Search search) {
        return new LookaheadScore(engine, parameters, new Candidates(parameters, search, new java.util.SplittableRandom(1)),
                search.deepCandidates());
    }

    @Test
    void theZeroChanceOnAStripIsCountedByHand() {
        // 5x1, one mine, nothing open: five layouts, one per cell. A1 (one neighbour, B1) is safe
        // and shows 0 when the mine is in C1, D1 or E1: 3/5. C1 (neighbours B1, D1) when it is in
        // A1 or E1: 2/5.
        Position position = MineText.parse("5x1x1\nHHHHH\n", "t");
        MineProbabilities p = engine.analyse(position);
        LookaheadScore lookahead = maxScorer("");
        assertEquals(3.0 / 5, lookahead.evaluate(position, p, 0).zeroChance(), 1e-12);
        assertEquals(2.0 / 5, lookahead.evaluate(position, p, 2).zeroChance(), 1e-12);
    }

    @Test
    void theZeroChanceIsTheShareOfLayoutsWhereTheCellShowsZero() {
        // Against the brute force (every placement of the mines, no engine code): the chance that
        // a hidden cell is safe and shows 0 is the count of layouts that fit with the cell open
        // as a 0, over the count of layouts that fit the position.
        Position position = MineText.parse("5x4x4\n1HHHH\nHHHHH\nH2HHH\nHHHH1\n", "t");
        MineProbabilities p = engine.analyse(position);
        LookaheadScore lookahead = maxScorer("");
        BruteForce all = BruteForce.of(position);
        for (int cell = 0; cell < 20; cell++) {
            if (position.state(cell) != Position.HIDDEN) {
                continue;
            }
            byte[] states = position.states();
            states[cell] = 0;
            BruteForce zero = BruteForce.of(Position.of(position.geometry(), position.totalMines(), states));
            double expected = zero.layouts.doubleValue() / all.layouts.doubleValue();
            assertEquals(expected, lookahead.evaluate(position, p, cell).zeroChance(), 1e-12, "cell " + cell);
        }
    }

    @Test
    void theOpeningWeightTurnsTheFirstGuessToACorner() {
        // Expert, the corner A1 shows 1 and nothing else is open. Off the frontier every cell is
        // 98/476 likely a mine; the one-move look-ahead prefers C1 or A3 (two frontier cells in
        // view, score 0.7243) to a far corner (score 0.7126), though a corner is safe and shows 0
        // 0.396 of the time against 0.132. With openingWeight 0.1 the corner gains 0.040 against
        // 0.013 and is chosen.
        StringBuilder text = new StringBuilder("30x16x99\n1" + "H".repeat(29) + "\n");
        for (int y = 1; y < 16; y++) {
            text.append("H".repeat(30)).append('\n');
        }
        Position position = MineText.parse(text.toString(), "t");
        MineProbabilities p = engine.analyse(position);
        int[] corners = {29, 15 * 30, 15 * 30 + 29};
        int plain = maxLookahead("\"deepCandidates\":0").choose(position, p);
        assertTrue(plain == 2 || plain == 60, "the plain look-ahead's choice: " + plain);
        int weighted = maxLookahead("\"deepCandidates\":0,\"openingWeight\":0.1").choose(position, p);
        assertTrue(java.util.stream.IntStream.of(corners).anyMatch(c -> c == weighted), "with the weight: " + weighted);
    }

    @Test
    void theOpeningBandKeepsTheCreditFromBuyingARiskierGuess() {
        // 6x1, two mines, A1 shows 0 and B1 shows 1: C1 is a mine (B1 sees only A1 and C1) and
        // the other is one of D1, E1, F1 (1/3 each). Counted by hand: D1 is safe and shows 0 in
        // no layout (C1 is its neighbour), F1 in the one with the mine at D1 (1/3).
        Position position = MineText.parse("6x1x2\n01HHHH\n", "t");
        MineProbabilities p = engine.analyse(position);
        assertEquals(1.0 / 3, maxScorer("").evaluate(position, p, 5).zeroChance(), 1e-12);
        // All of D1, E1, F1 are 2/3 safe: within any band, F1 gets 0.3 x 1/3.
        assertEquals(0.1, maxLookahead("\"openingWeight\":0.3").regionCredit(p, 5, 1.0 / 3), 1e-12);
        // On the 5x4 board above, the safest cell and a less safe one: with openingBand 0 only the
        // safest gets the credit; with openingBand 1 both do.
        Position board = MineText.parse("5x4x4\n1HHHH\nHHHHH\nH2HHH\nHHHH1\n", "t");
        MineProbabilities q = engine.analyse(board);
        int safest = java.util.stream.IntStream.range(0, 20).filter(q::isUnknown)
                .boxed().min((a, b) -> Double.compare(q.probability(a), q.probability(b))).orElseThrow();
        int riskier = java.util.stream.IntStream.range(0, 20).filter(q::isUnknown)
                .filter(c -> q.probability(c) > q.probability(safest) + 0.01).findFirst().orElseThrow();
        Lookahead safestOnly = maxLookahead("\"openingWeight\":1,\"openingBand\":0");
        Lookahead every = maxLookahead("\"openingWeight\":1,\"openingBand\":1");
        assertEquals(0.5, safestOnly.regionCredit(q, safest, 0.5), 1e-12);
        assertEquals(0.0, safestOnly.regionCredit(q, riskier, 0.5), 1e-12);
        assertEquals(0.5, every.regionCredit(q, riskier, 0.5), 1e-12);
    }
}
