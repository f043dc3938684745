package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.core.util.Seeds;

import java.util.LinkedHashSet;
import java.util.stream.IntStream;

/**
 * The cells an opening-book position's race tries ({@link OpeningBookBuilder}): the player's own
 * choice first, then its look-ahead candidates, the hidden corners and the hidden cells within
 * {@code near} of an open cell, none of them a certain mine.
 */
final class BookCandidates {
    /** The stream label that keeps the player's own choice apart from the book's other draws. */
    private static final long CHOICE = 0x43484F53L;

    private final StrongPlayer player;
    private final long seed;
    private final int near;

    /** Candidates of {@code player}, its own choice drawn from {@code seed}; {@code near}: see {@link #of}. */
    BookCandidates(StrongPlayer player, long seed, int near) {
        this.player = player;
        this.seed = seed;
        this.near = near;
    }

    /** The candidates at the position of the {@code guess}-th guess, in the position's own frame. */
    int[] of(Position position, int guess) {
        ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults().withNodeBudget(
                player.parameters().nodeBudget()));
        MineProbabilities p = engine.analyse(position);
        Lookahead lookahead = new Lookahead(engine, player.parameters(), player.search(), Seeds.stream(seed, CHOICE));
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
        int d = near;
        for (int y = Math.max(0, g.y(cell) - d); y <= Math.min(g.height() - 1, g.y(cell) + d); y++) {
            for (int x = Math.max(0, g.x(cell) - d); x <= Math.min(g.width() - 1, g.x(cell) + d); x++) {
                if (position.state(g.index(x, y)) != Position.HIDDEN) {
                    return true;
                }
            }
        }
        return false;
    }
}
