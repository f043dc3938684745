package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Boards;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Seeded random play against the referee. The expectations come from the layout itself
 * (MineLayout.clue, itself checked against brute force in MineLayoutTest) and from an independent
 * breadth-first flood fill written here.
 */
class RandomPlayTest {

    // Open random hidden cells until the game ends: no revealed clue ever differs from the layout,
    // and the game ends WON exactly when no mine was opened.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
            21, 22, 23, 24, 25, 26, 27, 28, 29, 30})
    void openingRandomHiddenCells(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 20; round++) {
            MineLayout layout = Boards.random(rnd, 16, 0.25);
            Game game = new Game(layout);
            boolean mineOpened = false;
            int steps = 0;
            while (!game.status().over()) {
                List<Integer> hidden = hiddenCells(game.view());
                assertFalse(hidden.isEmpty(), "playing with nothing left to open: " + layout);
                int cell = hidden.get(rnd.nextInt(hidden.size()));
                mineOpened |= layout.isMine(cell);
                Outcome outcome = game.open(cell);
                assertEquals(layout.isMine(cell) ? Outcome.EXPLODED : Outcome.REVEALED, outcome);
                checkConsistent(layout, game.view());
                assertTrue(++steps <= layout.geometry().size(), "game does not end");
            }
            assertEquals(mineOpened ? GameStatus.LOST : GameStatus.WON, game.status(), layout.toString());
            if (!mineOpened) {
                assertEquals(layout.mineCount(), game.view().unrevealedCount());
            }
        }
    }

    // Random mixes of opens, flags and chords (flags may be wrong): the view always agrees with
    // the layout, and a lost game has opened exactly one mine.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {101, 102, 103, 104, 105, 106, 107, 108, 109, 110})
    void openFlagAndChordAtRandom(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 30; round++) {
            MineLayout layout = Boards.random(rnd, 10, 0.3);
            Game game = new Game(layout);
            int size = layout.geometry().size();
            for (int step = 0; step < 4 * size && !game.status().over(); step++) {
                int cell = rnd.nextInt(size);
                switch (rnd.nextInt(3)) {
                    case 0 -> game.open(cell);
                    case 1 -> game.toggleFlag(cell);
                    default -> game.chord(cell);
                }
                checkConsistent(layout, game.view());
            }
            int shownMines = game.view().position().count(Position.MINE);
            assertEquals(game.status() == GameStatus.LOST ? 1 : 0, shownMines);
        }
    }

    // One click on a fresh board reveals exactly the cells an independent flood fill predicts:
    // the clicked cell, and when it is a zero, its zero region and the clues bordering it.
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {201, 202, 203, 204, 205, 206, 207, 208, 209, 210})
    void firstClickRevealsTheFloodFill(long seed) {
        Random rnd = new Random(seed);
        for (int round = 0; round < 30; round++) {
            MineLayout layout = Boards.random(rnd, 14, 0.2);
            Geometry g = layout.geometry();
            int click = rnd.nextInt(g.size());
            if (layout.isMine(click)) {
                continue;
            }
            Game game = new Game(layout);
            game.open(click);
            boolean[] expected = floodFill(layout, click);
            int count = 0;
            for (int i = 0; i < g.size(); i++) {
                assertEquals(expected[i], game.view().state(i) >= 0, "cell " + i + " after clicking " + click + " on " + layout);
                count += expected[i] ? 1 : 0;
            }
            assertEquals(g.size() - count, game.view().unrevealedCount());
            assertEquals(count == g.size() - layout.mineCount() ? GameStatus.WON : GameStatus.PLAYING, game.status());
        }
    }

    private static boolean[] floodFill(MineLayout layout, int click) {
        int w = layout.width();
        int h = layout.height();
        boolean[] open = new boolean[w * h];
        Deque<Integer> queue = new ArrayDeque<>();
        open[click] = true;
        queue.add(click);
        while (!queue.isEmpty()) {
            int c = queue.poll();
            int x = c % w;
            int y = c / w;
            if (Boards.bruteClue(layout, x, y) != 0) {
                continue;
            }
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int nx = x + dx;
                    int ny = y + dy;
                    if (nx >= 0 && ny >= 0 && nx < w && ny < h && !open[ny * w + nx]) {
                        open[ny * w + nx] = true;
                        queue.add(ny * w + nx);
                    }
                }
            }
        }
        return open;
    }

    private static List<Integer> hiddenCells(PlayerView view) {
        List<Integer> hidden = new ArrayList<>();
        for (int i = 0; i < view.geometry().size(); i++) {
            if (view.state(i) == Position.HIDDEN) {
                hidden.add(i);
            }
        }
        return hidden;
    }

    private static void checkConsistent(MineLayout layout, PlayerView view) {
        int revealed = 0;
        int flags = 0;
        for (int i = 0; i < layout.geometry().size(); i++) {
            byte s = view.state(i);
            if (s >= 0) {
                revealed++;
                assertFalse(layout.isMine(i), "a mine shown as a clue at " + i);
                assertEquals(layout.clue(i), s, "clue at " + i + " of " + layout);
            } else if (s == Position.MINE) {
                assertTrue(layout.isMine(i), "a safe cell shown as a mine at " + i);
                assertEquals(GameStatus.LOST, view.status());
            } else if (s == Position.FLAG) {
                flags++;
            } else if (s != Position.HIDDEN) {
                fail("bad state " + s);
            }
        }
        assertEquals(layout.geometry().size() - revealed, view.unrevealedCount());
        assertEquals(flags, view.flagCount());
        assertEquals(view.totalMines(), layout.mineCount());
        boolean allSafeOpen = revealed == layout.geometry().size() - layout.mineCount();
        if (view.status() != GameStatus.LOST) {
            assertEquals(allSafeOpen, view.status() == GameStatus.WON);
        } else {
            assertNotEquals(GameStatus.WON, view.status());
        }
    }
}
