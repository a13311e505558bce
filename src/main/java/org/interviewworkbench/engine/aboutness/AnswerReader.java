package org.interviewworkbench.engine.aboutness;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads answers for what they are about ({@link AnswerReading#of(String)}), remembering the most recent readings by
 * text, so a turn (or a correction) that needs the readings of every answer so far reads only the new one. A reading
 * depends on nothing but the text, so a remembered one is the reading. Holds at most {@code capacity} readings (the
 * least recently used go first); safe to share between sessions and threads. Owned by whoever builds the stage that
 * uses it (the composition root); never static.
 */
public final class AnswerReader {

    /** Enough for the answers of several long sessions at once. */
    public static final int DEFAULT_CAPACITY = 4096;

    private final int capacity;
    private final Map<String, AnswerReading> recent;

    public AnswerReader() {
        this(DEFAULT_CAPACITY);
    }

    public AnswerReader(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
        }
        this.capacity = capacity;
        this.recent = new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, AnswerReading> eldest) {
                return size() > AnswerReader.this.capacity;
            }
        };
    }

    /** The reading of {@code answer} ({@code null} reads as the empty answer). */
    public AnswerReading read(String answer) {
        String text = answer == null ? "" : answer;
        synchronized (recent) {
            AnswerReading known = recent.get(text);
            if (known != null) {
                return known;
            }
        }
        AnswerReading reading = AnswerReading.of(text);
        synchronized (recent) {
            recent.put(text, reading);
        }
        return reading;
    }

    /** The readings of {@code answers} (utterance id to answer text), as {@link AnswerReadings#of(Map)} gives. */
    public AnswerReadings readAll(Map<String, String> answers) {
        Map<String, AnswerReading> out = new LinkedHashMap<>();
        answers.forEach((id, text) -> out.put(id, read(text)));
        return new AnswerReadings(out);
    }

    /** How many readings are remembered now (at most the capacity). */
    public int remembered() {
        synchronized (recent) {
            return recent.size();
        }
    }
}
