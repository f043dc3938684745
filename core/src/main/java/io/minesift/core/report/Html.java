package io.minesift.core.report;

import io.minesift.core.classify.Category;

import java.awt.Color;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Small pieces of the report page's HTML: escaping, numbers as the page shows them, category chips. */
final class Html {
    private Html() {
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    static String percent(double v) {
        return String.format(Locale.ROOT, "%.0f %%", 100 * v);
    }

    /** An interval as the page shows it, e.g. {@code 49–60 %}. */
    static String interval(double[] ci) {
        return String.format(Locale.ROOT, "%.0f–%.0f %%", 100 * ci[0], 100 * ci[1]);
    }

    static String fixed(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    /** A category's colour dot, as on the map. */
    static String chip(Category c) {
        Color colour = MapChart.colour(c);
        return String.format(Locale.ROOT, "<span class=\"chip\" style=\"background:#%02x%02x%02x\"></span>",
                colour.getRed(), colour.getGreen(), colour.getBlue());
    }

    /** A text file that ships beside this class (the page's style and script). */
    static String resource(String name) {
        try (InputStream in = Html.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
