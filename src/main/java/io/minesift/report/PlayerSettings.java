package io.minesift.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A player's description from the run key, read as name = value settings for the page. Two forms
 * are read: a record's text, {@code weak Parameters[useMineCount=false, guess=UNIFORM]}, and a
 * JSON object, {@code {"kind":"weak","useMineCount":false,"guess":"uniform"}} (its {@code kind}
 * names the player). Anything else is kept as its raw text, with no settings.
 *
 * @param kind     the player's name, or empty when the description does not give one
 * @param settings the settings in the description's order
 * @param raw      the description as given
 */
public record PlayerSettings(String kind, List<Setting> settings, String raw) {
    /** One setting, its value as text. */
    public record Setting(String name, String value) {
    }

    private static final Pattern RECORD = Pattern.compile("(?s)(?:(\\S+)\\s+)?\\w+\\[(.*)]");
    private static final ObjectMapper JSON = new ObjectMapper();

    public PlayerSettings {
        settings = List.copyOf(settings);
    }

    /** Whether the description was read into settings (otherwise show {@link #raw()}). */
    public boolean parsed() {
        return !settings.isEmpty();
    }

    public static PlayerSettings parse(String description) {
        String text = description.strip();
        PlayerSettings read = text.startsWith("{") ? json(text) : record(text);
        return read != null ? read : new PlayerSettings("", List.of(), description);
    }

    private static PlayerSettings json(String text) {
        JsonNode root;
        try {
            root = JSON.readTree(text);
        } catch (IOException e) {
            return null;
        }
        if (root == null || !root.isObject()) {
            return null;
        }
        List<Setting> settings = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : root.properties()) {
            if (!e.getKey().equals("kind")) {
                // Nested values stay JSON; plain ones lose their quotes.
                settings.add(new Setting(e.getKey(), e.getValue().isValueNode() ? e.getValue().asText() : e.getValue().toString()));
            }
        }
        return settings.isEmpty() ? null : new PlayerSettings(root.path("kind").asText(""), settings, text);
    }

    private static PlayerSettings record(String text) {
        Matcher m = RECORD.matcher(text);
        if (!m.matches()) {
            return null;
        }
        List<Setting> settings = new ArrayList<>();
        for (String part : topLevelParts(m.group(2))) {
            int eq = part.indexOf('=');
            if (eq <= 0) {
                return null;
            }
            settings.add(new Setting(part.substring(0, eq).strip(), part.substring(eq + 1).strip()));
        }
        return settings.isEmpty() ? null : new PlayerSettings(m.group(1) == null ? "" : m.group(1), settings, text);
    }

    /** The comma-separated parts outside any brackets, so that a nested record stays one value. */
    private static List<String> topLevelParts(String body) {
        List<String> parts = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < body.length(); i++) {
            char c = body.charAt(i);
            depth += c == '[' || c == '{' || c == '(' ? 1 : c == ']' || c == '}' || c == ')' ? -1 : 0;
            if (c == ',' && depth == 0) {
                parts.add(body.substring(start, i));
                start = i + 1;
            }
        }
        if (!body.isBlank()) {
            parts.add(body.substring(start));
        }
        return parts;
    }
}
