package io.minesift.util;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Reading an input file whole, or failing with one line that names it. */
public final class InputFiles {
    private InputFiles() {
    }

    /** The bytes of a file, or an {@link InputException} naming it and why it cannot be read. */
    public static byte[] bytes(Path path) {
        try {
            return Files.readAllBytes(path);
        } catch (IOException e) {
            throw new InputException(path.toString(), "cannot read: " + AtomicFiles.describe(e));
        }
    }
}
