package io.minesift.minesweeper.player;

import java.math.BigDecimal;
import java.util.Map;
import java.util.Set;

/**
 * What each player kind does, in words made from its parameters' values: a player file's
 * description, as {@code tune} writes it, so that the words never contradict the values beside
 * them. Each kind's words name the parameters they use ({@link Words#names}); {@link PlayerKind}
 * adds any other value that differs from its default.
 */
final class PlayerWords {
    /** A kind's words and the parameters they speak of. */
    record Words(java.util.function.Function<Map<String, Object>, String> text, Set<String> names) {
    }

    static final Words WEAK = new Words(PlayerWords::weak, Set.of("useMineCount", "guess", "tolerance", "overlook"));

    static final Words STRONG = new Words(PlayerWords::strong, Set.of("candidates", "band", "interiorCandidates",
            "fiftyFiftyShare", "earlyFiftyFifty", "endgameLayouts"));

    static final Words STRONG_MAX = new Words(v -> strong(v) + strongMax(v), union(STRONG.names(), Set.of(
            "deepCandidates", "deepBand", "openingBook", "openingBookFile", "smallBoardLayouts", "rollouts", "rolloutBand",
            "rolloutCandidates", "rolloutDepth", "openingRollouts", "openingGuesses", "wideOffFrontier", "domination",
            "spaceThreshold", "fiftyFiftyWall", "isolatedLayouts", "openingWeight", "openingBand")));

    private PlayerWords() {
    }

    private static String weak(Map<String, Object> v) {
        StringBuilder s = new StringBuilder("Two-body search only: single clues and pairs of clues, no enumeration, ")
                .append(yes(v, "useMineCount") ? "the mine total as one more clue" : "no mine total").append("; ");
        if (v.get("guess").equals("uniform")) {
            s.append("uniform guesses");
        } else {
            s.append("local-density guesses (the cell whose clues give it the lowest density of mines")
                    .append(num(v, "tolerance") > 0 ? ", ties within " + number(num(v, "tolerance")) : "").append(')');
        }
        if (num(v, "overlook") > 0) {
            s.append("; misses a safe cell it found with chance ").append(number(num(v, "overlook")))
                    .append(" and guesses instead");
        }
        return s.toString();
    }

    private static String strong(Map<String, Object> v) {
        StringBuilder s = new StringBuilder("Exact probabilities with the mine total; every certain safe cell; ");
        int candidates = whole(v, "candidates");
        if (candidates == 0) {
            s.append("then always the safest cell, no look-ahead");
        } else {
            s.append("one-move look-ahead over the ").append(candidates).append(" safest cells within ")
                    .append(percent(num(v, "band"))).append(" of the best");
            int interior = whole(v, "interiorCandidates");
            s.append(interior > 0 ? " and " + interior + " off the frontier" : "").append(" (next move among living cells, ")
                    .append(num(v, "fiftyFiftyShare") > 0 ? "with " + percent(num(v, "fiftyFiftyShare")) + " of 50/50 shares"
                            : "no 50/50 shares").append(')');
        }
        s.append(yes(v, "earlyFiftyFifty") ? "; unavoidable 50/50s at once" : "");
        int endgame = whole(v, "endgameLayouts");
        return s.append(endgame == 0 ? "; no endgame search" : "; exact endgame search at " + endgame + " layouts or fewer")
                .toString();
    }

    private static String strongMax(Map<String, Object> v) {
        StringBuilder s = new StringBuilder();
        add(s, whole(v, "deepCandidates") > 0, "the best " + whole(v, "deepCandidates") + " candidates within "
                + percent(num(v, "deepBand")) + " scored two moves deep");
        String book = (String) v.get("openingBookFile");
        s.append(yes(v, "openingBook") ? "; the opening book " + (book.isEmpty() ? "in the jar" : book) + " at the first guesses"
                : "; no opening book");
        add(s, whole(v, "smallBoardLayouts") > 0, "exact search on boards of at most 64 cells from "
                + whole(v, "smallBoardLayouts") + " layouts left");
        add(s, whole(v, "rollouts") > 0 && whole(v, "rolloutCandidates") >= 2, whole(v, "rollouts") + " roll-outs of the "
                + whole(v, "rolloutCandidates") + " closest candidates (within " + percent(num(v, "rolloutBand")) + "), "
                + whole(v, "rolloutDepth") + " rounds deep");
        add(s, whole(v, "openingRollouts") > 0, whole(v, "openingRollouts") + " roll-outs at the first guess, through "
                + whole(v, "openingGuesses") + " later guesses");
        add(s, yes(v, "wideOffFrontier"), "off-frontier candidates as the best open solver picks them");
        add(s, yes(v, "domination"), "a safer candidate that dominates the choice taken instead");
        add(s, whole(v, "spaceThreshold") > 0, "candidates with fewer than " + whole(v, "spaceThreshold")
                + " cells of room deferred");
        add(s, whole(v, "fiftyFiftyWall") > 1, "coming 50/50s that lack up to " + whole(v, "fiftyFiftyWall")
                + " wall cells weighed");
        add(s, whole(v, "isolatedLayouts") > 0, "isolated regions of up to " + whole(v, "isolatedLayouts")
                + " layouts searched first");
        add(s, num(v, "openingWeight") > 0, "openings weighted " + number(num(v, "openingWeight")) + " (within "
                + percent(num(v, "openingBand")) + " of the safest)");
        return s.toString();
    }

    private static void add(StringBuilder s, boolean on, String words) {
        if (on) {
            s.append("; ").append(words);
        }
    }

    /** A value as a player file writes it: {@code 0.1}, {@code 12000}, {@code true}, a choice or a path. */
    static String value(Object value) {
        return value instanceof Double d ? number(d) : String.valueOf(value);
    }

    /** A number in plain decimals, without trailing zeros: 0.10622, 2, 0.000000001. */
    static String number(double x) {
        return new BigDecimal(Double.toString(x)).stripTrailingZeros().toPlainString();
    }

    /** A fraction as a percentage in plain decimals: 0.1 is {@code 10 %}. */
    private static String percent(double fraction) {
        return new BigDecimal(Double.toString(fraction)).movePointRight(2).stripTrailingZeros().toPlainString() + " %";
    }

    private static boolean yes(Map<String, Object> v, String name) {
        return (Boolean) v.get(name);
    }

    private static double num(Map<String, Object> v, String name) {
        return ((Number) v.get(name)).doubleValue();
    }

    private static int whole(Map<String, Object> v, String name) {
        return ((Number) v.get(name)).intValue();
    }

    private static Set<String> union(Set<String> a, Set<String> b) {
        java.util.Set<String> all = new java.util.HashSet<>(a);
        all.addAll(b);
        return Set.copyOf(all);
    }
}
