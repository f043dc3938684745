package io.minesift.io;

import io.minesift.board.Instance;
import io.minesift.board.MineLayout;
import io.minesift.board.Position;
import io.minesift.board.Provenance;
import io.minesift.board.StartRule;
import io.minesift.util.AtomicFiles;
import io.minesift.util.InputException;
import io.minesift.util.InputFiles;
import io.minesift.util.Seeds;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;

/**
 * Reads and writes boards in any of the {@link BoardFormat}s: a JSON set, a single {@code .mine}
 * or MBF file, a text file of Tatham game IDs, or a folder of such files. Single-board files (and
 * Tatham IDs written without a first click) carry no start cell, so reading one picks it by a
 * {@link StartRule}; writing always goes through {@link AtomicFiles}.
 */
public final class BoardFiles {
    private final StartRule importStart;
    private final long seed;

    /**
     * @param importStart how to choose the start cell of boards read from {@code .mine} or MBF (or
     *                    Tatham IDs without a first click)
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

    /** Every board in a file or in the board files of a folder (sorted by name). */
    public List<Instance> read(Path path) {
        if (Files.isDirectory(path)) {
            return readFolder(path);
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
            case JSON -> vanilla(BoardSetJson.read(data, name), name);
            case MINE -> List.of(imported(MineText.layoutOf(MineText.parse(text(data, name), name), name), path));
            case MBF -> List.of(imported(Mbf.read(data, name), path));
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

    private List<Instance> readFolder(Path folder) {
        List<Path> files;
        try (Stream<Path> listing = Files.list(folder)) {
            files = listing.filter(p -> Files.isRegularFile(p) && BoardFormat.ofFile(p) != null).sorted().toList();
        } catch (IOException e) {
            throw new InputException(folder.toString(), "cannot list the folder: " + AtomicFiles.describe(e));
        }
        if (files.isEmpty()) {
            throw new InputException(folder.toString(), "the folder holds no " + BoardFormat.extensions() + " board files");
        }
        List<Instance> all = new ArrayList<>();
        for (Path file : files) {
            all.addAll(read(file));
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
            return decoder.decode(java.nio.ByteBuffer.wrap(data)).toString();
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
            written.add(file);
        }
        return written;
    }

    /** The bytes of the boards in a format ({@code .mine} and MBF: the first board only; Tatham IDs: one a line). */
    public static byte[] encode(BoardFormat format, List<Instance> boards) {
        return switch (format) {
            case JSON -> BoardSetJson.write(boards);
            case MINE -> MineText.format(boards.get(0).layout()).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
            case MBF -> Mbf.write(boards.get(0).layout());
            case TATHAM -> boards.stream().map(b -> TathamId.write(b) + "\n").collect(java.util.stream.Collectors.joining())
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        };
    }
}
