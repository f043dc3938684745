package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.DeductionProfile;
import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.Classifier;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.experiment.Estimate;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shipped reference set is what {@code minesift reference} makes: every label follows from
 * the board's profile by the rule, and the rates were measured with today's default players
 * (otherwise every sift would re-play the reference boards: remake the files, see the README).
 */
class ReferenceSetTest {
    private final ReferenceSet<Instance> set = new MinesweeperPuzzle().reference();

    @Test
    void labelsFollowTheRule() {
        Profiler profiler = new Profiler();
        for (Instance board : set.boards()) {
            Optional<Category> label = ReferenceLabel.of(profiler.profile(board));
            assertEquals(Optional.of(set.labels().get(board.id())), label, board.id());
        }
    }

    @Test
    void fortyOfEachCategory() {
        Map<Category, Long> counts = set.labels().values().stream()
                .collect(Collectors.groupingBy(c -> c, Collectors.counting()));
        assertEquals(Map.of(Category.TOO_EASY, 40L, Category.LUCK_BOUND, 40L, Category.SKILL_REWARDING, 40L), counts);
    }

    @Test
    void atLeastHalfTheLuckBoundBoardsHaveNoFiftyFifty() {
        long withoutTies = count(Category.LUCK_BOUND, ReferenceLabel::withoutTies);
        assertTrue(withoutTies >= 20, withoutTies + " luck-bound boards without a 50/50");
    }

    @Test
    void atLeastHalfTheSkillRewardingBoardsAreHard() {
        long hard = count(Category.SKILL_REWARDING, ReferenceLabel::hardSkill);
        assertTrue(hard >= 20, hard + " hard skill-rewarding boards");
    }

    /** The reference boards of {@code category} whose profile is of {@code kind}. */
    private long count(Category category, Predicate<DeductionProfile> kind) {
        Profiler profiler = new Profiler();
        return set.boards().stream().filter(b -> set.labels().get(b.id()) == category)
                .filter(b -> kind.test(profiler.profile(b))).count();
    }

    /**
     * Where exact reasoning always wins and two-body search almost never (weak rate 0 to 0.1,
     * strong rate 1), the map is skill-rewarding, as the categories' own words say. Trained on the
     * set made before it had a hard share (its skill-rewarding boards' weak rates were 0.40 to
     * 0.83 only (by the mean chance)), the sift's 7-NN called (0, 1) and (0.05, 1) luck-bound, 4 neighbours of 7, and
     * variant boards in that corner with them.
     */
    @Test
    void theCornerWhereOnlyExactReasoningWinsIsSkillRewarding() {
        double[][] points = set.boards().stream()
                .map(b -> set.results().get(b.id()).point(Estimate.CHANCE)).toArray(double[][]::new);
        Category[] labels = set.boards().stream().map(b -> set.labels().get(b.id())).toArray(Category[]::new);
        Classifier.Model model = new KnnClassifier(7).fit(points, labels);
        for (double weak : new double[] {0, 0.05, 0.1, 0.2, 0.3}) {
            assertEquals(Category.SKILL_REWARDING, model.predict(new double[] {weak, 1}).category(), "weak " + weak);
        }
    }

    @Test
    void measuredWithTheDefaultPlayers() {
        assertEquals(new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults())).fingerprint(),
                set.key().weak());
        assertEquals(new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults())).fingerprint(),
                set.key().strong());
        for (Instance board : set.boards()) {
            assertEquals(set.key().repeats(), set.results().get(board.id()).strong().repeats());
        }
        assertTrue(set.madeBy().startsWith("minesift reference"));
    }
}
