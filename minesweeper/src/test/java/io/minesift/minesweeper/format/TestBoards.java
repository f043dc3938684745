package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.generate.UniformGenerator;
import org.junit.jupiter.params.provider.Arguments;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/**
 * Test boards: hand-drawn layouts, seeded random layouts placed with {@code java.util.Random}
 * through {@link MineLayout#of} (independent of the generator), and seeded sets made with
 * {@link UniformGenerator}.
 */
public final class TestBoards {
    private TestBoards() {
    }

    /**
     * The hand-made 3x2 board used across the I/O tests: mines at (2,0) and (0,1).
     * <pre>
     * . . *      full board:  1 2 M
     * * . .                   M 2 1
     * </pre>
     * Clues worked by hand: (0,0) sees (0,1) → 1; (1,0) sees (2,0),(0,1) → 2; (1,1) sees
     * (2,0),(0,1) → 2; (2,1) sees (2,0) → 1.
     */
    public static MineLayout small3x2() {
        return layout("..*", "*..");
    }

    /** 2x2 with one mine at (1,1): every safe cell's clue is 1. */
    public static MineLayout small2x2() {
        return layout("..", ".*");
    }

    /** A layout from rows of {@code *} (mine) and {@code .} (safe), top row first. */
    public static MineLayout layout(String... rows) {
        int w = rows[0].length();
        BitSet mines = new BitSet();
        for (int y = 0; y < rows.length; y++) {
            if (rows[y].length() != w) {
                throw new IllegalArgumentException("ragged rows");
            }
            for (int x = 0; x < w; x++) {
                char c = rows[y].charAt(x);
                if (c == '*') {
                    mines.set(y * w + x);
                } else if (c != '.') {
                    throw new IllegalArgumentException("bad cell " + c);
                }
            }
        }
        return MineLayout.of(Geometry.of(w, rows.length), mines);
    }

    /** A {@code w × h} layout with exactly {@code mines} mines placed by a partial Fisher–Yates shuffle. */
    public static MineLayout random(long seed, int w, int h, int mines) {
        Random rnd = new Random(seed);
        int size = w * h;
        int[] cells = new int[size];
        for (int i = 0; i < size; i++) {
            cells[i] = i;
        }
        int[] picked = new int[mines];
        for (int i = 0; i < mines; i++) {
            int j = i + rnd.nextInt(size - i);
            int t = cells[i];
            cells[i] = cells[j];
            cells[j] = t;
            picked[i] = cells[i];
        }
        MineLayout layout = MineLayout.of(Geometry.of(w, h), picked);
        if (layout.mineCount() != mines) {
            throw new AssertionError("helper placed " + layout.mineCount() + " mines, wanted " + mines);
        }
        return layout;
    }

    /** A layout started at {@code (x, y)}, as if imported with that start. */
    public static Instance started(MineLayout layout, int x, int y) {
        return Instance.of(layout, new Cell(x, y), Provenance.imported("test", x + "," + y));
    }

    /** {@link #random} with a start cell drawn from the same seed: a board for the round-trip tests. */
    public static Instance randomBoard(long seed, int w, int h, int mines) {
        Random rnd = new Random(seed);
        return started(random(seed, w, h, mines), rnd.nextInt(w), rnd.nextInt(h));
    }

    /**
     * Seeded layout cases {@code (width, height, mines, seed)}: fixed edge cases (1x1, strips both
     * ways, no mines, full of mines, the classic presets, 255-long strips) and 40 random sizes up to
     * 40x40 with a random mine count from 0 to every cell.
     */
    public static Stream<Arguments> layoutCases() {
        List<Arguments> cases = new ArrayList<>();
        int[][] fixed = {
                {1, 1, 0}, {1, 1, 1}, {1, 2, 1}, {1, 9, 0}, {1, 9, 9}, {1, 9, 4}, {9, 1, 4}, {17, 1, 16},
                {2, 2, 4}, {3, 3, 0}, {8, 8, 64}, {9, 9, 10}, {16, 16, 40}, {30, 16, 99}, {30, 16, 0},
                {30, 16, 480}, {255, 1, 128}, {1, 255, 1}};
        long seed = 1;
        for (int[] f : fixed) {
            cases.add(Arguments.of(f[0], f[1], f[2], seed++));
        }
        Random sizes = new Random(20240601L);
        for (int i = 0; i < 40; i++) {
            int w = 1 + sizes.nextInt(40);
            int h = 1 + sizes.nextInt(40);
            cases.add(Arguments.of(w, h, sizes.nextInt(w * h + 1), seed++));
        }
        return cases.stream();
    }

    /**
     * A seeded set of 0..7 boards: some from {@link UniformGenerator} (random size, rule and start
     * rule), some imported-style boards with an origin file name that needs JSON escaping.
     */
    public static List<Instance> randomSet(long seed) {
        Random rnd = new Random(seed);
        int n = rnd.nextInt(8);
        List<Instance> set = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            set.add(rnd.nextBoolean() ? generated(rnd) : imported(rnd));
        }
        return set;
    }

    private static Instance generated(Random rnd) {
        int w = 1 + rnd.nextInt(30);
        int h = 1 + rnd.nextInt(30);
        int size = w * h;
        int mines = rnd.nextInt(size + 1);
        FirstClickRule rule = mines <= size - 9 ? FirstClickRule.values()[rnd.nextInt(3)]
                : mines <= size - 1 ? FirstClickRule.SAFE : FirstClickRule.NONE;
        StartRule start = switch (rnd.nextInt(4)) {
            case 0 -> new StartRule.Corner();
            case 1 -> new StartRule.Center();
            case 2 -> new StartRule.RandomCell();
            default -> new StartRule.At(new Cell(rnd.nextInt(w), rnd.nextInt(h)));
        };
        long runSeed = rnd.nextLong();
        int index = rnd.nextInt(1_000_000);
        return new UniformGenerator(new BoardSpec(w, h, mines), rule, start).generate(runSeed, index);
    }

    private static Instance imported(Random rnd) {
        int w = 1 + rnd.nextInt(30);
        int h = 1 + rnd.nextInt(30);
        MineLayout layout = random(rnd.nextLong(), w, h, rnd.nextInt(w * h + 1));
        Cell start = new Cell(rnd.nextInt(w), rnd.nextInt(h));
        String origin = "boards/\"quoted\" \\ ünïcödé " + rnd.nextInt(100) + ".mbf";
        return Instance.of(layout, start, Provenance.imported(origin, start.toString()));
    }
}
