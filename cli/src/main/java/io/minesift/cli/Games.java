package io.minesift.cli;

import io.minesift.coins.CoinFiles;
import io.minesift.coins.CoinsPuzzle;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.Reports;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The game table: every game the command line knows, by the name {@code --game} takes, as Simon
 * Tatham's puzzles list theirs in one table. A new game adds one line here.
 */
final class Games {
    static final List<String> NAMES = List.of(MinesweeperPuzzle.ID, CoinsPuzzle.ID, ShanghaiPuzzle.ID);

    private Games() {
    }

    /** The game named {@code name}; Minesweeper reads {@code .mine} and MBF files with {@code files}' start rule. */
    static Puzzle<?> named(String name, BoardFiles files) {
        return switch (name) {
            case MinesweeperPuzzle.ID -> new MinesweeperPuzzle(files);
            case CoinsPuzzle.ID -> new CoinsPuzzle();
            case ShanghaiPuzzle.ID -> new ShanghaiPuzzle();
            default -> throw new IllegalArgumentException("unknown --game '" + name + "': use " + String.join(", ", NAMES));
        };
    }

    /**
     * The game of an input: {@code --game} when given, else what the file says it is (a coin set and
     * a Shanghai set name their formats), else Minesweeper.
     */
    static Puzzle<?> of(String game, Path input, BoardFiles files) {
        if (game != null) {
            return named(game, files);
        }
        if (input != null && Files.isRegularFile(input)) {
            byte[] head = head(input);
            if (CoinFiles.isCoinSet(head)) {
                return new CoinsPuzzle();
            }
            if (ShanghaiFiles.isShanghaiSet(head)) {
                return new ShanghaiPuzzle();
            }
        }
        return new MinesweeperPuzzle(files);
    }

    /** The game of a finished sift's folder, by its board set. */
    static Puzzle<?> ofSift(String game, Path folder) {
        return of(game, folder.resolve(Reports.BOARD_SET), BoardFiles.defaults());
    }

    /** The file's first 4 KB: a board set names its format at its start. */
    private static byte[] head(Path file) {
        io.minesift.core.util.InputFiles.checkRegular(file);
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return in.readNBytes(4096);
        } catch (IOException e) {
            return new byte[0]; // unreadable: reading it as a board file says why
        }
    }
}
