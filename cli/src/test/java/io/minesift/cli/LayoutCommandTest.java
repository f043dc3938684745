package io.minesift.cli;

import io.minesift.shanghai.Position;
import io.minesift.shanghai.sift.ShanghaiFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code minesift layout}, and a sift on a layout loaded from its file. */
class LayoutCommandTest {
    private static final String BRIDGE = "instances/layouts/bridge.layout";

    @TempDir
    Path dir;

    @Test
    void showsTheCountsOfALayoutFile() {
        Cli.Result r = Cli.run("layout", BRIDGE);
        assertEquals(0, r.code(), r.toString());
        // Counted on the drawing (instances/layouts/bridge.layout): the two piers and the top tile are free;
        // the ten tiles of layer 0 and the bridge are covered; the two under the bridge are covered through a gap.
        assertEquals(List.of("layout:          bridge (" + BRIDGE + ")",
                "tiles:           14 (3 kinds of 4, 1 of 2)",
                "layers:          4",
                "free at start:   3",
                "hidden at start: 11 (covered)",
                "through a gap:   2 (covered by a tile over a gap in the layer above)",
                "digest:          3ae62535419f365a8933a2744b836e446d058d78a91033f59e2e2dfac5506710"), r.out().lines().toList());
        Cli.Result same = Cli.run("layout", "--layout", "instances/layouts/drawn.map#Bridge");
        assertTrue(same.out().contains("digest:          3ae62535419f"), same.toString());
    }

    @Test
    void aMapFileListsItsMapsAndATableCountsThemAll() {
        Cli.Result list = Cli.run("layout", "instances/layouts/drawn.map");
        assertEquals(0, list.code(), list.toString());
        assertEquals(List.of("instances/layouts/drawn.map holds 2 maps; name one as instances/layouts/drawn.map#NAME (name or score name):",
                "  Steps: 12 tiles", "  Bridge: 14 tiles"), list.out().lines().toList());
        Cli.Result table = Cli.run("layout", "--table", "turtle", "instances/layouts/drawn.map");
        assertEquals(0, table.code(), table.toString());
        // Turtle: 35 free (16 row ends of layer 0 less 4 blocked, the 2 outer end tiles, 12 + 8 row ends of layers 1
        // and 2, the top) and 60 hidden (36 + 16 + 4 + 4, as the layout file's header counts them).
        assertEquals(List.of("| turtle | built in | 144 | 36 kinds of 4 | 5 | 35 | 60 | 0 |",
                "| Steps | GNOME map | 12 | 3 kinds of 4 | 2 | 4 | 8 | 0 |",
                "| Bridge | GNOME map | 14 | 3 kinds of 4, 1 of 2 | 4 | 3 | 11 | 2 |"), table.out().lines().skip(2).toList());
        Cli.Result picture = Cli.run("layout", "instances/layouts/steps.layout", "--picture");
        // from above: layer 0 everywhere, the four tiles of layer 1 over columns 1-2 and 5-6
        assertTrue(picture.out().endsWith("\n\n" + "12211221\n".repeat(4)), picture.toString());
    }

    @Test
    void badLayoutsAreOneLine() throws Exception {
        Path bad = dir.resolve("bad.layout");
        Files.writeString(bad, "kmahjongg-layout-v1.1\nw4\nh2\nd1\n1212\n434\n");
        Cli.assertBadInput(Cli.run("layout", bad), bad + ": board text of 7 characters");
        Cli.assertBadInput(Cli.run("layout", "instances/layouts/drawn.map#Pagoda"), "no map 'Pagoda' (maps: Steps, Bridge)");
        Cli.assertBadInput(Cli.run("sift", "--game", "shanghai", "--layout", bad, "--out", dir.resolve("s")), "board text");
        Cli.assertBadInput(Cli.run("solve-rate", "--layout", "instances/layouts/drawn.map"), "holds 2 maps");
        Cli.assertBadInput(Cli.run("layout", "turtle", "mini-turtle"), "--table");
        Path table = dir.resolve("two.layout");
        Files.writeString(table, "kmahjongg-layout-v1.1\nw2\nh2\nd1\n12\n43\n");
        Cli.Result refused = Cli.run("layout", "--table", "turtle", table);
        assertEquals(2, refused.code(), refused.toString());
        assertTrue(refused.out().contains("| refused: " + table + ": 1 tiles, an odd number"), refused.toString());
    }

    @Test
    void siftsDealsOfALayoutFile() throws Exception {
        Path out = dir.resolve("sift");
        Cli.Result sift = Cli.run("sift", "--game", "shanghai", "--layout", BRIDGE, "--count", 4, "--repeats", 2,
                "--quiet", "--out", out);
        assertEquals(0, sift.code(), sift.toString());
        assertTrue(sift.out().contains("4 deals " + BRIDGE + " (seed 1)"), sift.out());
        String set = Files.readString(out.resolve("boards.json"), StandardCharsets.UTF_8);
        assertTrue(set.contains("\"layout\": \"" + BRIDGE + "\", \"digest\": \"3ae62535419f"), set);
        List<Position> boards = ShanghaiFiles.read(set.getBytes(StandardCharsets.UTF_8), "boards.json");
        assertEquals(ShanghaiFiles.deals(BRIDGE, 1, 4), boards);
        Cli.Result again = Cli.run("sift", "--instances", out.resolve("boards.json"), "--repeats", 2, "--quiet",
                "--out", dir.resolve("again"));
        assertEquals(0, again.code(), again.toString());
    }
}
