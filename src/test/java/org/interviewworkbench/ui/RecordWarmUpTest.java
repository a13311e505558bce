package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The record warm-up links the methods of records it can make with plain values, the transcript's private height
 * keys included, and leaves alone records that refuse such values and classes that are no records.
 */
class RecordWarmUpTest {

    record Plain(String text, int turn, List<String> quotes, Object anything) {
    }

    record Refusing(String text) {
        Refusing {
            if (Objects.requireNonNull(text).isEmpty()) {
                throw new IllegalArgumentException("a text is needed");
            }
        }
    }

    @Test
    void records_made_of_plain_values_are_linked_and_the_others_left_alone() {
        assertThat(RecordWarmUp.run(List.of(Plain.class, Refusing.class, String.class))).isEqualTo(1);
    }

    @Test
    void the_transcripts_row_height_keys_are_linked() throws Exception {
        List<Class<?>> keys = List.of(Class.forName("org.interviewworkbench.ui.interview.RowHeights$Key"),
                Class.forName("org.interviewworkbench.ui.interview.WrappedTextLabel$Key"),
                org.interviewworkbench.ui.interview.TranscriptEntry.class);
        assertThat(RecordWarmUp.run(keys)).isEqualTo(3);
    }
}
