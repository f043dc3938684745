package io.minesift.minesweeper.board;

/**
 * Where an instance came from, so that it can be made again or traced back.
 *
 * @param generator  how the layout was made: {@code uniform} for the seeded generator,
 *                   {@code no-guess-full} or {@code no-guess-two-body} for boards repaired until
 *                   logic of that level finishes them, {@code import} for a board read from a
 *                   {@code .mine} or MBF file; files keep any name, so older files stay readable
 * @param seed       the run seed the generator was given, or {@code null}
 * @param index      the board's position in its generated run (its own stream is split from
 *                   {@code seed} by this index), or {@code null}
 * @param firstClick the rule the layout was drawn under
 * @param start      the start rule as the user wrote it ({@code corner}, {@code 3,3}, …)
 * @param origin     the file an imported board was read from, or {@code null}
 */
public record Provenance(String generator, Long seed, Integer index, FirstClickRule firstClick,
                         String start, String origin) {
    public Provenance {
        if (generator == null || generator.isBlank()) {
            throw new IllegalArgumentException("a board's generator must be named");
        }
        if (firstClick == null) {
            firstClick = FirstClickRule.NONE;
        }
    }

    /** Provenance of a board read from another tool's file. */
    public static Provenance imported(String origin, String start) {
        return new Provenance("import", null, null, FirstClickRule.NONE, start, origin);
    }
}
