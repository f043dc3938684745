package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Built-in players go by name in every option that takes a player: the names are the files in
 * players/, each resolving to that file's very bytes from the jar (no file is looked for, so they
 * work from any folder: none of these names is a file in the folder the tests run in). Before,
 * {@code play --player strong} failed with "strong: cannot read".
 */
class BuiltInPlayersTest {
    @TempDir
    Path dir;

    @Test
    void theNamesAreTheShippedFilesByteForByte() throws Exception {
        List<String> files;
        try (Stream<Path> list = Files.list(Path.of("players"))) {
            files = list.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json"))
                    .map(n -> n.substring(0, n.length() - 5)).sorted().toList();
        }
        assertEquals(files, BuiltInPlayers.ALL.stream().map(BuiltInPlayers.Player::name).sorted().toList());
        for (String name : files) {
            assertTrue(Files.notExists(Path.of(name)), name + " must not be a file here, or this test proves nothing");
            assertArrayEquals(Files.readAllBytes(Path.of("players", name + ".json")), BuiltInPlayers.file(name).orElseThrow(), name);
        }
    }

    @Test
    void aNamePlaysAsItsFile() {
        Cli.Result named = Cli.run("play", "--player", "strong", "--against", "weak-50", "6x6x5", "--count", 60, "--threads", 2);
        Cli.Result filed = Cli.run("play", "--player", "players/strong.json", "--against", "players/weak-50.json", "6x6x5",
                "--count", 60, "--threads", 2);
        assertEquals(0, named.code(), named.toString());
        assertEquals(figures(filed.out()), figures(named.out()));
        assertTrue(named.out().contains("A: strong player (strong)"), named.out());
    }

    /** The output without its speed lines, which vary from run to run. */
    private static List<String> figures(String out) {
        return out.lines().filter(l -> !l.startsWith("speed:")).map(l -> l.replaceAll("\\(players/(.*)\\.json\\)", "($1)"))
                .toList();
    }

    static Stream<Arguments> everyPlayerOption() {
        return Stream.of(
                Arguments.of(List.of("play", "4x4x2", "--count", 2, "--player")),
                Arguments.of(List.of("play", "4x4x2", "--count", 2, "--player", "strong", "--against")),
                Arguments.of(List.of("sift", "5x5x3", "--count", 2, "--repeats", 2, "--quiet", "--weak")),
                Arguments.of(List.of("sift", "5x5x3", "--count", 2, "--repeats", 2, "--quiet", "--strong")),
                Arguments.of(List.of("sift", "5x5x3", "--count", 2, "--repeats", 2, "--quiet", "--player")),
                Arguments.of(List.of("score", "--instances", "instances/heldout/boards.json", "--truth",
                        "instances/heldout/labels.json", "--seeds", 1, "--repeats", 1, "--quiet", "--weak")),
                Arguments.of(List.of("reference", "--per-category", 1, "--repeats", 1, "--quiet", "--strong")),
                Arguments.of(List.of("tune", "--params", "overlook=0..0.2", "--goal", "win-rate", "--on", "5x5x3",
                        "--boards", 2, "--repeats", 1, "--budget", 40, "--player")),
                Arguments.of(List.of("book", "5x5x4", "--scan", 20, "--boards", 4, "--entries", 1, "--player")),
                Arguments.of(List.of("shanghai-grid", "--layout", "mini-turtle", "--deals", 1, "--plays", 1, "--samples", 1,
                        "--depths", 1, "--player")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("everyPlayerOption")
    void everyPlayerOptionTakesANameAndRefusesAnUnknownOne(List<Object> command) {
        String name = command.get(0).equals("shanghai-grid") ? "shanghai-strong-as-dealt"
                : command.get(0).equals("tune") ? "weak" : "strong";
        List<Object> args = new ArrayList<>(command);
        args.add(name);
        args.addAll(outputs(command.get(0).toString()));
        Cli.Result ok = Cli.run(args.toArray());
        assertEquals(0, ok.code(), ok.toString());
        args.set(command.size(), "strongest");
        Cli.assertBadInput(Cli.run(args.toArray()), "unknown player 'strongest'", "strong-max", "shanghai-weak", "nor a player file");
    }

    private List<Object> outputs(String command) {
        return switch (command) {
            case "sift", "score", "reference" -> List.of("--out", dir.resolve(command));
            case "tune" -> List.of("--out", dir.resolve("t.json"), "--report", dir.resolve("tune"));
            case "book" -> List.of("--out", dir.resolve("book.json"));
            default -> List.of();
        };
    }

    @Test
    void playersListsTheNames() {
        Cli.Result r = Cli.run("players");
        assertEquals(0, r.code(), r.toString());
        for (BuiltInPlayers.Player p : BuiltInPlayers.ALL) {
            assertTrue(r.out().contains("| `" + p.name() + "` | " + p.game() + " |"), p.name() + "\n" + r.out());
        }
    }
}
