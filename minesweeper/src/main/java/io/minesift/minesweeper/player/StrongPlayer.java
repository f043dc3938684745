package io.minesift.minesweeper.player;

import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.SplittableRandom;

/**
 * The strong virtual player: exact mine probabilities with the total mine count; it opens every
 * certain safe cell, and when it must guess it looks one move ahead among the safest cells.
 */
public final class StrongPlayer implements Player {
    /**
     * @param candidates     how many of the safest cells the look-ahead weighs (0: always the
     *                       safest cell, no look-ahead)
     * @param band           a cell is a candidate when its safety is within this fraction of the
     *                       best (0.1: with the safest cell 80 % safe, cells down to 72 % safe)
     * @param interiorCandidates how many cells off the frontier that touch it most also join the
     *                       candidates (besides the one most likely to open a region)
     * @param progressWeight how much the chance that the cell's number makes the next move certain
     *                       adds to its secondary safety in the look-ahead score
     * @param secondBest     the weight of the second-safest living cell in the safety of the next
     *                       move that the look-ahead credits to each number (the safest gets the
     *                       rest): a position with two good moves beats one with a single good move
     * @param fiftyFiftyShare how much of a cell's share of coming 50/50s counts as safe in the
     *                       look-ahead ({@link FiftyFiftyInfluence}; 0: not at all)
     * @param tolerance      scores within this of the best count as ties, broken at random
     * @param earlyFiftyFifty take an unavoidable 50/50 (two cells that cannot both be mines and
     *                       that nothing but opening one can ever tell apart) as soon as it appears
     * @param nodeBudget     search steps per component before the engine falls back to Monte Carlo
     * @param endgameLayouts when at most this many layouts fit (and at most 64 cells are unknown),
     *                       search the game tree exactly for the best chance of winning (0: never)
     * @param endgameNodes   positions the endgame search may visit before it gives up
     */
    public record Parameters(int candidates, double band, int interiorCandidates, double progressWeight, double secondBest,
                             double fiftyFiftyShare, double tolerance, boolean earlyFiftyFifty,
                             long nodeBudget, int endgameLayouts, int endgameNodes) {
        /** Each value checked against its declaration in {@link PlayerKinds#STRONG}. */
        public Parameters {
            PlayerKind kind = PlayerKinds.STRONG;
            kind.parameter("candidates").check(candidates);
            kind.parameter("band").check(band);
            kind.parameter("interiorCandidates").check(interiorCandidates);
            kind.parameter("progressWeight").check(progressWeight);
            kind.parameter("secondBest").check(secondBest);
            kind.parameter("fiftyFiftyShare").check(fiftyFiftyShare);
            kind.parameter("tolerance").check(tolerance);
            kind.parameter("nodeBudget").check(nodeBudget);
            kind.parameter("endgameLayouts").check(endgameLayouts);
            kind.parameter("endgameNodes").check(endgameNodes);
        }

        /** The declared defaults. */
        public static Parameters defaults() {
            return ((StrongPlayer) PlayerKinds.defaults(PlayerKinds.STRONG)).parameters();
        }
    }

    /**
     * What the {@code strong-max} player adds, with more CPU ({@link PlayerKinds#STRONG_MAX}).
     *
     * @param deepCandidates how many of the best look-ahead candidates (within {@code deepBand} of
     *                       the best score) are scored again two moves deep (0: never)
     * @param deepBand       a candidate is scored two moves deep when its one-move score is within
     *                       this fraction of the best
     * @param openingBook    look the position up in the opening book in the jar ({@link OpeningBook})
     *                       at the first guess of a game
     * @param smallBoardLayouts on a board of at most 64 cells, with at most this many layouts left,
     *                       search the endgame exactly to the end, with a memo shared by the games
     *                       of a run ({@link EndgameMemo}; 0: never)
     * @param rollouts       layouts drawn for the roll-outs of close candidates ({@link Rollouts}; 0: none)
     * @param rolloutBand    a candidate is rolled out when its look-ahead score is within this
     *                       fraction of the best
     * @param rolloutCandidates how many of the close candidates (the best first) are rolled out
     * @param rolloutDepth   the most rounds of certain moves a roll-out plays before it stops
     * @param openingRollouts layouts rolled out at the first guess of a game, played on through later
     *                       guesses (0: the first guess is rolled out as any other)
     * @param openingGuesses how many later guesses an opening roll-out plays through
     * @param wideOffFrontier score the wider set of off-frontier cells ({@link OffFrontierCandidates})
     *                       besides the safest candidates, dropping a candidate part-way once it
     *                       cannot reach the best score
     * @param domination     take a safer scored candidate that the choice's safety makes certain,
     *                       or that is the single safest next move whatever the choice shows
     * @param spaceThreshold defer candidates whose hidden region has fewer cells ({@link OpenSpace}; 0: never)
     * @param fiftyFiftyWall how many undecided wall cells a coming 50/50 may lack when a candidate's
     *                       own share of it is weighed ({@link FiftyFiftyInfluence}; 1: as {@code strong})
     * @param isolatedLayouts play an enclosed region with a fixed mine count and at most this many
     *                       layouts exactly, first ({@link IsolatedRegion}; 0: never)
     * @param openingWeight  weight of a candidate's chance of being safe and showing 0 (opening a
     *                       region), added to its look-ahead score (0: off)
     * @param openingBand    the opening weight is credited only to candidates whose safety is
     *                       within this fraction of the best (0: the safest cells only)
     */
    public record Search(int deepCandidates, double deepBand, boolean openingBook, int smallBoardLayouts, int rollouts,
                         double rolloutBand, int rolloutCandidates, int rolloutDepth,
                         int openingRollouts, int openingGuesses, boolean wideOffFrontier, boolean domination,
                         int spaceThreshold, int fiftyFiftyWall, int isolatedLayouts,
                         double openingWeight, double openingBand) {
        /** The plain strong player: none of it. */
        public static final Search OFF = new Search(0, 0, false, 0, 0, 0, 0, 0, 0, 0, false, false, 0, 1, 0, 0, 0);

        /** Each value checked against its declaration in {@link PlayerKinds#STRONG_MAX}. */
        public Search {
            PlayerKind kind = PlayerKinds.STRONG_MAX;
            if (kind != null) { // null only while PlayerKinds itself is being set up
                kind.parameter("deepCandidates").check(deepCandidates);
                kind.parameter("deepBand").check(deepBand);
                kind.parameter("smallBoardLayouts").check(smallBoardLayouts);
                kind.parameter("rollouts").check(rollouts);
                kind.parameter("rolloutBand").check(rolloutBand);
                kind.parameter("rolloutCandidates").check(rolloutCandidates);
                kind.parameter("rolloutDepth").check(rolloutDepth);
                kind.parameter("openingRollouts").check(openingRollouts);
                kind.parameter("openingGuesses").check(openingGuesses);
                kind.parameter("spaceThreshold").check(spaceThreshold);
                kind.parameter("fiftyFiftyWall").check(fiftyFiftyWall);
                kind.parameter("isolatedLayouts").check(isolatedLayouts);
                kind.parameter("openingWeight").check(openingWeight);
                kind.parameter("openingBand").check(openingBand);
            }
        }
    }

    private final Parameters parameters;
    private final Search search;
    private final ProbabilityEngine.Settings engine;
    /** Exact endgame values for every game this player plays (small boards only), or {@code null}. */
    private final EndgameMemo endgames;
    /** The opening book looked up, or {@code null}: none, or the one in the jar when {@code search} asks for it. */
    private final OpeningBook book;

    /** The strong player. */
    public StrongPlayer(Parameters parameters) {
        this(parameters, Search.OFF);
    }

    /** The strong player, with the {@code strong-max} additions unless {@code search} is {@link Search#OFF}. */
    public StrongPlayer(Parameters parameters, Search search) {
        this(parameters, search, null);
    }

    private StrongPlayer(Parameters parameters, Search search, OpeningBook book) {
        this.parameters = parameters;
        this.search = search;
        this.engine = ProbabilityEngine.Settings.defaults().withNodeBudget(parameters.nodeBudget());
        this.endgames = search.smallBoardLayouts() > 0 ? new EndgameMemo() : null;
        this.book = book;
    }

    /**
     * This player looking up {@code book} (instead of the one in the jar, or none) at the first
     * {@link OpeningBook#depth()} guesses of a game: how {@link OpeningBookBuilder} plays with the
     * book it is making.
     */
    StrongPlayer withBook(OpeningBook book) {
        return new StrongPlayer(parameters, search, book);
    }

    /**
     * A digest of the book this player was given in place of the jar's (a player file's
     * {@code openingBookFile}), by its content: two files of the same name but other entries give two
     * digests, so a run key that holds it never resumes a journal of the other book. Empty for the
     * jar's book or none, whose player files name everything already.
     */
    public java.util.Optional<String> givenBookDigest() {
        return book == null ? java.util.Optional.empty()
                : java.util.Optional.of(io.minesift.core.util.Digests.hex12(book.toJson().toString()));
    }

    /** The book this player's games look up, or {@code null}. */
    private OpeningBook book() {
        return book != null ? book : search.openingBook() ? OpeningBook.shipped() : null;
    }

    public Parameters parameters() {
        return parameters;
    }

    public Search search() {
        return search;
    }

    @Override
    public String name() {
        return search.equals(Search.OFF) ? "strong" : "strong-max";
    }

    @Override
    public Strategy newGame(SplittableRandom random) {
        return new StrongStrategy(parameters, search, book(), new ProbabilityEngine(engine), endgames, random);
    }
}
