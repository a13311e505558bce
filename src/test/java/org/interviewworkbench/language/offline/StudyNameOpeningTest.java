package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, stop 41: whatever shape a researcher gives a study's name (a clause of time "When X", "How people X", a
 * one-off change "Becoming X"), each method's opening question reads as a moderator would say it, never "one recent
 * occasion with when the pay packet is wrong" nor "the last time you dealt with becoming a volunteer".
 */
class StudyNameOpeningTest {

    private static final List<String> METHODS = List.of("critical_incident", "customer_journey_mapping",
            "jobs_to_be_done", "means_end_chain", "repertory_grid", "concept_testing");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private String opening(String method, String name, long seed) {
        MethodologyConfig m = Methodologies.load(method);
        Concept c = Methodologies.concept(name, "How people experience " + name.toLowerCase());
        return engine.openingQuestion(new OpeningRequest(m, c, seed)).value();
    }

    @Test
    void a_study_named_by_a_clause_of_time_opens_on_times_when_it_happens() {
        for (String method : METHODS) {
            for (long seed = 0; seed < 3; seed++) {
                String q = opening(method, "When the pay packet is wrong", seed);
                assertThat(q).as("%s seed %d", method, seed).startsWith("Think about times when the pay packet is wrong.")
                        .doesNotContain("with when").doesNotContain("with times");
            }
        }
        assertThat(opening("critical_incident", "What happens when the bus is late", 0))
                .startsWith("Think about times when the bus is late. Could you tell me about one particular occasion");
    }

    @Test
    void a_study_named_how_people_do_something_opens_on_the_activity() {
        assertThat(opening("customer_journey_mapping", "How people choose a dentist", 1))
                .contains("choosing a dentist").doesNotContain("how people");
        assertThat(TopicWording.asPhrase("How families manage their screen time"))
                .isEqualTo("managing your screen time");
        assertThat(TopicWording.asPhrase("How people with kids shop")).isEqualTo("How people with kids shop");
    }

    @Test
    void becoming_something_is_a_journey_told_once_never_the_last_time() {
        for (long seed = 0; seed < 4; seed++) {
            String q = opening("customer_journey_mapping", "Becoming a volunteer nature guide", seed);
            assertThat(q).as("seed %d", seed).contains("becoming a volunteer nature guide")
                    .doesNotContainIgnoringCase("last time").doesNotContainIgnoringCase("most recent")
                    .doesNotContainIgnoringCase("latest");
        }
    }

    @Test
    void a_grid_named_by_an_activity_asks_which_ones_were_considered() {
        for (long seed = 0; seed < 3; seed++) {
            assertThat(opening("repertory_grid", "Choosing a wedding photographer", seed)).as("seed %d", seed)
                    .contains("choosing a wedding photographer, which ones have you")
                    .doesNotContain("know from your own experience").doesNotContain("actually use");
        }
        assertThat(opening("repertory_grid", "Banking apps you use", 0)).as("a study verb of its own: as before")
                .isEqualTo("Which banking apps do you actually use?");
    }

    @Test
    void an_incident_study_named_by_a_noun_phrase_is_never_put_after_a_time_with() {
        for (String name : List.of("Taxi and ride-hailing trips", "Memorable trips to the barber",
                "Paid home care for an elderly parent", "Noise from the neighbours")) {
            for (long seed = 0; seed < 6; seed++) {
                String q = opening("critical_incident", name, seed);
                assertThat(q).as("%s seed %d", name, seed).doesNotContain("time with").doesNotContain("occasion with")
                        .contains(" one specific occasion ");
            }
        }
    }

    @Test
    void noun_phrase_and_gerund_names_keep_their_openings() {
        assertThat(opening("critical_incident", "Lost luggage when flying", 0)).doesNotContain("times when");
        assertThat(opening("customer_journey_mapping", "Renewing a passport", 1)).contains("renewing a passport");
    }
}
