package io.minesift.shanghai;

import io.minesift.core.util.InputException;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * A layout file in any of the formats minesift reads, told apart by its content: a first line
 * {@code kmahjongg-layout-v...} is KMahjongg's ({@link KMahjonggLayoutFile}), a first character
 * {@code <} is GNOME Mahjongg's XML ({@link GnomeMapFile}), anything else minesift's own text
 * ({@link LayoutFile}). A file whose name ends {@code .layout} or {@code .map} is read in that format
 * whatever it starts with, so that a damaged one is reported as what it was meant to be. A GNOME
 * file may hold several maps: {@code FILE#NAME} picks one.
 */
public final class LayoutFiles {
    private LayoutFiles() {
    }

    /**
     * The layout in the file {@code spec} ({@code FILE} or {@code FILE#MAP}; the whole of {@code spec}
     * is a file name when such a file exists).
     */
    public static Layout read(String spec) {
        Path whole = Path.of(spec);
        int hash = spec.lastIndexOf('#');
        if (Files.isRegularFile(whole) || hash < 0) {
            return read(spec, whole, null);
        }
        return read(spec, Path.of(spec.substring(0, hash)), spec.substring(hash + 1));
    }

    /** Whether {@code spec} names a file (with or without {@code #MAP}) rather than a built-in layout. */
    public static boolean exists(String spec) {
        int hash = spec.lastIndexOf('#');
        return Files.isRegularFile(Path.of(spec)) || hash > 0 && Files.isRegularFile(Path.of(spec.substring(0, hash)));
    }

    /**
     * The maps of the GNOME Mahjongg file {@code spec}, each as "name (score name): N tiles", when
     * {@code spec} is such a file with more than one map and names none; else an empty list.
     */
    public static List<String> maps(String spec) {
        return entries(spec).stream().map(m -> m.label() + ": " + m.places().size() + " tiles").toList();
    }

    /** The same maps, each as {@code FILE#KEY} (its score name, else its name), which {@link #read} loads. */
    public static List<String> mapSpecs(String spec) {
        return entries(spec).stream().map(m -> spec + "#" + (m.scoreName().isEmpty() ? m.name() : m.scoreName())).toList();
    }

    private static List<GnomeMapFile.MapEntry> entries(String spec) {
        Path file = Path.of(spec);
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InputException(spec, "cannot read: " + e.getMessage());
        }
        String start = new String(bytes, 0, Math.min(bytes.length, 4096), StandardCharsets.UTF_8).replace("\uFEFF", "");
        if (!start.stripLeading().startsWith("<")) {
            return List.of();
        }
        List<GnomeMapFile.MapEntry> maps = GnomeMapFile.maps(spec, bytes);
        return maps.size() < 2 ? List.of() : maps;
    }

    /**
     * The format of the layout {@code spec} as {@link #read} would take it: "built in",
     * "KMahjongg v1.0", "KMahjongg v1.1", "GNOME map" or "minesift text".
     */
    public static String format(String spec) {
        if (Layouts.NAMES.contains(spec)) {
            return "built in";
        }
        int hash = spec.lastIndexOf('#');
        Path file = Files.isRegularFile(Path.of(spec)) || hash < 0 ? Path.of(spec) : Path.of(spec.substring(0, hash));
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8).replace("\uFEFF", "");
        } catch (IOException | java.io.UncheckedIOException e) {
            return "unreadable";
        }
        String lower = file.getFileName().toString().toLowerCase(Locale.ROOT);
        String first = text.lines().findFirst().orElse("").strip();
        boolean kde = KMahjonggLayoutFile.recognises(first);
        if (!kde && (text.stripLeading().startsWith("<") || lower.endsWith(".map"))) {
            return "GNOME map";
        }
        if (kde || lower.endsWith(".layout")) {
            return first.equals(KMahjonggLayoutFile.MAGIC_10) ? "KMahjongg v1.0"
                    : first.equals(KMahjonggLayoutFile.MAGIC_11) ? "KMahjongg v1.1" : "KMahjongg?";
        }
        return "minesift text";
    }

    /** Whether {@code spec}, naming no file, was meant as one (a path or a file name): then "no such file" says more than "unknown layout". */
    public static boolean looksLikeFile(String spec) {
        return spec.contains("/") || spec.contains(".") || spec.contains(java.io.File.separator);
    }

    private static Layout read(String spec, Path file, String map) {
        String source = file.toString();
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InputException(source, "cannot read: " + e.getMessage());
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        String name = file.getFileName().toString();
        String lower = name.toLowerCase(Locale.ROOT);
        String first = text.stripLeading();
        List<String> lines = text.lines().toList();
        boolean kde = !lines.isEmpty() && KMahjonggLayoutFile.recognises(lines.get(0));
        boolean gnome = first.startsWith("<");
        if (map != null && !gnome && !lower.endsWith(".map")) {
            throw new InputException(source, "'#" + map + "' picks a map of a GNOME Mahjongg file; this is not one");
        }
        if (kde || !gnome && lower.endsWith(".layout")) {
            return KMahjonggLayoutFile.parse(source, stem(name), lines);
        }
        if (gnome || lower.endsWith(".map")) {
            return GnomeMapFile.parse(source, spec, bytes, map);
        }
        return Places.build(source, stem(name), LayoutFile.places(source, lines));
    }

    private static String stem(String fileName) {
        int dot = fileName.lastIndexOf('.');
        return dot > 0 ? fileName.substring(0, dot) : fileName;
    }
}
