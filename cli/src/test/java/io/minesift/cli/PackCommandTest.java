package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.MineText;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code pack} on hand-made sift folders: nine generated boards with hand-written
 * {@code summary.json} files, so which boards the pack must choose, and in which order, is worked
 * out by hand below from the rule in the help. The first summary has no luck figures (as a sift
 * written before them, or of a game that does not measure luck); the second has them.
 */
class PackCommandTest {
    @TempDir
    static Path dir;

    private static Path sift;
    private static Path luckSift;
    private static List<Instance> boards;
    private static int packs;

    /**
     * Per board (in the sift's order): category, confidence, weak rate, strong rate, source.
     * Skill-rewarding boards b0, b1, b2, b4, b5; gaps (strong - weak): b0 0.7, b1 0.45, b2 0.6,
     * b4 0.9, b5 0.35.
     */
    private static final Object[][] SUMMARY = {
            {"skill-rewarding", 0.857143, 0.2, 0.9, "classifier"},   // b0
            {"skill-rewarding", 1.0, 0.5, 0.95, "classifier"},       // b1
            {"skill-rewarding", 1.0, 0.3, 0.9, "classifier"},        // b2
            {"too-easy", 1.0, 0.99, 1.0, "classifier"},              // b3
            {"skill-rewarding", 0.714286, 0.1, 1.0, "classifier"},   // b4
            {"skill-rewarding", 1.0, 0.6, 0.95, "curator"},          // b5
            {"luck-bound", 1.0, 0.1, 0.3, "classifier"},             // b6
            {"luck-bound", 1.0, 0.05, 0.2, "classifier"},            // b7
            {"too-easy", 1.0, 0.9, 1.0, "classifier"},               // b8
    };

    /**
     * The same boards with luck figures: category, confidence, weak rate, strong rate, source, needs a
     * guess; the chance of losing to forced guesses is 1 - the strong rate, as a sift makes it. Skill-rewarding
     * b0 (loses 0.1), b1 (0.05), b2 (0.1), b5 (0.05) need a guess, b4 needs none; too-easy b8 has the
     * higher weak rate but needs a guess (loses 0.03), b3 needs none; luck-bound b6 loses 0.7, b7 0.8.
     */
    private static final Object[][] LUCK_SUMMARY = {
            {"skill-rewarding", 0.857143, 0.2, 0.9, "classifier", true},   // b0
            {"skill-rewarding", 1.0, 0.5, 0.95, "classifier", true},       // b1
            {"skill-rewarding", 1.0, 0.3, 0.9, "classifier", true},        // b2
            {"too-easy", 1.0, 0.99, 1.0, "classifier", false},             // b3
            {"skill-rewarding", 0.714286, 0.1, 1.0, "classifier", false},  // b4
            {"skill-rewarding", 1.0, 0.6, 0.95, "curator", true},          // b5
            {"luck-bound", 1.0, 0.1, 0.3, "classifier", true},             // b6
            {"luck-bound", 1.0, 0.05, 0.2, "classifier", true},            // b7
            {"too-easy", 1.0, 0.995, 0.97, "classifier", true},            // b8
    };

    @BeforeAll
    static void handMadeSift() throws IOException {
        sift = dir.resolve("sift");
        Files.createDirectories(sift);
        Path set = sift.resolve("boards.json");
        Cli.Result made = Cli.run("generate", "9x9x10", "--count", SUMMARY.length, "--seed", 5, "--first-click", "zero",
                "--start", "center", "--out", set);
        assertEquals(0, made.code(), made.toString());
        boards = BoardFiles.defaults().read(set);
        Files.writeString(sift.resolve("summary.json"), summary(SUMMARY));
        luckSift = dir.resolve("luck-sift");
        Files.createDirectories(luckSift);
        Files.copy(set, luckSift.resolve("boards.json"));
        Files.writeString(luckSift.resolve("summary.json"), summary(LUCK_SUMMARY));
    }

    /** A summary of the table's rows, with luck figures when the table has a sixth column. */
    private static String summary(Object[][] table) {
        StringBuilder json = new StringBuilder("{\"format\": \"minesift-sift-summary\", \"version\": 2, \"boards\": [");
        for (int i = 0; i < table.length; i++) {
            Object[] s = table[i];
            String luck = s.length < 6 ? "" : String.format(Locale.ROOT, "\"needsGuess\": %s, \"guessLoss\": %s, ", s[5],
                    1 - (double) s[3]);
            json.append(i == 0 ? "" : ",").append(String.format(Locale.ROOT,
                    "{\"id\": \"%s\", \"category\": \"%s\", \"confidence\": %s, \"categorySource\": \"%s\", "
                            + "\"weak\": {\"rate\": %s}, \"strong\": {\"rate\": %s}, %s"
                            + "\"measures\": {\"3bv\": %d, \"forcedGuesses\": %d}}",
                    boards.get(i).id(), s[0], s[1], s[4], s[2], s[3], luck, 10 + i, i % 3));
        }
        return json.append("]}").toString();
    }

    private static String id(int board) {
        return boards.get(board).id();
    }

    private static List<String> packIds(Path pack) {
        return BoardFiles.defaults().read(pack.resolve("pack.json")).stream().map(Instance::id).toList();
    }

    private static Path pack(Object... options) {
        return packOf(sift, options).out;
    }

    /** A pack of the sift into a new folder, with what pack said. */
    private record Packed(Path out, Cli.Result result) {
    }

    private static Packed packOf(Path from, Object... options) {
        Path out = dir.resolve("pack-" + ++packs);
        List<Object> args = new ArrayList<>(List.of("pack", from, "--out", out));
        args.addAll(List.of(options));
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(0, r.code(), r.toString());
        return new Packed(out, r);
    }

    @Test
    void choosesTheMostConfidentThenTheLargestGap() {
        // Confidence 1: b1 (gap 0.45), b2 (0.6), b5 (0.35); by gap: b2, b1, then b5. b0 (gap 0.7) and
        // b4 (gap 0.9) have larger gaps but lower confidence, so two boards are b2 and b1 (here in the sift's order).
        assertEquals(List.of(id(1), id(2)), packIds(pack("--count", 2, "--order", "sift")));
        // Four: the three of confidence 1, then b0 (0.857) before b4 (0.714).
        assertEquals(List.of(id(0), id(1), id(2), id(5)), packIds(pack("--count", 4, "--order", "sift")));
    }

    @Test
    void ordersTheChosenBoards() {
        // Chosen: b1, b2, b5. Easiest: strong descending (b1 and b5 0.95, b2 0.9), ties by gap
        // ascending (b5 0.35 before b1 0.45): b5, b1, b2. Hardest: the reverse. Sift: b1, b2, b5.
        assertEquals(List.of(id(5), id(1), id(2)), packIds(pack("--count", 3)));
        assertEquals(List.of(id(5), id(1), id(2)), packIds(pack("--count", 3, "--order", "easiest")));
        assertEquals(List.of(id(2), id(1), id(5)), packIds(pack("--count", 3, "--order", "hardest")));
        assertEquals(List.of(id(1), id(2), id(5)), packIds(pack("--count", 3, "--order", "sift")));
    }

    @Test
    void otherCategoriesChooseTheirPlainestMembers() {
        // Luck-bound b6 (strong 0.3) and b7 (0.2), both confidence 1: the lower strong rate first.
        assertEquals(List.of(id(7)), packIds(pack("--category", "luck-bound", "--count", 1)));
        // Too-easy b3 (weak 0.99) and b8 (0.9): the higher weak rate first.
        assertEquals(List.of(id(3)), packIds(pack("--category", "too-easy", "--count", 1)));
        // Fewer members than --count: all of them.
        assertEquals(2, packIds(pack("--category", "too-easy", "--count", 5)).size());
    }

    @Test
    void packCsvHasEachBoardsPlaceRatesAndMeasures() throws IOException {
        Path out = pack("--count", 3);
        // Rows b5, b1, b2 from SUMMARY; gaps 0.95-0.6, 0.95-0.5, 0.9-0.3; measures 3bv = 10 + i,
        // forcedGuesses = i mod 3, as written into the summary above.
        // Then each board's Tatham game ID and share link fragment (their formats are tested in io).
        List<String> expected = List.of(
                "position,name,id,category,category_source,confidence,weak_rate,strong_rate,gap,3bv,forcedGuesses,tatham,link",
                "1,01-" + id(5) + "," + id(5) + ",skill-rewarding,curator,1,0.6,0.95,0.35,15,2," + codes(5),
                "2,02-" + id(1) + "," + id(1) + ",skill-rewarding,classifier,1,0.5,0.95,0.45,11,1," + codes(1),
                "3,03-" + id(2) + "," + id(2) + ",skill-rewarding,classifier,1,0.3,0.9,0.6,12,2," + codes(2));
        assertEquals(expected, Files.readAllLines(out.resolve("pack.csv")));
        JsonNode info = new ObjectMapper().readTree(out.resolve("pack-info.json").toFile());
        assertEquals("minesift-pack", info.path("format").asText());
        assertEquals("easiest", info.path("order").asText());
        assertEquals(3, info.path("boardCount").asInt());
        JsonNode first = info.path("boards").get(0);
        assertEquals(id(5), first.path("id").asText());
        assertEquals("curator", first.path("categorySource").asText());
        assertEquals(0.6, first.path("weak").asDouble());
        assertEquals(0.95, first.path("strong").asDouble());
        assertEquals(0.95 - 0.6, first.path("gap").asDouble(), 1e-12);
        assertEquals(15, first.path("measures").path("3bv").asInt());
        assertEquals(io.minesift.minesweeper.format.TathamId.write(boards.get(5)), first.path("tatham").asText());
        assertEquals(io.minesift.minesweeper.format.ShareLink.write(boards.get(5)), first.path("link").asText());
    }

    /** The board's Tatham game ID, quoted (it holds commas, "9x9:4,4,m…"), and its share link. */
    private static String codes(int board) {
        return "\"" + io.minesift.minesweeper.format.TathamId.write(boards.get(board)) + "\","
                + io.minesift.minesweeper.format.ShareLink.write(boards.get(board));
    }

    @Test
    void puzzlesShowOnlyWhatTheStartClickReveals() throws IOException {
        Path out = pack("--count", 5, "--order", "sift");
        List<Instance> packed = BoardFiles.defaults().read(out.resolve("pack.json"));
        assertEquals(5, packed.size());
        for (int i = 0; i < packed.size(); i++) {
            Instance b = packed.get(i);
            String name = String.format(Locale.ROOT, "%02d-%s", i + 1, b.id());
            Position puzzle = MineText.parse(Files.readString(out.resolve(name + ".mine")), name);
            assertArrayEquals(startRegion(b), puzzle.states(), name);
            assertEquals(b.layout().mineCount(), puzzle.totalMines());
            MineLayout solved = MineText.layoutOf(MineText.parse(Files.readString(out.resolve("solutions/" + name + ".mine")),
                    name), name);
            assertEquals(b.layout(), solved);
            assertEquals(b.layout(), BoardFiles.defaults().read(out.resolve(name + ".mbf")).get(0).layout());
        }
    }

    /**
     * What the start click shows, by a flood fill written here (not the game's): the start cell
     * with its clue, and around every revealed 0 its neighbours; every other cell hidden.
     */
    private static byte[] startRegion(Instance b) {
        MineLayout layout = b.layout();
        int w = layout.geometry().width();
        int h = layout.geometry().height();
        byte[] states = new byte[w * h];
        java.util.Arrays.fill(states, Position.HIDDEN);
        BitSet seen = new BitSet();
        Deque<int[]> todo = new ArrayDeque<>(List.of(new int[]{b.start().x(), b.start().y()}));
        seen.set(b.start().y() * w + b.start().x());
        while (!todo.isEmpty()) {
            int[] c = todo.pop();
            int clue = io.minesift.minesweeper.board.Boards.bruteClue(layout, c[0], c[1]);
            states[c[1] * w + c[0]] = (byte) clue;
            for (int dy = -1; dy <= 1 && clue == 0; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    int x = c[0] + dx;
                    int y = c[1] + dy;
                    if (x >= 0 && y >= 0 && x < w && y < h && !seen.get(y * w + x)) {
                        seen.set(y * w + x);
                        todo.push(new int[]{x, y});
                    }
                }
            }
        }
        assertTrue(seen.cardinality() > 1, "a zero start opens a region");
        return states;
    }

    @Test
    void skillPacksTakeTheBoardsThatNeedNoGuessFirstAndSaySo() {
        // Skill-rewarding members: b4 needs no guess (confidence 0.71); of the rest, confidence 1: b2 (gap 0.6),
        // b1 (0.45), b5 (0.35), then b0 (0.86). Without luck figures two boards would be b1 and b2.
        Packed two = packOf(luckSift, "--count", 2, "--order", "sift");
        assertEquals(List.of(id(2), id(4)), packIds(two.out()));
        assertEquals(List.of("1 of the 2 skill-rewarding boards needs a guess: the sift has only 1 that needs none "
                + "(--max-luck P leaves out boards that lose more than P to forced guesses)"), notes(two));
        Packed one = packOf(luckSift, "--count", 1);
        assertEquals(List.of(id(4)), packIds(one.out()));
        assertEquals(List.of("the one skill-rewarding board needs no guess"), notes(one));
    }

    @Test
    void tooEasyPacksPreferNoGuessLuckBoundOnesDoNot() {
        // Too-easy b8 has the higher weak rate (0.995 against 0.99) but needs a guess; b3 needs none.
        Packed easy = packOf(luckSift, "--category", "too-easy", "--count", 1);
        assertEquals(List.of(id(3)), packIds(easy.out()));
        assertEquals(List.of("the one too-easy board needs no guess"), notes(easy));
        // Every luck-bound board needs a guess: chosen as ever (the lower strong rate first), with no line on guesses.
        Packed luck = packOf(luckSift, "--category", "luck-bound", "--count", 1);
        assertEquals(List.of(id(7)), packIds(luck.out()));
        assertEquals(List.of(), notes(luck));
    }

    @Test
    void maxLuckLeavesOutTheBoardsThatLoseMoreAndSaysHowMany() throws IOException {
        // Losses 1 - strong: b0 0.1, b1 0.05, b2 0.1, b4 0, b5 0.05. At most 0.05: b1, b4, b5 (b1 and b5 lose
        // 1 - 0.95, 0.050000000000000044 in doubles, which counts as 0.05); left out b0 and b2.
        Packed mild = packOf(luckSift, "--count", 5, "--order", "sift", "--max-luck", 0.05);
        assertEquals(List.of(id(1), id(4), id(5)), packIds(mild.out()));
        assertEquals(List.of("2 of the 3 skill-rewarding boards need a guess: the sift has only 1 that needs none",
                "--max-luck 0.05 left out 2 skill-rewarding boards that lose more than 5.0 % to forced guesses"), notes(mild));
        JsonNode info = new ObjectMapper().readTree(mild.out().resolve("pack-info.json").toFile());
        assertEquals(0.05, info.path("maxLuck").asDouble());
        assertEquals(2, info.path("leftOutByMaxLuck").asInt());
        assertEquals(2, info.path("needGuess").asInt());
        assertEquals(io.minesift.core.experiment.Luck.RULE, info.path("luckRule").asText());
        JsonNode b4 = info.path("boards").get(1);
        assertEquals(id(4), b4.path("id").asText());
        assertFalse(b4.path("needsGuess").asBoolean());
        assertEquals(0.0, b4.path("guessLoss").asDouble());
        List<String> csv = Files.readAllLines(mild.out().resolve("pack.csv"));
        assertTrue(csv.get(0).startsWith("position,name,id,category,category_source,confidence,weak_rate,strong_rate,gap,"
                + "needs_guess,guess_loss,3bv,"), csv.get(0));
        assertTrue(csv.get(2).startsWith("2,02-" + id(4) + "," + id(4) + ",skill-rewarding,classifier,0.714286,0.1,1,0.9,no,0,14,"),
                csv.get(2));
        // 0: only boards that need no guess.
        assertEquals(List.of(id(4)), packIds(packOf(luckSift, "--count", 5, "--max-luck", 0).out()));
        // Any category: the milder luck-bound board (b6 loses 0.7, b7 0.8).
        assertEquals(List.of(id(6)), packIds(packOf(luckSift, "--category", "luck-bound", "--max-luck", 0.75).out()));
    }

    @Test
    void maxLuckThatLeavesNothingOrFindsNoFiguresWritesNothing() {
        Path out = dir.resolve("no-pack");
        Cli.assertBadInput(Cli.run("pack", luckSift, "--category", "luck-bound", "--max-luck", 0.5, "--out", out),
                "no luck-bound board in " + luckSift + " loses at most 50.0 % to forced guesses (--max-luck left out all 2): "
                        + "nothing written");
        Cli.assertBadInput(Cli.run("pack", sift, "--max-luck", 0.5, "--out", out), sift.resolve("summary.json")
                + ": has no luck figures (needsGuess, guessLoss), which --max-luck needs: it was written by an older "
                + "minesift; run its sift command again");
        Cli.assertBadInput(Cli.run("pack", luckSift, "--max-luck", 1.5, "--out", out), "--max-luck must be between 0 and 1, got 1.5");
        Cli.assertBadInput(Cli.run("pack", luckSift, "--max-luck", -0.1, "--out", out), "--max-luck must be between 0 and 1, got -0.1");
        assertTrue(Files.notExists(out), "nothing written");
    }

    @Test
    void aSummaryWithoutLuckFiguresPacksAsBeforeWithANote() {
        Packed old = packOf(sift, "--count", 2, "--order", "sift");
        assertEquals(List.of(id(1), id(2)), packIds(old.out()));
        assertEquals(List.of("note: " + sift.resolve("summary.json") + " has no luck figures (an older sift): run its sift "
                + "command again, which adds them without playing, and pack takes the boards that need no guess first"),
                notes(old));
    }

    /** What pack noted (on stderr) beside its result, the "wrote a pack" line (on stdout). */
    private static List<String> notes(Packed p) {
        assertTrue(p.result().out().startsWith("wrote a pack of "), p.result().toString());
        return p.result().errLines();
    }

    @Test
    void badOptionsExitTwoWithOneLine() {
        Path out = dir.resolve("bad-pack");
        Cli.assertBadInput(Cli.run("pack", sift, "--order", "random", "--out", out),
                "unknown --order 'random': use easiest, hardest or sift");
        Cli.assertBadInput(Cli.run("pack", sift, "--count", 0, "--out", out), "--count must be at least 1, got 0");
        Cli.assertBadInput(Cli.run("filter", sift, "--min-gap", 3, "--out", out.resolve("f.json")),
                "--min-gap must be between -1 and 1, got 3.0");
        Cli.assertBadInput(Cli.run("filter", sift, "--max-weak", -0.5, "--out", out.resolve("f.json")),
                "--max-weak must be between 0 and 1, got -0.5");
        assertTrue(Files.notExists(out), "nothing written");
    }
}
