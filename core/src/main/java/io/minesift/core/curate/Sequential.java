package io.minesift.core.curate;

import java.util.List;
import java.util.Locale;

/**
 * The settings of the sequential plays (decide early): each board and player plays {@code firstRound}
 * plays, then {@code round} more at a time, up to the sift's most, and stops as soon as
 * <ol>
 *   <li>the board's category can no longer change within its rates' intervals at {@code confidence}
 *       (the classifier proves one category over the whole box of intervals; all players stop), or</li>
 *   <li>the player's interval is no wider than {@code targetWidth}, or</li>
 *   <li>the player's plays so far are all alike (every play the same chance) and there are at least
 *       {@code alikeAfter} of them.</li>
 * </ol>
 * The defaults, and why these values, are in {@link #DEFAULT}.
 */
public record Sequential(int firstRound, int round, double confidence, double targetWidth, int alikeAfter)
        implements java.io.Serializable {
    /**
     * Chosen by measurement against sifts of 200 fixed plays (docs/figures.md): the intervals'
     * confidence is 99 % rather than the reports' 95 % because a board is looked at up to six times
     * (10, 20, … 60 plays), and six looks at 95 % would stop a board at the wrong side of a boundary
     * up to six times as often; at 99 % the six looks together err no more often than one look at
     * 95 %, which is what a fixed run's interval promises (Bonferroni's bound: 6 × 1 % ≈ 5 %).
     */
    public static final Sequential DEFAULT = new Sequential(10, 10, 0.99, 0.04, 20);

    public Sequential {
        if (firstRound < 2 || round < 1) {
            throw new IllegalArgumentException("the first round needs at least 2 plays and a round at least 1, got "
                    + firstRound + " and " + round);
        }
        if (!(confidence > 0.5 && confidence < 1)) {
            throw new IllegalArgumentException("the confidence must lie between 0.5 and 1, got " + confidence);
        }
        if (!(targetWidth >= 0 && targetWidth <= 1)) {
            throw new IllegalArgumentException("the target width must lie in [0, 1], got " + targetWidth);
        }
        if (alikeAfter < firstRound) {
            throw new IllegalArgumentException("alike plays may stop a player only after the first round ("
                    + firstRound + " plays), got " + alikeAfter);
        }
    }

    /**
     * The default settings with some replaced: {@code first=10,round=10,confidence=0.99,width=0.04,alike=10},
     * any of them, in any order.
     *
     * @throws IllegalArgumentException with a one-line reason for an unknown name or a bad value
     */
    public static Sequential parse(String text) {
        java.util.Map<String, String> given = new java.util.LinkedHashMap<>();
        for (String part : text.split(",")) {
            String[] kv = part.split("=", 2);
            String name = kv[0].trim();
            if (kv.length != 2 || !List.of("first", "round", "confidence", "width", "alike").contains(name)) {
                throw new IllegalArgumentException("'" + part.trim() + "' is not a sequential setting: use first=N, "
                        + "round=N, confidence=C, width=W or alike=N, separated by commas");
            }
            if (given.put(name, kv[1].trim()) != null) {
                throw new IllegalArgumentException("the sequential setting " + name + " is given twice");
            }
        }
        try {
            return new Sequential(
                    Integer.parseInt(given.getOrDefault("first", "" + DEFAULT.firstRound)),
                    Integer.parseInt(given.getOrDefault("round", "" + DEFAULT.round)),
                    Double.parseDouble(given.getOrDefault("confidence", "" + DEFAULT.confidence)),
                    Double.parseDouble(given.getOrDefault("width", "" + DEFAULT.targetWidth)),
                    Integer.parseInt(given.getOrDefault("alike", "" + DEFAULT.alikeAfter)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a sequential setting is not a number: " + text);
        }
    }

    /**
     * The settings as the run key names them; {@code alikeStops} false (a game whose plays are drawn,
     * see {@link Puzzle#exactChances}) names the alike rule as unused, so a journal of one kind of
     * game's rule is never taken for the other's.
     */
    String describe(boolean alikeStops) {
        String alike = alikeStops ? "alike after " + alikeAfter : "alike never (drawn plays)";
        return String.format(Locale.ROOT, "first %d, round %d, confidence %s, width %s, %s",
                firstRound, round, confidence, targetWidth, alike);
    }
}
