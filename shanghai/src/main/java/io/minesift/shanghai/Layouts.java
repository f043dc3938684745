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

/** The layouts shipped in the jar, loaded by name. */
public final class Layouts {
    /** The shipped layouts: the classic Turtle and three designed for minesift. */
    public static final List<String> NAMES = List.of("turtle", "mini-turtle", "mini-spider", "medium-72", "half-turtle", "flat-72");

    private Layouts() {
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
            return LayoutFile.parse(resource, name, lines);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
