package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.BoardArt;
import io.minesift.core.tune.PlayerTemplate;
import io.minesift.core.util.InputException;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * All a game brings to the curator's pipeline (sift, reports, score, filter, pack), in one place, as
 * Simon Tatham's puzzles each bring one game structure to the same midend. {@code B} is the game's
 * board (a puzzle instance). A game implements this once; everything in this package, the
 * experiment, the classifier and the reports then work for it. {@code coins.CoinsPuzzle} is the
 * smallest example, a template for a new game.
 *
 * @param <B> the game's board type
 */
public interface Puzzle<B> {
    /** The game's name, as {@code --game} takes it, e.g. {@code minesweeper}. */
    String id();

    /** A board's id: stable, from its content alone, unique within the game. */
    String boardId(B board);

    /**
     * The boards a user gives in a file or folder, in the game's formats.
     *
     * @throws io.minesift.core.util.InputException naming the file and the problem
     */
    List<B> readBoards(Path path);

    /** Reads a board set as {@link #writeBoardSet} writes it ({@code source} names it in errors). */
    List<B> readBoardSet(byte[] bytes, String source);

    /** The game's board-set file: the boards, in order, as one file any command reads back. */
    byte[] writeBoardSet(List<B> boards);

    /**
     * Writes boards to a file a user named ({@code filter --out}): the game's board set, or any
     * other of its formats the file's name asks for.
     */
    default void writeBoards(Path file, List<B> boards) {
        io.minesift.core.util.AtomicFiles.write(file, writeBoardSet(boards));
    }

    /** Writes each board's own files into a report's board folder, for the page's links. */
    void writeBoardFiles(Path folder, List<B> boards);

    /**
     * One board of a pack as files named {@code name.*}: each file's path in the pack's folder
     * ({@code /} between a sub-folder and the name) and its bytes, in a fixed order. The pack
     * writes them, and lists them in {@code pack-info.json} as its own.
     */
    Map<String, byte[]> packContents(String name, B board);

    /** What {@link #packContents} holds, in words, for {@code pack-info.json}. */
    String packFiles();

    /**
     * Short texts that name the board in other tools, by name in a fixed order (Minesweeper: its
     * Simon Tatham's Mines game ID and its share link fragment), for {@code pack.csv} and
     * {@code pack-info.json}; none by default.
     */
    default Map<String, String> codes(B board) {
        return Map.of();
    }

    /**
     * Short texts a sift's table ({@code boards.csv}) and summary show for the board, by name, in a
     * fixed order (Minesweeper: the {@code rules} of a variant board); none by default.
     */
    default Map<String, String> notes(B board) {
        return Map.of();
    }

    /**
     * The notes of {@code board} in a sift that trains on {@code reference}: {@link #notes(Object)}
     * by default. A game whose reference boards may be of another kind than the board (Shanghai:
     * another layout) says here which reference the board was placed by.
     */
    default Map<String, String> notes(B board, ReferenceSet<B> reference) {
        return notes(board);
    }

    /**
     * A few words on the boards as a whole for the report's title, after the board set's name
     * (Minesweeper: {@code (rules T,X)} for variant boards); empty by default.
     */
    default String describe(List<B> boards) {
        return "";
    }

    /**
     * Refuses a board that cannot be sifted (a Minesweeper start cell on a mine), naming the
     * {@code source} and the board's {@code number} there.
     *
     * @throws io.minesift.core.util.InputException when it cannot be sifted
     */
    default void checkPlayable(B board, String source, int number) {
    }

    /** A board drawn as text, for {@code minesift show}; empty when the game draws none (then {@code show} refuses). */
    default Optional<String> text(B board) {
        return Optional.empty();
    }

    /** How the report's page draws and explains these boards. */
    BoardArt art(Map<String, B> boards);

    /**
     * Whether a board's {@link io.minesift.core.experiment.Luck} can be read off its sift: true for
     * a game whose strong player guesses only when nothing it can see is certain and loses a play
     * only at a guess, each guess surviving with its exact chance (an attempt's chance is then the
     * product of its guesses' chances). The reports, summaries and packs of such a game say of each
     * board whether it needs a guess and its chance of losing to forced guesses, and {@code pack}
     * prefers boards that need none. False by default: a game whose strong player can lose in other
     * ways (a dead end its own choices led to) cannot tell its luck from its play.
     */
    default boolean measuresLuck() {
        return false;
    }

    /**
     * Whether an attempt's chance is exact (the product of its risks' survival chances, as
     * Minesweeper's and the coins' are), or a drawn outcome, 0 or 1 (Shanghai: a play clears the
     * table or it does not). Deciding early stops a player whose plays are all alike only when the
     * chances are exact: then plays of one chance are one course of play repeated, while twenty
     * drawn wins are twenty tosses of a coin whose rate may well be 0.85. False by default, the
     * safe side for a new game.
     */
    default boolean exactChances() {
        return false;
    }

    /**
     * Plays per board and player when a sift or score names none: 60 for a game whose chances are
     * exact ({@link #exactChances}), 100, the research's count, for one whose plays are drawn wins
     * and losses. A drawn play tells less than an exact chance does, and the shipped reference sets
     * were played 100 times, so a board placed among them is measured as they were: on Shanghai's
     * held-out set, 3 of 60 deals changed category between two seeds at 60 plays and none in six
     * seeds at 100 (docs/figures.md).
     */
    default int defaultPlays() {
        return exactChances() ? 60 : 100;
    }

    /** The game's measures of a board, computed once per board. */
    Sift.Measurer<B> measurer();

    /** The default weak player (the x axis of the map). */
    Contestant<B> weak();

    /** The default strong player (the y axis). */
    Contestant<B> strong();

    /**
     * A player from a player file of this game, given whole ({@code source} names it in errors:
     * its path, or the name of a built-in player).
     */
    Contestant<B> player(byte[] file, String source);

    /**
     * Boards labelled by construction, by the game's own rule and never by measured rates: up to
     * {@code perCategory} of each category, in a fixed order (the same arguments give the same
     * boards). {@code minesift reference --game ID} plays them into a reference set
     * ({@link ReferenceBuilder}), or writes them unplayed as a held-out set.
     *
     * @throws IllegalArgumentException when the game cannot choose boards with these arguments
     */
    Map<B, Category> referenceBoards(long seed, int perCategory);

    /**
     * {@link #referenceBoards(long, int)} read on up to {@code threads} threads, for a game whose
     * labels are dear to read: the same boards whatever the threads. By default one thread.
     */
    default Map<B, Category> referenceBoards(long seed, int perCategory, int threads) {
        return referenceBoards(seed, perCategory);
    }

    /**
     * The rule behind {@link #referenceBoards}' labels, in plain words, as {@code reference.json}
     * records it: by default the report's {@link BoardArt#labelRule()}.
     */
    default String referenceRule() {
        return art(Map.of()).labelRule();
    }

    /** The game's labelled reference boards, shipped with it, that the classifier trains on. */
    ReferenceSet<B> reference();

    /**
     * The shipped reference set that a sift of {@code boards} trains on: a game that ships one set
     * per kind of board (Shanghai: per layout size) picks the one nearest these boards; by default
     * the game's one {@link #reference()}.
     */
    default ReferenceSet<B> reference(List<B> boards) {
        return reference();
    }

    /**
     * A player file of this game with parameters to fill in, for {@code minesift tune}
     * ({@code source} names it in errors). A game whose players have no files refuses, as this
     * default does.
     *
     * @throws InputException naming the file and the problem
     */
    default PlayerTemplate<B> template(byte[] file, String source) {
        throw new InputException(source, "the " + id() + " game has no player files to tune");
    }

    /**
     * A board's label by construction (from what the board is, never from measured rates), or
     * empty when it is no clear example: the truth of {@code tune}'s {@code separation} goal.
     * Empty for every board by default.
     */
    default Optional<Category> labelByConstruction(B board) {
        return Optional.empty();
    }

    /**
     * Seeded boards of this game made from a spec in the game's own words (for Shanghai: a layout
     * name), the same for the same arguments on any machine.
     *
     * @param <B> the game's board type
     */
    interface Generator<B> {
        /** The spec used when none is given, e.g. {@code mini-turtle}. */
        String defaultSpec();

        /** The boards {@code 0..count-1} of the run {@code seed} from {@code spec}. */
        List<B> generate(String spec, long seed, int count);

        /** The generated set in a few words, naming the spec and the seed, e.g. for a report's title. */
        default String describe(String spec, long seed, int count) {
            return count + " boards " + spec + " (seed " + seed + ")";
        }
    }

    /**
     * The game's generator, for {@code sift} and {@code generate} without input files; empty when the
     * game has none here (its boards must then be given). Minesweeper's generators take their own
     * options on the command line and are not offered here.
     */
    default Optional<Generator<B>> generator() {
        return Optional.empty();
    }

    /** A reference set that {@code minesift reference --out DIR} (or the game's own maker) wrote into a folder. */
    default ReferenceSet<B> reference(Path folder) {
        return ReferenceSet.read(folder, this);
    }
}
