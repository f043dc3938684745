package io.minesift.minesweeper.player;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.minesift.minesweeper.player.ParameterSpec.bool;
import static io.minesift.minesweeper.player.ParameterSpec.choice;
import static io.minesift.minesweeper.player.ParameterSpec.integer;
import static io.minesift.minesweeper.player.ParameterSpec.number;
import static io.minesift.minesweeper.player.ParameterSpec.path;
import static io.minesift.minesweeper.player.ParameterSpec.wholeNumber;

/** The player kinds and their parameters, each declared once here. */
public final class PlayerKinds {
    public static final PlayerKind WEAK = new PlayerKind("weak", "two-body search: single clues and pairs of clues", List.of(
            bool("useMineCount", false, "also use the mine total, as one more clue over every undecided cell (alone and "
                    + "paired with each clue)"),
            choice("guess", "uniform", List.of("uniform", "local-density"), "when stuck: `uniform` (any undecided cell) or "
                    + "`local-density` (the cell whose clues give it the lowest local density, mines needed over cells open; "
                    + "cells off the frontier get the density of the rest)"),
            number("tolerance", 0, 0, 1, "`local-density` estimates within this of the best are ties, broken at random"),
            number("overlook", 0, 0, 1, "the chance, each time it has found a safe cell, that it misses it and guesses "
                    + "instead (the cell stays found for later): a continuous knob from perfect two-body play (0) towards "
                    + "guessing all the time (1), to model a level of human play; `tune` fits it to a target rate")),
            PlayerKinds::weak, PlayerWords.WEAK);

    public static final PlayerKind STRONG = new PlayerKind("strong", "exact probabilities with a look-ahead", List.of(
            integer("candidates", 6, 0, 64, "how many candidates (the safest first, frontier and off-frontier cells "
                    + "together, before any that join by their 50/50 share) the look-ahead scores (0: always the safest "
                    + "cell, no look-ahead)"),
            number("band", 0.1, 0, 1, "a cell is a candidate when its safety is within this fraction of the best (0.1: "
                    + "with the safest cell 80 % safe, cells down to 72 %)"),
            integer("interiorCandidates", 2, 0, 16, "how many off-frontier cells that touch the frontier most also become "
                    + "candidates (besides the one most likely to open a region)"),
            number("progressWeight", 0.0, 0, 10, "weight of the chance of a certain next move in the score"),
            number("secondBest", 0.2, 0, 1, "weight of the second-safest living cell in the next move's safety (the "
                    + "safest gets the rest)"),
            number("fiftyFiftyShare", 0.9, 0, 1, "how much of a cell's share of coming 50/50s counts as safe in the "
                    + "look-ahead (0: long-term risk off)"),
            number("tolerance", 1e-9, 0, 1, "scores within this of the best are ties, broken at random"),
            bool("earlyFiftyFifty", true, "take unavoidable (and pseudo) 50/50s at once"),
            wholeNumber("nodeBudget", 200_000, 1000, "search steps per component before the engine falls back to Monte "
                    + "Carlo"),
            // The search memo holds up to endgameNodes sets of endgameLayouts bits: these caps keep it under ~100 MB.
            integer("endgameLayouts", 300, 0, 2000, "exact endgame search when at most this many layouts remain (0: never)"),
            integer("endgameNodes", 50_000, 0, 300_000, "positions the endgame search may visit before it falls back to "
                    + "the look-ahead")),
            PlayerKinds::strong, PlayerWords.STRONG);

    /** The strong player's parameters, then what {@code strong-max} adds (its defaults are {@code strong-max}'s). */
    public static final PlayerKind STRONG_MAX = new PlayerKind("strong-max", "the strong player with more CPU: two moves "
            + "deep among close candidates, an opening book, and small boards searched exactly", concat(STRONG.parameters(), List.of(
            integer("deepCandidates", 2, 0, 16, "how many of the best look-ahead candidates (one-move scores within "
                    + "`deepBand` of the best) are scored again two moves deep, each number they can show weighed by the "
                    + "best one-move score among the safest this many cells of the position it leaves (0: never)"),
            number("deepBand", 0.01, 0, 1, "a candidate is scored two moves deep when its one-move score is within this "
                    + "fraction of the best"),
            bool("openingBook", true, "at the first guesses of a game (as many as the book's depth), take the move of "
                    + "the opening book in the jar when it has the position (`minesift book` builds it)"),
            path("openingBookFile", "with `openingBook`: a book file (`minesift book` writes them) to look up instead of "
                    + "the one in the jar (\"\": the jar's)"),
            // 5x5 with 4 mines has 10,626 layouts in all; its first guesses come at up to 5,985.
            integer("smallBoardLayouts", 12_000, 0, 20_000, "on boards of at most 64 cells: when at most this many "
                    + "layouts remain, the exact endgame search runs to the end (no node budget), before any other "
                    + "step, with a memo of exact values shared by all the games of a run (0: never)"),
            integer("rollouts", 0, 0, 1000, "layouts drawn from the exact posterior to roll out the close candidates "
                    + "(the same layouts for each): on each, the candidate is opened and the certain moves are played "
                    + "until the next guess, scored by that guess's safety (0: no roll-outs)"),
            number("rolloutBand", 0.02, 0, 1, "a candidate is rolled out when its look-ahead score is within this "
                    + "fraction of the best"),
            integer("rolloutCandidates", 3, 0, 16, "how many of the close candidates, the best first, are rolled out "
                    + "(fewer than 2: no roll-outs)"),
            integer("rolloutDepth", 8, 0, 100, "the most rounds of certain moves a roll-out plays after opening the "
                    + "candidate (a stop with certain moves left scores 1; 0: the candidate's own number only)"),
            integer("openingRollouts", 0, 0, 1000, "at the first guess of a game (when the opening book has no move): "
                    + "layouts drawn to roll out the close candidates (`rolloutBand`, `rolloutCandidates`) played on "
                    + "through up to `openingGuesses` later guesses, each on the safest living cell, with no round limit "
                    + "(0: the first guess is rolled out as any other)"),
            integer("openingGuesses", 100, 0, 100, "how many later guesses an opening roll-out plays through before "
                    + "it is scored by the next guess's safety (a won game scores 1, a guess that hits a mine 0; 100: to "
                    + "the end of the game in practice)"),
            bool("wideOffFrontier", false, "off-frontier candidates as the best open solver picks them: every "
                    + "off-frontier cell two steps straight out from a clue with an undecided neighbour, and every one "
                    + "with two or three hidden neighbours (all of them when fewer than 30 are left), scored besides the "
                    + "`candidates` safest (instead of the fewest-hidden-neighbours cell and the `interiorCandidates`); "
                    + "candidates that cannot reach the best score are dropped part-way"),
            bool("domination", false, "after choosing, take a safer scored candidate instead when it is certainly safe "
                    + "whenever the choice is, or when it is the single safest living cell whatever number the choice "
                    + "shows"),
            integer("spaceThreshold", 0, 0, 64, "a candidate whose hidden region (hidden cells joined through "
                    + "neighbours, or across one open cell) has fewer than this many cells is scored only when no "
                    + "candidate has room (0: never deferred)"),
            integer("fiftyFiftyWall", 1, 1, 3, "how many undecided wall cells a coming 50/50 (a pair or a 2x2 box) may "
                    + "still lack when a candidate's own share of it is weighed in its score (1: pairs only, as "
                    + "`strong`; the best open solver allows 3)"),
            integer("isolatedLayouts", 0, 0, 2000, "when some undecided cells form a region that no clue ties to "
                    + "the rest and whose mine count is fixed, and it has at most this many layouts, its best move from "
                    + "the exact endgame search on the region alone is played first (within `endgameNodes`; 0: never; "
                    + "the best open solver uses 400)"),
            number("openingWeight", 0, 0, 10, "weight of the chance that a look-ahead candidate is safe and shows 0 "
                    + "(opens a region: many safe moves, a wider frontier) added to its score; exact, from the layout "
                    + "counts the look-ahead computes (0: off)"),
            number("openingBand", 0, 0, 1, "`openingWeight` is credited only to candidates whose safety is within "
                    + "this fraction of the safest cell's (0: the safest cells only, so no safety is traded for a "
                    + "region; 1: every candidate)"))),
            PlayerKinds::strongMax, PlayerWords.STRONG_MAX);

    public static final List<PlayerKind> ALL = List.of(WEAK, STRONG, STRONG_MAX);

    private PlayerKinds() {
    }

    /** The kind a player file names, or {@code null}. */
    public static PlayerKind named(String name) {
        return ALL.stream().filter(k -> k.name().equals(name)).findFirst().orElse(null);
    }

    private static Player weak(Map<String, Object> v) {
        WeakPlayer.GuessPolicy guess = WeakPlayer.GuessPolicy.valueOf(
                ((String) v.get("guess")).toUpperCase(Locale.ROOT).replace('-', '_'));
        return new WeakPlayer(new WeakPlayer.Parameters((Boolean) v.get("useMineCount"), guess,
                ((Number) v.get("tolerance")).doubleValue(), ((Number) v.get("overlook")).doubleValue()));
    }

    private static Player strong(Map<String, Object> v) {
        return new StrongPlayer(strongParameters(v));
    }

    private static Player strongMax(Map<String, Object> v) {
        StrongPlayer player = new StrongPlayer(strongParameters(v), new StrongPlayer.Search((Integer) v.get("deepCandidates"),
                num(v, "deepBand"), (Boolean) v.get("openingBook"), (Integer) v.get("smallBoardLayouts"),
                (Integer) v.get("rollouts"), num(v, "rolloutBand"),
                (Integer) v.get("rolloutCandidates"), (Integer) v.get("rolloutDepth"),
                (Integer) v.get("openingRollouts"), (Integer) v.get("openingGuesses"),
                (Boolean) v.get("wideOffFrontier"), (Boolean) v.get("domination"),
                (Integer) v.get("spaceThreshold"), (Integer) v.get("fiftyFiftyWall"),
                (Integer) v.get("isolatedLayouts"), num(v, "openingWeight"), num(v, "openingBand")));
        String book = (String) v.get("openingBookFile");
        return player.search().openingBook() && !book.isEmpty() ? player.withBook(OpeningBook.read(java.nio.file.Path.of(book)))
                : player;
    }

    private static StrongPlayer.Parameters strongParameters(Map<String, Object> v) {
        return new StrongPlayer.Parameters((Integer) v.get("candidates"), num(v, "band"),
                (Integer) v.get("interiorCandidates"), num(v, "progressWeight"), num(v, "secondBest"),
                num(v, "fiftyFiftyShare"), num(v, "tolerance"), (Boolean) v.get("earlyFiftyFifty"),
                ((Number) v.get("nodeBudget")).longValue(), (Integer) v.get("endgameLayouts"),
                (Integer) v.get("endgameNodes"));
    }

    private static List<ParameterSpec> concat(List<ParameterSpec> a, List<ParameterSpec> b) {
        return java.util.stream.Stream.concat(a.stream(), b.stream()).toList();
    }

    private static double num(Map<String, Object> v, String name) {
        return ((Number) v.get(name)).doubleValue();
    }

    /** The default parameters of a kind, as the player they make. */
    static Player defaults(PlayerKind kind) {
        return kind.make().apply(kind.defaults());
    }
}
