package io.minesift.cli.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Shanghai page's engine as the browser runs it (hints.js, the TeaVM build, here under Node)
 * answers exactly as {@link ShanghaiTable} does on the JVM, character for character: every position
 * of random games on every built-in layout, and tables the rules refuse.
 */
class ShanghaiPageEngineTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** Runs the engine's {@code function} under Node (shanghai-all.js) on each of {@code tables}' arguments; its answers. */
    private JsonNode node(String function, List<? extends List<?>> tables) throws Exception {
        Path in = dir.resolve("tables.json");
        Path out = dir.resolve("answers.json");
        JSON.writeValue(in.toFile(), tables);
        Path hints = Path.of(getClass().getResource("/io/minesift/cli/page/hints.js").toURI());
        Path run = Path.of(getClass().getResource("/io/minesift/cli/page/shanghai-all.js").toURI());
        Process node;
        try {
            node = new ProcessBuilder("node", run.toString(), hints.toString(), function, in.toString(), out.toString())
                    .redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            throw new AssertionError("this test runs the page's engine with Node.js: install node (20+) on the PATH", e);
        }
        String log = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(10, TimeUnit.MINUTES), "node did not finish");
        assertEquals(0, node.exitValue(), "node failed: " + log);
        return JSON.readTree(out.toFile());
    }

    /**
     * The page's seed for the strong player's pick (seedOf in shanghai.js, run here by Node on its own
     * source text) is Java's {@code (id + "|" + moves).hashCode() & 0x7fffffff}, which
     * {@code minesift hint} draws from: on keys of every length the page builds, and characters past ASCII.
     */
    @Test
    void thePagesSeedIsTheCommandsSeed() throws Exception {
        String game = new String(getClass().getResourceAsStream("/io/minesift/cli/page/shanghai.js").readAllBytes(),
                StandardCharsets.UTF_8);
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?s)  function seedOf\\(text\\) \\{.*?\\n  }\\n").matcher(game);
        assertTrue(m.find(), "shanghai.js has its seedOf");
        List<String> keys = new ArrayList<>(List.of("", "f6203d30f4f1|", "f6203d30f4f1|3-17", "1b1b642beffe|0-5,12-40,7-9",
                "\u00e9\u00e8|\u4e2d"));
        StringBuilder longKey = new StringBuilder("ab12cd34ef56|");
        for (int i = 0; i < 72; i++) {
            longKey.append(i == 0 ? "" : ",").append(i).append('-').append(143 - i);
        }
        keys.add(longKey.toString());
        Path script = dir.resolve("seed.js");
        java.nio.file.Files.writeString(script, m.group() + "\nconst keys = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));\n"
                + "console.log(JSON.stringify(keys.map(seedOf)));\n");
        Path in = dir.resolve("keys.json");
        JSON.writeValue(in.toFile(), keys);
        Process node = new ProcessBuilder("node", script.toString(), in.toString()).redirectErrorStream(true).start();
        String out = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
        assertTrue(node.waitFor(1, TimeUnit.MINUTES));
        assertEquals(0, node.exitValue(), out);
        List<Integer> java = keys.stream().map(k -> k.hashCode() & 0x7fffffff).toList();
        assertEquals(java.toString().replace(" ", ""), out);
    }

    @Test
    void thePageAnswersAsTheJvmDoes() throws Exception {
        List<List<String>> tables = new ArrayList<>();
        for (ShanghaiTableTest.Played p : ShanghaiTableTest.positions(2, 12)) {
            tables.add(List.of(p.layoutText(), p.kinds(), p.moveText()));
        }
        String six = "0 0 0\n0 0 2\n0 0 4\n0 0 6\n1 0 2\n1 0 4";
        tables.add(List.of(six, "0,0,1,1,0,0", "2-3"));
        tables.add(List.of(six, "0,x", ""));
        tables.add(List.of(six, "0,0,1,1,0,0", "0-5,"));
        tables.add(List.of(six, "0,0,1,1,0,0", "+0-5"));
        tables.add(List.of(six, "0,0,1,1,0,0", "0-5,0-5"));
        tables.add(List.of("0 0 0\n0 0 1", "0,0", ""));
        tables.add(List.of("0 0 zero", "0,0", ""));
        JsonNode page = node("shanghai", tables);
        for (int i = 0; i < tables.size(); i++) {
            List<String> t = tables.get(i);
            assertEquals(ShanghaiTable.json(t.get(0), t.get(1), t.get(2)), page.path("answers").get(i).asText(),
                    "table " + i + " (moves " + t.get(2) + ")");
        }
        System.out.printf("the Shanghai page's engine agrees on %d tables; Node: median %.2f ms, max %.0f ms%n",
                tables.size(), page.path("medianMs").asDouble(), page.path("maxMs").asDouble());
    }

    /**
     * The strong player's pick, the hint where no move is certain, is the same pair in the browser's
     * engine as on the JVM, drawn from the same seed: every table of three games a mini layout, and
     * every tenth of three games on each larger layout (Turtle's included); tables with a certain move
     * or one pair answer null on both.
     */
    @Test
    void theStrongPlayersPickIsTheJvmsPair() throws Exception {
        List<List<Object>> tables = new ArrayList<>();
        String player = ShanghaiPage.player((ShanghaiPlayer) ShanghaiPlayers.strong());
        for (ShanghaiTableTest.Played p : ShanghaiTableTest.positions(3, 13)) {
            boolean mini = p.deal().layout().size() == 36;
            if (mini || p.moves().size() % 10 == 0) {
                tables.add(List.of(p.layoutText(), p.kinds(), p.moveText(), player, tables.size() * 7919));
            }
        }
        tables.add(List.of(tables.get(0).get(0), tables.get(0).get(1), "", "16,3,x,0,0,0,0,0", 1));
        JsonNode page = node("shanghaiPick", tables);
        int picked = 0;
        for (int i = 0; i < tables.size(); i++) {
            List<Object> t = tables.get(i);
            String jvm = ShanghaiTable.pick((String) t.get(0), (String) t.get(1), (String) t.get(2), (String) t.get(3),
                    (Integer) t.get(4));
            assertEquals(jvm, page.path("answers").get(i).asText(), "table " + i + " (moves " + t.get(2) + ")");
            picked += jvm.startsWith("{\"a\"") ? 1 : 0;
        }
        assertTrue(picked >= 10, picked + " picks");
        System.out.printf("the strong player's pick agrees on %d tables (%d picks); Node: median %.1f ms, max %.0f ms%n",
                tables.size(), picked, page.path("medianMs").asDouble(), page.path("maxMs").asDouble());
    }
}
