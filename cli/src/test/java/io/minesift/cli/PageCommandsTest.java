package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.format.BoardFiles;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The commands the report page offers under "What next" run as written: from the report's folder
 * ({@code .}), with their outputs where they say.
 */
class PageCommandsTest {
    private static final Pattern COMMAND = Pattern.compile("<code class=\"command\">minesift ([^<]+)</code>");

    @TempDir
    Path dir;

    @Test
    void thePagesFilterAndPackCommandsRun() throws IOException {
        Path out = dir.resolve("sift");
        Cli.Result sift = Cli.run("sift", "--instances", "instances/heldout/boards.json", "--repeats", 3, "--out", out);
        assertEquals(0, sift.code(), sift.toString());
        JsonNode counts = new ObjectMapper().readTree(out.resolve("summary.json").toFile()).path("counts");
        Matcher m = COMMAND.matcher(Files.readString(out.resolve("index.html")));
        List<String> commands = new ArrayList<>();
        while (m.find()) {
            commands.add(m.group(1));
        }
        assertEquals(2, commands.size(), commands.toString());
        for (String command : commands) {
            // Run "from the report's folder": "." is the folder, and outputs land inside it.
            String[] args = command.split(" ");
            for (int i = 0; i < args.length; i++) {
                args[i] = args[i].equals(".") ? out.toString() : i > 0 && args[i - 1].equals("--out") ? out.resolve(args[i]).toString() : args[i];
            }
            Cli.Result r = Cli.run((Object[]) args);
            assertEquals(0, r.code(), command + "\n" + r);
        }
        int notLuck = 120 - counts.path("luck-bound").asInt();
        assertEquals(notLuck, BoardFiles.defaults().read(out.resolve("fair.json")).size());
        int skill = counts.path("skill-rewarding").asInt();
        assertTrue(skill > 0, "the held-out set has skill-rewarding boards");
        assertEquals(Math.min(20, skill), BoardFiles.defaults().read(out.resolve("packs/skill/pack.json")).size());
    }
}
