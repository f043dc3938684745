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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * Builds an {@link OpeningBook} by paired play-outs. It plays {@code scan} fresh boards up to the
 * strong player's first guess and keeps the {@code entries} positions met most often. For each,
 * it draws fresh boards until {@code boards} of them reach that same position (so the hidden
 * layouts are a fair sample of what the position can hide), and on every one of them opens each
 * candidate (the look-ahead's candidates and the hidden corners) and plays on with the player
 * to the end, with the same random stream for every candidate. A candidate replaces the
 * player's own choice only when it wins more games on the same boards by a clear margin: more
 * than {@code z} standard errors of the paired difference (the boards one won and the other
 * lost), so that the best of many noisy estimates is not taken for a better move.
 */
public final class OpeningBookBuilder {
    /** Stream labels that keep the book's draws apart from one another. */
    private static final long ROLLOUTS = 0x524F4C4CL;
    private static final long CHOICE = 0x43484F53L;

    /**
     * @param seed   the seed every board and random choice comes from
     * @param scan   games played to the first guess, to find the frequent positions
     * @param entries the most frequent positions to study
     * @param boards boards per position on which every candidate is played
     * @param z      standard errors of the paired difference a candidate must win by
     */
    public record Settings(long seed, int scan, int entries, int boards, double z) {
        public Settings {
            if (scan < 1 || entries < 1 || boards < 1 || z < 0) {
                throw new IllegalArgumentException("scan, entries and boards must be at least 1, z at least 0");
            }
        }
    }

    private final StrongPlayer player;
    private final BoardGenerator generator;
    private final Settings settings;
    private final int threads;

    public OpeningBookBuilder(StrongPlayer player, BoardGenerator generator, Settings settings, int threads) {
        this.player = player;
        this.generator = generator;
        this.settings = settings;
        this.threads = threads;
    }

    /** The book; {@code command} is recorded in it, to say how to make it again. */
    public OpeningBook build(String command) {
        List<Map.Entry<String, Integer>> frequent = frequentPositions();
        List<OpeningBook.Entry> entries = new ArrayList<>();
        for (int k = 0; k < frequent.size(); k++) {
            OpeningBook.Entry e = study(frequent.get(k).getKey(), frequent.get(k).getValue(), k);
            if (e != null) {
                entries.add(e);
            }
        }
        return new OpeningBook(entries, List.of(command));
    }

    private List<Map.Entry<String, Integer>> frequentPositions() {
        Map<String, Integer> seen = new HashMap<>();
        for (int i = 0; i < settings.scan(); i++) {
            Position p = firstGuess(Game.started(generator.generate(settings.seed(), i)),
                    player.newGame(Plays.stream(settings.seed(), i, Match.PLAYER_STREAM)));
            if (p != null) {
                seen.merge(OpeningBook.key(p), 1, Integer::sum);
            }
        }
        return seen.entrySet().stream()
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey()))
                .limit(settings.entries()).toList();
    }

    /** Plays the game on until the strategy wants to guess; the position then, or null once it is over. */
    private static Position firstGuess(Game game, Strategy strategy) {
        while (game.status() == GameStatus.PLAYING) {
            Move move = strategy.next(game.view());
            if (move.guess()) {
                return game.view().position();
            }
            game.open(move.cell());
        }
        return null;
    }

    /** A board that reaches the studied position: its index and its mirror image of the canonical frame. */
    private record Reached(int index, int flip) {
    }

    /** The entry for one position, or null when no candidate beats the player's own choice clearly. */
    private OpeningBook.Entry study(String key, int seen, int k) {
        long seed = Seeds.derive(settings.seed(), ROLLOUTS, k);
        List<Reached> reached = new ArrayList<>();
        Position position = null;
        for (int j = 0; reached.size() < settings.boards() && j < 1000 * settings.boards(); j++) {
            Position p = firstGuess(Game.started(generator.generate(seed, j)), player.newGame(Plays.stream(seed, j, Match.PLAYER_STREAM)));
            if (p != null && OpeningBook.key(p).equals(key)) {
                reached.add(new Reached(j, OpeningBook.canonicalFlip(p)));
                position = position == null ? p : position;
            }
        }
        if (position == null) {
            return null;
        }
        Geometry g = position.geometry();
        int frame = OpeningBook.canonicalFlip(position);
        int[] candidates = IntStream.of(candidates(position)).map(c -> OpeningBook.flipped(g, c, frame)).toArray();
        boolean[][] won = playOuts(seed, reached, candidates, g);
        int own = 0; // the player's own choice comes first among the candidates
        int best = own;
        for (int c = 1; c < candidates.length; c++) {
            best = wins(won, c) > wins(won, best) ? c : best;
        }
        int[] wins = IntStream.range(0, candidates.length).map(c -> wins(won, c)).toArray();
        int discordant = 0;
        for (boolean[] board : won) {
            discordant += board[best] != board[own] ? 1 : 0;
        }
        boolean clear = best != own && wins[best] - wins[own] > settings.z() * Math.sqrt(discordant);
        return new OpeningBook.Entry(key, candidates[clear ? best : own], seen, candidates, wins, reached.size());
    }

    /** The player's own choice first, then its look-ahead candidates and the hidden corners. */
    private int[] candidates(Position position) {
        ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withNodeBudget(
                player.parameters().nodeBudget()));
        MineProbabilities p = engine.analyse(position);
        Lookahead lookahead = new Lookahead(engine, player.parameters(), player.search(), Seeds.stream(settings.seed(), CHOICE));
        java.util.LinkedHashSet<Integer> cells = new java.util.LinkedHashSet<>();
        cells.add(lookahead.choose(position, p));
        IntStream.of(lookahead.candidates(position, p)).forEach(cells::add);
        Geometry g = position.geometry();
        for (int corner : new int[] {0, g.width() - 1, g.size() - g.width(), g.size() - 1}) {
            if (position.state(corner) == Position.HIDDEN && p.probability(corner) < 1) {
                cells.add(corner);
            }
        }
        return cells.stream().mapToInt(Integer::intValue).toArray();
    }

    /** For every reached board and candidate (canonical frame): whether the game was won. */
    private boolean[][] playOuts(long seed, List<Reached> reached, int[] candidates, Geometry g) {
        boolean[][] won = new boolean[reached.size()][candidates.length];
        Plays.forEachBoard(reached.size(), threads, "minesift-book", b -> {
            Reached r = reached.get(b);
            Instance board = generator.generate(seed, r.index());
            for (int c = 0; c < candidates.length; c++) {
                Game game = Game.started(board);
                Strategy strategy = player.newGame(Plays.stream(seed, r.index(), Match.PLAYER_STREAM));
                firstGuess(game, strategy);
                game.open(OpeningBook.flipped(g, candidates[c], r.flip()));
                while (game.status() == GameStatus.PLAYING) {
                    game.open(strategy.next(game.view()).cell());
                }
                won[b][c] = game.status() == GameStatus.WON;
            }
        });
        return won;
    }

    private static int wins(boolean[][] won, int candidate) {
        int n = 0;
        for (boolean[] board : won) {
            n += board[candidate] ? 1 : 0;
        }
        return n;
    }
}
