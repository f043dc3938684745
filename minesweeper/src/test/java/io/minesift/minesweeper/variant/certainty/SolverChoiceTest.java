package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.Cells;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.Opening;
import io.minesift.minesweeper.variant.generate.VariantDraw;
import io.minesift.minesweeper.variant.generate.VariantGenerator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The measurement that chose Sat4j over Choco (README, "Variant rules"): on the same 8×8 positions
 * (a uniform layout under the rules, the start cell (3,3) opened, then each other safe cell
 * revealed with probability 1/3), both find the certain cells with the same algorithm and the same
 * constraints; the answers must agree, and the times are printed. By default 1 position per rule
 * set and neither O nor D,P (Choco once took 940 s on an O,V position, and takes seconds on D,P),
 * to keep the suite quick; {@code -Dminesift.measure=N} for N positions of every rule set (the
 * README's figures: 3).
 */
class SolverChoiceTest {
    @ParameterizedTest
    @ValueSource(strings = {"V", "X", "M", "L", "E", "W", "Q,N", "T,V", "T,X", "D,P", "B,V", "C,V", "O,V", "S,V"})
    void sat4jAndChocoAgree(String text) {
        Integer measure = Integer.getInteger("minesift.measure");
        if (measure == null && (text.startsWith("O") || text.equals("D,P"))) {
            return;
        }
        RuleSet rules = RuleSet.parse(text);
        BoardSpec spec = BoardSpec.parse(text.startsWith("B") ? "8x8x24" : "8x8x26");
        Geometry g = spec.geometry();
        int start = g.index(3, 3);
        VariantDraw draw = new VariantDraw(spec, rules, FirstClickRule.SAFE);
        SplittableRandom random = new SplittableRandom(17);
        int n = measure == null ? 1 : measure;
        long[] sat = new long[n];
        long[] choco = new long[n];
        for (int i = 0; i < n; i++) {
            long mines = draw.draw(start, random);
            long lies = random.nextLong(); // a liar board's own lie seed, drawn per board
            long more = Cells.all(g) & ~mines & random.nextLong() & random.nextLong();
            long revealed = Opening.reveal(g, rules.clue(), mines, 0, 1L << start | more);
            VariantPosition p = VariantPosition.reveal(g, rules, mines, revealed, 0, lies);
            long t0 = System.nanoTime();
            SatCertainty a = new SatCertainty(p);
            long t1 = System.nanoTime();
            ChocoCertainty b = new ChocoCertainty(p);
            long t2 = System.nanoTime();
            sat[i] = t1 - t0;
            choco[i] = t2 - t1;
            assertEquals(a.consistent(), b.consistent, text + " position " + i);
            assertEquals(a.certainSafe(), b.safe, text + " position " + i + ": safe cells");
            assertEquals(a.certainMines(), b.mines, text + " position " + i + ": mines");
        }
        java.util.Arrays.sort(sat);
        java.util.Arrays.sort(choco);
        System.out.printf(java.util.Locale.ROOT, "solver choice %s %s, %d positions: median Sat4j %.2f ms, Choco %.2f ms;"
                + " max Sat4j %.1f ms, Choco %.1f ms%n", text, spec, n, sat[n / 2] / 1e6, choco[n / 2] / 1e6,
                sat[n - 1] / 1e6, choco[n - 1] / 1e6);
    }
}
