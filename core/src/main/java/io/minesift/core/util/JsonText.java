package io.minesift.core.util;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;

/**
 * Descriptions that are JSON objects when they can be (a player's fingerprint), stored in files
 * as JSON and compared as text: the two directions, in one place.
 */
public final class JsonText {
    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonText() {
    }

    /** The text as a JSON object when it is one, else as a JSON string. */
    public static JsonNode objectOrText(String text) {
        try {
            JsonNode node = JSON.readTree(text);
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (IOException e) {
            // not JSON: kept as text
        }
        return JSON.getNodeFactory().textNode(text);
    }

    /** Back from {@link #objectOrText}: a string's text, or an object's compact JSON. */
    public static String text(JsonNode node) {
        return node.isTextual() ? node.asText() : node.toString();
    }
}
