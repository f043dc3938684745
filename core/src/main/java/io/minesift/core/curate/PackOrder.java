package io.minesift.core.curate;

import io.minesift.core.curate.SiftFolder.Board;
import io.minesift.core.report.SummaryJson;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** The order of a pack's boards once they are chosen: from the easiest, from the hardest, or as in the sift. */
public enum PackOrder {
    /** Descending strong rate, then ascending gap (a higher weak rate: easier still), then id. */
    EASIEST("easiest"),
    /** Exactly the reverse of {@link #EASIEST}. */
    HARDEST("hardest"),
    /** The boards' order in the sift's board set. */
    SIFT("sift");

    /** The rules in words, for help, README and {@code pack-info.json}. */
    public static final String RULES = "easiest: strong rate descending, then gap ascending, then id; "
            + "hardest: the reverse of easiest; sift: the order of the sift's board set";

    /**
     * The strong player's rate says how hard the board is for someone who reasons well; among
     * equals, the smaller gap means the weak player wins more often too, so the board is easier.
     */
    private static final Comparator<SummaryJson.Entry> EASIEST_FIRST = Comparator
            .comparingDouble(SummaryJson.Entry::strong).reversed()
            .thenComparingDouble(SummaryJson.Entry::gap)
            .thenComparing(SummaryJson.Entry::id);

    private final String id;

    PackOrder(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** The chosen boards in this order; {@code sift} is every board of the sift, in its order. */
    <B> List<Board<B>> arrange(List<Board<B>> chosen, List<Board<B>> sift) {
        return switch (this) {
            case EASIEST -> chosen.stream().sorted(Comparator.comparing(Board::entry, EASIEST_FIRST)).toList();
            case HARDEST -> chosen.stream().sorted(Comparator.comparing(Board::entry, EASIEST_FIRST.reversed())).toList();
            case SIFT -> chosen.stream().sorted(Comparator.comparingInt(sift::indexOf)).toList();
        };
    }

    /**
     * The order named {@code text}.
     *
     * @throws IllegalArgumentException naming the known orders
     */
    public static PackOrder parse(String text) {
        for (PackOrder o : values()) {
            if (o.id.equals(text.trim().toLowerCase(Locale.ROOT))) {
                return o;
            }
        }
        throw new IllegalArgumentException("unknown --order '" + text + "': use easiest, hardest or sift");
    }

    @Override
    public String toString() {
        return id;
    }
}
