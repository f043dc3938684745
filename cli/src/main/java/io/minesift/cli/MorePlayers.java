package io.minesift.cli;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import picocli.CommandLine.Option;

import java.util.ArrayList;
import java.util.List;

/**
 * Players between the weak and the strong one ({@code --player}, for {@code sift} and {@code score};
 * not for {@code reference}, whose labels come from two players' rates). Each adds a rate per
 * board, a dimension to the classifier and maps to the page; the main map stays weak against strong.
 */
final class MorePlayers {
    @Option(names = "--player", paramLabel = "PLAYER",
            description = "A player between --weak and --strong (repeatable).")
    List<PlayerChoice> between = new ArrayList<>();

    /** Every player of the sift in order: the weak one, those given with --player, the strong one. */
    <B> List<Contestant<B>> all(PlayerOptions players, Puzzle<B> puzzle) {
        List<Contestant<B>> all = new ArrayList<>();
        all.add(players.weak(puzzle));
        for (PlayerChoice player : between) {
            all.add(puzzle.player(player.file(), player.source()));
        }
        all.add(players.strong(puzzle));
        return all;
    }
}
