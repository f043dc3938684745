package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.DeductionProfile;
import io.minesift.core.classify.Category;

import java.util.Optional;

/**
 * Labels a board by construction, from how exact logic plays it, never from the players' rates:
 * single clues and pairs of clues finish it with no guess: too-easy; exact logic finishes it with
 * no guess but needs more (several clues together, or the mine total): skill-rewarding; exact
 * logic must take guesses whose chance of all going well is at most {@link #LUCK_SURVIVAL}:
 * luck-bound. Boards in between (a small risk) get no label: they are not clear examples.
 */
public final class ReferenceLabel {
    /** Boards whose forced guesses leave at most this chance of survival are luck-bound. */
    public static final double LUCK_SURVIVAL = 0.75;
    /**
     * The rule in the words {@code reference.json} records (the shipped file has them, so they stay
     * as they are; the report's page words it for a reader in {@link MinesweeperArt#labelRule()}).
     */
    public static final String RULE = "too-easy: single clues and pairs of clues finish the board with no guess; skill-rewarding: "
            + "exact logic (enumeration, the mine total) finishes it with no guess but two-body search cannot; luck-bound: "
            + "exact logic must guess and survives all its guesses with a chance of at most " + LUCK_SURVIVAL
            + " (safest guesses along a path where each succeeds)";

    private ReferenceLabel() {
    }

    /**
     * Whether a luck-bound profile's luck comes without any 50/50 tie: none of its forced guesses
     * has probability 1/2, so a player that always makes the same guess would meet it as a fixed
     * win or loss on one layout (the luck a fixed-layout rate hides).
     */
    public static boolean withoutTies(DeductionProfile profile) {
        return profile.guesses() > 0 && profile.fiftyFifties() == 0;
    }

    /**
     * Cells a skill-rewarding profile must settle by several clues together (enumeration, not
     * only the mine total) to count as {@link #hardSkill hard}: two-body search stalls at each
     * such cell and must guess there, so its rate on these boards falls far below its rate on
     * boards that only the mine total finishes. Measured when the rule was made (30×16/130 and
     * 30×16/150 no-guess boards, 20 and 30 plays a board): 2 or more such cells, weak rates 0.15–0.33; 0 or 1,
     * 0.44–0.88.
     */
    public static final int HARD_SKILL_CELLS = 2;

    /**
     * Whether a skill-rewarding profile is a hard one: exact logic finishes it with no guess and
     * settles at least {@link #HARD_SKILL_CELLS} cells by several clues together. The weak player
     * wins these less often than other skill-rewarding boards, down to the corner of the map (weak
     * rate low, strong rate 1) that a reference set of easier skill-rewarding boards leaves to the
     * luck-bound ones nearby (shipped set: weak rates 0.22–0.80, mean 0.53, against 0.48–0.83,
     * mean 0.69).
     */
    public static boolean hardSkill(DeductionProfile profile) {
        return profile.noGuess() && profile.enumeration() >= HARD_SKILL_CELLS;
    }

    public static Optional<Category> of(DeductionProfile profile) {
        if (profile.twoBodySolvable()) {
            return Optional.of(Category.TOO_EASY);
        }
        if (profile.noGuess()) {
            return Optional.of(Category.SKILL_REWARDING);
        }
        return profile.survival() <= LUCK_SURVIVAL ? Optional.of(Category.LUCK_BOUND) : Optional.empty();
    }
}
