package io.minesift.shanghai;

/**
 * What taking a pair does to the table that anyone can see: how many covered tiles it uncovers (their
 * kinds come into view) and how many other tiles it frees. Both follow from where the tiles lie and
 * which are left, never from a covered tile's kind, so saying them tells a player nothing hidden. A
 * hint gives them beside a certain move or the strong player's pick, as what the pair opens up.
 *
 * @param uncovers the tiles covered before the move and not after
 * @param frees    the tiles left that were not free before the move and are after
 */
public record MoveEffect(int uncovers, int frees) {
    /** The effect of taking {@code move}, a legal pair, from {@code table}. */
    public static MoveEffect of(Position table, Move move) {
        Position after = table.apply(move);
        int uncovers = 0;
        int frees = 0;
        for (int t = 0; t < table.layout().size(); t++) {
            if (after.present(t)) {
                uncovers += table.hidden(t) && !after.hidden(t) ? 1 : 0;
                frees += !table.free(t) && after.free(t) ? 1 : 0;
            }
        }
        return new MoveEffect(uncovers, frees);
    }

    /** In words: "Taking them uncovers 1 tile and frees 2." */
    public String words() {
        String uncovered = uncovers == 0 ? "" : "uncovers " + tiles(uncovers);
        String freed = frees == 0 ? "" : "frees " + (uncovers == 0 ? tiles(frees) : String.valueOf(frees));
        if (uncovered.isEmpty() && freed.isEmpty()) {
            return "Taking them frees no other tile.";
        }
        return "Taking them " + uncovered + (uncovered.isEmpty() || freed.isEmpty() ? "" : " and ") + freed + ".";
    }

    private static String tiles(int n) {
        return n + (n == 1 ? " tile" : " tiles");
    }
}
