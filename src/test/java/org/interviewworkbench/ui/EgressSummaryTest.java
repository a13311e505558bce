package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.port.EgressEntry;
import org.interviewworkbench.ui.egress.EgressViewModel;
import org.junit.jupiter.api.Test;

/** The one line an ethics board reads at the top of "What left this laptop". */
class EgressSummaryTest {

    private static EgressEntry entry(String host, boolean remote, boolean redacted, Map<String, Integer> counts) {
        return new EgressEntry(Instant.EPOCH, "openai", host, "gpt-4o-mini", "extraction", 1200, counts, redacted,
                remote, remote ? "ab" : null);
    }

    @Test
    void an_offline_session_says_nothing_left() {
        assertThat(EgressViewModel.summaryOf("offline", List.of()))
                .isEqualTo("Nothing left this laptop: this session runs on the offline engine.");
    }

    @Test
    void remote_requests_are_counted_with_what_was_replaced_and_unredacted_ones_are_named() {
        List<EgressEntry> entries = List.of(
                entry("api.openai.com", true, true, Map.of("PERSON", 2, "EMAIL", 1)),
                entry("api.openai.com", true, true, Map.of("PERSON", 1)),
                entry("api.openai.com", true, false, Map.of()));
        assertThat(EgressViewModel.summaryOf("openai", entries)).isEqualTo("3 requests to api.openai.com: 3,600 "
                + "characters; 4 values replaced by placeholders (email 1, person 3); 1 sent to another machine "
                + "WITHOUT redaction.");
    }

    @Test
    void loopback_requests_are_said_to_stay_on_this_machine() {
        assertThat(EgressViewModel.summaryOf("openai", List.of(entry("127.0.0.1", false, false, Map.of()))))
                .isEqualTo("1 request to 127.0.0.1: 1,200 characters, all to this machine; 0 values replaced by "
                        + "placeholders.");
    }
}
