package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A quote said back is a whole clause with its own verb, and a topic keeps the capitals of its proper nouns and
 * never reads "a time with [doing something]".
 */
class CleanQuoteTest {

    private final ReportedSpeech speech = new ReportedSpeech(EngineHolder.NLP);

    @Test
    void a_quote_cut_after_a_relative_word_is_not_said_back() {
        assertThat(speech.clause("I worked ten years at a depot where nobody")).isEmpty();
        assertThat(speech.clause("I worked ten years at a depot where nobody listened"))
                .hasValue("you worked ten years at a depot where nobody listened");
    }

    @Test
    void a_quote_that_runs_into_a_dash_aside_is_not_said_back_whole() {
        assertThat(speech.clause("We phoned around - gosh, dozens")).isEmpty();
        assertThat(speech.clause("We phoned every garage in town - gosh, dozens of them"))
                .hasValue("you phoned every garage in town");
    }

    @Test
    void a_quote_without_a_finite_verb_is_not_said_back() {
        assertThat(speech.clause("Some neighbour turning up to borrow my ladder")).isEmpty();
        assertThat(speech.clause("A neighbour turned up to borrow my ladder"))
                .hasValue("a neighbour turned up to borrow your ladder");
    }

    @Test
    void a_topic_keeps_the_capitals_of_its_proper_nouns() {
        assertThat(TopicWording.cased("Moving to the US from the EU")).isEqualTo("moving to the US from the EU");
        assertThat(TopicWording.cased("Choosing An Electricity Supplier")).isEqualTo("choosing an electricity supplier");
        assertThat(TopicWording.cased("Booking a GP appointment online")).isEqualTo("booking a GP appointment online");
        assertThat(TopicWording.cased("Commuting")).isEqualTo("commuting");
    }

    @Test
    void an_activity_topic_is_not_pasted_after_a_time_with() {
        List<String> openings = TopicWording.openings(QuestionTemplates.OPENINGS.get("incident"), true);
        assertThat(openings).isNotEmpty().noneMatch(o -> o.contains("time with {t}") || o.contains("occasion with {t}"));
        assertThat(TopicWording.openings(QuestionTemplates.OPENINGS.get("walkthrough"), true))
                .noneMatch(o -> o.contains("experience with {t}"));
        assertThat(TopicWording.gerund(EngineHolder.NLP.process("renting a garage in town").get(0).tokens())).isTrue();
        assertThat(TopicWording.gerund(EngineHolder.NLP.process("the weekly food shop").get(0).tokens())).isFalse();
    }
}
