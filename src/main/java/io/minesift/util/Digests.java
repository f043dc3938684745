package io.minesift.util;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** Short content ids: the first 12 hex digits of SHA-256, for boards and board sets of any game. */
public final class Digests {
    private Digests() {
    }

    /** The first 12 hex digits of SHA-256 over the text's UTF-8 bytes. */
    public static String hex12(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(digest, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is required of every Java platform", e);
        }
    }
}
