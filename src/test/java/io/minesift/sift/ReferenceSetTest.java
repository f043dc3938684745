package io.minesift.sift;

import io.minesift.analysis.Profiler;
import io.minesift.board.Instance;
import io.minesift.classify.Category;
import io.minesift.curate.ReferenceSet;
import io.minesift.player.StrongPlayer;
import io.minesift.player.WeakPlayer;
import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.Optional;
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
        Profiler profiler = new Profiler();
        long withoutTies = set.boards().stream().filter(b -> set.labels().get(b.id()) == Category.LUCK_BOUND)
                .filter(b -> ReferenceLabel.withoutTies(profiler.profile(b))).count();
        assertTrue(withoutTies >= 20, withoutTies + " luck-bound boards without a 50/50");
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
