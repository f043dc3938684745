package io.minesift.cli;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.spark.SiftRecipe;

import java.util.ArrayList;
import java.util.List;

/**
 * A sift's game and players as Spark ships them to executors: the game's name and each player
 * file's content and name ({@code null} for the game's built-in weak or strong player). An executor
 * reads each file with the game's own reader, so a player is built there exactly as on the driver
 * (the tasks check the players' fingerprints against the run's key).
 *
 * @param <B> the game's board type
 */
final class PlayerFileRecipe<B> implements SiftRecipe<B> {
    private static final long serialVersionUID = 1L;

    /** A player file as shipped: its bytes and how errors name it. */
    private record File(byte[] bytes, String source) implements java.io.Serializable {
        static File of(PlayerChoice choice) {
            return choice == null ? null : new File(choice.file(), choice.source());
        }
    }

    private final String game;
    private final File weak;
    private final ArrayList<File> between;
    private final File strong;

    private PlayerFileRecipe(String game, File weak, List<File> between, File strong) {
        this.game = game;
        this.weak = weak;
        this.between = new ArrayList<>(between);
        this.strong = strong;
    }

    /** The recipe of the players the options name, for the game. */
    static <B> PlayerFileRecipe<B> of(Puzzle<B> puzzle, PlayerOptions players, MorePlayers more) {
        return new PlayerFileRecipe<>(puzzle.id(), File.of(players.weak), more.between.stream().map(File::of).toList(),
                File.of(players.strong));
    }

    /** The game by its name; its board files' import rule does not matter here (board lines carry their start). */
    @Override
    @SuppressWarnings("unchecked")
    public Puzzle<B> puzzle() {
        return (Puzzle<B>) Games.named(game, BoardFiles.defaults());
    }

    @Override
    public List<Contestant<B>> players() {
        Puzzle<B> puzzle = puzzle();
        List<Contestant<B>> all = new ArrayList<>();
        all.add(weak == null ? puzzle.weak() : puzzle.player(weak.bytes(), weak.source()));
        between.forEach(file -> all.add(puzzle.player(file.bytes(), file.source())));
        all.add(strong == null ? puzzle.strong() : puzzle.player(strong.bytes(), strong.source()));
        return all;
    }
}
