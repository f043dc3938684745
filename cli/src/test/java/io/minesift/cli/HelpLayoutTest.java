package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every help at picocli's default width of 80 columns: about 40 lines, no word or example broken
 * across lines (examples wrapped mid-token, "--out easy." then "json", and a pasted one broke), no
 * shell-special character left unquoted in an example (an unquoted true|false pipes), and a last
 * line pointing to the guide. The top-level help lists the curator's commands apart.
 */
class HelpLayoutTest {
    static final int MOST_LINES = 40;

    static Stream<String> commands() {
        return Stream.concat(Stream.of(""), Main.commandLine().getSubcommands().keySet().stream());
    }

    /** A command's help as picocli renders it at {@code width} columns (the top level's for ""). */
    private static String help(String command, int width) {
        CommandLine cli = Main.commandLine();
        cli.setUsageHelpWidth(width);
        return (command.isEmpty() ? cli : cli.getSubcommands().get(command)).getUsageMessage();
    }

    @ParameterizedTest(name = "minesift {0} --help")
    @MethodSource("commands")
    void fitsAboutFortyLinesAndEndsWithTheGuide(String command) {
        List<String> lines = help(command, 80).lines().toList();
        assertTrue(lines.size() <= MOST_LINES, lines.size() + " lines:\n" + String.join("\n", lines));
        assertEquals(Main.GUIDE, lines.get(lines.size() - 1));
        lines.forEach(l -> assertTrue(l.length() <= 80, "over 80 columns: " + l));
    }

    /**
     * Rendered so wide that nothing wraps, the help has every word whole: a word of the 80-column
     * help that is not among them is a piece of one that picocli broke (it breaks after a '.', a
     * '-' or before a '[').
     */
    @ParameterizedTest(name = "minesift {0} --help")
    @MethodSource("commands")
    void noLineBreaksInsideAWord(String command) {
        Set<String> whole = new HashSet<>(words(help(command, 1000)));
        String text = help(command, 80);
        for (String word : words(text)) {
            assertTrue(whole.contains(word), () -> "'" + word + "' is a piece of a broken word in:\n" + text);
        }
    }

    @ParameterizedTest(name = "minesift {0} --help")
    @MethodSource("commands")
    void examplesAreWholeLinesAndPasteAsTheyRead(String command) {
        String[] footer = Main.commandLine().getSubcommands().getOrDefault(command, Main.commandLine())
                .getCommandSpec().usageMessage().footer();
        String text = help(command, 80);
        for (String line : footer) {
            if (line.startsWith("  ")) { // an example, or the continuation of one ending in \\
                assertTrue(text.contains("\n" + line + "\n"), "the example is one line of the help: " + line);
                assertTrue(unquoted(line).chars().noneMatch(c -> "|;&<>[]*?(){}".indexOf(c) >= 0),
                        "quote the shell-special characters of: " + line);
            }
        }
    }

    @Test
    void theTopLevelListsTheCuratorsCommandsApart() {
        String top = help("", 80);
        int curators = top.indexOf("Commands for curators:");
        int research = top.indexOf("Research and upkeep:");
        assertTrue(curators >= 0 && research > curators, top);
        for (String c : List.of("sift", "filter", "pack", "generate", "show", "hint", "probabilities", "play", "tune", "convert")) {
            int at = top.indexOf("\n  " + c + " ");
            assertTrue(at > curators && at < research, c + "\n" + top);
        }
        for (String c : List.of("book", "reference", "score", "bench", "solve-rate", "shanghai-grid", "players")) {
            assertTrue(top.indexOf("\n  " + c + " ") > research, c + "\n" + top);
        }
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.split("\\s+")).filter(w -> !w.isEmpty()).toList();
    }

    /** The line without its quoted parts ('...' and "..."). */
    private static String unquoted(String line) {
        return line.replaceAll("'[^']*'|\"[^\"]*\"", "");
    }
}
