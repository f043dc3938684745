package io.minesift.core.util;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** An input is refused before it is read when it is no regular file, or larger than a fifth of the heap. */
class InputFilesTest {
    @TempDir
    Path dir;

    @Test
    void aFileOverAFifthOfTheHeapIsRefusedNamingItsSize() throws Exception {
        Path file = Files.write(dir.resolve("set.json"), new byte[3 << 20]); // 3 MB
        assertDoesNotThrow(() -> InputFiles.checkSize(file, 15L << 20)); // a fifth of 15 MB: 3 MB, just enough
        InputException e = assertThrows(InputException.class, () -> InputFiles.checkSize(file, 14L << 20));
        assertEquals(file + ": is 3 MB, more than this Java reads whole in its 14 MB of memory (at most 2 MB): split it, "
                + "or give Java more memory (java -Xmx4g -jar ...)", e.getMessage());
    }

    @Test
    void aDeviceIsRefusedBeforeItIsOpened() {
        InputException e = assertThrows(InputException.class, () -> InputFiles.bytes(Path.of("/dev/zero")));
        assertEquals("/dev/zero: is not a regular file (a named pipe, a device or a socket): give a file", e.getMessage());
    }
}
