package io.minesift.minesweeper.player;

import io.minesift.core.experiment.PairedDifference;
import io.minesift.minesweeper.game.GameRecord;

import java.util.List;

/**
 * Two players' matches on the same boards and random streams ({@link Match} plays game {@code i}
 * of either from the same seed path), compared game by game: each player's own figures and the
 * paired difference of their wins.
 *
 * @param first  the first player's figures, the same as {@code play} prints for it alone
 * @param second the second player's figures
 * @param paired the first player's wins against the second's, game by game
 */
public record PairedMatch(MatchSummary first, MatchSummary second, PairedDifference paired) {
    /** Compares two matches of the same games, in board order. */
    public static PairedMatch of(Match.Result first, Match.Result second) {
        List<GameRecord> a = first.games();
        List<GameRecord> b = second.games();
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("paired matches must have the same games: " + a.size() + " and " + b.size());
        }
        int onlyFirst = 0;
        int onlySecond = 0;
        for (int i = 0; i < a.size(); i++) {
            boolean wonA = a.get(i).won();
            boolean wonB = b.get(i).won();
            onlyFirst += wonA && !wonB ? 1 : 0;
            onlySecond += wonB && !wonA ? 1 : 0;
        }
        return new PairedMatch(MatchSummary.of(first), MatchSummary.of(second),
                PairedDifference.of(a.size(), onlyFirst, onlySecond));
    }
}
