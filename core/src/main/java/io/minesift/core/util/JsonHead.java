package io.minesift.core.util;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;

import java.io.IOException;

/**
 * The top-level {@code format} field of a JSON file, read as a stream from the file's first bytes
 * (a board set can be large, and names its format at its start): how the command line tells which
 * game's set a file is.
 */
public final class JsonHead {
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonHead() {
    }

    /** The {@code format} of the object that {@code head} begins, or {@code null} when it names none before it ends. */
    public static String format(byte[] head) {
        try (JsonParser p = FACTORY.createParser(head)) {
            if (p.nextToken() != JsonToken.START_OBJECT) {
                return null;
            }
            for (JsonToken t = p.nextToken(); t == JsonToken.FIELD_NAME; t = p.nextToken()) {
                String field = p.currentName();
                p.nextToken();
                if (field.equals("format")) {
                    return p.getValueAsString();
                }
                p.skipChildren();
            }
            return null;
        } catch (IOException | RuntimeException e) {
            return null; // not JSON, or cut off before a format
        }
    }
}
