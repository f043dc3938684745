package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static io.minesift.shanghai.Drawn.C;
import static io.minesift.shanghai.Drawn.E;
import static io.minesift.shanghai.Drawn.G;
import static io.minesift.shanghai.Drawn.H;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The four certain-move rules on hand-drawn positions, and on thousands of positions of the minis
 * (random deals, not only solvable ones, played at random part way): a certain move is legal and
 * never turns a clearable position into a dead one, judged by a brute-force search (every legal
 * move, memoized, no reduction) that also checks the exact {@link Solver}.
 */
public class CertainMovesTest {
    @Test
    void ruleTwoAllFourFree() {
        // kind 0 on C E G H (all free), kind 1 on A B D F
        Position p = Drawn.eight(1, 1, 0, 1, 0, 1, 0, 0);
        assertEquals(List.of(new Move(C, E), new Move(G, H)), CertainMoves.of(p.view()));
        assertEquals(List.of(2, 2), rules(p));
    }

    @Test
    void ruleOneTwoLeftBothFree() {
        Position p = Drawn.eight(1, 1, 0, 1, 0, 1, 0, 0).apply(new Move(C, E));
        // kind 0: G and H left, free; kind 1: D and F free of 4 left, no rule
        assertEquals(List.of(new Move(G, H)), CertainMoves.of(p.view()));
        assertEquals(List.of(1), rules(p));
    }

    @Test
    void ruleThreeOneFloating() {
        // kind 0 on A C G H: C G H free, H floating, A hidden under D
        Position p = Drawn.eight(0, 1, 0, 1, 1, 1, 0, 0);
        assertEquals(List.of(new Move(C, G)), CertainMoves.of(p.view()));
        assertEquals(List.of(3), rules(p));
    }

    @Test
    void ruleFourDominatingItsOwnKind() {
        // kind 0 on C E F G: C E G free, none floating (C blocks B, E and G block F); E blocks F
        Position p = Drawn.eight(1, 1, 0, 1, 0, 0, 0, 1);
        assertEquals(List.of(new Move(C, E)), CertainMoves.of(p.view()));
        assertEquals(List.of(4), rules(p));
        // the same with F's kind unseen (kind 0 on A instead): neither rule 3 nor 4 applies
        Position q = Drawn.eight(0, 1, 0, 1, 0, 1, 0, 1);
        assertEquals(List.of(), CertainMoves.of(q.view()));
    }

    /** The rule each certain move is explained by, in order; each explanation names its own case. */
    private static List<Integer> rules(Position p) {
        List<CertainMoves.Reasoned> explained = CertainMoves.explained(p.view());
        assertEquals(CertainMoves.of(p.view()), explained.stream().map(CertainMoves.Reasoned::move).toList());
        for (CertainMoves.Reasoned r : explained) {
            String why = r.why();
            assertTrue(switch (r.rule()) {
                case 1 -> why.contains("last two tiles");
                case 2 -> why.contains("all four tiles");
                case 3 -> why.contains("neither blocks");
                default -> why.contains("blocks the fourth");
            }, r + ": " + why);
        }
        return explained.stream().map(CertainMoves.Reasoned::rule).toList();
    }

    @Test
    void certainMovesNeverLose() {
        int checked = 0;
        int threeFree = 0;
        for (String name : List.of("mini-turtle", "mini-spider")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 400; i++) {
                SplittableRandom random = new SplittableRandom(i);
                Position p = i % 2 == 0 ? DealGenerator.deal(layout, 99, i).position() : Position.deal(layout, DealGenerator.uniformKinds(layout, random));
                int steps = random.nextInt(layout.size() / 2);
                for (int step = 0; step <= steps; step++) {
                    boolean clearable = bruteForce(p, new HashMap<>());
                    assertEquals(clearable, Solver.solvable(p), name + " position " + i + "/" + step);
                    for (Move m : CertainMoves.of(p.view())) {
                        assertTrue(p.legal(m), m.toString());
                        if (clearable) {
                            assertTrue(bruteForce(p.apply(m), new HashMap<>()), name + " " + i + "/" + step + ": " + m + " loses");
                        }
                        if (countFree(p, p.kind(m.a())) == 3) {
                            threeFree++;
                        }
                        checked++;
                    }
                    List<Move> moves = p.legalMoves();
                    if (moves.isEmpty()) {
                        break;
                    }
                    p = p.apply(moves.get(random.nextInt(moves.size())));
                }
            }
        }
        assertTrue(checked > 10_000, checked + " certain moves checked");
        assertTrue(threeFree > 3_000, threeFree + " moves by rules 3 and 4");
    }

    private static int countFree(Position p, int kind) {
        int n = 0;
        for (int t : p.freeTiles()) {
            if (p.kind(t) == kind) {
                n++;
            }
        }
        return n;
    }

    public static boolean bruteForce(Position p, Map<Object, Boolean> memo) {
        if (p.cleared()) {
            return true;
        }
        Object key = new Tiles(p.tiles().toLongArray());
        Boolean known = memo.get(key);
        if (known != null) {
            return known;
        }
        boolean won = false;
        // every legal move: each pair of free tiles of one kind (the rule itself, read from the
        // position's own free test rather than from the view, which the search needs no more of)
        int[] free = p.freeTiles();
        for (int i = 0; i < free.length && !won; i++) {
            for (int j = i + 1; j < free.length && !won; j++) {
                if (p.kind(free[i]) == p.kind(free[j])) {
                    won = bruteForce(p.apply(new Move(free[i], free[j])), memo);
                }
            }
        }
        memo.put(key, won);
        return won;
    }

    /**
     * The memo's key: the tiles left, hashed by mixing every bit ({@link BitSet#hashCode} folds the
     * words with XOR, so the small positions the tests search collide often enough to slow the map).
     */
    private record Tiles(long[] words) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Tiles t && java.util.Arrays.equals(t.words, words);
        }

        @Override
        public int hashCode() {
            long h = 0;
            for (long w : words) {
                h = Long.rotateLeft((h ^ w) * 0x9E3779B97F4A7C15L, 29);
            }
            return (int) (h ^ h >>> 32);
        }
    }
}
