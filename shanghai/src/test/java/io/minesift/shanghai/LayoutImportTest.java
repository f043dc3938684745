package io.minesift.shanghai;

import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

/**
 * The community formats, on the two layouts drawn for these tests ({@code instances/layouts/}): the
 * same places from KMahjongg's {@code .layout} (v1.1, and v1.0 made here from the same drawing),
 * from GNOME Mahjongg's map file and from minesift's own text, written out below by hand from the
 * drawings (a KMahjongg {@code 1} at level z, row y, column x is tile {@code z y x}; a GNOME tile at
 * x, y is column 2x, row 2y).
 */
class LayoutImportTest {
    static final String DIR = "instances/layouts/";
    /** Steps: two rows of four on layer 0, and four tiles on them. */
    static final String STEPS = "0 0 0;0 0 2;0 0 4;0 0 6;0 2 0;0 2 2;0 2 4;0 2 6;1 0 1;1 0 5;1 2 1;1 2 5";
    /** Bridge: a row of ten, two piers on layer 1, the bridge on layer 2 over a gap of layer 1, a tile on it. */
    static final String BRIDGE = "0 0 0;0 0 2;0 0 4;0 0 6;0 0 8;0 2 0;0 2 2;0 2 4;0 2 6;0 2 8;1 1 1;1 1 7;2 1 4;3 1 4";

    static Layout text(String places) {
        return LayoutFile.parse("drawn", "drawn", Arrays.asList(places.split(";")));
    }

    static List<String> places(Layout l) {
        List<String> p = new ArrayList<>();
        for (int t = 0; t < l.size(); t++) {
            p.add(l.layer(t) + " " + l.row(t) + " " + l.col(t));
        }
        return p;
    }

    @Test
    void everyFormatGivesTheDrawnPlacesAndOneDigest() {
        for (String[] c : new String[][]{{"steps.layout", "drawn.map#Steps", STEPS}, {"bridge.layout", "drawn.map#bridge", BRIDGE}}) {
            Layout mine = text(c[2]);
            Layout kde = LayoutFiles.read(DIR + c[0]);
            Layout gnome = LayoutFiles.read(DIR + c[1]);
            assertEquals(places(mine), places(kde), c[0]);
            assertEquals(places(mine), places(gnome), c[1]);
            assertEquals(mine.digest(), kde.digest());
            assertEquals(mine.digest(), gnome.digest());
            assertEquals(DIR + c[1], gnome.source(), "a map is loaded again by its FILE#MAP");
        }
        assertEquals("steps", LayoutFiles.read(DIR + "steps.layout").name());
        assertEquals("Bridge", LayoutFiles.read(DIR + "drawn.map#BRIDGE").name(), "a map's name, in any case");
        assertEquals("KMahjongg v1.1", LayoutFiles.format(DIR + "steps.layout"));
        assertEquals("GNOME map", LayoutFiles.format(DIR + "drawn.map#Steps"));
        assertEquals("built in", LayoutFiles.format("turtle"));
    }

    @Test
    void theCountsOfTheDrawings() {
        // Counted on the drawings: Steps' four layer-1 tiles are free and cover all eight of layer 0.
        // Bridge: the two piers and the top tile are free; the ten of layer 0 are under the piers or
        // the bridge (columns 4 lie under the bridge only), and the bridge is under the top tile.
        LayoutFacts steps = LayoutFacts.of(LayoutFiles.read(DIR + "steps.layout"));
        assertEquals(List.of(12, 3, 0, 2, 4, 8, 0), List.of(steps.tiles(), steps.kinds(), steps.shortKinds(), steps.layers(),
                steps.freeAtStart(), steps.hiddenAtStart(), steps.throughGaps()));
        LayoutFacts bridge = LayoutFacts.of(LayoutFiles.read(DIR + "bridge.layout"));
        assertEquals(List.of(14, 4, 1, 4, 3, 11, 2), List.of(bridge.tiles(), bridge.kinds(), bridge.shortKinds(),
                bridge.layers(), bridge.freeAtStart(), bridge.hiddenAtStart(), bridge.throughGaps()));
    }

    @Test
    void versionOneZeroHasAFixedBoard(@TempDir Path dir) throws Exception {
        // The Steps drawing on KMahjongg 1.0's fixed board, 32 wide, 16 high, 5 deep.
        StringBuilder s = new StringBuilder(KMahjonggLayoutFile.MAGIC_10 + "\n");
        String[][] levels = {{"12121212", "43434343", "12121212", "43434343"}, {".12..12.", ".43..43.", ".12..12.", ".43..43."}};
        for (int z = 0; z < 5; z++) {
            s.append("# level ").append(z).append('\n');
            for (int y = 0; y < 16; y++) {
                String row = z < 2 && y < 4 ? levels[z][y] : "";
                s.append(row).append(".".repeat(32 - row.length())).append('\n');
            }
        }
        Path file = dir.resolve("steps10.layout");
        Files.writeString(file, s);
        Layout l = LayoutFiles.read(file.toString());
        assertEquals(places(text(STEPS)), places(l));
        assertEquals("KMahjongg v1.0", LayoutFiles.format(file.toString()));
    }

    @Test
    void aMapFileWithSeveralMapsNamesThem() {
        InputException e = assertThrows(InputException.class, () -> LayoutFiles.read(DIR + "drawn.map"));
        assertEquals(DIR + "drawn.map: holds 2 maps; name one as " + DIR + "drawn.map#NAME: Steps, Bridge", e.getMessage());
        assertEquals(List.of("Steps: 12 tiles", "Bridge: 14 tiles"), LayoutFiles.maps(DIR + "drawn.map"));
        assertEquals(List.of(DIR + "drawn.map#steps", DIR + "drawn.map#bridge"), LayoutFiles.mapSpecs(DIR + "drawn.map"));
        InputException none = assertThrows(InputException.class, () -> LayoutFiles.read(DIR + "drawn.map#Pagoda"));
        assertEquals(DIR + "drawn.map: no map 'Pagoda' (maps: Steps, Bridge)", none.getMessage());
    }

    @Test
    void namesAndFilesLoadThroughOneDoor() {
        assertEquals(Layouts.named("turtle").digest(), Layouts.load("turtle").digest());
        assertEquals(true, Layouts.builtIn(Layouts.load("mini-spider")));
        assertEquals(false, Layouts.builtIn(Layouts.load(DIR + "steps.layout")));
        InputException e = assertThrows(InputException.class, () -> Layouts.load("pyramid"));
        assertEquals("layout: unknown layout 'pyramid' (known: turtle, mini-turtle, mini-spider, medium-72, half-turtle, flat-72)",
                e.getMessage());
        InputException file = assertThrows(InputException.class, () -> Layouts.load("no/such.layout"));
        assertEquals("no/such.layout: cannot read: no such layout file", file.getMessage());
    }
}
