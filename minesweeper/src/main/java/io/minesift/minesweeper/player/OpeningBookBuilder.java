package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.Position;
import io.minesift.core.experiment.Plays;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.generate.BoardGenerator;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * Builds an {@link OpeningBook} by paired play-outs, guess by guess. For the first guess, it plays
 * {@code scan} fresh boards up to the strong player's first guess and keeps the positions met most
 * often; for each, it draws fresh boards until enough of them reach that same position (so the
 * hidden layouts are a fair sample of what the position can hide), and on every one of them opens
 * each candidate (the player's own choice, its look-ahead candidates, the hidden corners and the
 * hidden cells near the open ones) and plays on with the player to the end, with the same random
 * stream for every candidate. Then the same for the second guess, and so on to {@code depth}, the
 * positions scanned and played with the book's earlier moves in force. The boards that reach a
 * position are drawn by {@link ReachingBoards}, the candidates chosen by {@link BookCandidates}
 * and each play-out played by {@link BookPlayOut}.
 *
 * <p>The candidates race: all play the first stage's boards; at the end of each stage the ones
 * clearly worse than the stage's best (by more than {@code raceZ} standard errors of the paired
 * difference) drop out, and the rest play on over the same boards and fresh ones up to the next
 * stage's count. A candidate replaces the player's own choice only when it wins more games on
 * the same boards by a clear margin: more than {@code z} standard errors of the paired difference
 * (the boards one won and the other lost), so that the best of many noisy estimates is not taken
 * for a better move. The player's own choice never drops out.
 */
public final class OpeningBookBuilder {
    /**
     * @param seed    the seed every board and random choice comes from
     * @param scan    games played to each guess, to find the frequent positions
     * @param entries the most frequent positions to study at each guess (the first guess first; 0:
     *                none at that guess); its length is the book's depth
     * @param stages  the boards of each race stage, increasing: every candidate plays the first
     *                {@code stages[0]} boards that reach the position, those left after a stage
     *                play on to the next count
     * @param z       standard errors of the paired difference a candidate must win by to replace
     *                the player's own choice
     * @param raceZ   standard errors of the paired difference by which a candidate trailing a
     *                stage's best drops out of the race
     * @param near    hidden cells within this Chebyshev distance of an open cell join the candidates (0: none)
     */
    public record Settings(long seed, int scan, int[] entries, int[] stages, double z, double raceZ, int near) {
        public Settings {
            if (scan < 1 || entries.length < 1 || IntStream.of(entries).anyMatch(k -> k < 0) || stages.length < 1
                    || stages[0] < 1 || z < 0 || raceZ < 0 || near < 0) {
                throw new IllegalArgumentException("scan and boards must be at least 1, entries, near, z and the "
                        + "race's z at least 0");
            }
            for (int s = 1; s < stages.length; s++) {
                if (stages[s] <= stages[s - 1]) {
                    throw new IllegalArgumentException("the boards of the race stages must increase: "
                            + Arrays.toString(stages));
                }
            }
            entries = entries.clone();
            stages = stages.clone();
        }

        /** One stage, no race: every candidate on {@code boards} boards; first guesses only, no near cells. */
        public static Settings single(long seed, int scan, int entries, int boards, double z) {
            return new Settings(seed, scan, new int[] {entries}, new int[] {boards}, z, z, 0);
        }

        /** How many guesses of a game the book covers. */
        public int depth() {
            return entries.length;
        }

        /** The boards the finalists play. */
        public int boards() {
            return stages[stages.length - 1];
        }
    }

    private final StrongPlayer player;
    private final BoardGenerator generator;
    private final Settings settings;
    private final int threads;
    private final Consumer<String> progress;
    private final BookCandidates bookCandidates;

    /** A builder that reports each race stage to {@code progress}. */
    public OpeningBookBuilder(StrongPlayer player, BoardGenerator generator, Settings settings, int threads,
                              Consumer<String> progress) {
        this.player = player;
        this.generator = generator;
        this.settings = settings;
        this.threads = threads;
        this.progress = progress;
        this.bookCandidates = new BookCandidates(player, settings.seed(), settings.near());
    }

    public OpeningBookBuilder(StrongPlayer player, BoardGenerator generator, Settings settings, int threads) {
        this(player, generator, settings, threads, line -> { });
    }

    /** The book; {@code command} is recorded in it, to say how to make it again. */
    public OpeningBook build(String command) {
        return build(command, OpeningBook.EMPTY);
    }

    /**
     * The new entries (the book made by {@code command}), studied with {@code base}'s moves and
     * then each new entry in force (a book being extended, or {@link OpeningBook#EMPTY}).
     */
    public OpeningBook build(String command, OpeningBook base) {
        return resume(BookProgress.start(command, "", settings.depth(), base), Integer.MAX_VALUE, p -> { })
                .orElseThrow().made();
    }

    /**
     * Goes on with a build: studies the positions {@code from} has not studied yet, at most
     * {@code studies} of them, and passes the progress to {@code afterEach} after each one. The
     * positions {@code from} studied are not studied again: their entries are put in force where
     * an uninterrupted run put them. Every position's boards and random streams depend only on
     * the seed, its guess and its key, and on the book in force, so the book is the one an
     * uninterrupted run makes.
     *
     * @return the finished build, or empty when {@code studies} positions were studied before the end
     * @throws IllegalArgumentException when {@code from} studied positions this build does not study
     */
    public Optional<BookProgress> resume(BookProgress from, int studies, Consumer<BookProgress> afterEach) {
        if (from.depth() != settings.depth()) {
            throw new IllegalArgumentException("it studies " + from.depth() + " guesses, this build "
                    + settings.depth());
        }
        BookProgress done = from;
        int step = 0;
        int studied = 0;
        OpeningBook inForce = from.base().withDepth(Math.max(from.base().depth(), settings.depth()));
        for (int guess = 1; guess <= settings.depth(); guess++) {
            List<Map.Entry<String, Integer>> frequent = frequentPositions(guess, inForce);
            ReachingBoards boards = new ReachingBoards(generator, threads, settings.seed(), guess, player.withBook(inForce),
                    frequent.stream().map(Map.Entry::getKey).toList(), 1000L * settings.boards());
            for (int k = 0; k < frequent.size(); k++, step++) {
                String key = frequent.get(k).getKey();
                BookProgress.Step s;
                if (step < from.studied().size()) {
                    s = studiedBefore(from.studied().get(step), guess, k, key);
                } else {
                    if (studied++ == studies) {
                        return Optional.empty();
                    }
                    s = new BookProgress.Step(guess, key, study(key, frequent.get(k).getValue(), k, boards,
                            player.withBook(inForce)));
                    done = done.plus(s);
                    afterEach.accept(done);
                }
                if (s.entry() != null) {
                    inForce = inForce.with(s.entry());
                }
            }
        }
        if (step < from.studied().size()) {
            throw new IllegalArgumentException("it studied more positions (" + from.studied().size() + ") than this "
                    + "build studies (" + step + ")");
        }
        return Optional.of(done);
    }

    /** The step a build under way took at the {@code k}-th position of {@code guess}, checked to be that position's. */
    private BookProgress.Step studiedBefore(BookProgress.Step s, int guess, int k, String key) {
        if (s.guess() != guess || !s.key().equals(key)) {
            throw new IllegalArgumentException("the positions it studied are not this build's (guess " + guess
                    + ", position " + (k + 1) + " is " + key + ", it studied " + s.key() + ")");
        }
        progress.accept("guess " + guess + ", position " + (k + 1) + ": studied before");
        return s;
    }

    /** The positions the scanned games met most often at their {@code guess}-th guess, with how often. */
    private List<Map.Entry<String, Integer>> frequentPositions(int guess, OpeningBook inForce) {
        int wanted = settings.entries()[guess - 1];
        if (wanted == 0) {
            return List.of();
        }
        StrongPlayer booked = player.withBook(inForce);
        String[] keys = new String[settings.scan()];
        Plays.forEachBoard(settings.scan(), threads, "minesift-book", i -> {
            Position p = BookPlayOut.atGuess(Game.started(generator.generate(settings.seed(), i)),
                    booked.newGame(Plays.stream(settings.seed(), i, Match.PLAYER_STREAM)), guess);
            keys[i] = p == null ? null : OpeningBook.key(p);
        });
        Map<String, Integer> seen = new HashMap<>();
        Arrays.stream(keys).filter(k -> k != null).forEach(k -> seen.merge(k, 1, Integer::sum));
        return seen.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(wanted).toList();
    }

    /** The entry for one position, or null when no board reaches it again. */
    private OpeningBook.Entry study(String key, int seen, int k, ReachingBoards boards, StrongPlayer booked) {
        if (boards.reach(key, settings.stages()[0]) == 0) {
            return null;
        }
        Position position = boards.first(key);
        Geometry g = position.geometry();
        int frame = OpeningBook.canonicalFlip(position);
        int[] candidates = IntStream.of(bookCandidates.of(position, boards.guess()))
                .map(c -> OpeningBook.flipped(g, c, frame)).toArray();
        Race race = new Race(candidates.length, settings.boards());
        for (int s = 0; s < settings.stages().length; s++) {
            int from = s == 0 ? 0 : settings.stages()[s - 1];
            int to = boards.reach(key, settings.stages()[s]);
            if (to <= from) {
                break;
            }
            playOuts(boards.reached(key).subList(from, to), from, candidates, race, boards, booked, g);
            if (s < settings.stages().length - 1) {
                race.dropTrailing(settings.raceZ());
            }
            progress.accept(String.format(java.util.Locale.ROOT, "guess %d, position %d (seen %d): %d boards, "
                    + "candidates %s, wins %s", boards.guess(), k + 1, seen, to, Arrays.toString(candidates),
                    Arrays.toString(race.wins())));
        }
        int best = race.leader();
        boolean clear = best != Race.OWN && race.lead(best, Race.OWN) > settings.z() * Math.sqrt(race.discordant(best, Race.OWN));
        return new OpeningBook.Entry(key, boards.guess(), candidates[clear ? best : Race.OWN], seen, candidates, race.wins(),
                race.played());
    }

    /** Plays the candidates still in the race on {@code boards}, the race's boards {@code from} on (canonical frame). */
    private void playOuts(List<ReachingBoards.Reached> boards, int from, int[] candidates, Race race, ReachingBoards pool,
                          StrongPlayer booked, Geometry g) {
        int[] running = race.running();
        Plays.forEachBoard(boards.size(), threads, "minesift-book", i -> {
            ReachingBoards.Reached r = boards.get(i);
            Instance board = generator.generate(pool.seed(), r.index());
            for (int c : running) {
                Strategy strategy = booked.newGame(Plays.stream(pool.seed(), r.index(), Match.PLAYER_STREAM));
                race.record(from + i, c, BookPlayOut.playOut(board, strategy, pool.guess(),
                        OpeningBook.flipped(g, candidates[c], r.flip())));
            }
        });
        race.played(running, from + boards.size());
    }
}
