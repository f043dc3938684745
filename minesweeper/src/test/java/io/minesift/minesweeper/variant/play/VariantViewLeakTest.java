package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.variant.ClueValue;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.VariantGenerator;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Objects;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The counterpart of {@code PlayerViewLeakTest} for variant boards: what a player gets is nothing
 * but what is shown. At every stage of random games, the view equals, field by field (every
 * field of {@link VariantPosition}, read by reflection), the position rebuilt from the revealed
 * cells and their clues alone, with the mine total and no flags; so no field can carry the
 * layout. The comparison must be able to fail: a position with one more flag differs.
 */
class VariantViewLeakTest {
    @ParameterizedTest(name = "rules {0}")
    @ValueSource(strings = {"X", "T,L", "C,E", "D,W"})
    void theViewIsOnlyWhatIsShown(String text) throws IllegalAccessException {
        RuleSet rules = RuleSet.parse(text);
        Instance board = new VariantGenerator(BoardSpec.parse("6x6x10"), rules, FirstClickRule.SAFE, new StartRule.Center(), false)
                .generate(9, 0);
        VariantGame game = VariantGame.started(board);
        SplittableRandom random = new SplittableRandom(4);
        while (true) {
            VariantPosition view = game.view();
            VariantPosition shown = rebuilt(view);
            assertTrue(sameFields(view, shown), "the view holds more than the shown clues");
            assertFalse(sameFields(view, VariantPosition.of(view.geometry(), view.rules(), view.totalMines(), view.revealed(),
                    Long.lowestOneBit(view.hidden()), clues(view))), "the comparison sees a difference");
            if (game.status() != VariantGame.Status.PLAYING) {
                return;
            }
            long hidden = view.hidden();
            int k = random.nextInt(Long.bitCount(hidden));
            for (int j = 0; j < k; j++) {
                hidden &= hidden - 1;
            }
            game.open(Long.numberOfTrailingZeros(hidden));
        }
    }

    private static VariantPosition rebuilt(VariantPosition view) {
        return VariantPosition.of(view.geometry(), view.rules(), view.totalMines(), view.revealed(), 0, clues(view));
    }

    private static ClueValue[] clues(VariantPosition view) {
        ClueValue[] clues = new ClueValue[view.geometry().size()];
        for (long r = view.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            clues[c] = view.clue(c);
        }
        return clues;
    }

    private static boolean sameFields(VariantPosition a, VariantPosition b) throws IllegalAccessException {
        for (Field f : VariantPosition.class.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) {
                continue;
            }
            f.setAccessible(true);
            Object x = f.get(a);
            Object y = f.get(b);
            boolean same = x instanceof Object[] xs && y instanceof Object[] ys ? Arrays.deepEquals(xs, ys) : Objects.equals(x, y);
            if (!same) {
                return false;
            }
        }
        return true;
    }
}
