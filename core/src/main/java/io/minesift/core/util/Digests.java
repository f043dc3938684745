package io.minesift.core.util;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * Digests by name: short content ids (the first 12 hex digits of SHA-256) for boards and board sets
 * of any game, and SHA-1, which Simon Tatham's Mines game IDs are masked with.
 */
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

    /** SHA-1 over the parts one after another, as if they were one byte string. */
    public static byte[] sha1(byte[]... parts) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-1");
            for (byte[] part : parts) {
                digest.update(part);
            }
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-1 is required of every Java platform", e);
        }
    }
}
