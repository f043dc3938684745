package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.hint.HintReport;
import io.minesift.minesweeper.hint.Hinter;
import io.minesift.minesweeper.hint.SeededPositions;
import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.hint.Hint;
import io.minesift.minesweeper.hint.VariantHinter;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBoards;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantText;
import io.minesift.minesweeper.variant.generate.VariantGenerator;
import io.minesift.minesweeper.variant.play.VariantGame;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The page's hints are {@code minesift hint --json}'s: the page's engine (hints.js, the TeaVM build
 * of the hint code, run here by Node) and the command answer at least 1,000 seeded positions
 * ({@link SeededPositions}: beginner, intermediate and expert games played part way, with guesses
 * and 50/50s) with the same level, verdict, cells, clues and words, the same guess advice (its
 * chance equal to 1e-12), and the same message for positions whose flags no layout fits; and the
 * page's text (what it shows) is the command's text output, character for character. The same
 * holds under variant rules: every clue rule alone and with every global rule on small random
 * positions ({@link VariantBoards}), and 8x8 boards under T, D and T,X played part way by their
 * own hints, with wrong flags among them; the page's engine runs the variant hint code (Sat4j
 * included) compiled by TeaVM.
 */
class PageHintsAgreementTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void thePageHintsAsTheCommandDoes() throws Exception {
        List<Position> positions = new ArrayList<>(SeededPositions.of("9x9x10", 21, 150, 0, 0.3, 0.6, 0.9, 1));
        positions.addAll(SeededPositions.of("16x16x40", 22, 60, 0, 0.2, 0.4, 0.6, 0.8, 1));
        positions.addAll(SeededPositions.of("30x16x99", 23, 25, 0, 0.2, 0.4, 0.6, 0.8, 1));
        positions.addAll(SeededPositions.stuck("16x16x40", 24, 40));
        positions.addAll(SeededPositions.stuck("30x16x99", 25, 15));
        List<String> texts = new ArrayList<>(positions.stream().map(MineText::format).toList());
        texts.addAll(wronglyFlagged(positions.subList(0, 20)));
        JsonNode page = runPage(texts);
        int guesses = 0;
        int fifties = 0;
        int errors = 0;
        for (int i = 0; i < texts.size(); i++) {
            JsonNode ours = JSON.readTree(page.path("answers").get(i).asText());
            Command cli = command(i, texts.get(i));
            String where = "position " + i + ":\n" + texts.get(i) + "page: " + ours + "\ncommand: " + cli;
            String pageText = page.path("texts").get(i).asText();
            if (cli.error() != null) {
                errors++;
                assertEquals(cli.error(), ours.path("error").asText(), where);
                assertEquals(ours.path("error").asText(), pageText, where);
                continue;
            }
            assertEquals(cli.text(), pageText, where); // the words the page shows
            JsonNode theirs = JSON.readTree(cli.json());
            guesses += theirs.path("guess").isNull() ? 0 : 1;
            fifties += theirs.path("guess").path("explanation").asText().contains("50/50") ? 1 : 0;
            assertEquals(theirs.path("guess").path("probability").asDouble(), ours.path("guess").path("probability").asDouble(),
                    1e-12, where);
            assertEquals(withoutChance(theirs), withoutChance(ours), where);
        }
        assertTrue(texts.size() - errors >= 1000 && guesses >= 50 && fifties >= 5 && errors >= 10,
                texts.size() + " positions: " + guesses + " guesses, " + fifties + " 50/50s (forced or pseudo), " + errors + " errors");
        int slowest = page.path("slowest").asInt();
        JsonNode slow = JSON.readTree(page.path("answers").get(slowest).asText());
        String kind = slow.path("hints").size() > 0 ? slow.path("hints").get(0).path("level").asText()
                : slow.path("guess").isObject() ? "a guess" : "an error";
        System.out.printf("page hints agree on %d positions (%d guesses, %d 50/50s, %d wrong flags); "
                + "Node: median %.1f ms, max %.0f ms on position %d (%s):%n%s", texts.size(), guesses, fifties, errors,
                page.path("medianMs").asDouble(), page.path("maxMs").asDouble(), slowest,
                kind, texts.get(slowest));
    }

    @Test
    void thePageHintsUnderVariantRulesAsTheCommandDoes() throws Exception {
        List<String> texts = new ArrayList<>();
        for (String rules : VariantBoards.ruleSets()) {
            for (int seed = 0; seed < 4; seed++) {
                texts.add(VariantText.format(VariantBoards.position(RuleSet.parse(rules), 7919L * seed + rules.hashCode())));
            }
        }
        for (String rules : List.of("T", "D", "T,X")) {
            texts.addAll(playedByHints(rules, 2, 8));
        }
        texts.addAll(wronglyFlagged(texts.subList(texts.size() - 6, texts.size())));
        JsonNode page = runPage(texts);
        int errors = 0;
        int hints = 0;
        for (int i = 0; i < texts.size(); i++) {
            JsonNode ours = JSON.readTree(page.path("answers").get(i).asText());
            Command cli = variantCommand(i, texts.get(i));
            String where = "position " + i + ":\n" + texts.get(i) + "page: " + ours + "\ncommand: " + cli;
            String pageText = page.path("texts").get(i).asText();
            if (cli.error() != null) {
                errors++;
                assertEquals(cli.error(), ours.path("error").asText(), where);
                assertEquals(cli.error(), pageText, where);
                continue;
            }
            assertEquals(cli.text(), pageText, where);
            JsonNode theirs = JSON.readTree(cli.json());
            hints += theirs.path("hints").size();
            assertEquals(theirs.path("guess").path("probability").asDouble(), ours.path("guess").path("probability").asDouble(),
                    1e-12, where);
            assertEquals(withoutChance(theirs), withoutChance(ours), where);
        }
        assertTrue(texts.size() - errors >= 300 && hints >= 200 && errors >= 3,
                texts.size() + " positions: " + hints + " hints, " + errors + " errors");
        System.out.printf("page hints under variant rules agree on %d positions (%d hints, %d errors); Node: median %.1f ms, "
                + "max %.0f ms on:%n%s", texts.size(), hints, errors, page.path("medianMs").asDouble(),
                page.path("maxMs").asDouble(), texts.get(page.path("slowest").asInt()));
    }

    /**
     * Positions of {@code count} no-guess boards under {@code rules} (8x8, 12 mines, first click zero
     * at the centre), played by their own first hint from the start: the cells it calls safe opened,
     * its mines flagged, for at most {@code steps} positions a board.
     */
    private static List<String> playedByHints(String rules, int count, int steps) {
        RuleSet r = RuleSet.parse(rules);
        VariantGenerator generator = new VariantGenerator(BoardSpec.parse("8x8x12"), r, FirstClickRule.ZERO,
                new StartRule.Center(), true);
        List<String> texts = new ArrayList<>();
        for (int b = 0; b < count; b++) {
            Instance board = generator.generate(31, b);
            VariantGame game = VariantGame.started(board);
            java.util.BitSet flags = new java.util.BitSet();
            for (int step = 0; step < steps && game.status() == VariantGame.Status.PLAYING; step++) {
                VariantPosition view = game.view();
                VariantPosition p = VariantPosition.of(view.geometry(), r, view.totalMines(), view.revealedCells(), flags,
                        clues(view));
                texts.add(VariantText.format(p));
                Hinter.Answer answer = new VariantHinter().analyse(p, false);
                for (Hint h : answer.hints()) {
                    for (int c : h.cells()) {
                        if (h.mine()) {
                            flags.set(c);
                        } else if (!game.view().isRevealed(c)) {
                            game.open(c);
                        }
                    }
                }
                if (answer.hints().isEmpty()) {
                    break;
                }
            }
        }
        return texts;
    }

    private static io.minesift.minesweeper.variant.ClueValue[] clues(VariantPosition view) {
        io.minesift.minesweeper.variant.ClueValue[] clues = new io.minesift.minesweeper.variant.ClueValue[view.geometry().size()];
        java.util.BitSet revealed = view.revealedCells();
        for (int c = revealed.nextSetBit(0); c >= 0; c = revealed.nextSetBit(c + 1)) {
            clues[c] = view.clue(c);
        }
        return clues;
    }

    /**
     * {@code minesift hint}'s answers under variant rules: through the command line for every tenth
     * position and every position it refuses, checked there against its own calls (HintCommand:
     * VariantText, VariantHinter, HintReport with the rules), and by those calls for the others.
     */
    private Command variantCommand(int i, String text) throws IOException {
        VariantPosition position = VariantText.parse(text, "position", null);
        Hinter.Answer answer = new VariantHinter().analyse(position, false);
        RuleSet rules = position.rules();
        Command direct = new Command(HintReport.json(rules, position.geometry(), answer, false),
                HintReport.text(rules, position.geometry(), answer, false), null);
        if (i % 10 != 0 && answer.contradiction() == null) {
            return direct;
        }
        return fromCommandLine(i, text, direct);
    }

    private Command fromCommandLine(int i, String text, Command direct) throws IOException {
        Path file = dir.resolve("p" + i + ".mine");
        Files.writeString(file, text);
        Cli.Result json = Cli.run("hint", file, "--json");
        if (json.code() != 0) {
            String prefix = "minesift: " + file + ": ";
            assertTrue(json.err().startsWith(prefix), json.toString());
            return new Command(null, null, json.err().strip().substring(prefix.length()));
        }
        Command cli = new Command(json.out(), Cli.run("hint", file).out(), null);
        assertEquals(direct, cli, "the command line prints what its calls give");
        return cli;
    }

    /** What {@code minesift hint --json} and {@code minesift hint} print, or the problem {@code hint} reports. */
    private record Command(String json, String text, String error) {
    }

    /**
     * The command's answers: through the command line for every tenth position and every position it
     * refuses, checked there to be what the command's own calls give (HintCommand: MineText, Hinter,
     * HintReport); for the others by those calls, which saves building the command line 3,000 times.
     */
    private Command command(int i, String text) throws IOException {
        Position position = MineText.parse(text, "position");
        Hinter.Answer answer = new Hinter().analyse(position, false);
        Command direct = new Command(HintReport.json(position.geometry(), answer, false),
                HintReport.text(position.geometry(), answer, false), null);
        if (i % 10 != 0 && answer.contradiction() == null) {
            return direct;
        }
        return fromCommandLine(i, text, direct);
    }

    /**
     * The positions with every hidden cell but the last flagged (the header's count raised to fit the
     * flags): a clue then sees more flags than it shows, and no layout fits.
     */
    private static List<String> wronglyFlagged(List<?> positions) {
        List<String> texts = new ArrayList<>();
        for (Object o : positions) {
            String text = o instanceof Position p ? MineText.format(p) : (String) o;
            int header = text.indexOf('\n');
            int last = text.lastIndexOf('H');
            String body = text.substring(header, last).replace('H', 'F').replace('M', 'F') + text.substring(last);
            long flags = body.chars().filter(c -> c == 'F').count();
            String[] head = text.substring(0, header).split(" ", 2);
            String[] size = head[0].split("x");
            texts.add(size[0] + "x" + size[1] + "x" + Math.max(flags + 1, Long.parseLong(size[2]))
                    + (head.length > 1 ? " " + head[1] : "") + body);
        }
        return texts;
    }

    private static JsonNode withoutChance(JsonNode answer) {
        JsonNode copy = answer.deepCopy();
        if (copy.path("guess").isObject()) {
            ((ObjectNode) copy.path("guess")).remove("probability");
        }
        return copy;
    }

    private JsonNode runPage(List<String> texts) throws IOException, InterruptedException, URISyntaxException {
        Path hints = Path.of(getClass().getResource("/io/minesift/cli/page/hints.js").toURI());
        Path script = Path.of(getClass().getResource("/io/minesift/cli/page/hint-all.js").toURI());
        Path in = dir.resolve("positions.json");
        Path out = dir.resolve("answers.json");
        JSON.writeValue(in.toFile(), texts);
        Process node;
        try {
            node = new ProcessBuilder("node", script.toString(), hints.toString(), in.toString(), out.toString())
                    .redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new AssertionError("this test runs the page's hint engine with Node.js: install node (20+) on the PATH", e);
        }
        String log = new String(node.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertTrue(node.waitFor(10, TimeUnit.MINUTES), "node did not finish");
        assertEquals(0, node.exitValue(), "node failed: " + log);
        return JSON.readTree(out.toFile());
    }
}
