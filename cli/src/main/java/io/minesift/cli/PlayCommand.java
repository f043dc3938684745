package io.minesift.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.core.experiment.PairedDifference;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.player.Match;
import io.minesift.minesweeper.player.MatchSummary;
import io.minesift.minesweeper.player.PairedMatch;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.PlayerFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;

/** {@code minesift play}: one player on many fresh boards. */
@Command(name = "play", abbreviateSynopsis = true,
        description = {"One player on N fresh seeded boards: its win rate.",
                "Board i and the player's choices in game i depend only on the seed and i, whatever --threads. With "
                        + "--against, both play the same boards and streams: the paired difference, McNemar's test."},
        footer = {"Examples:",
                "  minesift play --player strong expert --count 10000 --seed 1",
                "  minesift play --player weak beginner --count 100000 --json",
                "  minesift play --player strong-max --against strong expert --count 20000",
                Main.GUIDE})
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Option(names = "--player", paramLabel = "PLAYER", required = true,
            description = "A built-in player (strong, weak, ...) or a player file.")
    PlayerChoice firstPlayer;

    @Option(names = "--against", paramLabel = "PLAYER",
            description = "A second player on the same boards: the paired difference.")
    PlayerChoice secondPlayer;

    @Parameters(index = "0", paramLabel = "BOARD", description = "Preset or WxHxM.")
    BoardSpec board;

    @Option(names = {"-n", "--count", "--games"}, paramLabel = "N", defaultValue = "1000",
            description = "Games, each on a fresh board (or --games). Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Run seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    BoardRules rules;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = "--json", description = "The figures as one JSON object.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        Limits.check("--count", games, 1, Limits.PLAY_GAMES);
        int t = Threads.resolve(threads);
        Player player = PlayerFiles.parse(firstPlayer.file(), firstPlayer.source());
        Player against = secondPlayer == null ? null : PlayerFiles.parse(secondPlayer.file(), secondPlayer.source());
        UniformGenerator boards = new UniformGenerator(board, rules.firstClick, rules.start);
        Match.Result result;
        Match.Result other = null;
        try (Progress progress = feedback.bar("play", secondPlayer == null ? games : 2L * games, true)) {
            result = Match.play(player, boards, seed, games, t, progress::stepBy);
            if (against != null) {
                // The same boards and the same per-game streams: Match draws both from (seed, i) alone.
                other = Match.play(against, boards, seed, games, t, progress::stepBy);
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (other == null) {
            report(out, player, MatchSummary.of(result), t);
        } else {
            reportPaired(out, player, against, PairedMatch.of(result, other), t);
        }
        return 0;
    }

    private void report(PrintWriter out, Player player, MatchSummary s, int t) throws Exception {
        if (json) {
            out.println(new ObjectMapper().writeValueAsString(s));
            return;
        }
        out.printf(Locale.ROOT, "%s player on %s, first click %s at %s, seed %d%n", player.name(), board, rules.firstClick.id(), rules.start.label(), seed);
        figures(out, s, t);
    }

    private static void figures(PrintWriter out, MatchSummary s, int t) {
        out.printf(Locale.ROOT, "wins: %d of %d = %.2f %% (95 %% Wilson interval %.2f-%.2f %%)%n", s.wins(), s.games(),
                100 * s.winRate(), 100 * s.low95(), 100 * s.high95());
        out.printf(Locale.ROOT, "guesses per game: %.3f; mean mine probability of a guess: %.4f%n", s.guessesPerGame(), s.meanGuessRisk());
        out.printf(Locale.ROOT, "speed: %.1f games/s on %d threads; %.3f ms CPU per game%n", s.gamesPerSecond(), t, s.cpuMsPerGame());
    }

    private void reportPaired(PrintWriter out, Player a, Player b, PairedMatch m, int t) throws Exception {
        if (json) {
            out.println(new ObjectMapper().writeValueAsString(m));
            return;
        }
        out.printf(Locale.ROOT, "paired on %s, first click %s at %s, seed %d: the same boards and random streams for both%n",
                board, rules.firstClick.id(), rules.start.label(), seed);
        out.printf(Locale.ROOT, "A: %s player (%s)%n", a.name(), firstPlayer.given());
        figures(out, m.first(), t);
        out.printf(Locale.ROOT, "B: %s player (%s)%n", b.name(), secondPlayer.given());
        figures(out, m.second(), t);
        PairedDifference d = m.paired();
        out.printf(Locale.ROOT, "discordant games: %d won by A only, %d by B only (%d in all)%n",
                d.onlyFirst(), d.onlySecond(), d.discordant());
        out.printf(Locale.ROOT, "A - B: %+d wins = %+.2f points (95 %% interval %+.2f to %+.2f, McNemar normal approximation); "
                        + "exact McNemar p = %.3g%n",
                d.winsGap(), 100 * d.difference(), 100 * d.low95(), 100 * d.high95(), d.exactP());
    }
}
