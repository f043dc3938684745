package io.minesift.cli;

import io.minesift.core.curate.Puzzle;
import io.minesift.core.experiment.Contestant;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.spark.SiftRecipe;
import io.minesift.core.util.InputFiles;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A sift's game and players as Spark ships them to executors: the game's name and each player
 * file's content ({@code null} for the game's built-in weak or strong player). An executor reads
 * each file from a temporary copy with the game's own reader, so a player is built there exactly
 * as on the driver (the tasks check the players' fingerprints against the run's key).
 *
 * @param <B> the game's board type
 */
final class PlayerFileRecipe<B> implements SiftRecipe<B> {
    private static final long serialVersionUID = 1L;

    private final String game;
    private final byte[] weak;
    private final ArrayList<byte[]> between;
    private final byte[] strong;

    private PlayerFileRecipe(String game, byte[] weak, List<byte[]> between, byte[] strong) {
        this.game = game;
        this.weak = weak;
        this.between = new ArrayList<>(between);
        this.strong = strong;
    }

    /** The recipe of the players the options name, for the game. */
    static <B> PlayerFileRecipe<B> of(Puzzle<B> puzzle, PlayerOptions players, MorePlayers more) {
        List<byte[]> between = more.files.stream().map(InputFiles::bytes).toList();
        return new PlayerFileRecipe<>(puzzle.id(), bytesOrNull(players.weakFile), between, bytesOrNull(players.strongFile));
    }

    private static byte[] bytesOrNull(Path file) {
        return file == null ? null : InputFiles.bytes(file);
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
        all.add(weak == null ? puzzle.weak() : read(puzzle, weak));
        between.forEach(file -> all.add(read(puzzle, file)));
        all.add(strong == null ? puzzle.strong() : read(puzzle, strong));
        return all;
    }

    private static <B> Contestant<B> read(Puzzle<B> puzzle, byte[] file) {
        try {
            Path copy = Files.createTempFile("minesift-player-", ".json");
            try {
                Files.write(copy, file);
                return puzzle.player(copy);
            } finally {
                Files.deleteIfExists(copy);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy a player file on this executor", e);
        }
    }
}
