package io.minesift.minesweeper.format;

import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import io.minesift.core.util.Seeds;
import io.minesift.minesweeper.variant.VariantText;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Reads and writes boards in any of the {@link BoardFormat}s: a JSON set, a single {@code .mine}
 * or MBF file, a text file of Tatham game IDs, or a folder of such files. A {@code .mine} board
 * minesift writes shows its start cell as its one revealed cell ({@link MineText#format(Instance)});
 * MBF files, other tools' {@code .mine} boards and Tatham IDs written without a first click carry
 * none, so reading one picks it by a {@link StartRule}. Writing always goes through {@link AtomicFiles}.
 */
public final class BoardFiles {
    private final StartRule importStart;
    private final long seed;

    /**
     * @param importStart how to choose the start cell of boards whose file shows none ({@code .mine}
     *                    boards that reveal no single cell, MBF, Tatham IDs without a first click)
     * @param seed        the seed for {@code random} import starts (mixed with each board's id)
     */
    public BoardFiles(StartRule importStart, long seed) {
        this.importStart = importStart;
        this.seed = seed;
    }

    /** With the {@code auto} start: the largest opening. */
    public static BoardFiles defaults() {
        return new BoardFiles(new StartRule.Auto(), 0);
    }

    /** Every board in a file or in the board files of a folder (sorted by name); vanilla boards only. */
    public List<Instance> read(Path path) {
        return read(path, false);
    }

    /**
     * As {@link #read}, and boards under variant rules too: JSON sets with a {@code rules} field,
     * {@code .mine} boards whose header names rules, and MBF files with a rules companion beside
     * them ({@link VariantBoardFiles}); such a {@code .mine} board takes its start cell as a
     * vanilla one does.
     */
    public List<Instance> readWithRules(Path path) {
        return read(path, true);
    }

    private List<Instance> read(Path path, boolean variants) {
        if (Files.isDirectory(path)) {
            return readFolder(path, variants);
        }
        if (!Files.exists(path)) {
            throw new InputException(path.toString(), "no such file or folder");
        }
        BoardFormat format = BoardFormat.ofFile(path);
        if (format == null) {
            throw new InputException(path.toString(), "unknown board format: expected a " + BoardFormat.extensions()
                    + " file, or a folder of them");
        }
        byte[] data = InputFiles.bytes(path);
        String name = path.toString();
        return switch (format) {
            case JSON -> variants ? BoardSetJson.read(data, name) : vanilla(BoardSetJson.read(data, name), name);
            case MINE -> List.of(mine(text(data, name), path, variants));
            case MBF -> List.of(mbf(Mbf.read(data, name), path, variants));
            case TATHAM -> TathamId.readLines(text(data, name), name).stream().map(id -> fromTatham(id, path)).toList();
        };
    }

    /** The boards, when none follows variant rules: the commands that read boards play vanilla ones only. */
    public static List<Instance> vanilla(List<Instance> boards, String source) {
        for (int i = 0; i < boards.size(); i++) {
            if (boards.get(i).rules() != null) {
                throw new InputException(source, "board " + (i + 1) + " follows the variant rules " + boards.get(i).rules()
                        + ": this command plays vanilla boards only (variant boards are made by generate --rules)");
            }
        }
        return boards;
    }

    private Instance mine(String text, Path path, boolean variants) {
        String name = path.toString();
        if (!VariantText.hasRules(text)) {
            Position board = MineText.parse(text, name);
            return withStart(MineText.layoutOf(board, name), MineText.startOf(board), path);
        }
        MineLayout layout = VariantBoardFiles.layoutOf(text, name);
        String rules = VariantBoardFiles.rulesOf(text, name);
        if (!variants) {
            throw new InputException(name, "names the variant rules " + rules + ": this command takes vanilla boards only");
        }
        if (io.minesift.minesweeper.variant.RuleSet.parse(rules).clue() instanceof io.minesift.minesweeper.variant.Liar) {
            throw new InputException(name, "is a liar board: its .mine text shows the clues but not the seed of its lies, "
                    + "which play needs; give the board set (JSON) or the MBF file with its rules companion instead");
        }
        Instance vanilla = withStart(layout, VariantBoardFiles.startOf(text, name), path);
        return new Instance(null, layout, vanilla.start(), vanilla.source(), rules);
    }

    /** A board read from a {@code .mine} file: with the start cell the file shows, else one the import rule picks. */
    private Instance withStart(MineLayout layout, java.util.OptionalInt shown, Path path) {
        if (shown.isEmpty()) {
            return imported(layout, path);
        }
        var start = layout.geometry().cell(shown.getAsInt());
        return Instance.of(layout, start, Provenance.imported(String.valueOf(path.getFileName()), start.toString()));
    }

    /** An MBF board, under the rules of its companion when one lies beside it. */
    private Instance mbf(MineLayout layout, Path path, boolean variants) {
        Path companion = path.resolveSibling(path.getFileName() + VariantBoardFiles.COMPANION);
        if (!Files.isRegularFile(companion)) {
            return imported(layout, path);
        }
        Instance board = VariantBoardFiles.withCompanion(layout, InputFiles.bytes(companion), companion.toString(),
                Provenance.imported(String.valueOf(path.getFileName()), "companion"));
        if (!variants) {
            throw new InputException(path.toString(), "has the rules companion " + companion.getFileName() + " (rules "
                    + board.rules() + "): this command takes vanilla boards only");
        }
        return board;
    }

    private List<Instance> readFolder(Path folder, boolean variants) {
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            // an MBF file's rules companion is read with the MBF file, not as a board set of its own
            files = listing.filter(p -> Files.isRegularFile(p) && BoardFormat.ofFile(p) != null
                    && !p.getFileName().toString().endsWith(VariantBoardFiles.COMPANION)).sorted().toList();
        } catch (IOException e) {
            throw new InputException(folder.toString(), "cannot list the folder: " + AtomicFiles.describe(e));
        }
        if (files.isEmpty()) {
            throw new InputException(folder.toString(), "the folder holds no " + BoardFormat.extensions() + " board files");
        }
        List<Instance> all = new ArrayList<>();
        for (Path file : files) {
            all.addAll(read(file, variants));
        }
        return all;
    }

    private Instance imported(MineLayout layout, Path path) {
        // Seeded by content (the layout's hash is by value), so a file gets the same start every run.
        SplittableRandom random = Seeds.stream(seed, layout.hashCode());
        var start = importStart.chooseFor(layout, random);
        return Instance.of(layout, start, Provenance.imported(String.valueOf(path.getFileName()), importStart.id()));
    }

    /** A board from a Tatham ID: its first click is the start cell, or the import rule picks one when it has none. */
    private Instance fromTatham(TathamId.Parsed id, Path path) {
        if (id.start() == null) {
            return imported(id.layout(), path);
        }
        return Instance.of(id.layout(), id.start(), Provenance.imported(String.valueOf(path.getFileName()), id.start().toString()));
    }

    /** Reads a {@code .mine} file as a position (it may show a game in progress). */
    public static Position readPosition(Path path) {
        return MineText.parse(readText(path), path.toString());
    }

    /** The text of a {@code .mine} position file (UTF-8), for readers of other rules. */
    public static String readText(Path path) {
        String name = path.toString();
        if (Files.isDirectory(path)) {
            throw new InputException(name, "is a folder, not a .mine position file");
        }
        return text(InputFiles.bytes(path), name);
    }

    private static String text(byte[] data, String source) {
        var decoder = java.nio.charset.StandardCharsets.UTF_8.newDecoder();
        try {
            String text = decoder.decode(java.nio.ByteBuffer.wrap(data)).toString();
            // a byte-order mark, as some Windows editors save UTF-8: a mark of the encoding, not text
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new InputException(source, "is not text (not valid UTF-8): is it an MBF file with the wrong extension?");
        }
    }

    /**
     * Writes boards to a file whose extension names the format; {@code .mine} and {@code .mbf}
     * files take exactly one board.
     */
    public static void write(Path file, List<Instance> boards) {
        BoardFormat format = BoardFormat.ofFile(file);
        if (format == null) {
            throw new InputException(file.toString(), "unknown output format: name a " + BoardFormat.extensions() + " file");
        }
        if (format.singleBoard() && boards.size() != 1) {
            throw new InputException(file.toString(), "a ." + format.extension() + " file holds one board, not "
                    + boards.size() + ": write a .json set, or one file per board with convert --to " + format.extension());
        }
        AtomicFiles.write(file, encode(format, boards));
        writeCompanion(file, format, boards.get(0));
    }

    /** Beside a variant board's MBF file, its rules companion ({@link VariantBoardFiles}); nothing for any other. */
    private static void writeCompanion(Path file, BoardFormat format, Instance board) {
        if (format == BoardFormat.MBF && board.rules() != null) {
            AtomicFiles.write(file.resolveSibling(file.getFileName() + VariantBoardFiles.COMPANION),
                    VariantBoardFiles.companion(board));
        }
    }

    /** Writes each board to {@code folder/ID.EXT}; returns the files written. */
    public static List<Path> writeFolder(Path folder, BoardFormat format, List<Instance> boards) {
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new InputException(folder.toString(), "is a file, not a folder");
        }
        List<Path> written = new ArrayList<>();
        for (Instance board : boards) {
            Path file = folder.resolve(board.id() + "." + format.extension());
            AtomicFiles.write(file, encode(format, List.of(board)));
            writeCompanion(file, format, board);
            written.add(file);
        }
        return written;
    }

    /** The boards, when none follows variant rules, which Tatham's Mines cannot play. */
    private static List<Instance> refuseVariant(List<Instance> boards) {
        for (Instance b : boards) {
            if (b.rules() != null) {
                throw new IllegalArgumentException("board " + b.id() + " follows the variant rules " + b.rules()
                        + ": Tatham game IDs are for vanilla boards");
            }
        }
        return boards;
    }

    /**
     * The bytes of the boards in a format (a variant board's {@code .mine} names its rules; its MBF
     * bytes are the layout only, and the files written by {@link #write} and {@link #writeFolder}
     * get a rules companion beside them).
     */
    public static byte[] encode(BoardFormat format, List<Instance> boards) {
        return switch (format) {
            case JSON -> BoardSetJson.write(boards);
            case MINE -> (boards.get(0).rules() == null ? MineText.format(boards.get(0))
                    : VariantBoardFiles.mineText(boards.get(0))).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            case MBF -> Mbf.write(boards.get(0).layout());
            case TATHAM -> refuseVariant(boards).stream().map(b -> TathamId.write(b) + "\n").collect(java.util.stream.Collectors.joining())
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        };
    }
}
