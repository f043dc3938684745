package io.minesift.cli.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
        Path in = dir.resolve("tables.json");
        Path out = dir.resolve("answers.json");
        JSON.writeValue(in.toFile(), tables);
        Path hints = Path.of(getClass().getResource("/io/minesift/cli/page/hints.js").toURI());
        Path script = Path.of(getClass().getResource("/io/minesift/cli/page/shanghai-all.js").toURI());
        Process node;
        try {
            node = new ProcessBuilder("node", script.toString(), hints.toString(), in.toString(), out.toString())
                    .redirectErrorStream(true).start();
        } catch (java.io.IOException e) {
            throw new AssertionError("this test runs the page's engine with Node.js: install node (20+) on the PATH", e);
        }
        String log = new String(node.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(node.waitFor(10, TimeUnit.MINUTES), "node did not finish");
        assertEquals(0, node.exitValue(), "node failed: " + log);
        JsonNode page = JSON.readTree(out.toFile());
        for (int i = 0; i < tables.size(); i++) {
            List<String> t = tables.get(i);
            assertEquals(ShanghaiTable.json(t.get(0), t.get(1), t.get(2)), page.path("answers").get(i).asText(),
                    "table " + i + " (moves " + t.get(2) + ")");
        }
        System.out.printf("the Shanghai page's engine agrees on %d tables; Node: median %.2f ms, max %.0f ms%n",
                tables.size(), page.path("medianMs").asDouble(), page.path("maxMs").asDouble());
    }
}
