package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12, the focus read before it is asked about: a one-off in the past is not asked as if it kept happening, a
 * remark the respondent waved away is not asked why it matters, and a short end state given to a "why does that
 * matter" question is confirmed rather than laddered past.
 */
class OneOffAndDismissalTest {

    private static final MethodologyConfig CJM = Methodologies.load("customer_journey_mapping");
    private static final MethodologyConfig JTBD = Methodologies.load("jobs_to_be_done");
    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept WASTE = Methodologies.concept("Getting the council to collect bulky waste",
            "How residents book and experience a bulky waste collection");
    private static final Concept DOG = Methodologies.concept("Adopting a rescue dog", "Why people adopt a rescue dog");
    private static final Concept HEATING = Methodologies.concept("Choosing a smart thermostat",
            "Why people choose a smart thermostat");
    private static final List<String> RECURRING = List.of("how often", "usually", "when does that not work",
            "in what situations", "what gets in the way", "at what time of day", "who else is around",
            "problems have you run into");

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;
    private final Occasion occasion = new Occasion(EngineHolder.NLP);

    @Test
    void a_clause_in_the_past_tense_tells_of_one_occasion_and_a_habit_does_not() {
        assertThat(occasion.pastOccasion("the email came on day six")).isTrue();
        assertThat(occasion.pastOccasion("I was a bit annoyed about the 7am thing")).isTrue();
        assertThat(occasion.pastOccasion("the crew took the mattress as well")).isTrue();
        assertThat(occasion.pastOccasion("the app crashes when I open it")).isFalse();
        assertThat(occasion.pastOccasion("I used to print the ticket")).isFalse();
        assertThat(occasion.pastOccasion("every time I called they put me on hold")).isFalse();
        assertThat(occasion.pastOccasion("I want a reason to get out of the house")).isFalse();
        assertThat(occasion.pastOccasion("peace at home")).isFalse();
    }

    @Test
    void indifference_is_read_unless_a_contrast_brings_the_concern_back() {
        assertThat(Dismissal.dismisses("Looks? Don't care.")).isTrue();
        assertThat(Dismissal.dismisses("Age doesn't bother me. An older dog would suit me better.")).isTrue();
        assertThat(Dismissal.dismisses("It's not really a big deal for us.")).isTrue();
        assertThat(Dismissal.dismisses("I don't mind the price but the delivery slots are a nightmare.")).isFalse();
        assertThat(Dismissal.dismisses("The delivery slots bother me a lot.")).isFalse();
    }

    @Test
    void a_one_off_is_never_asked_how_often_or_when_it_usually_happens() {
        for (String intent : List.of("obstacles", "context", "story")) {
            Strategy s = byIntent(intent);
            for (String[] focus : List.of(
                    new String[] {"email on day six", "The email came on day six."},
                    new String[] {"7am thing", "I was a bit annoyed about the 7am thing."},
                    new String[] {"crew took the mattress", "The crew took the mattress as well."})) {
                for (long seed = 0; seed < 8; seed++) {
                    String q = ask(new FollowUpRequest(methodologyOf(intent), WASTE, s, focus[0],
                            "touchpoint_experience", focus[1], List.of(), "", List.of(), List.of(), false, 0, seed,
                            focus[1].replaceAll("\\.$", ""), focus[1]));
                    assertThat(q.toLowerCase()).as("%s after \"%s\"", intent, focus[1])
                            .doesNotContain(RECURRING.toArray(String[]::new));
                }
            }
        }
    }

    @Test
    void a_remark_waved_away_is_not_asked_why_it_matters() {
        List<String> asked = new ArrayList<>();
        for (String intent : List.of("deepen", "context", "obstacles")) {
            for (long seed = 0; seed < 6; seed++) {
                String q = ask(new FollowUpRequest(JTBD, DOG, byIntent(JTBD, intent), "age", "context",
                        "Age doesn't bother me.", List.of(), "", List.of(), List.of(), false, 0, seed,
                        "Age doesn't bother me", "Age doesn't bother me."));
                asked.add(q);
                assertThat(q.toLowerCase()).as(intent).doesNotContain("why", "important", "when that happens",
                        "how often", "what gets in the way", "what have you tried");
                assertThat(q.toLowerCase()).as(intent).containsAnyOf("what does matter", "matters more", "real difference");
            }
        }
        assertThat(asked).isNotEmpty();
    }

    @Test
    void a_short_end_state_given_to_a_ladder_question_is_confirmed_not_laddered_past() {
        for (long seed = 0; seed < 8; seed++) {
            String q = ask(new FollowUpRequest(MEC, HEATING, byIntent(MEC, "deepen"), "peace at home",
                    "psychosocial_consequence", "Peace at home.", List.of(), "", List.of(),
                    List.of("You mentioned that lower bills mean less arguing. Why is that something you care about?"),
                    false, 0, seed, "Peace at home", "Peace at home."));
            assertThat(q).as("seed %d", seed).doesNotContain("What do you get out of that", "What does that give you",
                    "What does that do for you", "Why does that matter");
        }
    }

    private String ask(FollowUpRequest r) {
        return engine.followUpQuestion(r).value();
    }

    private static MethodologyConfig methodologyOf(String intent) {
        return intent.equals("context") ? JTBD : CJM;
    }

    private static Strategy byIntent(String intent) {
        return byIntent(methodologyOf(intent), intent);
    }

    private static Strategy byIntent(MethodologyConfig m, String intent) {
        return m.strategies().stream().filter(s -> intent.equals(s.intent())).findFirst()
                .orElseThrow(() -> new AssertionError(m.id() + " has no " + intent + " strategy"));
    }
}
