package io.minesift.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The player files shipped in {@code players/}, by name: the build puts them in the jar beside this
 * class, so that {@code --player strong} means {@code players/strong.json} from any folder.
 */
final class BuiltInPlayers {
    /** A shipped player: its name (its file's, without {@code .json}) and the game its file is for. */
    record Player(String name, String game) {
    }

    static final List<Player> ALL = List.of(
            new Player("weak", "minesweeper"), new Player("weak-50", "minesweeper"),
            new Player("strong", "minesweeper"), new Player("strong-max", "minesweeper"),
            new Player("shanghai-weak", "shanghai"), new Player("shanghai-strong", "shanghai"),
            new Player("shanghai-weak-as-dealt", "shanghai"), new Player("shanghai-strong-as-dealt", "shanghai"),
            new Player("shanghai-weak-generated", "shanghai"), new Player("shanghai-strong-generated", "shanghai"),
            new Player("shanghai-strong-generated-dead-check", "shanghai"),
            new Player("shanghai-strong-dead-check", "shanghai"), new Player("shanghai-tune-proxy", "shanghai"));

    private BuiltInPlayers() {
    }

    /** The names, comma-separated, for messages. */
    static String names() {
        return ALL.stream().map(Player::name).collect(Collectors.joining(", "));
    }

    /** The file of the built-in player {@code name}, or empty when no built-in player has that name. */
    static Optional<byte[]> file(String name) {
        if (ALL.stream().noneMatch(p -> p.name().equals(name))) {
            return Optional.empty();
        }
        try (InputStream in = BuiltInPlayers.class.getResourceAsStream("players/" + name + ".json")) {
            if (in == null) {
                throw new IllegalStateException("this minesift build lacks its player file " + name + ".json: build it "
                        + "with 'mvn package'");
            }
            return Optional.of(in.readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in player " + name + " from the jar", e);
        }
    }
}
