package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;

import java.util.Arrays;
import java.util.BitSet;
import java.util.SplittableRandom;

/**
 * The cells the look-ahead ({@link Lookahead}) scores when the strong player must guess: the
 * safest cells within {@code band} of the best, a few cells off the frontier that stand for the
 * rest, the cells a coming 50/50 would make safe enough ({@link FiftyFiftyInfluence}), and for
 * {@code strong-max} the wider off-frontier set ({@link OffFrontierCandidates}) and the room rule
 * ({@link OpenSpace}). Ties are put in random order from the game's own stream.
 */
final class Candidates {
    private final StrongPlayer.Parameters parameters;
    private final StrongPlayer.Search search;
    private final SplittableRandom random;

    Candidates(StrongPlayer.Parameters parameters, StrongPlayer.Search search, SplittableRandom random) {
        this.parameters = parameters;
        this.search = search;
        this.random = random;
    }

    /** Adds the cells whose safety, counting their 50/50 share as safe, is within the band of the best. */
    int[] withInfluenced(int[] candidates, MineProbabilities p, double[] influence) {
        double limit = (1 - p.lowestProbability()) * (1 - parameters.band()) - 1e-12;
        BitSet taken = new BitSet();
        java.util.stream.IntStream.of(candidates).forEach(taken::set);
        java.util.stream.IntStream.Builder out = java.util.stream.IntStream.builder();
        java.util.stream.IntStream.of(candidates).forEach(out::add);
        for (int c = 0; c < influence.length; c++) {
            if (influence[c] > 0 && !taken.get(c) && 1 - p.probability(c) + parameters.fiftyFiftyShare() * influence[c] >= limit) {
                out.add(c);
            }
        }
        return out.build().toArray();
    }

    /**
     * Unknown cells within the band of the lowest mine probability, safest first (ties in random
     * order), at most {@code candidates} of them; cells off the frontier are all alike but for
     * their number of hidden neighbours, so only the one with the fewest (a corner, say) stands
     * for them.
     */
    int[] of(Position position, MineProbabilities p) {
        Geometry g = position.geometry();
        // Within the band of the best safety: band 0.1 and a safest cell 80 % safe admit cells 72 % safe.
        double limit = 1 - (1 - p.lowestProbability()) * (1 - parameters.band()) + 1e-12;
        boolean[] frontier = new boolean[g.size()];
        for (int c = 0; c < g.size(); c++) {
            for (int k = 0; k < g.degree(c) && p.isUnknown(c) && !frontier[c]; k++) {
                frontier[c] = position.state(g.neighbour(c, k)) >= 0;
            }
        }
        int n = 0;
        int[] cells = new int[g.size()];
        double[] keys = new double[g.size()];
        int corner = -1;
        int cornerHidden = Integer.MAX_VALUE;
        int wanted = parameters.interiorCandidates();
        int[] touching = new int[wanted];
        int[] touchCount = new int[wanted];
        java.util.Arrays.fill(touching, -1);
        for (int c = 0; c < g.size(); c++) {
            if (!p.isUnknown(c) || p.probability(c) > limit || p.probability(c) >= 1) {
                continue; // never a certain mine, whatever the band
            }
            if (frontier[c]) {
                cells[n] = c;
                keys[n++] = p.probability(c) + random.nextDouble() * 1e-12; // random order among equals
                continue;
            }
            int hidden = 0;
            int onFrontier = 0;
            for (int k = 0; k < g.degree(c); k++) {
                int nb = g.neighbour(c, k);
                hidden += position.state(nb) < 0 ? 1 : 0;
                onFrontier += frontier[nb] ? 1 : 0;
            }
            // Off the frontier all cells are alike but for their surroundings: keep the one most
            // likely to open a region (fewest hidden neighbours) and those that touch most of the frontier.
            int r = random.nextInt(1 << 20);
            if (hidden < cornerHidden || (hidden == cornerHidden && r < (1 << 19))) {
                corner = c;
                cornerHidden = hidden;
            }
            keepTop(touching, touchCount, c, onFrontier, r % 2 == 0);
        }
        int[] offFrontier = java.util.Arrays.copyOf(touching, wanted + 1);
        offFrontier[wanted] = corner;
        boolean wide = search.wideOffFrontier();
        for (int c : wide ? new int[0] : offFrontier) {
            if (c >= 0 && (n == 0 || java.util.stream.IntStream.range(0, n).noneMatch(i -> cells[i] == c))) {
                cells[n] = c;
                keys[n++] = p.probability(c) + random.nextDouble() * 1e-12;
            }
        }
        Integer[] order = new Integer[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Double.compare(keys[a], keys[b]));
        // With the wide set to follow, no frontier cell need be kept; else at least one.
        int keep = Math.max(wide && corner >= 0 ? 0 : 1, Math.min(n, parameters.candidates()));
        int[] out = new int[keep];
        for (int i = 0; i < keep; i++) {
            out[i] = cells[order[i]];
        }
        if (wide && corner >= 0) {
            out = withWideOffFrontier(position, p, frontier, out);
            out = out.length > 0 ? out : new int[] {corner};
        }
        return search.spaceThreshold() > 0 ? roomyFirst(position, p, out) : out;
    }

    /**
     * The safest candidates, then the wider set of off-frontier cells ({@link OffFrontierCandidates})
     * not among them already: off the frontier every cell is as safe as the others, so the set is
     * added whole rather than cut by the cap.
     */
    private static int[] withWideOffFrontier(Position position, MineProbabilities p, boolean[] frontier, int[] safest) {
        BitSet taken = new BitSet();
        java.util.stream.IntStream.of(safest).forEach(taken::set);
        int[] extra = java.util.stream.IntStream.of(OffFrontierCandidates.of(position, p, frontier))
                .filter(c -> !taken.get(c)).toArray();
        int[] out = java.util.Arrays.copyOf(safest, safest.length + extra.length);
        System.arraycopy(extra, 0, out, safest.length, extra.length);
        return out;
    }

    /** Only the candidates with room around them ({@link OpenSpace}), unless none has. */
    private int[] roomyFirst(Position position, MineProbabilities p, int[] candidates) {
        OpenSpace space = new OpenSpace(position, p, search.spaceThreshold());
        int[] roomy = java.util.stream.IntStream.of(candidates).filter(space::roomy).toArray();
        return roomy.length == 0 ? candidates : roomy;
    }

    /** Inserts {@code cell} into the top list by {@code count} (descending; equal counts by a coin toss). */
    private static void keepTop(int[] cells, int[] counts, int cell, int count, boolean coin) {
        if (count == 0) {
            return;
        }
        int at = cells.length;
        while (at > 0 && (count > counts[at - 1] || (count == counts[at - 1] && coin) || cells[at - 1] < 0)) {
            at--;
        }
        if (at == cells.length) {
            return;
        }
        System.arraycopy(cells, at, cells, at + 1, cells.length - at - 1);
        System.arraycopy(counts, at, counts, at + 1, counts.length - at - 1);
        cells[at] = cell;
        counts[at] = count;
    }
}
