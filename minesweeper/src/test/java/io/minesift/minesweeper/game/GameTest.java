package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Boards;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.Provenance;
import org.junit.jupiter.api.Test;

import static io.minesift.minesweeper.game.Views.draw;
import static io.minesift.minesweeper.game.Views.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Referee behaviour on hand-made boards; every expected view below was worked out by hand. */
class GameTest {

    // Full board, clues by hand:
    //   0 2 * 2 0
    //   0 3 * 3 0
    //   0 2 * 2 0
    private static MineLayout wall() {
        return Boards.parse(
                "..*..",
                "..*..",
                "..*..");
    }

    @Test
    void openingAZeroOpensItsRegionUpToTheClues() {
        Game game = new Game(wall());
        assertEquals(Outcome.REVEALED, game.open(0, 0));
        assertEquals(rows(
                "02###",
                "03###",
                "02###"), draw(game.view()));
        assertEquals(GameStatus.PLAYING, game.status());
        assertEquals(9, game.view().unrevealedCount());
    }

    @Test
    void winWhenEverySafeCellIsRevealed() {
        Game game = new Game(wall());
        game.open(0, 0);
        assertEquals(Outcome.REVEALED, game.open(4, 2));
        assertEquals(rows(
                "02#20",
                "03#30",
                "02#20"), draw(game.view()));
        assertEquals(GameStatus.WON, game.status());
        assertEquals(3, game.view().unrevealedCount());
    }

    @Test
    void winOneClueAtATime() {
        // "*." + ".." : every safe cell shows 1, nothing cascades; won at the third click.
        Game game = new Game(Boards.parse("*.", ".."));
        game.open(1);
        game.open(2);
        assertEquals(GameStatus.PLAYING, game.status());
        game.open(3);
        assertEquals(GameStatus.WON, game.status());
        assertEquals(rows("#1", "11"), draw(game.view()));
    }

    // Clues by hand (see MineLayoutTest):  0 1 2 * / 1 2 * 2 / 2 * 2 1 / * 2 1 0.
    // Opening the top-left zero opens only its own corner, not the zero at the far corner.
    @Test
    void cascadeStopsAtTheMineWall() {
        Game game = new Game(Boards.parse(
                "...*",
                "..*.",
                ".*..",
                "*..."));
        game.open(0, 0);
        assertEquals(rows(
                "01##",
                "12##",
                "####",
                "####"), draw(game.view()));
        game.open(3, 3);
        assertEquals(rows(
                "01##",
                "12##",
                "##21",
                "##10"), draw(game.view()));
    }

    // Clues by hand: 0 0 1 * / 0 0 1 1 / 1 1 0 0 / * 1 0 0. The zero blocks touch only diagonally,
    // and the cascade follows the diagonal: one click wins.
    @Test
    void cascadeCrossesDiagonalZeros() {
        Game game = new Game(Boards.parse(
                "...*",
                "....",
                "....",
                "*..."));
        game.open(0, 0);
        assertEquals(rows(
                "001#",
                "0011",
                "1100",
                "#100"), draw(game.view()));
        assertEquals(GameStatus.WON, game.status());
    }

    @Test
    void openingAClueOpensOnlyIt() {
        Game game = new Game(wall());
        assertEquals(Outcome.REVEALED, game.open(1, 1));
        assertEquals(rows("#####", "#3###", "#####"), draw(game.view()));
        assertEquals(Outcome.NOTHING, game.open(1, 1), "opening a revealed cell changes nothing");
    }

    @Test
    void openingAMineLoses() {
        Game game = new Game(wall());
        game.open(0, 0);
        assertEquals(Outcome.EXPLODED, game.open(2, 1));
        assertEquals(GameStatus.LOST, game.status());
        assertEquals(rows(
                "02###",
                "03*##",
                "02###"), draw(game.view()));
    }

    @Test
    void flagsToggle() {
        Game game = new Game(wall());
        assertTrue(game.toggleFlag(2));
        assertEquals(Position.FLAG, game.view().state(2));
        assertEquals(1, game.view().flagCount());
        assertTrue(game.toggleFlag(2));
        assertEquals(Position.HIDDEN, game.view().state(2));
        assertEquals(0, game.view().flagCount());
        game.open(0);
        assertFalse(game.toggleFlag(0), "a revealed cell takes no flag");
        assertEquals(0, game.view().state(0));
        assertEquals(0, game.view().flagCount());
        game.toggleFlag(2);
        assertEquals(9, game.view().unrevealedCount(), "15 cells, 6 revealed; a flag does not count as revealed");
    }

    @Test
    void openLeavesAFlaggedCellAlone() {
        Game game = new Game(wall());
        game.toggleFlag(2); // a mine
        game.toggleFlag(0); // a safe zero
        assertEquals(Outcome.NOTHING, game.open(2));
        assertEquals(Outcome.NOTHING, game.open(0));
        assertEquals(GameStatus.PLAYING, game.status());
        assertEquals(rows("F#F##", "#####", "#####"), draw(game.view()));
    }

    // A 5x1 strip without mines: every cell is a zero. With a flag on the middle cell the cascade
    // from the left end opens cells 0 and 1, keeps the flag, and cannot pass it.
    @Test
    void cascadeKeepsFlagsAndDoesNotPassThem() {
        Game game = new Game(Boards.parse("....."));
        game.toggleFlag(2);
        game.open(0);
        assertEquals("00F##", draw(game.view()));
        assertEquals(GameStatus.PLAYING, game.status(), "a flagged safe cell is still to open");
        game.toggleFlag(2);
        game.open(2);
        assertEquals("00000", draw(game.view()));
        assertEquals(GameStatus.WON, game.status());
    }

    @Test
    void cascadeInsideARegionLeavesAFlaggedZero() {
        Game game = new Game(wall());
        game.toggleFlag(5); // (0,1)
        game.open(0, 0);
        // (0,2) and (1,2) stay hidden: the only zero leading there is the flagged (0,1).
        assertEquals(rows(
                "02###",
                "F3###",
                "#####"), draw(game.view()));
        assertEquals(1, game.view().flagCount());
    }

    // 3x3 with a mine in the top-left corner; clues by hand: # 1 0 / 1 1 0 / 0 0 0.
    private static MineLayout corner() {
        return Boards.parse("*..", "...", "...");
    }

    @Test
    void chordOpensTheOtherNeighboursWhenTheFlagsMatch() {
        Game game = new Game(corner());
        game.open(1, 1);
        assertEquals(rows("###", "#1#", "###"), draw(game.view()));
        assertEquals(Outcome.NOTHING, game.chord(4), "no flag yet: clue 1 is not satisfied");
        assertEquals(rows("###", "#1#", "###"), draw(game.view()));
        game.toggleFlag(0);
        assertEquals(Outcome.REVEALED, game.chord(4));
        assertEquals(rows("F10", "110", "000"), draw(game.view()));
        assertEquals(GameStatus.WON, game.status());
    }

    @Test
    void chordWithAWrongFlagExplodes() {
        Game game = new Game(corner());
        game.open(1, 1);
        game.toggleFlag(8); // safe cell, wrongly flagged
        assertEquals(Outcome.EXPLODED, game.chord(4));
        assertEquals(GameStatus.LOST, game.status());
        assertEquals(Position.MINE, game.view().state(0));
        assertEquals(Position.FLAG, game.view().state(8));
    }

    @Test
    void chordWithTooManyFlagsDoesNothing() {
        Game game = new Game(corner());
        game.open(1, 1);
        game.toggleFlag(0);
        game.toggleFlag(8);
        assertEquals(Outcome.NOTHING, game.chord(4));
        assertEquals(rows("F##", "#1#", "##F"), draw(game.view()));
    }

    @Test
    void chordOnHiddenOrFlaggedCellDoesNothing() {
        Game game = new Game(corner());
        assertEquals(Outcome.NOTHING, game.chord(4));
        game.toggleFlag(4);
        assertEquals(Outcome.NOTHING, game.chord(4));
        assertEquals(rows("###", "#F#", "###"), draw(game.view()));
    }

    @Test
    void chordOnASatisfiedZeroWithAllOpenDoesNothing() {
        Game game = new Game(wall());
        game.open(0, 0);
        assertEquals(Outcome.NOTHING, game.chord(0));
        assertEquals(rows("02###", "03###", "02###"), draw(game.view()));
        assertEquals(GameStatus.PLAYING, game.status());
    }

    @Test
    void everyActionAfterALossThrows() {
        Game game = new Game(corner());
        game.open(0);
        assertEquals(GameStatus.LOST, game.status());
        assertThrows(IllegalStateException.class, () -> game.open(1));
        assertThrows(IllegalStateException.class, () -> game.open(0));
        assertThrows(IllegalStateException.class, () -> game.open(2, 2));
        assertThrows(IllegalStateException.class, () -> game.toggleFlag(1));
        assertThrows(IllegalStateException.class, () -> game.chord(1));
    }

    @Test
    void everyActionAfterAWinThrows() {
        Game game = new Game(corner());
        game.open(8);
        assertEquals(GameStatus.WON, game.status());
        assertThrows(IllegalStateException.class, () -> game.open(0));
        assertThrows(IllegalStateException.class, () -> game.toggleFlag(0));
        assertThrows(IllegalStateException.class, () -> game.chord(4));
    }

    @Test
    void boardFullOfMinesIsWonFromTheStart() {
        Game game = new Game(Boards.parse("**", "**"));
        assertEquals(GameStatus.WON, game.status());
        assertEquals(rows("##", "##"), draw(game.view()));
        assertThrows(IllegalStateException.class, () -> game.open(0));
        Game single = new Game(Boards.parse("*"));
        assertEquals(GameStatus.WON, single.status());
        Instance full = Instance.of(Boards.parse("**", "**"), new Cell(0, 0), provenance());
        assertEquals(GameStatus.WON, Game.started(full).status(), "started() must not open a cell of a finished game");
    }

    @Test
    void singleSafeCell() {
        Game game = new Game(Boards.parse("."));
        assertEquals(GameStatus.PLAYING, game.status());
        assertEquals(Outcome.REVEALED, game.open(0));
        assertEquals(GameStatus.WON, game.status());
        assertEquals("0", draw(game.view()));
    }

    // Strips worked by hand. "..*.." as a row: clues 0 1 * 1 0.
    @Test
    void horizontalStrip() {
        Game game = new Game(Boards.parse("..*.."));
        game.open(0);
        assertEquals("01###", draw(game.view()));
        game.open(4);
        assertEquals("01#10", draw(game.view()));
        assertEquals(GameStatus.WON, game.status());
    }

    // The same as a 1x5 column.
    @Test
    void verticalStrip() {
        Game game = new Game(Boards.parse(".", ".", "*", ".", "."));
        game.open(0, 4);
        assertEquals(rows("#", "#", "#", "1", "0"), draw(game.view()));
        assertEquals(Outcome.EXPLODED, game.open(0, 2));
        assertEquals(rows("#", "#", "*", "1", "0"), draw(game.view()));
    }

    @Test
    void stripWithoutMinesOpensAtOnce() {
        Game game = new Game(Boards.parse(".", ".", ".", ".", ".", ".", "."));
        game.open(0, 3);
        assertEquals(GameStatus.WON, game.status());
        assertEquals(0, game.view().unrevealedCount());
    }

    @Test
    void startedOpensTheStartCell() {
        Instance instance = Instance.of(wall(), new Cell(4, 1), provenance());
        Game game = Game.started(instance);
        assertEquals(rows(
                "###20",
                "###30",
                "###20"), draw(game.view()));
        Instance onMine = Instance.of(wall(), new Cell(2, 0), provenance());
        assertEquals(GameStatus.LOST, Game.started(onMine).status());
    }

    @Test
    void viewReportsTheBoard() {
        Game game = new Game(wall());
        PlayerView view = game.view();
        assertEquals(3, view.totalMines());
        assertEquals(game.geometry(), view.geometry());
        assertEquals(15, view.unrevealedCount());
        game.open(0, 0);
        Position snapshot = view.position();
        assertEquals(3, snapshot.totalMines());
        assertEquals(9, snapshot.count(Position.HIDDEN));
        game.open(4, 0);
        assertEquals(9, snapshot.count(Position.HIDDEN), "a snapshot does not follow the game");
        assertEquals(3, view.position().count(Position.HIDDEN));
        assertEquals(GameStatus.WON, view.status());
    }

    private static Provenance provenance() {
        return new Provenance("test", null, null, FirstClickRule.NONE, "x", null);
    }
}
