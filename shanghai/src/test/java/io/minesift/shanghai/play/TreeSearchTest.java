package io.minesift.shanghai.play;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.LayoutFile;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;
import io.minesift.shanghai.TileMasks;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The full-information certain moves and the tree search's sure values. */
class TreeSearchTest {
    /**
     * The certain moves with every kind known never turn a clearable table into a dead one, judged by
     * the exact solver, on 600 positions of uniform (not always solvable) mini deals played at random
     * part way; and each certain move is legal.
     */
    @Test
    void certainMovesWithFullKnowledgeNeverLose() {
        int checked = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 300; i++) {
                Position p = uniformPlayedPartWay(layout, i, i, 8);
                Known k = known(p);
                boolean solvable = Solver.solvable(p);
                for (int[] m = k.certainMove(k.scan()); m != null; m = k.certainMove(k.scan())) {
                    Move move = new Move(m[0], m[1]);
                    assertTrue(p.legal(move), name + " " + i + ": " + move);
                    p = p.apply(move);
                    k = k.without(m[0], m[1]);
                    checked++;
                    if (solvable) {
                        assertTrue(Solver.solvable(p), name + " " + i + ": certain move " + move + " lost");
                    }
                }
            }
        }
        assertTrue(checked > 500, "certain moves checked: " + checked);
    }

    /**
     * A table called dead is never clearable, judged by the exact solver, on 1,200 positions of
     * uniform mini deals played at random part way; and the test does call some dead.
     */
    @Test
    void deadTablesAreNeverClearable() {
        int dead = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 600; i++) {
                Position p = uniformPlayedPartWay(layout, 1000 + i, i, 12);
                if (known(p).dead()) {
                    dead++;
                    assertTrue(!Solver.solvable(p), name + " " + i + ": called dead, but the solver clears it");
                }
            }
        }
        assertTrue(dead > 50, "dead tables found: " + dead);
    }

    /**
     * The dead check never calls a move fatal that is not: on 600 positions of uniform mini deals
     * played at random part way, every legal move whose table the check proves dead (with every
     * kind known, a small budget) leaves a table the exact solver, with no budget, cannot clear (the
     * solver is checked against a plain memoized brute force in {@code SolverTest}); and the check
     * finds fatal moves that {@link Known#dead()} misses, so it is a stronger test.
     */
    @Test
    void theDeadCheckCallsOnlyFatalMovesFatal() {
        int fatal = 0;
        int beyondKnownDead = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            DeadCheck check = new DeadCheck(layout, 200);
            for (int i = 0; i < 300; i++) {
                Position p = uniformPlayedPartWay(layout, 5000 + i, i, 10);
                for (Move m : p.legalMoves()) {
                    Position after = p.apply(m);
                    Known k = known(after);
                    if (check.provedDead(k)) {
                        fatal++;
                        beyondKnownDead += k.dead() ? 0 : 1;
                        assertTrue(!Solver.solvable(after), name + " " + i + ": " + m + " called fatal, but the solver clears the rest");
                    }
                }
            }
        }
        assertTrue(fatal > 100 && beyondKnownDead > 20, "fatal moves: " + fatal + ", beyond Known.dead: " + beyondKnownDead);
    }

    /**
     * Sure values, worked by hand on rows of tiles in one layer (only the two end tiles of a row are
     * free): a move after which the certain moves clear the table is worth 1 at any depth, and a
     * table with no legal move has none to value.
     */
    @Test
    void sureValuesPassUp() {
        // Row of four, one layer: A B C D side by side; kinds 0 1 1 0. Free: A and D (0, 0): one move,
        // after it B and C (1, 1) are free and both of kind 1's tiles left: certain, so cleared: 1.
        Layout row = LayoutFile.parse("row", "row", Arrays.asList("0 0 0", "0 0 2", "0 0 4", "0 0 6"));
        Known table = new Known(TileMasks.of(row), new int[] {0, 1, 1, 0}, 1 + 1, all(4));
        TreeSearch search = new TreeSearch(ShanghaiPlayers.WEIGHTS);
        assertEquals(TreeSearch.WON, search.value(table, table.scan(), 0, 3, 3));
        // Kinds 0 1 0 1: free A and D differ; no legal move: the position is lost at once.
        Known stuck = new Known(TileMasks.of(row), new int[] {0, 1, 0, 1}, 2, all(4));
        assertEquals(0, stuck.scan().legalMoves);
        Layout eight = LayoutFile.parse("eight", "eight", Arrays.asList("0 0 0", "0 0 2", "0 0 4", "0 0 6",
                "0 0 8", "0 0 10", "0 0 12", "0 0 14"));
        // kinds: A=0 B=1 C=0 D=1 E=1 F=0 G=1 H=0. Free: A and H (0, 0). Taking them frees B and G (1, 1),
        // not certain (two more 1s on the table): at depth 1 the move is worth its action value. At
        // depth 2 the only next move, B and G, leaves C F (0) and D E (1), which the certain moves
        // clear: the sure win passes up.
        Known line = new Known(TileMasks.of(eight), new int[] {0, 1, 0, 1, 1, 0, 1, 0}, 2, all(8));
        double action = search.value(line, line.scan(), 0, 7, 1);
        assertTrue(action > 0 && action < 1, "an action value: " + action);
        assertEquals(TreeSearch.WON, search.value(line, line.scan(), 0, 7, 2));
    }

    /**
     * Uniform deal {@code index} of {@code layout} (not always solvable), then fewer than
     * {@code maxSteps} random legal moves, all drawn from a stream seeded by {@code seed}.
     */
    private static Position uniformPlayedPartWay(Layout layout, long seed, int index, int maxSteps) {
        SplittableRandom random = new SplittableRandom(seed);
        Position p = DealGenerator.uniform(layout, random.nextLong(), index);
        int steps = random.nextInt(maxSteps);
        for (int s = 0; s < steps && !p.legalMoves().isEmpty(); s++) {
            List<Move> moves = p.legalMoves();
            p = p.apply(moves.get(random.nextInt(moves.size())));
        }
        return p;
    }

    private static long[] all(int n) {
        return new long[] {(1L << n) - 1};
    }

    private static Known known(Position p) {
        Layout layout = p.layout();
        int[] kind = new int[layout.size()];
        for (int t = 0; t < kind.length; t++) {
            kind[t] = p.kind(t);
        }
        return new Known(TileMasks.of(layout), kind, layout.kinds(), TileMasks.of(p.layout()).setOf(p.tiles()));
    }
}
