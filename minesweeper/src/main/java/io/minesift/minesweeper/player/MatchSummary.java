package io.minesift.minesweeper.player;

import io.minesift.core.experiment.Wilson;
import io.minesift.minesweeper.game.GameRecord;

/**
 * The figures of a match: wins and the win rate with its 95 % Wilson score interval, guesses per
 * game, the mean mine probability of a guess (by the player's own estimates), games per second
 * and CPU time per game.
 */
public record MatchSummary(int games, int wins, double winRate, double low95, double high95, double guessesPerGame,
                           double meanGuessRisk, double gamesPerSecond, double cpuMsPerGame) {
    public static MatchSummary of(Match.Result result) {
        int games = result.games().size();
        int wins = 0;
        long guesses = 0;
        double risk = 0;
        for (GameRecord g : result.games()) {
            wins += g.won() ? 1 : 0;
            guesses += g.guesses();
            for (double r : g.guessRisks()) {
                risk += r;
            }
        }
        double[] ci = Wilson.interval95(games, wins);
        long cpu = result.cpuNanos();
        return new MatchSummary(games, wins, (double) wins / games, ci[0], ci[1],
                (double) guesses / games, guesses == 0 ? 0 : risk / guesses,
                games / (result.wallNanos() / 1e9), cpu / 1e6 / games);
    }
}
