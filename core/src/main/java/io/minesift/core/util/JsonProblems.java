package io.minesift.core.util;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.util.stream.Collectors;

/** Turns Jackson's multi-line exception texts into one line a user can act on. */
public final class JsonProblems {
    /** Strict reading: a key twice in one object, or anything after the value, is an error. */
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private JsonProblems() {
    }

    /**
     * Parses {@code json} as one JSON object, or fails naming {@code source}: a syntax error as
     * {@link #describe} words it, anything but an object as "expected a JSON object {@code shape}".
     */
    public static JsonNode readObject(byte[] json, String source, String shape) {
        JsonNode root;
        try {
            root = JSON.readTree(json);
        } catch (IOException e) {
            throw new InputException(source, describe(e));
        }
        if (root == null || !root.isObject()) {
            throw new InputException(source, "expected a JSON object " + shape);
        }
        return root;
    }

    /** One line that says what is wrong and where (line and column when Jackson knows them). */
    public static String describe(IOException e) {
        if (!(e instanceof JsonProcessingException j)) {
            return AtomicFiles.describe(e);
        }
        String where = where(j.getLocation());
        if (j instanceof UnrecognizedPropertyException u) {
            return where + "unknown field \"" + u.getPropertyName() + "\"" + (u.getPath().size() > 1 ? path(u) : "");
        }
        if (j instanceof JsonMappingException m) {
            Throwable cause = m.getCause();
            if (cause instanceof IllegalArgumentException) {
                return where + cause.getMessage();
            }
            if (String.valueOf(m.getOriginalMessage()).startsWith("Trailing token")) {
                return where + "unexpected content after the end of the board set";
            }
            if (m instanceof MismatchedInputException mi && mi.getTargetType() != null) {
                return where + "expected " + kind(mi.getTargetType()) + path(m);
            }
            return where + firstLine(m.getOriginalMessage()) + path(m);
        }
        return where + firstLine(j.getOriginalMessage());
    }

    private static String kind(Class<?> type) {
        if (Number.class.isAssignableFrom(type) || (type.isPrimitive() && type != boolean.class)) {
            return "a number";
        }
        if (type == String.class) {
            return "text";
        }
        if (type.isArray() || java.util.Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        return "an object";
    }

    private static String where(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return "";
        }
        return "line " + location.getLineNr() + ", column " + location.getColumnNr() + ": ";
    }

    private static String path(JsonMappingException m) {
        String path = m.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + (r.getIndex() + 1) + "]")
                .collect(Collectors.joining("."));
        return path.isEmpty() ? "" : " (at " + path.replace(".[", "[") + ")";
    }

    /**
     * Jackson's own words about where a list or object started ("for Array starting at [Source:
     * REDACTED (`StreamReadFeature...` disabled); line: 1, column: 55]") in the tool's words.
     */
    static String plain(String text) {
        return text.replaceAll("\\[Source: [^\\]]*?; line: (\\d+), column: (\\d+)\\]", "line $1, column $2")
                .replaceAll("\\[Source: [^\\]]*\\]", "")
                .replace("for Array starting at", "for the list that starts at")
                .replace("for Object starting at", "for the object that starts at")
                .replace("for root starting at", "for the value that starts at");
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "invalid JSON";
        }
        String line = message.lines().findFirst().orElse(message);
        // Jackson names its own classes in some texts; users need the JSON side only.
        return plain(line.replaceAll("\\(class [^)]*\\)", "").replaceAll("`[a-z]+(\\.[A-Za-z$]+)+`", "value")).strip();
    }
}
