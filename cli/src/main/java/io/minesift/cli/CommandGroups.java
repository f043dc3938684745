package io.minesift.cli;

import picocli.CommandLine;

import java.util.List;
import java.util.Map;

/**
 * The top-level help's command list in two groups: what a curator uses, then research and upkeep.
 * Each command shows the first line of its description, which is short enough for one line.
 */
final class CommandGroups {
    static final List<String> CURATOR = List.of("sift", "filter", "pack", "generate", "layout", "show", "hint", "probabilities",
            "play", "tune", "convert");
    static final List<String> RESEARCH = List.of("book", "reference", "score", "bench", "solve-rate", "shanghai-grid",
            "players", "help");

    private CommandGroups() {
    }

    /** Replaces picocli's one list of commands by the two groups. */
    static void install(CommandLine cli) {
        Map<String, CommandLine.IHelpSectionRenderer> sections = cli.getHelpSectionMap();
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST_HEADING, help -> "");
        sections.put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST, CommandGroups::render);
    }

    private static String render(CommandLine.Help help) {
        Map<String, CommandLine.Help> commands = help.subcommands();
        if (!commands.keySet().containsAll(CURATOR) || !commands.keySet().containsAll(RESEARCH)
                || commands.size() != CURATOR.size() + RESEARCH.size()) {
            throw new IllegalStateException("every command belongs to one group of the help: " + commands.keySet());
        }
        return group("Commands for curators:", CURATOR, commands) + group("Research and upkeep:", RESEARCH, commands);
    }

    private static String group(String heading, List<String> names, Map<String, CommandLine.Help> commands) {
        StringBuilder out = new StringBuilder(heading).append('\n');
        for (String name : names) {
            String[] description = commands.get(name).commandSpec().usageMessage().description();
            out.append(String.format("  %-15s%s%n", name, description.length == 0 ? "" : description[0]));
        }
        return out.toString();
    }
}
