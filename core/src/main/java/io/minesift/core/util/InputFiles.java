package io.minesift.core.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;

/** Reading an input file whole, or failing with one line that names it. */
public final class InputFiles {
    private InputFiles() {
    }

    /** The bytes of a file, or an {@link InputException} naming it and why it cannot be read. */
    public static byte[] bytes(Path path) {
        checkRegular(path);
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new InputException(path.toString(), "cannot read: " + AtomicFiles.describe(e));
        }
    }

    /**
     * Refuses, before it is opened, an input that is neither a regular file nor a folder: reading a
     * named pipe waits for a writer that may never come, and a device such as /dev/zero never ends.
     *
     * @throws InputException naming the path
     */
    public static void checkRegular(Path path) {
        if (Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path)) {
            throw new InputException(path.toString(), "is not a regular file (a named pipe, a device or a socket): "
                    + "give a file");
        }
    }

    /**
     * The items of a JSON set file, or of every {@code .json} file in a folder, in the order of the
     * files' names, each file read by {@code reader} (bytes, the file's name for errors).
     *
     * @throws InputException naming a missing path, an unlistable folder, or the reader's problem
     */
    public static <T> List<T> jsonSets(Path path, BiFunction<byte[], String, List<T>> reader) {
        if (!Files.isDirectory(path)) {
            if (!Files.exists(path)) {
                throw new InputException(path.toString(), "no such file or folder");
            }
            return reader.apply(bytes(path), path.toString());
        }
        List<T> items = new ArrayList<>();
        try (Stream<Path> files = Files.list(path)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".json")).sorted().toList()) {
                items.addAll(reader.apply(bytes(f), f.toString()));
            }
        } catch (IOException e) {
            throw new InputException(path.toString(), "cannot list the folder: " + AtomicFiles.describe(e));
        }
        return items;
    }
}
