package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Layouts of 4n + 2 tiles: the last kind is on two tiles (as GNOME Mahjongg deals them, and in
 * KMahjongg's whole pairs); the deals, the view's counts and the players' arrangements keep it so,
 * and layouts of 4n tiles keep four of every kind.
 */
class ShortKindTest {
    private final Layout bridge = LayoutFiles.read("instances/layouts/bridge.layout");

    private static int[] counts(Position p) {
        int[] c = new int[p.layout().kinds()];
        for (int t = 0; t < p.layout().size(); t++) {
            c[p.kind(t)]++;
        }
        return c;
    }

    @Test
    void theLastKindHasTwoTiles() {
        assertEquals(List.of(4, 4, 4, 2), List.of(bridge.tilesOf(0), bridge.tilesOf(1), bridge.tilesOf(2), bridge.tilesOf(3)));
        for (int i = 0; i < 50; i++) {
            Deal deal = DealGenerator.deal(bridge, 3, i);
            assertEquals(List.of(4, 4, 4, 2), java.util.Arrays.stream(counts(deal.position())).boxed().toList());
            Position p = deal.position();
            for (Move m : deal.winningOrder()) {
                p = p.apply(m);
            }
            assertTrue(p.cleared(), "the generator's order clears its deal " + i);
            assertTrue(Solver.solvable(deal.position()));
            assertEquals(List.of(4, 4, 4, 2), java.util.Arrays.stream(counts(DealGenerator.uniform(bridge, 3, i))).boxed().toList());
        }
        assertThrows(IllegalArgumentException.class, () -> Position.deal(bridge, new int[]{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3, 3, 3}));
    }

    @Test
    void theViewAndThePlayersSamplesCountTwoForIt() {
        Position p = DealGenerator.deal(bridge, 5, 0).position();
        assertEquals(2, p.view().left(3));
        SplittableRandom random = new SplittableRandom(9);
        for (int step = 0; step < 7 && !p.legalMoves().isEmpty(); step++) {
            int[] sample = Arrangement.kinds(p.view(), random);
            assertEquals(List.of(4, 4, 4, 2), java.util.Arrays.stream(counts(Position.deal(bridge, sample))).boxed().toList());
            List<Move> moves = p.legalMoves();
            p = p.apply(moves.get(random.nextInt(moves.size())));
        }
    }

    @Test
    void theSolverAgreesWithBruteForceOnTheShortKindsLayout() {
        // Every play of each uniform deal, tried by brute force over the rules: the solver and its
        // dead-position proofs must hold for a kind of two tiles as well as for kinds of four.
        int dead = 0;
        for (int i = 0; i < 300; i++) {
            Position p = DealGenerator.uniform(bridge, 11, i);
            boolean truth = CertainMovesTest.bruteForce(p, new java.util.HashMap<>());
            assertEquals(truth ? Solver.Outcome.SOLVED : Solver.Outcome.UNSOLVABLE, Solver.solve(p, Long.MAX_VALUE).outcome(),
                    "deal " + i);
            assertTrue(!truth || !Solver.provedUnsolvable(p, 200), "proved dead, yet clearable: deal " + i);
            dead += truth ? 0 : 1;
        }
        assertTrue(dead > 0 && dead < 300, "both outcomes among the deals: " + dead + " dead");
    }

    @Test
    void layoutsOfFourNTilesKeepFourOfEveryKind() {
        for (String name : Layouts.NAMES) {
            Layout l = Layouts.named(name);
            assertEquals(l.size() / 4, l.kinds(), name);
            for (int k = 0; k < l.kinds(); k++) {
                assertEquals(4, l.tilesOf(k), name);
            }
        }
    }
}
