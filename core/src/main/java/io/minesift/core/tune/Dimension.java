package io.minesift.core.tune;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One parameter to tune: a continuous range {@code NAME=0.1..0.5}, a whole-number range
 * {@code NAME=2..8}, or a list of choices {@code NAME=uniform|local-density} (also
 * {@code true|false}). Continuous and whole-number ranges are searched by CMA-ES, choices by a
 * grid.
 */
public record Dimension(String name, double low, double high, boolean whole, List<String> choices) {
    private static final Pattern RANGE = Pattern.compile("(-?[0-9.eE+-]+)\\.\\.(-?[0-9.eE+-]+)");

    public Dimension {
        choices = List.copyOf(choices);
    }

    public boolean discrete() {
        return !choices.isEmpty();
    }

    /**
     * The value at {@code u} in [0, 1] of a range, as JSON text: whole numbers rounded, others
     * to a ten-thousandth of the range (finer steps are lost in the games' noise anyway).
     */
    String valueAt(double u) {
        double v = low + Math.min(1, Math.max(0, u)) * (high - low);
        if (whole) {
            return Long.toString(Math.round(v));
        }
        int digits = (int) -Math.floor(Math.log10((high - low) / 1e4));
        return java.math.BigDecimal.valueOf(v).setScale(Math.max(0, digits), java.math.RoundingMode.HALF_UP)
                .stripTrailingZeros().toPlainString();
    }

    /**
     * Reads {@code NAME=LOW..HIGH,NAME=A|B,...}.
     *
     * @throws IllegalArgumentException naming the bad part
     */
    public static List<Dimension> parseAll(String spec) {
        return parseAll(spec, name -> null);
    }

    /**
     * Reads {@code NAME=LOW..HIGH,NAME=A|B,NAME,...}: a bare {@code NAME} is searched over its declared
     * range, which {@code declared} gives (or {@code null} when the name has none).
     *
     * @throws IllegalArgumentException naming the bad part
     */
    public static List<Dimension> parseAll(String spec, java.util.function.Function<String, Dimension> declared) {
        List<Dimension> dims = new ArrayList<>();
        for (String part : spec.split(",")) {
            String trimmed = part.trim();
            Dimension d = trimmed.contains("=") ? parse(trimmed) : declared.apply(trimmed);
            if (d == null) {
                throw new IllegalArgumentException("--params: '" + trimmed + "' has no declared range: give NAME=LOW..HIGH "
                        + "or NAME=A|B");
            }
            if (dims.stream().anyMatch(x -> x.name.equals(d.name))) {
                throw new IllegalArgumentException("--params names '" + d.name + "' twice");
            }
            dims.add(d);
        }
        return dims;
    }

    static Dimension parse(String part) {
        int eq = part.indexOf('=');
        if (eq <= 0 || eq == part.length() - 1) {
            throw new IllegalArgumentException("--params: '" + part + "' is not NAME=LOW..HIGH or NAME=A|B");
        }
        String name = part.substring(0, eq);
        String value = part.substring(eq + 1);
        Matcher m = RANGE.matcher(value);
        if (m.matches()) {
            double low;
            double high;
            try {
                low = Double.parseDouble(m.group(1));
                high = Double.parseDouble(m.group(2));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--params: '" + part + "' has a bad number");
            }
            if (!(low < high)) {
                throw new IllegalArgumentException("--params: the range of '" + name + "' must have LOW < HIGH, got " + value);
            }
            boolean whole = !m.group(1).contains(".") && !m.group(2).contains(".")
                    && !m.group(1).toLowerCase(Locale.ROOT).contains("e") && !m.group(2).toLowerCase(Locale.ROOT).contains("e");
            return new Dimension(name, low, high, whole, List.of());
        }
        if (value.contains("|")) {
            return new Dimension(name, 0, 0, false, List.of(value.split("\\|")));
        }
        throw new IllegalArgumentException("--params: '" + part + "' is not NAME=LOW..HIGH or NAME=A|B");
    }
}
