package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.core.experiment.Plays;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.generate.BoardGenerator;
import io.minesift.core.util.Seeds;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The boards that reach the positions an opening-book build ({@link OpeningBookBuilder}) studies
 * at one guess, drawn in order from that guess's own seed (one draw serves every position): for
 * each position, the boards that reach it in the order drawn. They are played to the guess with
 * the book in force when its study began.
 */
final class ReachingBoards {
    /** The stream label that keeps the boards of the play-outs apart from the book's other draws. */
    private static final long ROLLOUTS = 0x524F4C4CL;
    /** Boards drawn at a time while looking for boards that reach a position (any size gives the same boards). */
    private static final int BATCH = 1024;

    /** A board that reaches a studied position: its index and its mirror image of the canonical frame. */
    record Reached(int index, int flip) {
    }

    private final BoardGenerator generator;
    private final int threads;
    private final long seed;
    private final int guess;
    private final StrongPlayer booked;
    /** Draws stop past this many boards, however few reached a position. */
    private final long maxDrawn;
    private final Map<String, List<Reached>> reached = new HashMap<>();
    private final Map<String, Position> first = new HashMap<>();
    private long drawn;

    /**
     * The pool for the positions {@code keys} of the {@code guess}-th guess, boards drawn from
     * {@code generator} with the build's {@code buildSeed}, at most {@code maxDrawn} of them.
     */
    ReachingBoards(BoardGenerator generator, int threads, long buildSeed, int guess, StrongPlayer booked,
                   List<String> keys, long maxDrawn) {
        this.generator = generator;
        this.threads = threads;
        this.seed = Seeds.derive(buildSeed, ROLLOUTS, guess);
        this.guess = guess;
        this.booked = booked;
        this.maxDrawn = maxDrawn;
        keys.forEach(k -> reached.put(k, new ArrayList<>()));
    }

    /** The seed the boards are drawn from (board {@link Reached#index()} of it). */
    long seed() {
        return seed;
    }

    /** The guess whose positions the boards reach. */
    int guess() {
        return guess;
    }

    /** Draws boards until {@code count} reach the position (or too many did not); how many did. */
    int reach(String key, int count) {
        List<Reached> list = reached.get(key);
        while (list.size() < count && drawn < maxDrawn) {
            int start = (int) drawn;
            Position[] at = new Position[BATCH];
            Plays.forEachBoard(BATCH, threads, "minesift-book", b -> {
                Position p = BookPlayOut.atGuess(Game.started(generator.generate(seed, start + b)),
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

    /** The boards that reached the position so far, in the order drawn. */
    List<Reached> reached(String key) {
        return reached.get(key);
    }

    /** The position as the first board that reached it shows it. */
    Position first(String key) {
        return first.get(key);
    }
}
