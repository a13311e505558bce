package org.interviewworkbench.engine.coverage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.CoverageState;
import org.interviewworkbench.engine.model.ElementCoverage;
import org.junit.jupiter.api.Test;

/** Connection focus: which unmet requirement a connection question asks about, and how exhaustion interacts. */
class ConnectionFocusTest {

    private static ElementCoverage row(String id, boolean mentioned, boolean exhausted) {
        List<String> gaps = mentioned ? List.of(ElementCoverage.UNCONNECTED)
                : List.of(ElementCoverage.UNMENTIONED, ElementCoverage.UNCONNECTED);
        return new ElementCoverage(id, id, mentioned ? List.of("n-" + id) : List.of(), mentioned,
                mentioned ? "positive" : null, mentioned ? List.of("positive") : List.of(), mentioned, false,
                exhausted ? 3 : 1, exhausted, gaps);
    }

    private static CoverageState state(List<String> asked, ElementCoverage... rows) {
        return new CoverageState(List.of(rows), List.of(), 2, 0, null, asked, null,
                List.of("wrapper|price", "sugar|flavours"));
    }

    @Test
    void exhausted_elements_can_still_be_asked_how_they_relate() {
        CoverageState c = state(List.of(), row("wrapper", true, true), row("price", true, true),
                row("sugar", true, false), row("flavours", true, false));
        assertThat(c.nextOpenConnection()).isEqualTo("wrapper|price");
    }

    @Test
    void a_pair_is_asked_at_most_twice_and_only_once_both_elements_are_mentioned() {
        CoverageState c = state(List.of("price|wrapper", "price|wrapper"), row("wrapper", true, false),
                row("price", true, false), row("sugar", true, false), row("flavours", false, false));
        assertThat(c.connectionAsks("wrapper", "price")).isEqualTo(2);
        assertThat(c.nextOpenConnection()).isNull();
    }
}
