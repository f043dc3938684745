package io.minesift.core.experiment;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A board's luck is read off the strong (last) player's plays: whether it guessed, and the chance it lost at its guesses. */
class LuckTest {
    private static final Attempt NO_GUESS = new Attempt(true, 1, 0, 1, true, 0);

    private static BoardResult result(List<Attempt> weak, List<Attempt> strong) {
        return new BoardResult("b", Rate.of(weak), Rate.of(strong), Map.of());
    }

    @Test
    void aBoardTheStrongPlayerNeverGuessesOnNeedsNoGuessAndLosesNothing() {
        // The weak player's guesses do not count: only the strong player's say whether skill alone wins.
        Attempt weakGuess = new Attempt(false, 0.5, 1, 0.5, false, 0);
        Luck luck = Luck.of(result(List.of(weakGuess, weakGuess), List.of(NO_GUESS, NO_GUESS, NO_GUESS)));
        assertFalse(luck.needsGuess());
        assertEquals(0.0, luck.guessLoss());
        assertEquals("needs no guess: the strong player wins every play by reasoning alone", luck.words());
    }

    @Test
    void theLossIsOneMinusTheMeanOfEachPlaysProductOfSurvivalChances() {
        // By hand: play 1 guessed twice, a 2-in-3 then a 1-in-2 chance of surviving: chance 1/3; play 2
        // guessed once at 3/4: 3/4; play 3 needed no guess on its path: 1. Mean (1/3 + 3/4 + 1) / 3 = 25/36,
        // so it loses 11/36 = 0.30556 to its guesses, whether or not its draws happened to survive.
        List<Attempt> strong = List.of(new Attempt(false, 1.0 / 3, 2, 0.3, false, 1),
                new Attempt(true, 0.75, 1, 0.75, true, 0), NO_GUESS);
        Luck luck = Luck.of(result(List.of(NO_GUESS), strong));
        assertTrue(luck.needsGuess(), "one play guessing is enough");
        assertEquals(11.0 / 36, luck.guessLoss(), 1e-12);
        assertEquals("needs a guess: even the strong player loses to forced guesses 30.6 % of the time", luck.words());
    }

    @Test
    void aTinyLossStillReadsAsSomething() {
        assertEquals("< 0.1 %", Luck.percent(0.0001));
        assertEquals("0.0 %", Luck.percent(0));
        assertEquals("10.4 %", Luck.percent(0.10389610389610471));
    }

    @Test
    void aChanceOutsideZeroToOneIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Luck(true, 1.5));
        assertThrows(IllegalArgumentException.class, () -> new Luck(true, Double.NaN));
    }
}
