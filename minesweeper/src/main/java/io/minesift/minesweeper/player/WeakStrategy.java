package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.game.PlayerView;

import java.util.SplittableRandom;

/**
 * The weak player's game, kept incremental so that it plays tens of thousands of games a
 * second. What it knows ({@link WeakKnowledge}) carries each cell's undecided neighbours as a
 * 9-bit mask, so that a clue's cells in common with a clue up to two cells away are one mask
 * operation. Only clues whose surroundings changed are examined again: single-clue rules, then
 * the pair rule; when they settle nothing, it guesses ({@link WeakGuess}).
 */
final class WeakStrategy implements Strategy {
    private static final int[] SHARED = NeighbourMasks.SHARED;
    private static final int[] PARTNERS = NeighbourMasks.PARTNERS;

    private final WeakPlayer.Parameters parameters;
    private final WeakGuess guesser;
    private WeakKnowledge k;
    /** Each cell's partners up to two away, as window slots. */
    private int[] window;
    /** The index step to the partner at each window slot. */
    private int[] windowOffset;

    WeakStrategy(WeakPlayer.Parameters parameters, SplittableRandom random) {
        this.parameters = parameters;
        this.guesser = new WeakGuess(parameters, random);
    }

    @Override
    public Move next(PlayerView view) {
        if (k == null) {
            start(view);
        }
        k.catchUp(view);
        while (true) {
            for (int cell = k.nextSafe(); cell >= 0; cell = k.nextSafe()) {
                if (view.state(cell) != Position.HIDDEN) {
                    k.takeSafe();
                } else if (guesser.overlooks(k)) {
                    return guesser.guess(view, k); // the safe cell stays queued: it may be seen next time
                } else {
                    k.takeSafe();
                    return Move.safe(cell);
                }
            }
            if (!k.singles.isEmpty()) {
                int clue = k.singles.pop();
                if (k.mask[clue] != 0 && !single(clue)) {
                    k.pairs.push(clue);
                }
                continue;
            }
            if (!k.pairs.isEmpty()) {
                int clue = k.pairs.pop();
                if (k.mask[clue] != 0) {
                    pairsOf(clue);
                }
                continue;
            }
            if (k.knownMines() == view.totalMines() && k.undecided() > 0) {
                k.decideRest(-1, 0, false); // the mine counter reads 0: anyone sees every other cell is safe
                continue;
            }
            if (!parameters.useMineCount() || !useMineCount(view.totalMines())) {
                return guesser.guess(view, k);
            }
        }
    }

    private void start(PlayerView view) {
        k = new WeakKnowledge(view);
        NeighbourMasks tables = NeighbourMasks.of(view.geometry());
        window = tables.window();
        windowOffset = tables.windowOffset();
    }

    /** The single-clue rules; returns whether they settled the clue's cells. */
    private boolean single(int a) {
        int ma = k.mask[a];
        byte need = k.need[a];
        if (need == 0 || need == Integer.bitCount(ma)) {
            k.decideAll(a, ma, need > 0);
            return true;
        }
        return false;
    }

    /**
     * The pair rule with every clue up to two cells away, in slot order. Only partners that share
     * an undecided cell with {@code a} can tell anything, so the walk skips the others from the
     * start; as {@code a}'s mask only shrinks, each partner is still checked before its turn.
     */
    private void pairsOf(int a) {
        int[] mask = k.mask;
        for (int slots = window[a] & PARTNERS[mask[a]]; slots != 0; slots &= slots - 1) {
            int slot = Integer.numberOfTrailingZeros(slots);
            int b = a + windowOffset[slot];
            if (k.known[b] == WeakKnowledge.REVEALED && mask[b] != 0 && (mask[a] & SHARED[slot]) != 0) {
                pair(a, b, slot);
                if (mask[a] == 0) {
                    return;
                }
            }
        }
    }

    /**
     * The common-area argument: the shared cells hold between max(0, M1 − (C1 − C12),
     * M2 − (C2 − C12)) and min(C12, M1, M2) mines, which may settle either clue's own cells or
     * the shared ones.
     */
    private void pair(int a, int b, int slot) {
        int ma = k.mask[a];
        int mb = k.mask[b];
        int sharedA = ma & SHARED[slot];
        int sharedB = mb & SHARED[24 - slot]; // the same cells, seen from b
        int common = Integer.bitCount(sharedA);
        int onlyA = Integer.bitCount(ma) - common;
        int onlyB = Integer.bitCount(mb) - common;
        int needA = k.need[a];
        int needB = k.need[b];
        int lo = Math.max(0, Math.max(needA - onlyA, needB - onlyB));
        int hi = Math.min(common, Math.min(needA, needB));
        if (lo > hi) {
            return;
        }
        settle(a, ma & ~sharedA, needA - lo == 0, needA - hi == onlyA);
        settle(b, mb & ~sharedB, needB - lo == 0, needB - hi == onlyB);
        settle(a, sharedA, hi == 0, lo == common);
    }

    /** Decides the cells of {@code bits} (in the frame of {@code cell}): safe when {@code allSafe}, mines when {@code allMines}. */
    private void settle(int cell, int bits, boolean allSafe, boolean allMines) {
        if (bits != 0 && (allSafe || allMines)) {
            k.decideAll(cell, bits, !allSafe);
        }
    }

    /**
     * The total as one more clue over every undecided cell, alone and paired with each clue;
     * returns whether it decided anything.
     */
    private boolean useMineCount(int totalMines) {
        int before = k.decided();
        int left = totalMines - k.knownMines();
        if (left == 0 || left == k.undecided()) {
            k.decideRest(-1, 0, left > 0);
        } else {
            for (int a = 0; a < k.known.length; a++) {
                if (k.known[a] == WeakKnowledge.REVEALED && k.mask[a] != 0) {
                    pairWithTotal(a, totalMines - k.knownMines());
                }
            }
        }
        return k.decided() != before;
    }

    /** The pair rule for a clue and the total: the clue's cells are the common part. */
    private void pairWithTotal(int a, int left) {
        int ma = k.mask[a];
        int na = Integer.bitCount(ma);
        int outside = k.undecided() - na;
        int lo = Math.max(k.need[a], left - outside);
        int hi = Math.min(na, Math.min(k.need[a], left));
        if (lo > hi) {
            return;
        }
        if (left - lo == 0 || left - hi == outside) {
            k.decideRest(a, ma, left - lo != 0);
        }
        settle(a, ma & k.mask[a], hi == 0, lo == na);
    }
}
