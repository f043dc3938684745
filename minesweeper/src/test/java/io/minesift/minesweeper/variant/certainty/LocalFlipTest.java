package io.minesift.minesweeper.variant.certainty;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.BitSet;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@link LocalFlip} on seeded 9×9 positions ({@link SeededPositions}), each hidden cell asked in
 * turn from the layout the position was drawn from. A layout it gives must have the cell changed,
 * differ only within {@link LocalFlip#RADIUS} steps of it, keep the mine count, obey the rules by
 * their own whole-board check and show every revealed clue as the position does (its clues
 * computed again on the layout); and it must never give one for a cell that the plain reference
 * solver ({@link WideCertaintyTest#plain}, two solves per cell) proves certain.
 */
class LocalFlipTest {
    @ParameterizedTest
    @ValueSource(strings = {"T", "A", "D", "T,X"})
    void aFlipFitsThePositionAndNeverTouchesACertainCell(String text) {
        RuleSet rules = RuleSet.parse(text);
        Geometry g = Geometry.of(9, 9);
        int flips = 0;
        int certain = 0;
        for (SeededPositions.Drawn drawn : SeededPositions.sixOn9x9(rules, 37, 0.2, 0.1)) {
            VariantPosition p = VariantPosition.reveal(g, rules, drawn.mines(), drawn.revealed(), drawn.flagged(), 0);
            Sat plain = WideCertaintyTest.plain(p, 10);
            BitSet free = p.hiddenCells();
            free.andNot(p.flaggedCells());
            for (int c = free.nextSetBit(0); c >= 0; c = free.nextSetBit(c + 1)) {
                Optional<BitSet> flipped = LocalFlip.of(p, drawn.mines(), c);
                boolean canFlip = plain.solveObeying(g, rules.globals(), drawn.mines().get(c) ? -Sat.var(c) : Sat.var(c));
                if (!canFlip) {
                    certain++;
                    assertFalse(flipped.isPresent(), text + ": a flip of the certain cell " + c);
                }
                if (flipped.isPresent()) {
                    flips++;
                    check(p, drawn.mines(), c, flipped.get(), text);
                }
            }
        }
        assertTrue(flips > 0 && certain > 0, text + ": " + flips + " flips and " + certain + " certain cells show nothing");
    }

    private static void check(VariantPosition p, BitSet known, int c, BitSet layout, String text) {
        Geometry g = p.geometry();
        assertTrue(layout.get(c) != known.get(c), text + ": cell " + c + " not changed");
        assertEquals(known.cardinality(), layout.cardinality(), text + ": mine count");
        BitSet changed = (BitSet) known.clone();
        changed.xor(layout);
        for (int d = changed.nextSetBit(0); d >= 0; d = changed.nextSetBit(d + 1)) {
            assertTrue(Math.abs(g.x(d) - g.x(c)) <= LocalFlip.RADIUS && Math.abs(g.y(d) - g.y(c)) <= LocalFlip.RADIUS,
                    text + ": cell " + d + " changed, too far from " + c);
        }
        assertTrue(p.rules().holds(g, layout), text + ": the layout breaks a global rule");
        assertFalse(layout.intersects(p.revealedCells()), text + ": a mine on a revealed cell");
        BitSet flags = p.flaggedCells();
        flags.andNot(layout);
        assertTrue(flags.isEmpty(), text + ": a flag without a mine");
        VariantPosition again = VariantPosition.reveal(g, p.rules(), layout, p.revealedCells(), p.flaggedCells(), 0);
        BitSet revealed = p.revealedCells();
        for (int r = revealed.nextSetBit(0); r >= 0; r = revealed.nextSetBit(r + 1)) {
            assertEquals(p.clue(r), again.clue(r), text + ": the clue at " + r + " changed");
        }
    }
}
