package io.minesift.minesweeper.player;

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.core.util.InputException;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A kind of player as player files name it ({@code weak}, {@code strong}), with its parameters
 * declared once ({@link ParameterSpec}) and how to make a player from their values.
 */
public record PlayerKind(String name, String summary, List<ParameterSpec> parameters,
                         Function<Map<String, Object>, Player> make, PlayerWords.Words words) {
    public PlayerKind {
        parameters = List.copyOf(parameters);
    }

    /**
     * What a player of this kind with these values does, in words made from them: the kind's own
     * words, then every other value that differs from its default.
     */
    public String describe(Map<String, Object> values) {
        StringBuilder s = new StringBuilder(words.text().apply(values));
        String others = parameters.stream()
                .filter(p -> !words.names().contains(p.name()) && !p.defaultValue().equals(values.get(p.name())))
                .map(p -> p.name() + " " + PlayerWords.value(values.get(p.name())))
                .collect(Collectors.joining(", "));
        return s.append(others.isEmpty() ? "" : "; also " + others).append('.').toString();
    }

    /** The values of a file's {@code parameters} object, read as {@link #read} reads them (defaults filled in). */
    public Map<String, Object> values(JsonNode params, String source) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (ParameterSpec p : parameters) {
            values.put(p.name(), p.read(params, source));
        }
        return values;
    }

    /** The declaration of the parameter {@code name}. */
    public ParameterSpec parameter(String name) {
        return parameters.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no parameter " + name + " for the " + this.name + " player"));
    }

    /** Every parameter at its default. */
    public Map<String, Object> defaults() {
        Map<String, Object> values = new LinkedHashMap<>();
        parameters.forEach(p -> values.put(p.name(), p.defaultValue()));
        return values;
    }

    /**
     * A player from a file's {@code parameters} object: unknown names, wrong types and values out of
     * range are errors naming {@code source}; missing ones take their defaults.
     */
    public Player read(JsonNode params, String source) {
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            String given = it.next();
            if (parameters.stream().noneMatch(p -> p.name().equals(given))) {
                throw new InputException(source, "unknown parameter \"" + given + "\" for the " + name + " player (known: "
                        + parameters.stream().map(ParameterSpec::name).sorted().collect(Collectors.joining(", ")) + ")");
            }
        }
        Map<String, Object> values = values(params, source);
        try {
            return make.apply(values);
        } catch (IllegalArgumentException e) {
            throw new InputException(source, e.getMessage());
        }
    }

    /** The parameters as the tables of docs/games.md: name, meaning, default, range. */
    public String markdown() {
        StringBuilder t = new StringBuilder("| parameter | meaning | default | range |\n|---|---|---|---|\n");
        for (ParameterSpec p : parameters) {
            t.append("| `").append(p.name()).append("` | ").append(p.help()).append(" | `").append(p.defaultText())
                    .append("` | ").append(p.rangeText()).append(" |\n");
        }
        return t.toString();
    }
}
