package io.minesift.shanghai;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Bad files in the community formats: each refused in one line naming the file, the line where there is one, and the problem. */
class LayoutImportErrorsTest {
    @TempDir
    Path dir;

    /** The message for the file {@code name} holding {@code text}, without the folder. */
    private String refusal(String name, String text) throws Exception {
        Files.writeString(dir.resolve(name.replaceFirst("#.*", "")), text);
        InputException e = assertThrows(InputException.class, () -> LayoutFiles.read(dir.resolve(name).toString()));
        assertFalse(e.getMessage().contains("\n"), e.getMessage());
        assertTrue(e.getMessage().startsWith(dir.toString()), e.getMessage());
        return e.getMessage().substring(dir.toString().length() + 1);
    }

    private void assertRefusals(String[][] cases) throws Exception {
        for (String[] c : cases) {
            assertEquals(c[2], refusal(c[0], c[1]));
        }
    }

    @Test
    void kmahjonggLayouts() throws Exception {
        assertRefusals(new String[][]{
                {"bad.layout", "kmahjongg-layout-v2.0\nw4\n",
                        "bad.layout: line 1: 'kmahjongg-layout-v2.0' is not a KMahjongg layout's first line"
                                + " (kmahjongg-layout-v1.0 or kmahjongg-layout-v1.1)"},
                {"bad.layout", "steps\n1212\n",
                        "bad.layout: line 1: 'steps' is not a KMahjongg layout's first line (kmahjongg-layout-v1.0 or"
                                + " kmahjongg-layout-v1.1)"},
                {"bad.layout", "kmahjongg-layout-v1.1\nw4\nh2\n1212\n4343\n",
                        "bad.layout: a kmahjongg-layout-v1.1 file needs lines w, h and d (width, height, depth)"},
                {"bad.layout", "kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n",
                        "bad.layout: board text of 7 characters, but width 4 × height 2 × depth 1 needs 8"},
                {"bad.layout", "kmahjongg-layout-v1.1\nwfour\nh2\nd1\n",
                        "bad.layout: line 2: 'wfour' is not a width (a whole number 1 to 1000)"},
                {"bad.layout", "kmahjongg-layout-v1.1\nw6\nh2\nd1\n121212\n434343\n",
                        "bad.layout: 3 tiles, an odd number (tiles are taken in pairs)"},
                {"bad.layout", "kmahjongg-layout-v1.1\nw8\nh2\nd1\n11.12.12\n43.43.43\n",
                        "bad.layout: line 5: tile 0 0 1 overlaps tile 0 0 0 of line 5 in the same layer"},
                {"bad.layout", "kmahjongg-layout-v1.1\nw4\nh2\nd2\n12..\n43..\n# level 1\n..12\n..43\n",
                        "bad.layout: line 8: tile 1 0 2 lies on no tile of layer 0"},
                // any name: the first line tells the format
                {"odd.txt", "kmahjongg-layout-v1.1\nw2\nh2\nd1\n12\n43\n",
                        "odd.txt: 1 tiles, an odd number (tiles are taken in pairs)"},
                {"steps.layout#x", "kmahjongg-layout-v1.1\nw2\nh2\nd1\n12\n43\n",
                        "steps.layout: '#x' picks a map of a GNOME Mahjongg file; this is not one"},
        });
    }

    @Test
    void gnomeMaps() throws Exception {
        assertRefusals(new String[][]{
                {"bad.map", "<mahjongg><map name=\"a\"><tile x=\"zero\" y=\"0\"/></map></mahjongg>",
                        "bad.map: line 1: x=\"zero\" is not a number from -1000 to 1000"},
                {"bad.map", "<mahjongg/>",
                        "bad.map: no <map> element: not a GNOME Mahjongg map file"},
                {"bad.map", "<mahjongg><map name=\"a\"><row y=\"0\" left=\"0\" right=\"2\"/></map></mahjongg>",
                        "bad.map: 3 tiles, an odd number (tiles are taken in pairs)"},
                {"bad.map", "<mahjongg><map name=\"a\"><tile x=\"0\" y=\"0\"/>\n<tile x=\"0.5\" y=\"0\"/></map></mahjongg>",
                        "bad.map: line 2: tile 0 0 1 overlaps tile 0 0 0 of line 1 in the same layer"},
                {"bad.map", "<mahjongg><map name=\"a\"><tile x=\"-1\" y=\"0\"/></map></mahjongg>",
                        "bad.map: line 1: -2 is outside 0..1000"},
                {"bad.map#a", "<mahjongg>\n<map name=\"a\"><tile x=\"0\" y=\"0\"/>\n<tile x=\"3\" y=\"0\" z=\"2\"/>"
                        + "<tile x=\"5\" y=\"5\"/><tile x=\"6\" y=\"5\"/></map></mahjongg>",
                        "bad.map#a: line 3: tile 2 0 6 lies on no tile of layer 0 to 1"},
        });
        String broken = refusal("bad.map", "<mahjongg><map name=\"a\"><tile x=\"0\" y=\"0\"></map></mahjongg>");
        assertTrue(broken.startsWith("bad.map: line 1: not well-formed XML: "), broken);
    }

    @Test
    void documentTypesAndExternalEntitiesAreRefused() throws Exception {
        Path secret = dir.resolve("secret.txt");
        Files.writeString(secret, "SECRET-CONTENT");
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE mahjongg [<!ENTITY x SYSTEM \"" + secret.toUri() + "\">]>\n"
                + "<mahjongg><map name=\"&x;\"><tile x=\"0\" y=\"0\"/><tile x=\"1\" y=\"0\"/></map></mahjongg>";
        String message = refusal("xxe.map", xxe);
        assertTrue(message.startsWith("xxe.map: line 2: not well-formed XML: ") && message.contains("DOCTYPE"), message);
        assertFalse(message.contains("SECRET"), message);
    }
}
