package org.interviewworkbench.language.llm;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.language.privacy.PiiRedactor;
import org.junit.jupiter.api.Test;

class PlaceholderStreamBufferTest {

    private final PiiRedactor redactor = new PiiRedactor();

    private List<String> stream(String... tokens) {
        PlaceholderStreamBuffer buffer = new PlaceholderStreamBuffer(redactor::restore);
        List<String> shown = new ArrayList<>();
        for (String t : tokens) {
            String ready = buffer.push(t);
            if (!ready.isEmpty()) {
                shown.add(ready);
            }
        }
        String rest = buffer.flush();
        if (!rest.isEmpty()) {
            shown.add(rest);
        }
        return shown;
    }

    @Test
    void a_placeholder_split_over_tokens_is_shown_as_the_real_value_never_in_pieces() {
        String redacted = redactor.redact("I asked my sister Margaret Thornton, margaret@example.org, about it.").text();
        assertThat(redacted).contains("[PERSON_1]").contains("[EMAIL_1]");

        List<String> shown = stream("What did [PER", "SON", "_1] say", " when you wrote to [", "EMAIL_1", "]?");

        assertThat(String.join("", shown))
                .isEqualTo("What did Margaret Thornton say when you wrote to margaret@example.org?");
        assertThat(shown).noneMatch(s -> s.contains("[") || s.contains("]"));
        assertThat(shown.get(0)).isEqualTo("What did ");
    }

    @Test
    void brackets_that_are_not_placeholders_pass_through_and_nothing_is_lost_at_the_end() {
        assertThat(String.join("", stream("A [note]", " and [maybe", " not] and [PERSON_"))).isEqualTo(
                "A [note] and [maybe not] and [PERSON_");
    }
}
