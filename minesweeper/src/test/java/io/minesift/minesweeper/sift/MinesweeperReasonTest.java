package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.HandMadeBoards;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.Prediction;
import io.minesift.core.experiment.BoardResult;
import io.minesift.core.experiment.Rate;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.PlayerSettings;
import io.minesift.core.report.SiftReport;
import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each board's one-line reason follows from its measured deduction profile and the weak player's
 * guesses; the players' real descriptions read as settings on the page.
 */
class MinesweeperReasonTest {
    private static final MinesweeperArt ART = new MinesweeperArt(Map.of());

    private static Rate guessing(double guesses) {
        return new Rate(60, 30, 0.5, 0.1, 30, guesses, 0.5, 0);
    }

    /** The reason the page gives a hand-made board, measured as a sift measures it. */
    private static String reason(Instance board, double weakGuesses) {
        BoardResult result = new BoardResult(board.id(), guessing(weakGuesses), guessing(0),
                new MinesweeperMeasurer().measure(board));
        return ART.reason(new SiftReport.Row(result, new Prediction(Category.LUCK_BOUND, 1), null));
    }

    @Test
    void singleCluesFinishIt() {
        assertEquals("single clues and pairs of clues finish it", reason(HandMadeBoards.singleClues(), 0));
    }

    @Test
    void twoFiftyFiftiesAreTwoForcedGuessesAQuarterSurvived() {
        assertEquals("2 forced guesses, 25 % survival; the weak player guesses 2.0 times on average",
                reason(HandMadeBoards.twoFiftyFifties(), 2));
    }

    @Test
    void oneForcedGuessIsSingular() {
        assertEquals("1 forced guess, 67 % survival; the weak player guesses 1.3 times on average",
                reason(HandMadeBoards.oneThirdGuessSafe(), 1.25));
    }

    @Test
    void exactLogicNamesWhatItNeeds() {
        String enumeration = reason(HandMadeBoards.needsEnumeration(), 1.6);
        assertTrue(enumeration.matches("exact logic needs several clues together for \\d+ cells; "
                + "the weak player guesses 1\\.6 times on average"), enumeration);
        assertEquals("exact logic needs the mine count for 3 cells", reason(HandMadeBoards.needsMineCount(), 0.01));
    }

    @Test
    void bothNeedsAreNamedTogether() {
        BoardResult result = new BoardResult("x", guessing(0), guessing(0), Map.of(
                MinesweeperMeasurer.ENUMERATION, 1.0, MinesweeperMeasurer.MINE_COUNT, 2.0,
                MinesweeperMeasurer.FORCED_GUESSES, 0.0, MinesweeperMeasurer.GUESS_SURVIVAL, 1.0));
        assertEquals("exact logic needs several clues together for 1 cell and the mine count for 2 cells",
                ART.reason(new SiftReport.Row(result, new Prediction(Category.SKILL_REWARDING, 1), null)));
    }

    @Test
    void noProfileNoReason() {
        BoardResult result = new BoardResult("x", guessing(3), guessing(0), Map.of());
        assertEquals("", ART.reason(new SiftReport.Row(result, new Prediction(Category.TOO_EASY, 1), null)));
    }

    @Test
    void theLabelRuleUsesTheReferenceThreshold() {
        assertTrue(ART.labelRule().contains("at most " + Math.round(100 * ReferenceLabel.LUCK_SURVIVAL) + " %"));
    }

    @Test
    void theRealPlayersDescriptionsReadAsSettings() {
        PlayerSettings weak = PlayerSettings.parse(new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults())).fingerprint());
        assertEquals("weak", weak.kind());
        assertEquals(WeakPlayer.Parameters.class.getRecordComponents().length, weak.settings().size());
        PlayerSettings strong = PlayerSettings.parse(new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults())).fingerprint());
        assertEquals("strong", strong.kind());
        assertEquals(StrongPlayer.Parameters.class.getRecordComponents().length, strong.settings().size());
        assertTrue(strong.settings().contains(new PlayerSettings.Setting("candidates", "6")), strong.settings().toString());
    }
}
