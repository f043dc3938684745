package io.minesift.core.classify;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * How well predicted categories agree with known labels: the confusion counts (label → predicted →
 * boards) and the share of boards whose prediction is their label. Only boards that have both a
 * label and a prediction count.
 */
public record Agreement(int boards, int agreed, Map<Category, Map<Category, Integer>> confusion) {
    public Agreement {
        confusion = Map.copyOf(confusion);
    }

    /** Compares predictions with labels, board by board (keys are board ids). */
    public static Agreement of(Map<String, Category> labels, Map<String, Category> predicted) {
        Map<Category, Map<Category, Integer>> confusion = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            Map<Category, Integer> row = new EnumMap<>(Category.class);
            for (Category d : Category.values()) {
                row.put(d, 0);
            }
            confusion.put(c, row);
        }
        int boards = 0;
        int agreed = 0;
        for (Map.Entry<String, Category> e : labels.entrySet()) {
            Category p = predicted.get(e.getKey());
            if (p == null) {
                continue;
            }
            boards++;
            agreed += p == e.getValue() ? 1 : 0;
            confusion.get(e.getValue()).merge(p, 1, Integer::sum);
        }
        return new Agreement(boards, agreed, confusion);
    }

    /** The share of boards whose prediction is their label ({@code NaN} with no board). */
    public double accuracy() {
        return boards == 0 ? Double.NaN : (double) agreed / boards;
    }

    /** How many of the boards both runs categorised got different categories in the two. */
    public static int changes(Map<String, Category> first, Map<String, Category> second) {
        int changed = 0;
        for (Map.Entry<String, Category> e : first.entrySet()) {
            Category other = second.get(e.getKey());
            if (other != null && !Objects.equals(other, e.getValue())) {
                changed++;
            }
        }
        return changed;
    }
}
