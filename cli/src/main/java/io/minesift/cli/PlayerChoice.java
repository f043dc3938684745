package io.minesift.cli;

import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import picocli.CommandLine;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A player as an option names it: a built-in player's name ({@link BuiltInPlayers}) or a player
 * file's path; read when the option is, so that a name that is neither is one line before any work.
 *
 * @param given  what the option said ({@code strong}, {@code players/my.json}), as output names it
 * @param source how errors in its content name it: the file, or {@code built-in player strong}
 * @param file   the player file's bytes, for the game's own reader
 */
record PlayerChoice(String given, String source, byte[] file) {
    /** The player {@code text} names: a built-in name first (no file is looked for), else a file. */
    static PlayerChoice of(String text) {
        var builtIn = BuiltInPlayers.file(text);
        if (builtIn.isPresent()) {
            return new PlayerChoice(text, "built-in player " + text, builtIn.get());
        }
        Path path = Path.of(text);
        if (!Files.exists(path)) {
            throw new IllegalArgumentException("unknown player '" + text + "': neither a built-in player ("
                    + BuiltInPlayers.names() + ") nor a player file");
        }
        return new PlayerChoice(text, text, InputFiles.bytes(path));
    }

    /** picocli's converter: a bad name or an unreadable file is a one-line usage error. */
    static final class Converter implements CommandLine.ITypeConverter<PlayerChoice> {
        @Override
        public PlayerChoice convert(String text) {
            try {
                return of(text);
            } catch (IllegalArgumentException | InputException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
