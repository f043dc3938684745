package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Luck;
import io.minesift.core.report.SummaryJson;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * Which boards a pack takes and the lines it says about their luck, on sifts made here board by
 * board: the expected choices follow by hand from {@link PackChoice#RULE}.
 */
class PackChoiceTest {
    private static final Category SKILL = Category.SKILL_REWARDING;

    /** A skill-rewarding board of confidence 1 whose strong player loses {@code loss} to guesses (none: no figures). */
    private static SiftFolder.Board<String> board(String id, double weak, Double loss) {
        Luck luck = loss == null ? null : new Luck(loss > 0, loss);
        return new SiftFolder.Board<>(id, new SummaryJson.Entry(id, SKILL, 1, weak, 1 - (loss == null ? 0 : loss), false,
                Map.of(), 0, luck));
    }

    private static PackChoice<String> choose(List<SiftFolder.Board<String>> boards, int count, Double maxLuck) {
        return PackChoice.choose(new SiftFolder<>(Path.of("s"), boards), new WordsPuzzle(true), SKILL, count, PackOrder.SIFT,
                maxLuck == null ? OptionalDouble.empty() : OptionalDouble.of(maxLuck));
    }

    private static List<String> ids(PackChoice<String> choice) {
        return choice.boards().stream().map(SiftFolder.Board::id).toList();
    }

    @Test
    void boardsThatNeedNoGuessComeBeforeAnyGap() {
        // By gap alone: a (gap 0.9 - 0.1), b, c, d. Only d needs no guess, so d is taken first.
        List<SiftFolder.Board<String>> sift = List.of(board("a", 0.1, 0.1), board("b", 0.3, 0.1), board("c", 0.5, 0.1),
                board("d", 0.7, 0.0));
        assertEquals(List.of("d"), ids(choose(sift, 1, null)));
        assertEquals(Optional.of("the one skill-rewarding board needs no guess"), choose(sift, 1, null).guessNote());
        PackChoice<String> two = choose(sift, 2, null);
        assertEquals(List.of("a", "d"), ids(two));
        assertEquals(Optional.of("1 of the 2 skill-rewarding boards needs a guess: the sift has only 1 that needs none "
                + "(--max-luck P leaves out boards that lose more than P to forced guesses)"), two.guessNote());
        PackChoice<String> three = choose(sift, 3, null);
        assertEquals(Optional.of("2 of the 3 skill-rewarding boards need a guess: the sift has only 1 that needs none "
                + "(--max-luck P leaves out boards that lose more than P to forced guesses)"), three.guessNote());
        assertEquals(Optional.empty(), three.luckNote());
    }

    @Test
    void aSiftWhoseBoardsAllNeedAGuessSaysSo() {
        PackChoice<String> all = choose(List.of(board("a", 0.1, 0.2), board("b", 0.3, 0.1)), 2, 0.5);
        assertEquals(Optional.of("2 of the 2 skill-rewarding boards need a guess: every skill-rewarding board of the sift "
                + "needs one"), all.guessNote());
        assertEquals(Optional.of("--max-luck 0.5 left out 0 skill-rewarding boards that lose more than 50.0 % to forced "
                + "guesses"), all.luckNote());
        assertEquals(Optional.of("the one skill-rewarding board needs a guess: every skill-rewarding board of the sift "
                + "needs one"), choose(List.of(board("a", 0.1, 0.2)), 1, 0.2).guessNote());
        assertEquals(Optional.of("none of the 2 skill-rewarding boards needs a guess"),
                choose(List.of(board("a", 0.1, 0.0), board("b", 0.3, 0.0)), 2, null).guessNote());
    }

    @Test
    void maxLuckLeavesOutWhatLosesMoreCountingRoundingAsEqual() {
        // 1 - 0.95 is 0.050000000000000044 in doubles: it counts as 0.05; 0.0500001 does not.
        List<SiftFolder.Board<String>> sift = List.of(board("a", 0.1, 1 - 0.95), board("b", 0.2, 0.0500001),
                board("c", 0.3, 0.0), board("d", 0.4, 0.5));
        PackChoice<String> mild = choose(sift, 10, 0.05);
        assertEquals(List.of("a", "c"), ids(mild));
        assertEquals(2, mild.leftOut());
        assertEquals(Optional.of("--max-luck 0.05 left out 2 skill-rewarding boards that lose more than 5.0 % to forced "
                + "guesses"), mild.luckNote());
        assertEquals(List.of("c"), ids(choose(sift, 10, 0.0)));
        assertEquals(Optional.of("--max-luck 0 left out 3 skill-rewarding boards that lose more than 0.0 % to forced "
                + "guesses"), choose(sift, 10, 0.0).luckNote());
        assertEquals(Optional.of("--max-luck 0.45 left out 1 skill-rewarding board that loses more than 45.0 % to forced "
                + "guesses"), choose(sift, 10, 0.45).luckNote());
    }

    @Test
    void withoutLuckFiguresThePackChoosesAsBeforeAndMaxLuckIsRefused() {
        List<SiftFolder.Board<String>> sift = List.of(board("a", 0.1, null), board("b", 0.3, null));
        PackChoice<String> plain = choose(sift, 1, null);
        assertEquals(List.of("a"), ids(plain), "the largest gap");
        assertEquals(Optional.empty(), plain.guessNote());
        InputException old = assertThrows(InputException.class, () -> choose(sift, 1, 0.1));
        assertEquals(Path.of("s", "summary.json") + ": has no luck figures (needsGuess, guessLoss), which --max-luck "
                + "needs: it was written by an older minesift; run its sift command again, which rewrites the reports from "
                + "the journal without playing again", old.getMessage());
        InputException none = assertThrows(InputException.class, () -> PackChoice.choose(new SiftFolder<>(Path.of("s"), sift),
                new WordsPuzzle(false), SKILL, 1, PackOrder.SIFT, OptionalDouble.of(0.1)));
        assertEquals(Path.of("s", "summary.json") + ": has no luck figures (needsGuess, guessLoss), which --max-luck "
                + "needs: the words game does not measure luck (its strong player may lose other than at a guess)",
                none.getMessage());
    }

    @Test
    void aLuckBoundPackChoosesAsBeforeAndSaysNothingOfGuesses() {
        SiftFolder.Board<String> mild = new SiftFolder.Board<>("m", new SummaryJson.Entry("m", Category.LUCK_BOUND, 1, 0.1,
                0.6, false, Map.of(), 0, new Luck(true, 0.4)));
        SiftFolder.Board<String> harsh = new SiftFolder.Board<>("h", new SummaryJson.Entry("h", Category.LUCK_BOUND, 1, 0.1,
                0.2, false, Map.of(), 0, new Luck(true, 0.8)));
        PackChoice<String> luck = PackChoice.choose(new SiftFolder<>(Path.of("s"), List.of(mild, harsh)), new WordsPuzzle(true),
                Category.LUCK_BOUND, 1, PackOrder.SIFT, OptionalDouble.empty());
        assertEquals(List.of("h"), ids(luck), "the lower strong rate");
        assertEquals(Optional.empty(), luck.guessNote());
        assertEquals(List.of("m"), ids(PackChoice.choose(new SiftFolder<>(Path.of("s"), List.of(mild, harsh)),
                new WordsPuzzle(true), Category.LUCK_BOUND, 1, PackOrder.SIFT, OptionalDouble.of(0.5))), "the milder one");
    }
}
