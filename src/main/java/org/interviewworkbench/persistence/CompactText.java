package org.interviewworkbench.persistence;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * Large, rarely read text columns (the per-turn record: node states, signals, score decomposition) stored
 * gzip-compressed as Base64 text behind a {@code gz:} prefix, so the column stays portable text on H2 and PostgreSQL
 * and a turn takes a tenth of the space. Values without the prefix (written before compaction) read as they are.
 */
final class CompactText {

    private static final String PREFIX = "gz:";

    private CompactText() {
    }

    static String pack(String text) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(Math.max(64, text.length() / 8));
        try (GZIPOutputStream gz = new GZIPOutputStream(bytes)) {
            gz.write(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return PREFIX + Base64.getEncoder().encodeToString(bytes.toByteArray());
    }

    static String unpack(String stored) {
        if (stored == null || !stored.startsWith(PREFIX)) {
            return stored;
        }
        byte[] packed = Base64.getDecoder().decode(stored.substring(PREFIX.length()));
        try (GZIPInputStream gz = new GZIPInputStream(new ByteArrayInputStream(packed))) {
            return new String(gz.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("a stored turn record is damaged: " + e.getMessage(), e);
        }
    }
}
