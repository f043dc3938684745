package io.minesift.core.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A player's description from the run key, read as name = value settings for the page. A
 * description is a JSON object as a player file holds it, {@code {"player":"weak","parameters":
 * {"useMineCount":false,"guess":"uniform"}}}: {@code player} names it and {@code parameters} are
 * the settings (an object without {@code parameters} gives its other fields). Anything else is kept
 * as its raw text, with no settings.
 *
 * @param kind     the player's name, or empty when the description does not give one
 * @param settings the settings in the description's order
 * @param raw      the description as given
 */
public record PlayerSettings(String kind, List<Setting> settings, String raw) {
    /** One setting, its value as text. */
    public record Setting(String name, String value) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    public PlayerSettings {
        settings = List.copyOf(settings);
    }

    /** Whether the description was read into settings (otherwise show {@link #raw()}). */
    public boolean parsed() {
        return !settings.isEmpty();
    }

    public static PlayerSettings parse(String description) {
        PlayerSettings read = json(description.strip());
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
        JsonNode fields = root.path("parameters").isObject() ? root.path("parameters") : root;
        List<Setting> settings = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : fields.properties()) {
            if (fields == root && (e.getKey().equals("player") || e.getKey().equals("parameters"))) {
                continue;
            }
            // Nested values stay JSON; plain ones lose their quotes.
            settings.add(new Setting(e.getKey(), e.getValue().isValueNode() ? e.getValue().asText() : e.getValue().toString()));
        }
        return settings.isEmpty() ? null : new PlayerSettings(root.path("player").asText(""), settings, text);
    }
}
