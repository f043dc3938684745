package io.minesift.minesweeper.player;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

/** The race of an opening-book position's candidates: paired differences and who drops out. */
class RaceTest {
    /**
     * 100 boards; the player's own choice (0) wins boards 0-49, candidate 1 boards 0-79,
     * candidate 2 boards 0-9, candidate 3 boards 0-69. Counted by hand: candidate 1 leads with
     * 80 wins. It beats 2 on 70 boards and never loses to it: 70 discordant, a lead of 70 &gt;
     * 2 &times; sqrt(70) = 16.7, so 2 drops out at z 2. It beats 3 on 10 boards (70-79): a lead
     * of 10 &gt; 2 &times; sqrt(10) = 6.3, out at z 2, but &lt; 4 &times; sqrt(10) = 12.6, in at
     * z 4. The own choice trails by 30 (30 discordant) and never drops out.
     */
    private static Race race() {
        Race race = new Race(4, 200);
        for (int b = 0; b < 100; b++) {
            race.record(b, 0, b < 50);
            race.record(b, 1, b < 80);
            race.record(b, 2, b < 10);
            race.record(b, 3, b < 70);
        }
        race.played(new int[] {0, 1, 2, 3}, 100);
        return race;
    }

    @Test
    void dropsTheCandidatesClearlyBehindTheLeaderButNeverTheOwnChoice() {
        Race race = race();
        assertEquals(1, race.leader());
        assertEquals(30, race.lead(1, 0));
        assertEquals(30, race.discordant(1, 0));
        race.dropTrailing(2);
        assertArrayEquals(new int[] {0, 1}, race.running());
        Race lenient = race();
        lenient.dropTrailing(4);
        assertArrayEquals(new int[] {0, 1, 3}, lenient.running());
    }

    @Test
    void comparesTwoCandidatesOnTheBoardsBothPlayed() {
        // After the drop at z 2, candidates 0 and 1 play boards 100-199: 0 wins all of them, 1
        // none. Candidate 2 keeps its 10 wins of 100 boards; 0 against 1 over 200 boards:
        // 150 - 80 = +70, on 30 + 100 discordant boards.
        Race race = race();
        race.dropTrailing(2);
        for (int b = 100; b < 200; b++) {
            race.record(b, 0, true);
            race.record(b, 1, false);
        }
        race.played(race.running(), 200);
        assertArrayEquals(new int[] {150, 80, 10, 70}, race.wins());
        assertArrayEquals(new int[] {200, 200, 100, 100}, race.played());
        assertEquals(0, race.leader());
        assertEquals(70, race.lead(0, 1));
        assertEquals(130, race.discordant(0, 1));
        assertEquals(40, race.lead(0, 2), "on the 100 boards both played: 50 - 10");
    }
}
