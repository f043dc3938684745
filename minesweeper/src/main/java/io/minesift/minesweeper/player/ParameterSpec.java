package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.util.InputException;

import java.util.List;
import java.util.Locale;

/**
 * One parameter of a player kind, declared once: its name, type, default, range and what it does.
 * Player files, the parameter records' validation, {@code tune}'s ranges, the {@code players}
 * command and the tables of docs/games.md all come from these declarations.
 *
 * @param choices the allowed values of a {@link Type#CHOICE} (as player files spell them)
 */
public record ParameterSpec(String name, Type type, Object defaultValue, double min, double max, List<String> choices,
                            String help) {
    /** How a value is written in a player file. */
    public enum Type { INT, LONG, DOUBLE, BOOL, CHOICE, PATH }

    public ParameterSpec {
        choices = List.copyOf(choices);
    }

    static ParameterSpec integer(String name, int defaultValue, int min, int max, String help) {
        return new ParameterSpec(name, Type.INT, defaultValue, min, max, List.of(), help);
    }

    static ParameterSpec wholeNumber(String name, long defaultValue, long min, String help) {
        return new ParameterSpec(name, Type.LONG, defaultValue, min, Double.POSITIVE_INFINITY, List.of(), help);
    }

    static ParameterSpec number(String name, double defaultValue, double min, double max, String help) {
        return new ParameterSpec(name, Type.DOUBLE, defaultValue, min, max, List.of(), help);
    }

    static ParameterSpec bool(String name, boolean defaultValue, String help) {
        return new ParameterSpec(name, Type.BOOL, defaultValue, 0, 1, List.of(), help);
    }

    static ParameterSpec choice(String name, String defaultValue, List<String> choices, String help) {
        return new ParameterSpec(name, Type.CHOICE, defaultValue, 0, 0, choices, help);
    }

    /** A file's path, as a player file writes it (relative to the working directory); {@code ""}: no file. */
    static ParameterSpec path(String name, String help) {
        return new ParameterSpec(name, Type.PATH, "", 0, 0, List.of(), help);
    }

    /** Whether a value of this parameter lies in its range (numbers) or among its choices. */
    boolean allows(double value) {
        return value >= min && value <= max;
    }

    /**
     * Checks a number against the range.
     *
     * @throws IllegalArgumentException "NAME must be between MIN and MAX, got V"
     */
    void check(double value) {
        if (!allows(value)) {
            throw new IllegalArgumentException(name + " must be " + rangeWords() + ", got " + format(value));
        }
    }

    /** This parameter's value in a player file's parameters, or its default; type and range checked. */
    Object read(JsonNode params, String source) {
        JsonNode v = params.get(name);
        if (v == null) {
            return defaultValue;
        }
        try {
            return switch (type) {
                case BOOL -> {
                    if (!v.isBoolean()) {
                        throw new IllegalArgumentException("parameter \"" + name + "\" must be true or false");
                    }
                    yield v.asBoolean();
                }
                case CHOICE -> {
                    if (!choices.contains(v.asText(""))) {
                        throw new IllegalArgumentException("parameter \"" + name + "\" must be " + choiceWords() + ", got \""
                                + v.asText() + "\"");
                    }
                    yield v.asText();
                }
                case PATH -> {
                    if (!v.isTextual()) {
                        throw new IllegalArgumentException("parameter \"" + name + "\" must be a file's path in quotes");
                    }
                    yield v.asText();
                }
                case DOUBLE -> {
                    if (!v.isNumber()) {
                        throw new IllegalArgumentException("parameter \"" + name + "\" must be a number");
                    }
                    check(v.asDouble());
                    yield v.asDouble();
                }
                case INT, LONG -> {
                    if (!v.isIntegralNumber() || !v.canConvertToLong()) {
                        throw new IllegalArgumentException("parameter \"" + name + "\" must be a whole number");
                    }
                    check(v.asLong());
                    yield type == Type.INT ? (Object) (int) v.asLong() : (Object) v.asLong();
                }
            };
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    /** The range as the tables of docs/games.md write it: {@code 0–64}, {@code ≥ 1000}, {@code true/false}. */
    public String rangeText() {
        return switch (type) {
            case BOOL -> "true/false";
            case CHOICE -> String.join(", ", choices);
            case PATH -> "a file, or \"\"";
            default -> max == Double.POSITIVE_INFINITY ? "≥ " + format(min) : format(min) + "–" + format(max);
        };
    }

    /** The default as a player file writes it. */
    public String defaultText() {
        return defaultValue instanceof Double d ? format(d) : type == Type.PATH ? "\"" + defaultValue + "\""
                : String.valueOf(defaultValue);
    }

    private String rangeWords() {
        return max == Double.POSITIVE_INFINITY ? "at least " + format(min) : "between " + format(min) + " and " + format(max);
    }

    private String choiceWords() {
        return choices.stream().map(c -> "\"" + c + "\"").reduce((a, b) -> a + " or " + b).orElse("");
    }

    static String format(double v) {
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return java.math.BigDecimal.valueOf(v).stripTrailingZeros().toString().toLowerCase(Locale.ROOT);
    }
}
