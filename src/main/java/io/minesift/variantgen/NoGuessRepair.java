package io.minesift.variantgen;

import io.minesift.board.Geometry;
import io.minesift.certainty.SatLayouts;
import io.minesift.variant.RuleSet;

import java.util.OptionalLong;
import java.util.SplittableRandom;

/**
 * Turns a drawn layout into one that exact logic finishes from the start with no guess, in the
 * manner of Simon Tatham's generator. The board is played out ({@link PlayOut}); where it
 * stalls, the frontier (the hidden cells that a revealed clue looks at and logic has not
 * settled) is made all safe, or failing that a random half of it, a quarter, … (down to one
 * cell), or failing all those, all mines, half of them, …, by asking the solver for a layout that
 * keeps the revealed cells safe, the known mines, the global rules and the mine total, and
 * otherwise stays close to the old one ({@link SatLayouts}); then the play-out starts again.
 * A draw still stalled after {@link #repairs} repairs is replaced by a fresh uniform draw.
 * Repaired boards are not uniform among no-guess boards.
 */
final class NoGuessRepair {
    /** Fresh draws tried before giving up on a board. */
    static final int DRAWS = 20;

    private final VariantDraw draw;
    private final int total;
    private final int repairs;

    NoGuessRepair(VariantDraw draw, int total) {
        this.draw = draw;
        this.total = total;
        this.repairs = 2 * draw.geometry().size();
    }

    /**
     * A no-guess layout grown from {@code mines}.
     *
     * @throws IllegalArgumentException when every draw stalled beyond repair
     */
    long solvable(long mines, int start, SplittableRandom random) {
        Geometry g = draw.geometry();
        RuleSet rules = draw.rules();
        long layout = mines;
        for (int d = 0; d < DRAWS; d++) {
            for (int r = 0; r <= repairs; r++) {
                PlayOut out = PlayOut.of(g, rules, layout, start, VariantGenerator.lieSeed(g, layout, start, rules));
                if (out.solved()) {
                    return layout;
                }
                OptionalLong next = r < repairs ? repaired(g, rules, layout, out, random) : OptionalLong.empty();
                if (next.isEmpty()) {
                    break;
                }
                layout = next.getAsLong();
            }
            layout = draw.draw(start, random);
        }
        throw new IllegalArgumentException("could not make a no-guess " + g + " board with " + total + " mines under "
                + rules + ": " + DRAWS + " draws stalled after " + repairs + " repairs each; use fewer mines");
    }

    private OptionalLong repaired(Geometry g, RuleSet rules, long layout, PlayOut out, SplittableRandom random) {
        long frontier = 0;
        for (long r = out.revealed(); r != 0; r &= r - 1) {
            frontier |= Opening.scope(g, rules.clue(), Long.numberOfTrailingZeros(r));
        }
        long open = frontier & ~out.revealed() & ~out.flagged();
        for (boolean safe : new boolean[]{true, false}) {
            for (long change = open; change != 0; change = Long.bitCount(change) == 1 ? 0 : half(change, random)) {
                OptionalLong next = safe
                        ? SatLayouts.near(g, rules, total, out.revealed() | change, out.flagged(), layout, random)
                        : SatLayouts.near(g, rules, total, out.revealed(), out.flagged() | change, layout, random);
                if (next.isPresent()) {
                    return next;
                }
            }
        }
        return OptionalLong.empty();
    }

    /** Each cell kept with probability one half; at least one. */
    private static long half(long cells, SplittableRandom random) {
        long kept = cells & random.nextLong();
        return kept != 0 ? kept : Long.lowestOneBit(cells);
    }
}
