package io.minesift.cli;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import picocli.CommandLine.Option;

/** The weak and the strong player of a sift: built-in players or player files, or the game's defaults. */
final class PlayerOptions {
    @Option(names = "--weak", paramLabel = "PLAYER",
            description = "The weak player: a built-in name or a file.")
    PlayerChoice weak;

    @Option(names = "--strong", paramLabel = "PLAYER",
            description = "The strong player: a built-in name or a file.")
    PlayerChoice strong;

    /** The game's weak player: the one named, or the game's default. */
    <B> Contestant<B> weak(Puzzle<B> puzzle) {
        return weak == null ? puzzle.weak() : puzzle.player(weak.file(), weak.source());
    }

    <B> Contestant<B> strong(Puzzle<B> puzzle) {
        return strong == null ? puzzle.strong() : puzzle.player(strong.file(), strong.source());
    }
}
