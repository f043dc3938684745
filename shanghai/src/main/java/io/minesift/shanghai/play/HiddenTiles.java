package io.minesift.shanghai.play;

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
