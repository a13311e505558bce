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
 * A critical-incident interview that asked for another occasion: one only named ("Yes, a good one. The agency
 * interview in June.") is asked what happened at it, in its own right, never wrapped up; once told, what made it
 * different. Offline engine, the shipped critical-incident methodology, answers written for this test.
 */
class SecondIncidentTest {

    private static final MethodologyConfig CI = Methodologies.load("critical_incident");
    private static final Concept REPAIR = Methodologies.concept("Getting a phone repaired",
            "How people experienced getting a phone repaired");
    private static final List<String> WHOLE = List.of(
            "My screen cracked the week before a trip, so I took it to a shop in town.",
            "In the end they swapped the whole screen and I got the phone back on Friday.",
            "I was relieved, mostly, and a bit annoyed it took so long.",
            "I think it was because the shop was tiny and they only had one technician.",
            "I learned to ask how long a repair takes before handing anything over.",
            "Now I always ask for a loan phone when I drop one off.");
    private static final String ANOTHER = "Has there been another time like this that turned out differently?";
    private static final String NAMED = "Yes, a better one actually. The chain store on the high street, last May.";
    private static final String TOLD = "They took it at the counter, a young guy did it while I had a coffee, and I "
            + "walked out forty minutes later with a new screen.";

    private String ask(String intent, List<String> answers, List<String> asked, long seed) {
        Strategy s = CI.strategies().stream().filter(x -> intent.equals(x.intent())).findFirst().orElseThrow();
        List<String> questions = new ArrayList<>(List.of("What happened?", "And then?", "How did you feel?",
                "Why do you think it turned out that way?", "What did you take away from it?"));
        questions.addAll(asked);
        String last = answers.get(answers.size() - 1);
        return EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(CI, REPAIR, s, "chain store", "incident",
                last, List.of(), "", List.of(), questions, false, 0, seed, null, null, List.of(), List.of(),
                answers.subList(0, answers.size() - 1))).value();
    }

    private static List<String> plus(List<String> base, String... more) {
        List<String> out = new ArrayList<>(base);
        out.addAll(List.of(more));
        return out;
    }

    @Test
    void another_occasion_only_named_is_asked_what_happened_that_time_not_wrapped_up() {
        for (String intent : List.of("next_step", "emotions", "cause")) {
            for (long seed = 0; seed < 3; seed++) {
                String q = ask(intent, plus(WHOLE, NAMED), List.of("What do you do differently now?", ANOTHER), seed);
                assertThat(q).as(intent + " seed " + seed).isIn(StoryCoverage.NEW_STORY)
                        .doesNotContainIgnoringCase("anything else");
            }
        }
    }

    @Test
    void once_that_occasion_is_told_what_made_it_different_is_asked_not_what_happened_next() {
        String asked = StoryCoverage.NEW_STORY.get(0);
        String q = ask("next_step", plus(WHOLE, NAMED, TOLD),
                List.of("What do you do differently now?", ANOTHER, asked), 1);
        assertThat(q).isIn(StoryCoverage.DIFFERENT).doesNotContainIgnoringCase("happened next");
    }

    @Test
    void no_other_occasion_is_not_asked_about() {
        String q = ask("next_step", plus(WHOLE, "No, not really, that was the only one."),
                List.of("What do you do differently now?", ANOTHER), 1);
        assertThat(q).isNotIn(StoryCoverage.NEW_STORY);
    }

    @Test
    void an_answer_that_names_no_occasion_is_not_asked_what_happened_that_time() {
        String q = ask("next_step", plus(WHOLE, "It made me trust the small shops less, to be honest."),
                List.of("What do you do differently now?", ANOTHER), 1);
        assertThat(q).isNotIn(StoryCoverage.NEW_STORY);
    }
}
