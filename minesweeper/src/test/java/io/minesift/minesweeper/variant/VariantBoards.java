package io.minesift.minesweeper.variant;

import io.minesift.minesweeper.board.Geometry;

import java.util.SplittableRandom;

/** Test helpers: hand-drawn variant layouts and seeded random positions of small boards. */
public final class VariantBoards {
    /** Largest number of placements a random position leaves to the brute force. */
    static final long MAX_PLACEMENTS = 30_000;

    private VariantBoards() {
    }

    /** Every clue rule alone and with every global rule (8 × 9 = 72 rule sets), as rule text. */
    public static java.util.List<String> ruleSets() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String global : new String[]{"", "Q,", "C,", "T,", "O,", "D,", "S,", "B,", "A,"}) {
            for (char clue : "VXEMNLWP".toCharArray()) {
                out.add(global + clue);
            }
        }
        return out;
    }

    /** Rows of {@code *} (mine) and {@code .} (safe), top first, as a geometry and a mine set. */
    static Geometry geometry(String... rows) {
        return Geometry.of(rows[0].length(), rows.length);
    }

    static long mines(String... rows) {
        long mines = 0;
        int w = rows[0].length();
        for (int y = 0; y < rows.length; y++) {
            for (int x = 0; x < w; x++) {
                if (rows[y].charAt(x) == '*') {
                    mines |= 1L << (y * w + x);
                }
            }
        }
        return mines;
    }

    /** A random layout of {@code g} that obeys the rules' global rules, found by rejection; else any random layout. */
    static long layout(Geometry g, RuleSet rules, SplittableRandom random) {
        long last = 0;
        for (int attempt = 0; attempt < 2000; attempt++) {
            int m = 1 + random.nextInt(Math.max(1, g.size() * 9 / 20));
            last = randomSet(g.size(), m, random);
            if (rules.holds(g, last)) {
                return last;
            }
        }
        return last;
    }

    static long randomSet(int n, int count, SplittableRandom random) {
        long set = 0;
        while (Long.bitCount(set) < count) {
            set |= 1L << random.nextInt(n);
        }
        return set;
    }

    /**
     * A position of a random board of 2×2 to 5×5 cells whose layout obeys the global rule (when
     * rejection finds one): a few true mines flagged, some safe cells revealed (with their
     * openings, as in play), and more revealed
     * until the brute force has at most {@link #MAX_PLACEMENTS} placements to try.
     */
    public static VariantPosition position(RuleSet rules, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Geometry g = Geometry.of(2 + random.nextInt(4), 2 + random.nextInt(4));
        long mines = layout(g, rules, random);
        for (int size = 0; size < 20 && !rules.holds(g, mines); size++) {
            g = Geometry.of(2 + random.nextInt(4), 2 + random.nextInt(4));
            mines = layout(g, rules, random);
        }
        long flagged = 0;
        for (long m = mines; m != 0; m &= m - 1) {
            flagged |= random.nextInt(5) == 0 ? Long.lowestOneBit(m) : 0;
        }
        long safes = Cells.all(g) & ~mines;
        long revealed = 0;
        int first = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(Math.max(1, Long.bitCount(safes) / 2));
        while (Long.bitCount(revealed) < Math.min(first, Long.bitCount(safes)) || tooMany(g, mines, revealed, flagged)) {
            // with its openings, as in play: a revealed cell whose scope holds no mine opens it
            revealed = io.minesift.minesweeper.variant.generate.Opening.reveal(g, rules.clue(), mines, revealed, 1L << pick(safes & ~revealed, random));
        }
        return VariantPosition.reveal(g, rules, mines, revealed, flagged, seed);
    }

    private static boolean tooMany(Geometry g, long mines, long revealed, long flagged) {
        int hidden = g.size() - Long.bitCount(revealed | flagged);
        return VariantBruteForce.binomial(hidden, Long.bitCount(mines & ~flagged)) > MAX_PLACEMENTS;
    }

    /** A random member of a non-empty set. */
    static int pick(long set, SplittableRandom random) {
        int k = random.nextInt(Long.bitCount(set));
        long s = set;
        for (int j = 0; j < k; j++) {
            s &= s - 1;
        }
        return Long.numberOfTrailingZeros(s);
    }
}
