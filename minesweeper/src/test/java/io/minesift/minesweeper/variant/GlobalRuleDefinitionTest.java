package io.minesift.minesweeper.variant;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Each global rule on hand-drawn layouts; the comment on each says why it holds or not. */
class GlobalRuleDefinitionTest {
    private static boolean holds(char rule, String... rows) {
        return GlobalRule.of(rule).holds(VariantBoards.geometry(rows), VariantBoards.mines(rows));
    }

    @Test
    void quad() {
        assertEquals(true, holds('Q', ".*.", "*.*", ".*."), "each of the four 2×2 squares holds a mine");
        assertEquals(false, holds('Q', "*..", "...", "..*"), "the top-right square (1,0)-(2,1) is empty");
    }

    @Test
    void attached() {
        assertEquals(true, holds('A', "**.", ".*.", ".**"), "orthogonal steps connect");
        assertEquals(false, holds('A', "*..", ".*.", "..*"), "diagonal steps do not (they do under C)");
        assertEquals(true, holds('C', "*..", ".*.", "..*"));
        assertEquals(true, holds('A', "...", "...", "..."), "no mines: nothing to connect");
    }

    @Test
    void connected() {
        assertEquals(true, holds('C', "*..", ".*.", "..*"), "diagonal steps connect");
        assertEquals(false, holds('C', "*.*", "...", "..."), "(0,0) and (2,0) are two steps apart");
        assertEquals(true, holds('C', "...", "...", "..."), "no mines: nothing to connect");
    }

    @Test
    void triplet() {
        assertEquals(false, holds('T', "***", "...", "..."), "three across");
        assertEquals(false, holds('T', "*..", ".*.", "..*"), "three on the diagonal");
        assertEquals(false, holds('T', "..*", ".*.", "*.."), "three on the other diagonal");
        assertEquals(false, holds('T', ".*.", ".*.", ".*."), "three down");
        assertEquals(true, holds('T', "**.", "..*", "**."), "no line of three");
    }

    @Test
    void outside() {
        assertEquals(false, holds('O', "...", ".*.", "..."), "the middle mine does not reach the border");
        assertEquals(false, holds('O', "*..", ".*.", "..."), "(1,1) touches (0,0) only diagonally: "
                + "its own group does not reach the border");
        assertEquals(true, holds('O', "**.", "...", "..."), "the mines touch the border, the safes are one group");
        assertEquals(false, holds('O', ".*.", ".*.", ".*."), "the safe cells are split in two columns");
    }

    @Test
    void dual() {
        assertEquals(true, holds('D', "**.", "...", ".**"), "two dominoes that do not touch");
        assertEquals(true, holds('D', "**..", "..**"), "dominoes may touch diagonally");
        assertEquals(false, holds('D', "**.", ".**"), "(1,0) and (1,1) join the dominoes orthogonally");
        assertEquals(false, holds('D', "*..", "..."), "a single mine is no domino");
        assertEquals(false, holds('D', "***", "..."), "a block of three");
    }

    @Test
    void snake() {
        assertEquals(true, holds('S', "**.", ".*.", ".**"), "a path of five with two ends");
        assertEquals(false, holds('S', "**", "**"), "a loop");
        assertEquals(false, holds('S', "***", ".*."), "a branch at (1,0)");
        assertEquals(false, holds('S', "*..", "..."), "one mine is no snake");
        assertEquals(false, holds('S', "**.", "..*"), "(2,1) touches the rest only diagonally");
    }

    @Test
    void balance() {
        assertEquals(true, holds('B', "*..", ".*.", "..*"), "one mine in every row and column");
        assertEquals(false, holds('B', "**.", "...", "..*"), "rows hold 2, 0, 1");
        assertEquals(true, holds('B', "**..", "..**"), "2 per row, 1 per column");
    }
}
