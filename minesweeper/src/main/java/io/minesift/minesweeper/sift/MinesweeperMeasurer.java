package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.BoardMeasures;
import io.minesift.minesweeper.analysis.DeductionProfile;
import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.experiment.Sift;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Minesweeper measures of a board, by the names reports use: the community's 3BV, openings
 * and islands, and the deduction profile (cells settled at each level of reasoning, forced
 * guesses and the chance of surviving them).
 */
public final class MinesweeperMeasurer implements Sift.Measurer<Instance> {
    public static final String BBBV = "3bv";
    public static final String OPENINGS = "openings";
    public static final String ISLANDS = "islands";
    public static final String SINGLE_CLUE = "singleClue";
    public static final String TWO_CLUES = "twoClues";
    public static final String ENUMERATION = "enumeration";
    public static final String MINE_COUNT = "mineCount";
    public static final String FORCED_GUESSES = "forcedGuesses";
    public static final String GUESS_SURVIVAL = "guessSurvival";

    private final Profiler profiler = new Profiler();

    /**
     * The measures of a vanilla board; none for a board under variant rules, whose openings, 3BV
     * and deduction profile the vanilla definitions do not cover (its rates and rules are reported).
     */
    @Override
    public Map<String, Double> measure(Instance board) {
        if (board.rules() != null) {
            return Map.of();
        }
        BoardMeasures m = BoardMeasures.of(board.layout());
        DeductionProfile p = profiler.profile(board);
        Map<String, Double> out = new LinkedHashMap<>();
        out.put(BBBV, (double) m.bbbv());
        out.put(OPENINGS, (double) m.openings());
        out.put(ISLANDS, (double) m.islands());
        out.put(SINGLE_CLUE, (double) p.singleClue());
        out.put(TWO_CLUES, (double) p.twoClues());
        out.put(ENUMERATION, (double) p.enumeration());
        out.put(MINE_COUNT, (double) p.mineCount());
        out.put(FORCED_GUESSES, (double) p.guesses());
        out.put(GUESS_SURVIVAL, p.survival());
        return out;
    }
}
