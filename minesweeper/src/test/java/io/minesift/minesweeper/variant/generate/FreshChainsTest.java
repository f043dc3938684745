package io.minesift.minesweeper.variant.generate;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.LayoutChain;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.certainty.CutBudget;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Fresh layouts from the chains that go on from one to the next ({@link FreshChains}), at 12×10/24
 * under A with the start in a corner (cell 0): each obeys A and holds 24 mines (the chain's own
 * reference check, {@link LayoutChain#fits}, on the empty position), keeps the start clear, and,
 * from the chain with the start's scope clear, those three cells too; and successive layouts are
 * not one layout over and over (at least 8 distinct among 10, so the chain moves).
 */
class FreshChainsTest {
    private static final BoardSpec SPEC = BoardSpec.parse("12x10x24");
    private static final RuleSet RULES = RuleSet.parse("A");

    @Test
    void freshLayoutsObeyTheRulesAndKeepTheirCellsClear() {
        VariantDraw draw = new VariantDraw(SPEC, RULES, FirstClickRule.SAFE);
        Geometry g = draw.geometry();
        VariantPosition empty = VariantPosition.of(g, RULES, SPEC.mines(), new BitSet(), new BitSet(),
                new ClueValue[g.size()]);
        SplittableRandom random = new SplittableRandom(11);
        FreshChains chains = new FreshChains(draw, 0, SPEC.mines());
        BitSet first = draw.drawCells(0, random);
        BitSet scope = CellSets.of(1, g.width(), g.width() + 1);
        Set<BitSet> plain = new HashSet<>();
        Set<BitSet> clear = new HashSet<>();
        for (int k = 0; k < 10; k++) {
            BitSet layout = chains.plain(first, random);
            assertTrue(LayoutChain.fits(empty, CellSets.of(0), layout), "plain #" + k);
            plain.add(layout);
            BitSet opened = chains.clearStart(scope, first, random, CutBudget.unlimited()).orElseThrow();
            assertTrue(LayoutChain.fits(empty, CellSets.or(scope, CellSets.of(0)), opened), "clear start #" + k);
            clear.add(opened);
        }
        assertTrue(plain.size() >= 8 && clear.size() >= 8, plain.size() + " and " + clear.size() + " distinct of 10");
    }

    /**
     * A group grown by hand obeys A with its total outside the kept cells (the rules' own check),
     * on 12×10 with 24 mines and on 30×16 with 99, and none is grown where the kept cells leave
     * too little room (a 4×4 board with its middle column kept: two strips of 4 and 8 cells, so
     * 9 mines have no group).
     */
    @Test
    void aGrownGroupObeysA() {
        SplittableRandom random = new SplittableRandom(3);
        for (int[] size : new int[][]{{12, 10, 24}, {30, 16, 99}}) {
            Geometry g = Geometry.of(size[0], size[1]);
            BitSet keep = CellSets.of(0, 1, g.width(), g.width() + 1);
            for (int k = 0; k < 5; k++) {
                BitSet group = FreshChains.grown(g, keep, size[2], random).orElseThrow();
                assertTrue(group.cardinality() == size[2] && !group.intersects(keep) && RULES.holds(g, group),
                        size[0] + "x" + size[1] + " #" + k);
            }
        }
        Geometry small = Geometry.of(4, 4);
        BitSet column = CellSets.of(1, 5, 9, 13);
        assertTrue(FreshChains.grown(small, column, 9, random).isEmpty(), "9 mines in strips of 4 and 8 cells");
        assertTrue(FreshChains.grown(small, column, 8, random).isPresent(), "8 mines fill the wider strip");
    }
}
