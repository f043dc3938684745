package io.minesift.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Usage and version: exit 0, text on stdout, nothing on stderr. */
class HelpAndVersionTest {

    static Stream<Arguments> helpRequests() {
        return Stream.of(
                Arguments.of(new String[]{"--help"}, "Usage: minesift"),
                Arguments.of(new String[]{"-h"}, "Usage: minesift"),
                Arguments.of(new String[]{"help"}, "Usage: minesift"),
                Arguments.of(new String[]{"generate", "--help"}, "Usage: minesift generate"),
                Arguments.of(new String[]{"generate", "-h"}, "Usage: minesift generate"),
                Arguments.of(new String[]{"help", "generate"}, "Usage: minesift generate"),
                Arguments.of(new String[]{"show", "--help"}, "Usage: minesift show"),
                Arguments.of(new String[]{"help", "show"}, "Usage: minesift show"),
                Arguments.of(new String[]{"convert", "--help"}, "Usage: minesift convert"),
                Arguments.of(new String[]{"help", "convert"}, "Usage: minesift convert"),
                Arguments.of(new String[]{"sift", "--help"}, "Usage: minesift sift"),
                Arguments.of(new String[]{"filter", "--help"}, "Usage: minesift filter"),
                Arguments.of(new String[]{"pack", "--help"}, "Usage: minesift pack"),
                Arguments.of(new String[]{"reference", "--help"}, "Usage: minesift reference"),
                Arguments.of(new String[]{"hint", "--help"}, "Usage: minesift hint"),
                Arguments.of(new String[]{"tune", "--help"}, "Usage: minesift tune"),
                Arguments.of(new String[]{"score", "--help"}, "Usage: minesift score"),
                Arguments.of(new String[]{"players", "--help"}, "Usage: minesift players"),
                Arguments.of(new String[]{"solve-rate", "--help"}, "Usage: minesift solve-rate"),
                Arguments.of(new String[]{"shanghai-grid", "--help"}, "Usage: minesift shanghai-grid"),
                Arguments.of(new String[]{"help", "score"}, "Usage: minesift score"));
    }

    @ParameterizedTest(name = "{1} via {0}")
    @MethodSource("helpRequests")
    void helpPrintsUsageAndExitsZero(String[] args, String usage) {
        Cli.Result r = Cli.run((Object[]) args);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().startsWith(usage), r.toString());
        assertEquals("", r.err(), r.toString());
    }

    /**
     * picocli formats every description as a format string and, when one has a lone {@code %} (as
     * in "95 % interval"), warns on the JVM's stderr, around the command's own streams: every
     * command's help must format cleanly.
     */
    @Test
    void everyCommandsHelpFormatsWithoutWarnings() {
        java.io.PrintStream before = System.err;
        java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(captured, true, java.nio.charset.StandardCharsets.UTF_8));
        try {
            for (String command : Main.commandLine().getSubcommands().keySet()) {
                assertEquals(0, Cli.run(command, "--help").code(), command);
            }
        } finally {
            System.setErr(before);
        }
        assertEquals("", captured.toString(java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * A run builds only the command it names (Main.commandsFor): its help, through the run, is the
     * help the whole command line gives it, and so are its own errors; a word that names no command,
     * or {@code help}, builds them all.
     */
    @Test
    void aRunBuildsTheCommandItNamesAsTheWholeCommandLineHasIt() {
        picocli.CommandLine whole = Main.commandLine();
        assertEquals(Main.COMMANDS.size(), whole.getSubcommands().size());
        for (String command : whole.getSubcommands().keySet()) {
            java.util.List<Class<?>> built = Main.commandsFor(new String[]{command, "--help"});
            if (command.equals("help")) {
                assertEquals(Main.COMMANDS, built);
                continue;
            }
            assertEquals(java.util.List.of(whole.getSubcommands().get(command).getCommand().getClass()), built, command);
            java.io.StringWriter usage = new java.io.StringWriter();
            whole.getSubcommands().get(command).usage(new java.io.PrintWriter(usage));
            assertEquals(usage.toString(), Cli.run(command, "--help").out(), command);
        }
        assertEquals(Main.COMMANDS, Main.commandsFor(new String[]{"sieve"}));
        assertEquals(Main.COMMANDS, Main.commandsFor(new String[]{"--version"}));
        assertEquals(Main.COMMANDS, Main.commandsFor(new String[0]));
        // an option's bad value: the same one line as when every command was built
        Cli.assertBadInput(Cli.run("hint", "--rules", "Z", "x.mine"), "minesift hint: ");
        Cli.assertBadInput(Cli.run("sieve"), "minesift: ", "sieve");
    }

    @Test
    void helpOfAnUnknownCommandIsOneLine() {
        Cli.assertBadInput(Cli.run("help", "sieve"), "unknown command 'sieve'", "sift, filter, pack");
    }

    @Test
    void noCommandPrintsUsageOnStderrAndExitsTwo() {
        // It used to print the usage on stdout and exit 0, as if something had run.
        Cli.Result r = Cli.run();
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertTrue(r.err().startsWith("Usage: minesift"), r.toString());
    }

    @Test
    void topLevelUsageListsTheCommands() {
        String out = Cli.run("--help").out();
        for (String command : new String[]{"generate", "show", "convert", "probabilities", "bench", "play", "sift", "filter",
                "pack", "reference", "hint", "tune", "score", "players"}) {
            assertTrue(out.contains("  " + command + " "), out);
        }
    }

    @Test
    void commandUsageShowsItsOptions() {
        assertTrue(Cli.run("generate", "--help").out().contains("--first-click"));
        assertTrue(Cli.run("show", "--help").out().contains("--index"));
        assertTrue(Cli.run("convert", "--help").out().contains("--to"));
    }

    @Test
    void versionPrintsTheBuildVersion() {
        for (String flag : new String[]{"--version", "-V"}) {
            Cli.Result r = Cli.run(flag);
            assertEquals(0, r.code(), r.toString());
            String first = r.out().lines().findFirst().orElse("");
            // the version is filtered in from the pom (0.1.0 when written); "unknown" means it was not
            assertTrue(first.matches("minesift \\d+\\.\\d+\\.\\d+\\S*"), first);
            assertEquals("", r.err());
        }
    }
}
