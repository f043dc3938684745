package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.Puzzle;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.BoardFormat;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.format.TathamId;
import io.minesift.minesweeper.format.VariantBoardFiles;
import io.minesift.minesweeper.player.ParameterSpec;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.minesweeper.player.PlayerKind;
import io.minesift.minesweeper.player.PlayerKinds;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.core.report.BoardArt;
import io.minesift.core.tune.Dimension;
import io.minesift.core.tune.JsonPlayerTemplate;
import io.minesift.core.tune.PlayerTemplate;
import io.minesift.core.util.InputException;
import io.minesift.minesweeper.variant.VariantText;
import io.minesift.minesweeper.variant.play.VariantGame;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Minesweeper as a {@link Puzzle}: boards are {@link Instance}s (a layout with its start cell),
 * read from board sets, {@code .mine} text and MBF files; a report links each board's {@code .mine}
 * and MBF files; a pack holds each board as a puzzle other tools open, its MBF file and the solved
 * board; the weak (two-body) and strong (exact) players; the reference boards labelled by how
 * exact logic plays them.
 */
public final class MinesweeperPuzzle implements Puzzle<Instance> {
    public static final String ID = "minesweeper";
    /** A pack's sub-folder for the solved boards. */
    public static final String SOLUTIONS = "solutions";
    private static volatile ReferenceSet<Instance> shipped;

    private final BoardFiles files;
    /** Luck-bound reference boards, per category, with no 50/50 among their forced guesses; null for half. */
    private final Integer withoutTies;
    /** Hard skill-rewarding reference boards ({@link ReferenceLabel#hardSkill}), per category; null for half. */
    private final Integer hardSkill;

    /** Reading {@code .mine} and MBF files with the start cells these files give them. */
    public MinesweeperPuzzle(BoardFiles files) {
        this(files, null, null);
    }

    private MinesweeperPuzzle(BoardFiles files, Integer withoutTies, Integer hardSkill) {
        this.files = files;
        this.withoutTies = withoutTies;
        this.hardSkill = hardSkill;
    }

    /**
     * This game whose {@link #referenceBoards} take {@code n} luck-bound boards with no 50/50 among
     * their forced guesses ({@code reference --without-ties}): a Minesweeper matter, so it is set
     * here rather than passed through {@link Puzzle}.
     */
    public MinesweeperPuzzle withoutTies(int n) {
        return new MinesweeperPuzzle(files, n, hardSkill);
    }

    /** The luck-bound reference boards without ties for {@code perCategory} per category: as set, else half. */
    public int tiesFor(int perCategory) {
        return withoutTies == null ? perCategory / 2 : withoutTies;
    }

    /**
     * This game whose {@link #referenceBoards} take {@code n} hard skill-rewarding boards
     * ({@code reference --hard-skill}; {@link ReferenceLabel#hardSkill}).
     */
    public MinesweeperPuzzle hardSkill(int n) {
        return new MinesweeperPuzzle(files, withoutTies, n);
    }

    /** The hard skill-rewarding reference boards for {@code perCategory} per category: as set, else half. */
    public int hardSkillFor(int perCategory) {
        return hardSkill == null ? perCategory / 2 : hardSkill;
    }

    /** Reading {@code .mine} and MBF files with the {@code auto} start (the largest opening). */
    public MinesweeperPuzzle() {
        this(BoardFiles.defaults());
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String boardId(Instance board) {
        return board.id();
    }

    @Override
    public List<Instance> readBoards(Path path) {
        return files.readWithRules(path);
    }

    @Override
    public List<Instance> readBoardSet(byte[] bytes, String source) {
        // variant boards are played by the variant players (MinesweeperContestant)
        return BoardSetJson.read(bytes, source);
    }

    @Override
    public byte[] writeBoardSet(List<Instance> boards) {
        return BoardFiles.encode(BoardFormat.JSON, boards);
    }

    /** A board set ({@code .json}), or one board as {@code .mine} or MBF, by the file's name. */
    @Override
    public void writeBoards(Path file, List<Instance> boards) {
        BoardFiles.write(file, boards);
    }

    @Override
    public void writeBoardFiles(Path folder, List<Instance> boards) {
        BoardFiles.writeFolder(folder, BoardFormat.MINE, boards);
        BoardFiles.writeFolder(folder, BoardFormat.MBF, boards);
    }

    /** The puzzle, its MBF file (with its rules companion, for a variant board) and the solved board. */
    @Override
    public Map<String, byte[]> packContents(String name, Instance board) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(name + ".mine", puzzle(board));
        files.put(name + ".mbf", BoardFiles.encode(BoardFormat.MBF, List.of(board)));
        if (board.rules() != null) {
            files.put(name + ".mbf" + VariantBoardFiles.COMPANION, VariantBoardFiles.companion(board));
        }
        files.put(SOLUTIONS + "/" + name + ".mine", solution(board));
        return files;
    }

    /** The solved board as {@code .mine} text: every mine and every clue shown (not the board's own file, which hides all but its start). */
    static byte[] solution(Instance board) {
        return (board.rules() == null ? MineText.format(board.layout()) : VariantBoardFiles.solvedText(board))
                .getBytes(StandardCharsets.US_ASCII);
    }

    /**
     * A classic board's Tatham game ID and share link fragment; a variant board's rules and share link
     * (version 2, which carries the rules), since Tatham's Mines plays classic boards only (docs/formats.md).
     */
    @Override
    public Map<String, String> codes(Instance board) {
        Map<String, String> codes = new LinkedHashMap<>();
        if (board.rules() != null) {
            codes.put("rules", board.rules());
        } else {
            codes.put("tatham", TathamId.write(board));
        }
        codes.put("link", ShareLink.write(board));
        return codes;
    }

    /** A variant board's rules, as {@code rules}; nothing for a vanilla board. */
    @Override
    public Map<String, String> notes(Instance board) {
        return board.rules() == null ? Map.of() : Map.of("rules", board.rules());
    }

    /**
     * {@code " (rules T,X)"} when some boards follow variant rules: each rule set once, in the order
     * of the boards, vanilla boards among them as {@code V}; empty when every board is vanilla.
     */
    @Override
    public String describe(List<Instance> boards) {
        java.util.Set<String> rules = new java.util.LinkedHashSet<>();
        boards.forEach(b -> rules.add(b.rules() == null ? "V" : b.rules()));
        return rules.equals(java.util.Set.of("V")) ? "" : " (rules " + String.join("; ", rules) + ")";
    }

    @Override
    public String packFiles() {
        return "NAME.mine: the puzzle, every cell hidden but what the start click reveals; NAME.mbf: its mines; "
                + SOLUTIONS + "/NAME.mine: the solved board";
    }

    /**
     * The board as a puzzle position in {@code .mine} text: the start cell opened (with the region
     * a zero opens), every other cell hidden. Other tools read a digit as a revealed cell, so the
     * solved board would open as a finished game.
     */
    public static byte[] puzzle(Instance board) {
        if (board.rules() != null) {
            return VariantText.format(VariantGame.started(board).view()).getBytes(StandardCharsets.US_ASCII);
        }
        return MineText.format(Game.started(board).view().position()).getBytes(StandardCharsets.US_ASCII);
    }

    /** A sift plays every board from a safe start: a start cell on a mine is refused. */
    @Override
    public void checkPlayable(Instance board, String source, int number) {
        if (board.layout().isMine(board.startIndex())) {
            throw new InputException(source, "board " + number + " (id " + board.id() + "): its start cell "
                    + board.start().label() + " holds a mine, and a sift plays every board from a safe start cell"
                    + " (for .mine and MBF files use --import-start auto, which starts in an opening)");
        }
        if (board.rules() != null) {
            VariantBoards.checkPlayable(board, source, number);
        }
    }

    @Override
    public BoardArt art(Map<String, Instance> boards) {
        return new MinesweeperArt(boards);
    }

    /**
     * Every Minesweeper play is refereed by the luck-fair referee: a play loses only at a guess,
     * which survives with its exact chance, and the strong player (vanilla or variant) guesses only
     * when no cell is certain. For the default strong player, which uses the mine total, a board
     * needs a guess exactly when its deduction profile has a forced guess (LuckTest checks it).
     */
    @Override
    public boolean measuresLuck() {
        return true;
    }

    /** An attempt's chance is the product of its guesses' exact survival chances (LuckTally). */
    @Override
    public boolean exactChances() {
        return true;
    }

    @Override
    public Sift.Measurer<Instance> measurer() {
        return new MinesweeperMeasurer();
    }

    @Override
    public Contestant<Instance> weak() {
        return new MinesweeperContestant(new WeakPlayer(WeakPlayer.Parameters.defaults()));
    }

    @Override
    public Contestant<Instance> strong() {
        return new MinesweeperContestant(new StrongPlayer(StrongPlayer.Parameters.defaults()));
    }

    @Override
    public Contestant<Instance> player(byte[] file, String source) {
        return new MinesweeperContestant(PlayerFiles.parse(file, source));
    }

    /** Seeded boards labelled by their deduction profile ({@link ReferenceMaker#choose}). */
    @Override
    public Map<Instance, Category> referenceBoards(long seed, int perCategory) {
        return ReferenceMaker.choose(seed, perCategory, tiesFor(perCategory), hardSkillFor(perCategory));
    }

    /** The words the shipped {@code reference.json} records (not the page's longer {@link MinesweeperArt#labelRule()}). */
    @Override
    public String referenceRule() {
        return ReferenceLabel.RULE;
    }

    /** A weak or strong player file ({@link PlayerFiles}), its parameters as {@link PlayerKinds} declares them. */
    @Override
    public PlayerTemplate<Instance> template(byte[] file, String source) {
        return new JsonPlayerTemplate<>(file, source, (json, s) -> new MinesweeperContestant(PlayerFiles.parse(json, s)),
                MinesweeperPuzzle::declared, PlayerFiles::describe);
    }

    /**
     * The search dimension of a parameter's whole declared range ({@link PlayerKinds}): numbers over
     * their range, true/false and choices over all their values; {@code null} for an unknown name or
     * an unbounded range.
     */
    static Dimension declared(String kindName, String name) {
        PlayerKind kind = PlayerKinds.named(kindName);
        if (kind == null || kind.parameters().stream().noneMatch(p -> p.name().equals(name))) {
            return null;
        }
        ParameterSpec p = kind.parameter(name);
        return switch (p.type()) {
            case BOOL -> new Dimension(name, 0, 0, false, List.of("true", "false"));
            case CHOICE -> new Dimension(name, 0, 0, false, p.choices());
            case PATH -> null; // a file is not a range to search
            case INT, LONG, DOUBLE -> p.max() == Double.POSITIVE_INFINITY ? null
                    : new Dimension(name, p.min(), p.max(), p.type() != ParameterSpec.Type.DOUBLE, List.of());
        };
    }

    /** How exact logic plays the board ({@link ReferenceLabel}); none for a board under variant rules (the profile is vanilla). */
    @Override
    public Optional<Category> labelByConstruction(Instance board) {
        if (board.rules() != null) {
            return Optional.empty();
        }
        return ReferenceLabel.of(new Profiler().profile(board));
    }

    /** The 120 labelled boards shipped in the jar beside this class (read once). */
    @Override
    public ReferenceSet<Instance> reference() {
        ReferenceSet<Instance> set = shipped;
        if (set == null) {
            set = ReferenceSet.embedded(MinesweeperPuzzle.class, this);
            shipped = set;
        }
        return set;
    }
}
