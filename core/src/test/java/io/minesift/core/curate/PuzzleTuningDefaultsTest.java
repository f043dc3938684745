package io.minesift.core.curate;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * What a game that brings nothing for tuning gets from {@link Puzzle}'s defaults: {@code tune}
 * refuses its player files in one line naming the file and the game, and no board has a label by
 * construction.
 */
class PuzzleTuningDefaultsTest {
    @Test
    void aGameWithoutPlayerFilesRefusesTuningInOneLine() {
        InputException e = assertThrows(InputException.class,
                () -> new WordsPuzzle().template("{}".getBytes(), "p.json"));
        assertEquals("p.json: the words game has no player files to tune", e.getMessage());
        assertEquals(Optional.empty(), new WordsPuzzle().labelByConstruction("any"));
    }
}
