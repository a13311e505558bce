package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.MethodologyLoader;
import org.junit.jupiter.api.Test;

/**
 * Relations stated the way people talk about them (remedy, trigger, setting, let-down expectation, attribution)
 * come out with the edge type and direction the shipped ontologies define, whichever clause comes first.
 */
class RelationWordingTest {

    private static Extraction extract(String methodology, String answer) {
        MethodologyConfig m = new MethodologyLoader(SignalCatalog.standard())
                .loadValid(Path.of("methodologies", methodology + ".yaml"));
        Concept concept = new Concept("c", "Everyday routines", methodology, "Understand everyday routines",
                List.of(), List.of());
        return EngineHolder.ENGINE.extract(ExtractionTest.request(m, concept, answer, null, null, List.of())).value();
    }

    private static boolean hasEdge(Extraction x, String sourcePart, String type, String targetPart) {
        return x.relationships().stream().anyMatch(r -> r.sourceText().contains(sourcePart)
                && r.relationshipType().equals(type) && r.targetText().contains(targetPart));
    }

    private static boolean anyEdge(Extraction x, String sourcePart, String targetPart) {
        return x.relationships().stream().anyMatch(r -> r.sourceText().contains(sourcePart)
                && r.targetText().contains(targetPart));
    }

    @Test
    void a_remedy_addresses_the_problem_it_deals_with() {
        Extraction x = extract("jobs_to_be_done",
                "I always forget what we need at the shop, so to deal with that I keep a running list on my phone.");
        assertThat(hasEdge(x, "list", "addresses", "forget")).as("%s", x.relationships()).isTrue();
        assertThat(anyEdge(x, "forget", "list")).as("%s", x.relationships()).isFalse();
    }

    @Test
    void a_trigger_is_the_target_of_triggered_by_whichever_clause_comes_first() {
        for (String answer : List.of("The fridge is suddenly empty, so I need to do a big shop.",
                "I need to do a big shop, because the fridge is suddenly empty.")) {
            Extraction x = extract("jobs_to_be_done", answer);
            assertThat(hasEdge(x, "big shop", "triggered_by", "fridge")).as("%s: %s", answer, x.relationships())
                    .isTrue();
            assertThat(anyEdge(x, "fridge", "big shop")).as("%s: %s", answer, x.relationships()).isFalse();
        }
    }

    @Test
    void a_when_clause_is_where_the_job_occurs() {
        Extraction x = extract("jobs_to_be_done",
                "I need to get the kids fed quickly when we come back late from football practice.");
        assertThat(hasEdge(x, "kids fed", "occurs_in", "come back")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void an_expectation_followed_by_but_is_violated_by_what_came() {
        Extraction x = extract("customer_journey_mapping",
                "I expected a free induction session, but there was a hidden admin charge.");
        assertThat(hasEdge(x, "induction", "violated_by", "admin charge")).as("%s", x.relationships()).isTrue();
    }

    @Test
    void because_explains_an_outcome_with_its_attributed_cause() {
        Extraction x = extract("critical_incident",
                "We waited forty minutes for the bill, because the staff were clearly overworked.");
        assertThat(hasEdge(x, "waited", "attributed_to", "staff")).as("%s", x.relationships()).isTrue();
    }
}
