package io.minesift.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.minesweeper.player.PlayerKind;
import io.minesift.minesweeper.player.PlayerKinds;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.concurrent.Callable;

/** {@code minesift players}: the built-in players by name, then every player kind's parameters, from their one declaration. */
@Command(name = "players", abbreviateSynopsis = true,
        description = {"The built-in players, and every player kind's parameters.",
                "Markdown tables: the built-in players' names work wherever a command takes a player; the "
                        + "parameter tables of docs/games.md are this command's output."},
        footer = {"Example:",
                "  minesift players",
                Main.GUIDE})
final class PlayersCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        out.print("**Built-in players** (give the name to --player, --weak, --strong or --against, from any folder; "
                + "the files are players/NAME.json)\n\n| name | game | description |\n|---|---|---|\n");
        for (BuiltInPlayers.Player p : BuiltInPlayers.ALL) {
            out.print("| `" + p.name() + "` | " + p.game() + " | " + description(p.name()) + " |\n");
        }
        out.print("\n");
        for (PlayerKind kind : PlayerKinds.ALL) {
            out.print("**" + kind.name() + "** (" + kind.summary() + ")\n\n" + kind.markdown() + "\n");
        }
        return 0;
    }

    private static String description(String name) {
        try {
            return new ObjectMapper().readTree(BuiltInPlayers.file(name).orElseThrow()).path("description").asText()
                    .replace("|", "\\|");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the built-in player " + name, e);
        }
    }
}
