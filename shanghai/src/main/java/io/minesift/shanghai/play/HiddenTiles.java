package io.minesift.shanghai.play;

import io.minesift.shanghai.Arrangement;
import io.minesift.shanghai.Position;

import java.util.SplittableRandom;

/**
 * What the referee does with the tiles hidden at the start of a play.
 * <ul>
 *   <li>{@link #REDEALT}, the default: each play gives them a fresh uniformly random arrangement of
 *       the kinds not in sight, so the rate is the chance of a player who sees only the start,
 *       as a person does: the luck of what lies under the tiles is drawn, not fixed by one deal.
 *       Drawing the whole arrangement at the start is the same as drawing each kind from what is
 *       left when its tile is uncovered, since the player never sees a hidden kind.</li>
 *   <li>{@link #AS_DEALT}: the deal as it is, the research's way; the rate is then one fixed
 *       arrangement's, and a generated deal always has a winning order.</li>
 *   <li>{@link #GENERATED}: each play draws them as minesift's deal generator would have dealt
 *       them, given the start ({@link GeneratedRedeal}): the chance of a player who sees only the
 *       start of a deal the generator made, which is what a person meets on such a deal. The
 *       uniform redeal asks instead about every arrangement that shows the same start, most of
 *       which the generator would rarely make.</li>
 * </ul>
 */
public enum HiddenTiles {
    REDEALT("redealt"),
    AS_DEALT("as-dealt"),
    GENERATED("generated");

    private final String id;

    HiddenTiles(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /**
     * The kinds of every tile of the table this referee deals for a play of {@code deal}, drawn
     * from {@code luck}: the seen tiles keep their kinds; the hidden ones get a uniform arrangement
     * of the kinds not seen, the generator's own ({@link GeneratedRedeal}), or their own.
     *
     * @throws IllegalArgumentException under {@link #GENERATED} when the solver finds no winning
     *         order of the deal within its budget, or proves it dead
     */
    public int[] kinds(Position deal, SplittableRandom luck) {
        return switch (this) {
            case REDEALT -> Arrangement.kinds(deal.view(), luck);
            case GENERATED -> GeneratedRedeal.kinds(deal, luck);
            case AS_DEALT -> dealt(deal);
        };
    }

    private static int[] dealt(Position deal) {
        int[] kinds = new int[deal.layout().size()];
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = deal.kind(t);
        }
        return kinds;
    }

    /** The mode named {@code id}, or null. */
    static HiddenTiles named(String id) {
        for (HiddenTiles h : values()) {
            if (h.id.equals(id)) {
                return h;
            }
        }
        return null;
    }
}
