package io.minesift.cli;

import io.minesift.core.util.FolderLock;
import io.minesift.core.util.OutputFolder;

import java.nio.file.Path;

/** The hidden files of folder ownership: lock files (never deleted, by design) and a folder's manifest. */
final class Bookkeeping {
    private Bookkeeping() {
    }

    static boolean is(Path file) {
        String name = file.getFileName().toString();
        return name.equals(FolderLock.NAME) || name.equals(OutputFolder.MANIFEST) || name.startsWith(".") && name.endsWith(".lock");
    }
}
