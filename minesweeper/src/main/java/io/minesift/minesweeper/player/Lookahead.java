package io.minesift.minesweeper.player;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.SplittableRandom;

/**
 * Chooses a guess by looking one move ahead. Each candidate among the safest cells
 * ({@link Candidates}) is scored by the chance of surviving it <em>and</em> the next move
 * ({@link LookaheadScore}; the next move sought among living cells, {@link LivingSafety}). A cell
 * whose own number can only be one value (a dead cell) leaves the next move no better off, so it
 * competes only when every candidate is dead. A cell's share of coming 50/50s
 * ({@link FiftyFiftyInfluence}) raises its score: those layouts were half lost anyway. Candidates
 * close to the best may be scored again, two moves deep or by roll-outs ({@link Rollouts}).
 */
final class Lookahead {
    private final ProbabilityEngine engine;
    private final StrongPlayer.Parameters parameters;
    private final StrongPlayer.Search search;
    private final SplittableRandom random;
    private final Rollouts rollouts;
    private final Candidates candidates;
    private final LookaheadScore scorer;
    /** The roll-outs of a game's first guess: played on through later guesses, with no round limit. */
    private final Rollouts openingRollouts;

    Lookahead(ProbabilityEngine engine, StrongPlayer.Parameters parameters, StrongPlayer.Search search,
              SplittableRandom random) {
        this.engine = engine;
        this.parameters = parameters;
        this.search = search;
        this.random = random;
        this.rollouts = new Rollouts(engine, parameters.secondBest(), search.rolloutDepth());
        this.candidates = new Candidates(parameters, search, random);
        this.scorer = new LookaheadScore(engine, parameters, candidates, search.deepCandidates());
        this.openingRollouts = new Rollouts(engine, parameters.secondBest(), Integer.MAX_VALUE - 1,
                search.openingGuesses());
    }

    /** The cell to open; ties (within the tolerance) are broken at random. */
    int choose(Position position, MineProbabilities p) {
        return choose(position, p, false);
    }

    /**
     * The same; at the first guess of a game ({@code firstGuess}) the close candidates are rolled
     * out with the opening roll-outs when {@code openingRollouts} is on.
     */
    int choose(Position position, MineProbabilities p, boolean firstGuess) {
        int[] candidates = candidates(position, p);
        boolean weighShares = parameters.fiftyFiftyShare() > 0 && parameters.candidates() > 0;
        FiftyFiftyInfluence sweep = weighShares ? FiftyFiftyInfluence.sweep(position, p, engine) : null;
        double[] influence = weighShares ? sweep.shares() : null;
        if (influence != null) {
            candidates = this.candidates.withInfluenced(candidates, p, influence);
            if (search.fiftyFiftyWall() > 1) {
                influence = sweep.widened(candidates, search.fiftyFiftyWall());
            }
        }
        if (candidates.length == 1 || parameters.candidates() == 0) {
            return candidates[0];
        }
        double[] scores = new double[candidates.length];
        double[] regionCredit = new double[candidates.length];
        boolean[] dead = new boolean[candidates.length];
        boolean anyAlive = false;
        Outcomes[] outcomes = search.domination() ? new Outcomes[candidates.length] : null;
        double bestAlive = -1;
        for (int i = 0; i < candidates.length; i++) {
            double factor = shareFactor(influence, p, candidates[i]);
            if (outcomes != null) {
                outcomes[i] = new Outcomes();
            }
            // A candidate that cannot come within the closest band of the best so far is dropped
            // part-way (never while a region credit, added after scoring, could still lift it).
            boolean drop = search.wideOffFrontier() && search.openingWeight() == 0 && bestAlive > 0;
            double floor = drop ? dropBelow(bestAlive) / factor : -1;
            LookaheadScore.Scored scored = scorer.evaluate(position, p, candidates[i], floor,
                    outcomes == null ? null : outcomes[i]);
            dead[i] = scored.score() < 0;
            scores[i] = Math.abs(scored.score()) * factor;
            regionCredit[i] = dead[i] ? 0 : regionCredit(p, candidates[i], scored.zeroChance());
            scores[i] += regionCredit[i];
            anyAlive |= !dead[i];
            bestAlive = dead[i] ? bestAlive : Math.max(bestAlive, scores[i]);
        }
        // A dead cell (one possible number) tells nothing: it competes only when all are dead.
        double best = -1;
        for (int i = 0; i < candidates.length; i++) {
            if (!dead[i] || !anyAlive) {
                best = Math.max(best, scores[i]);
            }
        }
        boolean[] eligible = new boolean[candidates.length];
        for (int i = 0; i < candidates.length; i++) {
            eligible[i] = !dead[i] || !anyAlive;
        }
        if (search.deepCandidates() > 0) {
            best = rescoreDeep(position, p, candidates, scores, eligible, best, influence, regionCredit);
        }
        boolean opening = firstGuess && search.openingRollouts() > 0;
        if ((opening || search.rollouts() > 0) && search.rolloutCandidates() >= 2) {
            best = rescoreByRollouts(position, p, candidates, scores, eligible, best, influence,
                    opening ? openingRollouts : rollouts, opening ? search.openingRollouts() : search.rollouts());
        }
        int choice = 0;
        int ties = 0;
        for (int i = 0; i < candidates.length; i++) {
            if (eligible[i] && scores[i] >= best - parameters.tolerance() && random.nextInt(++ties) == 0) {
                choice = i;
            }
        }
        return outcomes == null ? candidates[choice] : Outcomes.dominating(p, candidates, outcomes, choice);
    }

    /**
     * The score below which a candidate can no longer matter: under the best so far by more than
     * the widest band any later step looks at ({@code deepBand}, {@code rolloutBand}) and the ties.
     */
    private double dropBelow(double bestSoFar) {
        return bestSoFar * (1 - Math.max(search.deepBand(), search.rolloutBand())) - parameters.tolerance() - 1e-12;
    }

    /**
     * When several candidates score close to the best, the one-move score cannot tell them apart
     * well: the best {@code deepCandidates} of those within {@code deepBand} of the best are scored
     * again two moves deep ({@link LookaheadScore#deepScore}; plus their {@code regionCredit}), and only they
     * stay eligible. Returns the new best.
     */
    private double rescoreDeep(Position position, MineProbabilities p, int[] candidates, double[] scores,
                               boolean[] eligible, double best, double[] influence, double[] regionCredit) {
        int[] close = close(scores, eligible, best, search.deepBand(), search.deepCandidates());
        if (close.length == 0) {
            return best;
        }
        double deepBest = -1;
        for (int i : close) {
            scores[i] = scorer.deepScore(position, p, candidates[i]) * shareFactor(influence, p, candidates[i]) + regionCredit[i];
            deepBest = Math.max(deepBest, scores[i]);
        }
        return keepOnly(eligible, close, deepBest);
    }

    /**
     * The same for roll-outs ({@link Rollouts}): the best {@code rolloutCandidates} within
     * {@code rolloutBand} of the best get, added to their score, what playing on over
     * {@code rollouts} layouts (drawn from the game's own random stream) adds to the one-move
     * score on the same layouts; only they stay eligible.
     */
    private double rescoreByRollouts(Position position, MineProbabilities p, int[] candidates, double[] scores,
                                     boolean[] eligible, double best, double[] influence, Rollouts by, int samples) {
        int[] close = close(scores, eligible, best, search.rolloutBand(), search.rolloutCandidates());
        if (close.length < 2) {
            return best;
        }
        int[] cells = java.util.stream.IntStream.of(close).map(i -> candidates[i]).toArray();
        Rollouts.Scores rolled = by.scores(position, p, cells, samples, parameters.nodeBudget(), random);
        if (rolled == null) {
            return best;
        }
        double rolledBest = -1;
        for (int j = 0; j < close.length; j++) {
            // The exact score, moved by what the roll-outs add to the one-move score on the same layouts.
            double gain = rolled.rolledOut()[j] - rolled.firstMove()[j];
            scores[close[j]] += gain * shareFactor(influence, p, cells[j]);
            rolledBest = Math.max(rolledBest, scores[close[j]]);
        }
        return keepOnly(eligible, close, rolledBest);
    }

    /**
     * The best {@code most} of the eligible candidates whose score is within {@code band} of the
     * best, the best first; none when fewer than two are that close.
     */
    private static int[] close(double[] scores, boolean[] eligible, double best, double band, int most) {
        int[] close = java.util.stream.IntStream.range(0, scores.length)
                .filter(i -> eligible[i] && scores[i] >= best * (1 - band))
                .boxed().sorted((a, b) -> Double.compare(scores[b], scores[a]))
                .mapToInt(Integer::intValue).toArray();
        return close.length < 2 ? new int[0] : java.util.Arrays.copyOf(close, Math.min(close.length, most));
    }

    /** Makes only the {@code kept} candidates eligible; returns {@code best}. */
    private static double keepOnly(boolean[] eligible, int[] kept, double best) {
        java.util.Arrays.fill(eligible, false);
        for (int i : kept) {
            eligible[i] = true;
        }
        return best;
    }

    /**
     * What opening a region adds to a candidate's score: {@code openingWeight} times its chance of
     * being safe and showing 0, for a candidate within {@code openingBand} of the best safety (the
     * one-move score counts a zero as one certain next move, not the many safe moves and the wider
     * frontier it gives; the band keeps that credit from buying a riskier guess).
     */
    double regionCredit(MineProbabilities p, int cell, double zeroChance) {
        double limit = (1 - p.lowestProbability()) * (1 - search.openingBand()) - 1e-12;
        return 1 - p.probability(cell) >= limit ? search.openingWeight() * zeroChance : 0;
    }

    /** How much a cell's share of coming 50/50s raises its score: those layouts were half lost anyway (1: none). */
    private double shareFactor(double[] influence, MineProbabilities p, int cell) {
        return influence == null ? 1 : 1 + parameters.fiftyFiftyShare() * influence[cell] / (1 - p.probability(cell));
    }

    /** The look-ahead's candidates in a position ({@link Candidates#of}). */
    int[] candidates(Position position, MineProbabilities p) {
        return candidates.of(position, p);
    }
}
