package io.minesift.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.io.PrintWriter;

/**
 * {@code minesift help [COMMAND]}: a command's help, or the list of commands; as picocli's own help
 * command, with a one-line summary for the list and the guide's line at its end.
 */
@Command(name = "help", helpCommand = true, abbreviateSynopsis = true,
        description = {"A command's help (minesift help sift), or this list."},
        footer = {"Example:", "  minesift help sift", Main.GUIDE})
final class HelpCommand implements CommandLine.IHelpCommandInitializable2, Runnable {
    @CommandLine.Mixin
    HelpOption helpOption;

    @Parameters(paramLabel = "COMMAND", arity = "0..1", description = "The command to show the help of.")
    String command;

    private CommandLine self;
    private PrintWriter out;
    private CommandLine.Help.ColorScheme colors;

    @Override
    public void init(CommandLine helpCommandLine, CommandLine.Help.ColorScheme colorScheme, PrintWriter out, PrintWriter err) {
        this.self = helpCommandLine;
        this.colors = colorScheme;
        this.out = out;
    }

    @Override
    public void run() {
        CommandLine parent = self.getParent();
        if (command == null) {
            parent.usage(out, colors);
            return;
        }
        CommandLine sub = parent.getSubcommands().get(command);
        if (sub == null) {
            throw new CommandLine.ParameterException(self, "unknown command '" + command + "': give one of "
                    + String.join(", ", parent.getSubcommands().keySet()));
        }
        sub.usage(out, colors);
    }
}
