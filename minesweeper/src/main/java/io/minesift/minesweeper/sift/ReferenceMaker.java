package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.DeductionProfile;
import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.classify.Category;
import io.minesift.minesweeper.generate.UniformGenerator;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Chooses Minesweeper's reference boards ({@link MinesweeperPuzzle#referenceBoards}): seeded boards
 * of several sizes and densities are profiled in turn, labelled by {@link ReferenceLabel}, and
 * taken until each category has its quota (boards without a clear label are skipped); playing them
 * is the game-agnostic part ({@code curate.ReferenceBuilder}). Two shares of a quota are reserved
 * for boards the first ones found would leave out: luck-bound boards with no 50/50 among their
 * forced guesses ({@link ReferenceLabel#withoutTies}), whose luck a fixed-layout rate hid, and hard
 * skill-rewarding boards ({@link ReferenceLabel#hardSkill}), which the weak player wins less often. The
 * labels stay the rule's: a share only chooses among boards of the label. The same seed and quotas
 * give the same set.
 */
public final class ReferenceMaker {
    /** Board kinds the candidates cycle through, so that the map is covered at several difficulties. */
    static final List<UniformGenerator> KINDS = List.of(
            kind("9x9x10", "zero", "center"), kind("9x9x10", "safe", "corner"),
            kind("9x9x14", "zero", "center"), kind("12x12x24", "safe", "corner"), kind("16x16x40", "zero", "center"),
            kind("16x16x40", "safe", "corner"), kind("16x16x50", "zero", "center"),
            kind("30x16x99", "zero", "3,3"));
    /** Candidates per category and kind before giving up on filling a quota. */
    private static final int PATIENCE = 4000;

    private ReferenceMaker() {
    }

    private static UniformGenerator kind(String spec, String rule, String start) {
        return new UniformGenerator(BoardSpec.parse(spec), FirstClickRule.parse(rule), StartRule.parse(start));
    }

    /**
     * Up to {@code perCategory} labelled boards of each category, in the order found, kinds in
     * turn; at least {@code withoutTies} of the luck-bound ones with no 50/50 forced guess and at
     * least {@code hardSkill} of the skill-rewarding ones hard.
     */
    public static Map<Instance, Category> choose(long seed, int perCategory, int withoutTies, int hardSkill) {
        List<Share> shares = List.of(
                Share.of(Category.LUCK_BOUND, ReferenceLabel::withoutTies, withoutTies, perCategory, "luck-bound boards without ties"),
                Share.of(Category.SKILL_REWARDING, ReferenceLabel::hardSkill, hardSkill, perCategory, "hard skill-rewarding boards"));
        Profiler profiler = new Profiler();
        Map<Category, Integer> taken = new EnumMap<>(Category.class);
        Map<Category, Integer> outsideShare = new EnumMap<>(Category.class);
        Map<Instance, Category> chosen = new LinkedHashMap<>();
        int wanted = perCategory * Category.values().length;
        long candidates = (long) PATIENCE * perCategory; // an int product wrapped past 536,870 per category
        for (int i = 0; i < candidates && chosen.size() < wanted; i++) {
            for (UniformGenerator kind : KINDS) {
                Instance board = kind.generate(seed, i);
                DeductionProfile profile = profiler.profile(board);
                Optional<Category> label = ReferenceLabel.of(profile);
                if (label.isEmpty() || taken.getOrDefault(label.get(), 0) >= perCategory) {
                    continue;
                }
                Category category = label.get();
                Optional<Share> share = shares.stream().filter(s -> s.category() == category).findFirst();
                if (share.isPresent() && !share.get().kind().test(profile)) {
                    if (outsideShare.getOrDefault(category, 0) >= perCategory - share.get().count()) {
                        continue; // the rest of the quota is reserved for the share
                    }
                    outsideShare.merge(category, 1, Integer::sum);
                }
                taken.merge(category, 1, Integer::sum);
                chosen.put(board, category);
            }
        }
        return chosen;
    }

    /** At least {@code count} of a category's boards must be of {@code kind}. */
    private record Share(Category category, Predicate<DeductionProfile> kind, int count) {
        static Share of(Category category, Predicate<DeductionProfile> kind, int count, int perCategory, String what) {
            if (count < 0 || count > perCategory) {
                throw new IllegalArgumentException("the " + what + " must be between 0 and the boards per category ("
                        + perCategory + "), got " + count);
            }
            return new Share(category, kind, count);
        }
    }
}
