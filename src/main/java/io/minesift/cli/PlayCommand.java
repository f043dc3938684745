package io.minesift.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.board.BoardSpec;
import io.minesift.generate.UniformGenerator;
import io.minesift.player.Match;
import io.minesift.player.MatchSummary;
import io.minesift.player.Player;
import io.minesift.player.PlayerFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.concurrent.Callable;

/** {@code minesift play}: one player on many fresh boards. */
@Command(name = "play", mixinStandardHelpOptions = true,
        description = {"Play N fresh seeded boards with one player and report its win rate.",
                "Board i and the player's choices in game i depend only on the seed and i: the results are the same "
                        + "for any --threads."},
        footer = {"", "Examples:",
                "  minesift play --player players/strong.json expert --count 10000 --seed 1 --first-click safe --start corner",
                "  minesift play --player players/weak.json beginner --count 100000 --threads 2 --json"})
final class PlayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    Feedback feedback;

    @Option(names = "--player", paramLabel = "FILE", required = true, description = "A player file, e.g. players/strong.json.")
    Path playerFile;

    @Parameters(index = "0", paramLabel = "BOARD", description = "Preset or WxHxM.")
    BoardSpec board;

    @Option(names = {"-n", "--count", "--games"}, paramLabel = "N", defaultValue = "1000",
            description = "Games, each on a fresh board (--games is the old spelling). Default: ${DEFAULT-VALUE}.")
    int games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Run seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    BoardRules rules;

    @Option(names = {"-t", "--threads"}, paramLabel = "T", description = "Worker threads. Default: the number of cores.")
    Integer threads;

    @Option(names = "--json", description = "Print the figures as one JSON object.")
    boolean json;

    @Override
    public Integer call() throws Exception {
        if (games < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + games);
        }
        int t = Threads.resolve(threads);
        Player player = PlayerFiles.read(playerFile);
        UniformGenerator boards = new UniformGenerator(board, rules.firstClick, rules.start);
        Match.Result result;
        try (Progress progress = feedback.bar("play", games, true)) {
            result = Match.play(player, boards, seed, games, t, progress::stepBy);
        }
        MatchSummary s = MatchSummary.of(result);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writeValueAsString(s));
            return 0;
        }
        out.printf(java.util.Locale.ROOT, "%s player on %s, first click %s at %s, seed %d%n", player.name(), board, rules.firstClick.id(), rules.start.id(), seed);
        out.printf(java.util.Locale.ROOT, "wins: %d of %d = %.2f %% (95 %% Wilson interval %.2f-%.2f %%)%n", s.wins(), s.games(),
                100 * s.winRate(), 100 * s.low95(), 100 * s.high95());
        out.printf(java.util.Locale.ROOT, "guesses per game: %.3f; mean mine probability of a guess: %.4f%n", s.guessesPerGame(), s.meanGuessRisk());
        out.printf(java.util.Locale.ROOT, "speed: %.1f games/s on %d threads; %.3f ms CPU per game%n", s.gamesPerSecond(), t, s.cpuMsPerGame());
        return 0;
    }
}
