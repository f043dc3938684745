package io.minesift.cli;

import io.minesift.minesweeper.player.PlayerKind;
import io.minesift.minesweeper.player.PlayerKinds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.PrintWriter;
import java.util.concurrent.Callable;

/** {@code minesift players}: every player kind's parameters, from their one declaration. */
@Command(name = "players", mixinStandardHelpOptions = true,
        description = {"List the player kinds a player file may name and their parameters (name, meaning, default, "
                + "range), as Markdown tables: the README's tables are this command's output."})
final class PlayersCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        for (PlayerKind kind : PlayerKinds.ALL) {
            out.print("**" + kind.name() + "** (" + kind.summary() + ")\n\n" + kind.markdown() + "\n");
        }
        return 0;
    }
}
