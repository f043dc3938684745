package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.game.GameStatus;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class WeakScratchTest {
    private static final MineLayout LAYOUT = MineLayout.of(Geometry.of(4, 3), 0, 11);
    private static final int[] AROUND = NeighbourMasks.of(LAYOUT.geometry()).around();

    @Test
    void aGameInPlayKeepsItsArrays() {
        Game first = new Game(LAYOUT);
        Game second = new Game(LAYOUT);
        WeakScratch a = WeakScratch.claim(first.view(), AROUND);
        WeakScratch b = WeakScratch.claim(second.view(), AROUND);
        assertNotSame(a, b);
        assertNotSame(a.known, b.known);
    }

    @Test
    void aFinishedGameHandsItsArraysOnCleared() {
        Game first = new Game(LAYOUT);
        WeakScratch a = WeakScratch.claim(first.view(), AROUND);
        a.known[3] = 2;
        a.need[5] = 1;
        a.mask[6] = 0;
        a.singles.push(4);
        a.pairs.push(7);
        first.open(0); // a mine: the game is over
        assertEquals(GameStatus.LOST, first.status());
        WeakScratch b = WeakScratch.claim(new Game(LAYOUT).view(), AROUND);
        assertSame(a, b);
        assertArrayEquals(new byte[12], b.known);
        assertArrayEquals(new byte[12], b.need);
        assertArrayEquals(AROUND, b.mask);
        assertTrue(b.singles.isEmpty());
        assertTrue(b.pairs.isEmpty());
        b.singles.push(4); // no longer marked as queued
        assertEquals(4, b.singles.pop());
    }

    @Test
    void interleavedGamesOnOneThreadPlayAsIfAlone() {
        WeakPlayer player = new WeakPlayer(WeakPlayer.Parameters.defaults());
        MineLayout layout = MineLayout.of(Geometry.of(9, 9), 0, 8, 40, 72, 80);
        Game alone = Game.started(Instance.of(layout, new Cell(4, 4),
                Provenance.imported("test", "4,4")));
        Strategy single = player.newGame(new SplittableRandom(1));
        int aloneMoves = 0;
        while (!alone.status().over()) {
            alone.open(single.next(alone.view()).cell());
            aloneMoves++;
        }
        Game[] games = new Game[2];
        Strategy[] strategies = new Strategy[2];
        int[] moves = new int[2];
        for (int i = 0; i < 2; i++) {
            games[i] = Game.started(Instance.of(layout, new Cell(4, 4),
                    Provenance.imported("test", "4,4")));
            strategies[i] = player.newGame(new SplittableRandom(1));
        }
        while (!games[0].status().over() || !games[1].status().over()) {
            for (int i = 0; i < 2; i++) {
                if (!games[i].status().over()) {
                    games[i].open(strategies[i].next(games[i].view()).cell());
                    moves[i]++;
                }
            }
        }
        for (int i = 0; i < 2; i++) {
            assertEquals(alone.status(), games[i].status());
            assertEquals(aloneMoves, moves[i]);
        }
    }
}
