package io.minesift.shanghai;

import io.minesift.core.util.InputException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Collectors;

/** The layouts shipped in the jar, loaded by name, and layouts by name or file ({@link #load}). */
public final class Layouts {
    /** The shipped layouts: the classic Turtle and three designed for minesift. */
    public static final List<String> NAMES = List.of("turtle", "mini-turtle", "mini-spider", "medium-72", "half-turtle", "flat-72");

    private static final java.util.Map<String, String> DIGESTS = new java.util.concurrent.ConcurrentHashMap<>();

    private Layouts() {
    }

    /**
     * The layout {@code spec} names: a shipped layout's name, else a layout file in any format minesift
     * reads ({@code FILE}, or {@code FILE#MAP} for one map of a GNOME Mahjongg file; {@link LayoutFiles}).
     *
     * @throws InputException naming the problem in one line: no such layout or file, or a bad file
     */
    public static Layout load(String spec) {
        if (NAMES.contains(spec) || !LayoutFiles.exists(spec)) {
            if (!NAMES.contains(spec) && LayoutFiles.looksLikeFile(spec)) {
                throw new InputException(spec, "cannot read: no such layout file");
            }
            return named(spec);
        }
        return LayoutFiles.read(spec);
    }

    /** Whether {@code layout} is a shipped one (by its name and its places), not one from a file. */
    public static boolean builtIn(Layout layout) {
        return NAMES.contains(layout.source())
                && DIGESTS.computeIfAbsent(layout.source(), n -> named(n).digest()).equals(layout.digest());
    }

    public static Layout named(String name) {
        if (!NAMES.contains(name)) {
            throw new InputException("layout", "unknown layout '" + name + "' (known: " + String.join(", ", NAMES) + ")");
        }
        String resource = name + ".txt";
        try (InputStream in = Layouts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("layout resource missing from the jar: " + resource);
            }
            List<String> lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))
                    .lines().collect(Collectors.toList());
            return Places.build(resource, name, name, LayoutFile.places(resource, lines));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
