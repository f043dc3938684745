package io.minesift.cli;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import picocli.CommandLine.Option;

import java.nio.file.Path;

/** The weak and the strong player of a sift: player files, or the built-in defaults. */
final class PlayerOptions {
    @Option(names = "--weak", paramLabel = "FILE",
            description = "The weak player's file. Default: the built-in weak player (as players/weak.json).")
    Path weakFile;

    @Option(names = "--strong", paramLabel = "FILE",
            description = "The strong player's file. Default: the built-in strong player (as players/strong.json).")
    Path strongFile;

    /** The game's weak player: its file, or the game's default. */
    <B> Contestant<B> weak(Puzzle<B> puzzle) {
        return weakFile == null ? puzzle.weak() : puzzle.player(weakFile);
    }

    <B> Contestant<B> strong(Puzzle<B> puzzle) {
        return strongFile == null ? puzzle.strong() : puzzle.player(strongFile);
    }
}
