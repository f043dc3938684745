package io.minesift.shanghai;

// TEMPORARY: a minimal stand-in with the API of the real labels, replaced at merge.

import io.minesift.classify.Category;

import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * TEMPORARY labels by construction: too-easy when certain moves alone clear the deal; luck-bound
 * when they leave at most 2 legal moves at the start and clear nothing; skill-rewarding otherwise.
 */
public final class ShanghaiLabels {
    private ShanghaiLabels() {
    }

    public static Optional<Category> label(Position deal, long seed) {
        Position p = deal;
        for (List<Move> certain = CertainMoves.of(p.view()); !certain.isEmpty(); certain = CertainMoves.of(p.view())) {
            for (Move m : certain) {
                if (p.legal(m)) {
                    p = p.apply(m);
                }
            }
        }
        if (p.cleared()) {
            return Optional.of(Category.TOO_EASY);
        }
        return Optional.of(p.remaining() == deal.remaining() && deal.legalMoves().size() <= 2
                ? Category.LUCK_BOUND : Category.SKILL_REWARDING);
    }

    public static Map<Position, Category> referenceBoards(Layout layout, long seed, int perCategory, int maxDeals) {
        Map<Category, Integer> count = new EnumMap<>(Category.class);
        Map<Position, Category> chosen = new LinkedHashMap<>();
        for (int i = 0; i < maxDeals && chosen.size() < 3 * perCategory; i++) {
            Position deal = DealGenerator.deal(layout, seed, i).position();
            Optional<Category> label = label(deal, seed);
            if (label.isPresent() && count.merge(label.get(), 1, Integer::sum) <= perCategory) {
                chosen.put(deal, label.get());
            }
        }
        return chosen;
    }

    public static String words() {
        return "temporary: too-easy when certain moves alone clear the deal, luck-bound when none applies and at most "
                + "2 moves are open at the start, skill-rewarding otherwise";
    }
}
