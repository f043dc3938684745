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
        checkSize(path, Runtime.getRuntime().maxMemory());
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
     * Refuses, before reading it, a file larger than a fifth of the heap: a file read whole is parsed
     * into objects several times its size (100,000 expert boards, a 99 MB set, were read by show
     * and convert in a 512 MB heap, as measured), so a larger one would end out of memory, with
     * work lost, instead of this one line.
     */
    static void checkSize(Path path, long heapBytes) {
        long size;
        try {
            size = Files.size(path);
        } catch (IOException e) {
            return; // reading it will say why
        }
        long most = heapBytes / 5;
        if (size > most) {
            throw new InputException(path.toString(), String.format(java.util.Locale.ROOT, "is %d MB, more than this "
                    + "Java reads whole in its %d MB of memory (at most %d MB): split it, or give Java more memory "
                    + "(java -Xmx4g -jar ...)", size >> 20, heapBytes >> 20, most >> 20));
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
