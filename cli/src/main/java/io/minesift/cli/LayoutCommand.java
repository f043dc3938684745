package io.minesift.cli;

import io.minesift.core.util.InputException;
import io.minesift.core.util.Printable;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.LayoutFacts;
import io.minesift.shanghai.LayoutFiles;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.sift.ShanghaiFiles;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code minesift layout}: a Shanghai layout's counts, from its name or its file; or a table of many. */
@Command(name = "layout", abbreviateSynopsis = true,
        description = {"Shanghai: a layout's tiles, layers, free and hidden tiles.",
                "Loads a built-in layout or a layout file (KMahjongg .layout, GNOME Mahjongg FILE.map#MAP, "
                        + "minesift text) as every command does, and shows its counts at the start and its digest, "
                        + "which board sets record. A GNOME file with several maps and no #MAP lists its maps. "
                        + "--table: one Markdown row a layout (every map of a GNOME file), a refusal as its "
                        + "reason; exit code 2 if any was refused."},
        footer = {"Examples:",
                "  minesift layout turtle --picture",
                "  minesift layout instances/layouts/bridge.layout",
                "  minesift layout 'instances/layouts/drawn.map#Steps'",
                "  minesift layout --table turtle instances/layouts/drawn.map",
                Main.GUIDE})
final class LayoutCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Parameters(paramLabel = "NAME|FILE", arity = "0..*", description = "The layouts (or give one --layout).")
    List<String> layouts = new ArrayList<>();

    @Mixin
    LayoutOption layoutOption;

    @Option(names = "--picture", description = "Also draw it from above: tiles over each half-cell.")
    boolean picture;

    @Option(names = "--table", description = "A Markdown table of the layouts' counts.")
    boolean table;

    @Override
    public Integer call() {
        List<String> all = new ArrayList<>(layouts);
        if (layoutOption.name != null) {
            all.add(layoutOption.name);
        }
        if (all.isEmpty() || all.size() > 1 && !table) {
            throw new IllegalArgumentException("give one layout (NAME|FILE or --layout NAME|FILE), or several with --table");
        }
        PrintWriter out = spec.commandLine().getOut();
        return table ? table(out, all) : one(out, all.get(0));
    }

    private int one(PrintWriter out, String name) {
        List<String> maps = Layouts.NAMES.contains(name) ? List.of() : LayoutFiles.maps(name);
        if (!maps.isEmpty()) {
            out.println(name + " holds " + maps.size() + " maps; name one as " + name + "#NAME (name or score name):");
            maps.forEach(m -> out.println("  " + m));
            return 0;
        }
        Layout l = ShanghaiFiles.layout(name);
        LayoutFacts f = LayoutFacts.of(l);
        out.println("layout:          " + l.name() + " (" + (Layouts.builtIn(l) ? "built in" : l.source()) + ")");
        out.println("tiles:           " + f.tiles() + " (" + kinds(f) + ")");
        out.println("layers:          " + f.layers());
        out.println("free at start:   " + f.freeAtStart());
        out.println("hidden at start: " + f.hiddenAtStart() + " (covered)");
        out.println("through a gap:   " + f.throughGaps() + " (covered by a tile over a gap in the layer above)");
        out.println("digest:          " + f.digest());
        if (picture) {
            out.println();
            out.print(LayoutFacts.picture(l));
        }
        return 0;
    }

    private static String kinds(LayoutFacts f) {
        return (f.kinds() - f.shortKinds()) + " kinds of 4" + (f.shortKinds() > 0 ? ", 1 of 2" : "");
    }

    private int table(PrintWriter out, List<String> names) {
        out.println("| layout | format | tiles | kinds | layers | free at start | hidden at start | through a gap |");
        out.println("|---|---|---|---|---|---|---|---|");
        int refused = 0;
        for (String name : names) {
            List<String> maps = Layouts.NAMES.contains(name) ? List.of() : LayoutFiles.mapSpecs(name);
            for (String one : maps.isEmpty() ? List.of(name) : maps) {
                String format = LayoutFiles.format(one);
                try {
                    Layout l = ShanghaiFiles.layout(one);
                    LayoutFacts f = LayoutFacts.of(l);
                    out.printf("| %s | %s | %d | %s | %d | %d | %d | %d |%n", cell(l.name()), format, f.tiles(), kinds(f),
                            f.layers(), f.freeAtStart(), f.hiddenAtStart(), f.throughGaps());
                } catch (InputException e) {
                    refused++;
                    out.printf("| %s | %s | refused: %s |||||||%n", cell(one), format, cell(e.getMessage()));
                }
            }
        }
        return refused == 0 ? 0 : 2;
    }

    private static String cell(String text) {
        return Printable.of(text).replace("|", "\\|");
    }
}
