package io.minesift.player;

import io.minesift.board.Geometry;
import io.minesift.board.Instance;
import io.minesift.board.Position;
import io.minesift.experiment.Plays;
import io.minesift.game.Game;
import io.minesift.game.GameStatus;
import io.minesift.generate.BoardGenerator;
import io.minesift.logic.MineProbabilities;
import io.minesift.logic.ProbabilityEngine;
import io.minesift.util.Seeds;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
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
 * positions scanned and played with the book's earlier moves in force.
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
    /** Stream labels that keep the book's draws apart from one another. */
    private static final long ROLLOUTS = 0x524F4C4CL;
    private static final long CHOICE = 0x43484F53L;
    /** Boards drawn at a time while looking for boards that reach a position (any size gives the same boards). */
    private static final int BATCH = 1024;

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

    /** A builder that reports each race stage to {@code progress}. */
    public OpeningBookBuilder(StrongPlayer player, BoardGenerator generator, Settings settings, int threads,
                              Consumer<String> progress) {
        this.player = player;
        this.generator = generator;
        this.settings = settings;
        this.threads = threads;
        this.progress = progress;
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
            Boards boards = new Boards(guess, player.withBook(inForce), frequent.stream().map(Map.Entry::getKey).toList());
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
            Position p = atGuess(Game.started(generator.generate(settings.seed(), i)),
                    booked.newGame(Plays.stream(settings.seed(), i, Match.PLAYER_STREAM)), guess);
            keys[i] = p == null ? null : OpeningBook.key(p);
        });
        Map<String, Integer> seen = new HashMap<>();
        Arrays.stream(keys).filter(k -> k != null).forEach(k -> seen.merge(k, 1, Integer::sum));
        return seen.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(wanted).toList();
    }

    /**
     * Plays the game on until the strong player must make its {@code guess}-th guess (opening the
     * earlier ones); the position then, or null once the game is over. That guess is left to the
     * caller.
     */
    private static Position atGuess(Game game, Strategy strategy, int guess) {
        StrongStrategy player = (StrongStrategy) strategy;
        int guesses = 0;
        while (game.status() == GameStatus.PLAYING) {
            Move move = player.certainMove(game.view());
            if (move == null) {
                if (++guesses == guess) {
                    player.guessElsewhere(); // its own choice is not needed here: skip the search
                    return game.view().position();
                }
                move = player.guess();
            }
            game.open(move.cell());
        }
        return null;
    }

    /** The entry for one position, or null when no board reaches it again. */
    private OpeningBook.Entry study(String key, int seen, int k, Boards boards, StrongPlayer booked) {
        if (boards.reach(key, settings.stages()[0]) == 0) {
            return null;
        }
        Position position = boards.first(key);
        Geometry g = position.geometry();
        int frame = OpeningBook.canonicalFlip(position);
        int[] candidates = IntStream.of(candidates(position, boards.guess)).map(c -> OpeningBook.flipped(g, c, frame))
                .toArray();
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
                    + "candidates %s, wins %s", boards.guess, k + 1, seen, to, Arrays.toString(candidates),
                    Arrays.toString(race.wins())));
        }
        int best = race.leader();
        boolean clear = best != Race.OWN && race.lead(best, Race.OWN) > settings.z() * Math.sqrt(race.discordant(best, Race.OWN));
        return new OpeningBook.Entry(key, boards.guess, candidates[clear ? best : Race.OWN], seen, candidates, race.wins(),
                race.played());
    }

    /** A board that reaches a studied position: its index and its mirror image of the canonical frame. */
    private record Reached(int index, int flip) {
    }

    /**
     * The boards that reach the positions studied at one guess, drawn in order from that guess's
     * own seed (one draw serves every position): for each position, the boards that reach it in
     * the order drawn. They are played to the guess with the book in force when its study began.
     */
    private final class Boards {
        private final long seed;
        private final int guess;
        private final StrongPlayer booked;
        private final Map<String, List<Reached>> reached = new HashMap<>();
        private final Map<String, Position> first = new HashMap<>();
        private long drawn;

        Boards(int guess, StrongPlayer booked, List<String> keys) {
            this.seed = Seeds.derive(settings.seed(), ROLLOUTS, guess);
            this.guess = guess;
            this.booked = booked;
            keys.forEach(k -> reached.put(k, new ArrayList<>()));
        }

        /** Draws boards until {@code count} reach the position (or too many did not); how many did. */
        int reach(String key, int count) {
            List<Reached> list = reached.get(key);
            while (list.size() < count && drawn < 1000L * settings.boards()) {
                int start = (int) drawn;
                Position[] at = new Position[BATCH];
                Plays.forEachBoard(BATCH, threads, "minesift-book", b -> {
                    Position p = atGuess(Game.started(generator.generate(seed, start + b)),
                            booked.newGame(Plays.stream(seed, start + b, Match.PLAYER_STREAM)), guess);
                    at[b] = p != null && reached.containsKey(OpeningBook.key(p)) ? p : null;
                });
                for (int b = 0; b < BATCH; b++) {
                    if (at[b] != null) {
                        String k = OpeningBook.key(at[b]);
                        reached.get(k).add(new Reached(start + b, OpeningBook.canonicalFlip(at[b])));
                        first.putIfAbsent(k, at[b]);
                    }
                }
                drawn += BATCH;
            }
            return Math.min(count, list.size());
        }

        List<Reached> reached(String key) {
            return reached.get(key);
        }

        Position first(String key) {
            return first.get(key);
        }
    }

    /**
     * The player's own choice first, then its look-ahead candidates, the hidden corners and the
     * hidden cells within {@code near} of an open cell, none of them a certain mine.
     */
    private int[] candidates(Position position, int guess) {
        ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withNodeBudget(
                player.parameters().nodeBudget()));
        MineProbabilities p = engine.analyse(position);
        Lookahead lookahead = new Lookahead(engine, player.parameters(), player.search(), Seeds.stream(settings.seed(), CHOICE));
        LinkedHashSet<Integer> cells = new LinkedHashSet<>();
        cells.add(lookahead.choose(position, p, guess == 1));
        IntStream.of(lookahead.candidates(position, p)).forEach(cells::add);
        Geometry g = position.geometry();
        IntStream.of(0, g.width() - 1, g.size() - g.width(), g.size() - 1).forEach(cells::add);
        IntStream.range(0, g.size()).filter(c -> near(position, c)).forEach(cells::add);
        return cells.stream().mapToInt(Integer::intValue)
                .filter(c -> position.state(c) == Position.HIDDEN && p.probability(c) < 1).toArray();
    }

    /** Whether an open cell lies within {@code near} (Chebyshev distance) of the cell. */
    private boolean near(Position position, int cell) {
        Geometry g = position.geometry();
        int d = settings.near();
        for (int y = Math.max(0, g.y(cell) - d); y <= Math.min(g.height() - 1, g.y(cell) + d); y++) {
            for (int x = Math.max(0, g.x(cell) - d); x <= Math.min(g.width() - 1, g.x(cell) + d); x++) {
                if (position.state(g.index(x, y)) != Position.HIDDEN) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Plays the candidates still in the race on {@code boards}, the race's boards {@code from} on (canonical frame). */
    private void playOuts(List<Reached> boards, int from, int[] candidates, Race race, Boards pool, StrongPlayer booked,
                          Geometry g) {
        int[] running = race.running();
        Plays.forEachBoard(boards.size(), threads, "minesift-book", i -> {
            Reached r = boards.get(i);
            Instance board = generator.generate(pool.seed, r.index());
            for (int c : running) {
                Strategy strategy = booked.newGame(Plays.stream(pool.seed, r.index(), Match.PLAYER_STREAM));
                race.record(from + i, c, playOut(board, strategy, pool.guess, OpeningBook.flipped(g, candidates[c], r.flip())));
            }
        });
        race.played(running, from + boards.size());
    }

    /**
     * Whether the strong player's game on the board is won when the {@code guess}-th guess opens
     * {@code cell} (in the board's own frame) and the player plays every other move: the game
     * the player plays when its book has that move there.
     */
    static boolean playOut(Instance board, Strategy strategy, int guess, int cell) {
        Game game = Game.started(board);
        atGuess(game, strategy, guess);
        game.open(cell);
        while (game.status() == GameStatus.PLAYING) {
            game.open(strategy.next(game.view()).cell());
        }
        return game.status() == GameStatus.WON;
    }
}
