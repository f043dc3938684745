package io.minesift.minesweeper.variant.generate;

import io.minesift.core.util.Seeds;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.play.VariantLuckFairReferee;
import org.junit.jupiter.api.Test;

import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The restart budget of no-guess growth under A beyond 64 cells: draws dropped when their solver
 * work goes over a budget that grows by Luby's sequence. With a unit far below a draw's work
 * (20,000 inspected watches, where a 12×10/24 draw under A spends about 20,000 to 550,000: a trace
 * of seed 5 counted 12 restarts over its first two boards) the boards still come, each obeying A
 * with its 24 mines and won without a guess by the strong variant player; the same seed gives
 * the same boards, one by one or in parallel, as the budget counts work, not time; and they are
 * not the boards grown without restarts, so restarts did happen. With a unit no draw reaches, the
 * boards are those grown without restarts.
 */
class RestartBudgetTest {
    private static final BoardSpec SPEC = BoardSpec.parse("12x10x24");
    private static final RuleSet RULES = RuleSet.parse("A");
    private static final long SEED = 5;

    @Test
    void lubyTerms() {
        // the sequence's first sixteen terms, as listed by Luby, Sinclair and Zuckerman (1993),
        // "Optimal speedup of Las Vegas algorithms"
        long[] expected = {1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, 1};
        for (int i = 1; i <= expected.length; i++) {
            assertEquals(expected[i - 1], NoGuessGrowth.luby(i), "term " + i);
        }
        assertEquals(1L << 20, NoGuessGrowth.luby((1 << 21) - 1));
    }

    @Test
    void boardsComeThroughRestartsNeedNoGuessAndRepeat() {
        List<BitSet> restarted = boards(20_000, false);
        for (int i = 0; i < restarted.size(); i++) {
            BitSet mines = restarted.get(i);
            assertEquals(24, mines.cardinality());
            assertTrue(RULES.globals().get(0).holds(SPEC.geometry(), mines), "board " + i + " has its mines apart");
            assertTrue(VariantLuckFairReferee.winsWithoutGuess(instance(i, mines)), "board " + i + " needs a guess");
        }
        assertEquals(restarted, boards(20_000, true));
        List<BitSet> unrestarted = boards(0, false);
        assertNotEquals(unrestarted, restarted);
        assertEquals(unrestarted, boards(1_000_000_000_000L, true));
    }

    /** Two boards of {@link #SEED} grown as the generator grows them, with a restart unit of {@code unit} (0: none). */
    private static List<BitSet> boards(long unit, boolean parallel) {
        VariantDraw draw = new VariantDraw(SPEC, RULES, FirstClickRule.SAFE);
        NoGuessGrowth growth = new NoGuessGrowth(draw, SPEC.mines(), unit);
        IntStream indices = IntStream.range(0, 2);
        return (parallel ? indices.parallel() : indices).mapToObj(i -> {
            SplittableRandom random = Seeds.stream(SEED, i);
            int s = SPEC.geometry().index(new StartRule.Corner().choose(SPEC.geometry(), random));
            return growth.solvable(draw.drawCells(s, random), s, 0, random);
        }).toList();
    }

    private static Cell start() {
        return new StartRule.Corner().choose(SPEC.geometry(), new SplittableRandom(0));
    }

    private static Instance instance(int index, BitSet mines) {
        Geometry g = SPEC.geometry();
        Provenance source = new Provenance("no-guess-full", SEED, index, FirstClickRule.SAFE, "corner", null);
        return new Instance(null, VariantGenerator.layout(g, mines), start(), source, RULES.text(), null, null);
    }
}
