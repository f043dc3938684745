package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The pieces of the best open solver's guess rules that {@code strong-max} can switch on:
 * the wider off-frontier candidates, the room around a cell and domination, on positions whose
 * answers are read off by hand (each comment says how).
 */
class HillRulesTest {
    private final ProbabilityEngine engine = new ProbabilityEngine();

    private static String board(int width, int height, int mines, String firstRow) {
        StringBuilder text = new StringBuilder(width + "x" + height + "x" + mines + "\n" + firstRow + "\n");
        for (int y = 1; y < height; y++) {
            text.append("H".repeat(width)).append('\n');
        }
        return text.toString();
    }

    private int[] offFrontier(String text) {
        Position position = MineText.parse(text, "t");
        MineProbabilities p = engine.analyse(position);
        Geometry g = position.geometry();
        boolean[] frontier = new boolean[g.size()];
        for (int c = 0; c < g.size(); c++) {
            for (int nb : g.neighbours(c)) {
                frontier[c] |= p.isUnknown(c) && position.state(nb) >= 0;
            }
        }
        return OffFrontierCandidates.of(position, p, frontier);
    }

    @Test
    void offFrontierCellsTwoStepsFromAClueAndInCornersOnALargeBoard() {
        // 8x8, A1 shows 1: the frontier is B1, A2, B2; 60 cells lie off it (30 or more). Two
        // steps straight out from the one living clue A1: C1 and A3. With two or three hidden
        // neighbours: the corners H1, A8, H8 (three each); every edge cell has five, C1 and A3
        // included, and the interior eight.
        Geometry g = Geometry.of(8, 8);
        int[] expected = IntStream.of(g.index(2, 0), g.index(7, 0), g.index(0, 2), g.index(0, 7), g.index(7, 7))
                .sorted().toArray();
        assertArrayEquals(expected, offFrontier(board(8, 8, 10, "1HHHHHHH")));
    }

    @Test
    void everyOffFrontierCellWhenFewerThanThirtyAreLeft() {
        // 6x5, A1 shows 1: 29 hidden cells, 3 on the frontier, so 26 off it: all of them.
        int[] cells = offFrontier(board(6, 5, 5, "1HHHHH"));
        assertEquals(26, cells.length);
        Geometry g = Geometry.of(6, 5);
        assertFalse(IntStream.of(cells).anyMatch(c -> c == g.index(1, 0) || c == g.index(0, 1) || c == g.index(1, 1)));
    }

    @Test
    void aPocketSealedByTwoOpenColumnsIsCramped() {
        // Mines on B2 and H2. Columns C to F are open (C shows B2's mine, D to F show 0), so the
        // hidden cells form two regions: A-B and G-I (9 cells); a hop across one open cell lands
        // on open cells only. C1, C2, C3 all showing 1 make B2 a certain mine, which is no room:
        // the left region has 5 cells. With a threshold of 8 it is cramped.
        Position position = MineText.parse("9x3x2\nHH1000HHH\nHH1000HHH\nHH1000HHH\n", "t");
        OpenSpace space = new OpenSpace(position, engine.analyse(position), 8);
        Geometry g = position.geometry();
        assertFalse(space.roomy(g.index(0, 0)));
        assertFalse(space.roomy(g.index(1, 2)));
        assertTrue(space.roomy(g.index(8, 1)));
        assertTrue(space.roomy(g.index(6, 0)));
        // At a threshold of 5 the left region (exactly 5) has room, at 6 not.
        assertTrue(new OpenSpace(position, engine.analyse(position), 5).roomy(g.index(0, 0)));
        assertFalse(new OpenSpace(position, engine.analyse(position), 6).roomy(g.index(0, 0)));
    }

    @Test
    void oneOpenColumnIsHoppedAcross() {
        // The same with a single open column C between A-B (6 cells) and D-G (12 cells): a hop
        // from B across C reaches D, so both sides are one region of 18 cells.
        Position position = MineText.parse("7x3x2\nHH1HHHH\nHH1HHHH\nHH1HHHH\n", "t");
        Geometry g = position.geometry();
        assertTrue(new OpenSpace(position, engine.analyse(position), 8).roomy(g.index(0, 0)));
        assertTrue(new OpenSpace(position, engine.analyse(position), 18).roomy(g.index(0, 0)));
        assertFalse(new OpenSpace(position, engine.analyse(position), 19).roomy(g.index(0, 0)));
    }

    @Test
    void anEnclosedPairIsPlayedAloneAndExactly() {
        // 6x3, 5 mines. A1 and A2 hold one mine (B1's 1 sees only them among hidden cells), and
        // every other cell around them is open or flagged: an enclosed region with one mine in
        // every layout. D1-D3 hold C1's, C2's and C3's mines, and touch E1-E3 (hidden, no clue):
        // not enclosed. Alone, the pair is a coin toss: the exact search wins 1 of its 2 layouts
        // whichever cell it opens.
        Position position = MineText.parse("6x3x5\nH11HHH\nH32HHH\nFF1HHH\n", "t");
        MineProbabilities p = engine.analyse(position);
        Geometry g = position.geometry();
        java.util.List<java.util.BitSet> regions = IsolatedRegion.regions(position, p);
        java.util.BitSet pair = new java.util.BitSet();
        pair.set(g.index(0, 0));
        pair.set(g.index(0, 1));
        assertTrue(regions.contains(pair));
        assertTrue(IsolatedRegion.enclosed(position, p, pair));
        assertEquals(1, regions.stream().filter(r -> IsolatedRegion.enclosed(position, p, r)).count());
        Position alone = IsolatedRegion.alone(position, p, engine, pair);
        // Every hidden cell but the pair flagged (the nine of D1-F3), plus A3 and B3, plus the pair's one mine.
        assertEquals(9 + 2 + 1, alone.totalMines());
        Endgame.Choice best = IsolatedRegion.best(position, p, engine, 400, 50_000, new java.util.SplittableRandom(1));
        assertTrue(pair.get(best.cell()));
        assertEquals(1, best.wins());
        assertEquals(2, best.layouts());
    }

    @Test
    void aRegionWhoseMineCountVariesIsNotAlone() {
        // A1 is walled in by the flags B1, A2 and B2 and seen by no clue: enclosed, but whether
        // it holds the one mine left depends on the other eight hidden cells, so its count is not
        // fixed and it is not a region to play alone.
        Position position = MineText.parse("4x3x4\nHFHH\nFFHH\nHHHH\n", "t");
        MineProbabilities p = engine.analyse(position);
        java.util.BitSet corner = new java.util.BitSet();
        corner.set(0);
        assertTrue(IsolatedRegion.regions(position, p).contains(corner));
        assertTrue(IsolatedRegion.enclosed(position, p, corner));
        assertEquals(null, IsolatedRegion.alone(position, p, engine, corner));
        assertEquals(null, IsolatedRegion.best(position, p, engine, 400, 50_000, new java.util.SplittableRandom(1)));
    }

    @Test
    void theSingleSafestLivingCell() {
        // Strip, one mine: B1's 1 puts it on A1 or C1 (1/2 each), so D1 and E1 are safe. D1 is
        // living (its neighbour C1 is undecided), E1 is not (D1 is settled): D1 alone is safest.
        MineProbabilities p = engine.analyse(MineText.parse("5x1x1\nH1HHH\n", "t"));
        assertEquals(3, Outcomes.singleSafestLiving(p, Geometry.of(5, 1)));
        // Three mines on a strip of 8 (LookaheadTest): F1, G1 and H1 are all 2/3 safe: no single one.
        assertEquals(-1, Outcomes.singleSafestLiving(engine.analyse(MineText.parse("8x1x3\nF1H1HHHH\n", "t")),
                Geometry.of(8, 1)));
    }

    @Test
    void aSaferCellThatTheChoiceMakesCertainIsPlayedInstead() {
        // Position H1HHH, one mine: A1 is 1/2 safe, D1 certain. Candidates A1 and D1, A1 chosen.
        // If every number A1 can show leaves D1 certainly safe (here: the next position is the
        // same one, where D1 is safe), D1 dominates. If a number leaves nothing certain (an
        // untouched strip of five, each cell 1/5), nothing dominates and A1 stays.
        Geometry g = Geometry.of(5, 1);
        MineProbabilities p = engine.analyse(MineText.parse("5x1x1\nH1HHH\n", "t"));
        MineProbabilities blank = engine.analyse(MineText.parse("5x1x1\nHHHHH\n", "t"));
        int[] candidates = {0, 3};
        Outcomes[] dominated = {new Outcomes(), new Outcomes()};
        dominated[0].add(0, p, g);
        assertEquals(3, Outcomes.dominating(p, candidates, dominated, 0));
        Outcomes[] free = {new Outcomes(), new Outcomes()};
        free[0].add(0, p, g);
        free[0].add(0, blank, g);
        assertEquals(0, Outcomes.dominating(p, candidates, free, 0));
    }
}
