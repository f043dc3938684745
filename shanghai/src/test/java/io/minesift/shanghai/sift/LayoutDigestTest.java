package io.minesift.shanghai.sift;

import io.minesift.core.util.InputException;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.LayoutFile;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Board sets record a file layout by the digest of its places, so a deal is never played on another layout. */
class LayoutDigestTest {
    @TempDir
    Path dir;

    @Test
    void theDigestIsTheSha256OfTheCanonicalPlaces() throws Exception {
        // Computed here from the definition: one line "layer row col" a tile, rows and columns shifted to start at 0.
        Layout shifted = LayoutFile.parse("s", "s", List.of("0 4 6", "0 4 8", "1 4 7", "0 6 6"));
        byte[] sha = MessageDigest.getInstance("SHA-256").digest("0 0 0\n0 0 2\n1 0 1\n0 2 0\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(HexFormat.of().formatHex(sha), shifted.digest());
        Layout moved = LayoutFile.parse("m", "m", List.of("0 0 0", "0 0 2", "1 0 1", "0 2 0"));
        assertEquals(shifted.digest(), moved.digest(), "the same places anywhere on the table");
        Layout reordered = LayoutFile.parse("r", "r", List.of("0 0 2", "0 0 0", "1 0 1", "0 2 0"));
        assertNotEquals(moved.digest(), reordered.digest(), "the kinds of a deal are listed in tile order: it counts");
        assertEquals(64, Layouts.named("turtle").digest().length());
    }

    @Test
    void aSetOfAFileLayoutCarriesItsDigestAndRefusesAChangedFile() throws Exception {
        Path file = dir.resolve("bridge.layout");
        Files.copy(Path.of("instances/layouts/bridge.layout"), file);
        List<Position> deals = ShanghaiFiles.deals(file.toString(), 4, 3);
        byte[] set = ShanghaiFiles.write(deals);
        String text = new String(set, StandardCharsets.UTF_8);
        String digest = ShanghaiFiles.layout(file.toString()).digest();
        assertTrue(text.contains("\"layout\": \"" + file.toString().replace("\\", "\\\\") + "\", \"digest\": \"" + digest + "\""), text);
        assertEquals(deals, ShanghaiFiles.read(set, "set.json"));
        // The same places from another file (another format, another path): the same ids.
        Layout same = ShanghaiFiles.layout("instances/layouts/drawn.map#Bridge");
        assertEquals(ShanghaiFiles.id(deals.get(0)),
                ShanghaiFiles.id(Position.deal(same, kinds(deals.get(0)))));

        String changed = text.replace(digest, "0".repeat(64));
        InputException e = assertThrows(InputException.class, () -> ShanghaiFiles.read(changed.getBytes(StandardCharsets.UTF_8), "set.json"));
        assertEquals("set.json: board 1: layout " + file + " is not the one the deal was made on (its tile places have digest "
                + digest.substring(0, 12) + "..., the set's 000000000000...)", e.getMessage());
        // The file itself changed (the top tile moved a half-tile left), in this same run: read afresh, refused.
        String drawing = Files.readString(file);
        int top = drawing.lastIndexOf("....12....");
        String shifted = drawing.substring(0, top) + "...12....." + drawing.substring(top + 10)
                .replaceFirst("\\.\\.\\.\\.43\\.\\.\\.\\.", "...43.....");
        Files.writeString(file, shifted.replaceFirst("\n", "\n# moved\n"));
        InputException moved = assertThrows(InputException.class, () -> ShanghaiFiles.read(set, "set.json"));
        assertTrue(moved.getMessage().contains("is not the one the deal was made on"), moved.getMessage());
        String noDigest = text.replaceAll(", \"digest\": \"[0-9a-f]+\"", "");
        InputException missing = assertThrows(InputException.class, () -> ShanghaiFiles.read(noDigest.getBytes(StandardCharsets.UTF_8), "set.json"));
        assertTrue(missing.getMessage().startsWith("set.json: board 1: unknown layout '" + file + "'"), missing.getMessage());
        String gone = text.replace(file.toString().replace("\\", "\\\\"), dir.resolve("gone.layout").toString().replace("\\", "\\\\"));
        InputException unreadable = assertThrows(InputException.class, () -> ShanghaiFiles.read(gone.getBytes(StandardCharsets.UTF_8), "set.json"));
        assertTrue(unreadable.getMessage().startsWith("set.json: board 1: layout " + dir.resolve("gone.layout") + ": cannot read"),
                unreadable.getMessage());
        assertFalse(unreadable.getMessage().contains("\n"));
    }

    @Test
    void aSetOfABuiltInLayoutIsAsBeforeAndOldSetsStillRead() {
        List<Position> deals = ShanghaiFiles.deals("mini-turtle", 1, 2);
        String text = new String(ShanghaiFiles.write(deals), StandardCharsets.UTF_8);
        assertFalse(text.contains("digest"), "no new bytes in the sets of built-in layouts");
        assertEquals(deals, ShanghaiFiles.read(text.getBytes(StandardCharsets.UTF_8), "old.json"));
        String right = text.replace("\"layout\": \"mini-turtle\"", "\"layout\": \"mini-turtle\", \"digest\": \""
                + Layouts.named("mini-turtle").digest() + "\"");
        assertEquals(deals, ShanghaiFiles.read(right.getBytes(StandardCharsets.UTF_8), "new.json"));
        String wrong = text.replace("\"layout\": \"mini-turtle\"", "\"layout\": \"mini-turtle\", \"digest\": \""
                + Layouts.named("turtle").digest() + "\"");
        InputException e = assertThrows(InputException.class, () -> ShanghaiFiles.read(wrong.getBytes(StandardCharsets.UTF_8), "new.json"));
        assertTrue(e.getMessage().startsWith("new.json: board 1: layout mini-turtle is not the one the deal was made on"), e.getMessage());
    }

    private static int[] kinds(Position p) {
        int[] k = new int[p.layout().size()];
        for (int t = 0; t < k.length; t++) {
            k[t] = p.kind(t);
        }
        return k;
    }
}
