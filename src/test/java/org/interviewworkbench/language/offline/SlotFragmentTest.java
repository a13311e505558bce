package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * Issue 12 (stop 34), what a researcher notices at once in a question's focus slot: a noun cut before its "of"
 * ("when peace matters" from "peace of mind"), a gerund from "the X of it", an adverb named as a thing ("the
 * halfway"), a noun after "each" ("the grandchild"), a count without its determiner ("if three places were gone"), a
 * pronoun and its clause pasted in as a noun ("Why does nothing to hide behind matter"), and a phrase from an answer
 * given long ago. Sentences written for this test.
 */
class SlotFragmentTest {

    private final SlotContext context = new SlotContext(EngineHolder.NLP);
    private final NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);

    @Test
    void a_noun_cut_before_its_of_phrase_is_torn_and_the_whole_phrase_is_named_instead() {
        assertThat(context.fits("freedom", "Freedom of movement, that's what the car gave us.")).isFalse();
        assertThat(context.maximal("freedom", "Freedom of movement, that's what the car gave us."))
                .isEqualTo("freedom of movement");
        assertThat(context.fits("freedom of movement", "Freedom of movement, that's what the car gave us.")).isTrue();
        assertThat(context.maximal("garden", "The garden is where I unwind.")).isEqualTo("garden");
    }

    @Test
    void a_gerund_from_the_x_of_it_is_not_a_focus() {
        assertThat(context.fits("baking", "Honestly, the baking of it is half the fun.")).isFalse();
        assertThat(context.maximal("baking", "Honestly, the baking of it is half the fun.")).isEqualTo("baking");
        assertThat(context.fits("baking bread", "I love baking bread on Sundays.")).isTrue();
    }

    @Test
    void an_adverb_or_an_indefinite_pronoun_heads_no_noun_phrase() {
        assertThat(gate.passes("halfway")).isFalse();
        assertThat(gate.passes("upstairs")).isFalse();
        assertThat(gate.passes("nothing to lose")).as("a pronoun and its clause, not a gerund").isFalse();
        assertThat(gate.passes("something to look forward to")).isFalse();
        assertThat(gate.passes("walking the dog")).as("a real gerund phrase still passes").isTrue();
        assertThat(gate.passes("back garden")).isTrue();
    }

    @Test
    void a_verb_that_is_never_a_noun_opens_no_noun_phrase() {
        assertThat(gate.passes("get blister")).as("of 'you get blisters'").isFalse();
        assertThat(gate.render("get blister")).isNull();
        assertThat(gate.passes("make do")).isFalse();
        assertThat(gate.passes("getting blisters")).as("its gerund is a noun phrase").isTrue();
        assertThat(gate.passes("drink bottle")).as("a verb that is also a noun still passes").isTrue();
    }

    @Test
    void a_pronoun_and_its_clause_is_said_back_in_its_existential_clause() throws Exception {
        assertThat(ExistentialClause.of("nothing to lose", "Honestly, at that point there was nothing to lose."))
                .isEqualTo("there was nothing to lose");
        assertThat(ExistentialClause.of("nothing to lose", "Not that there's nothing to lose, mind.")).isNull();
        assertThat(ExistentialClause.of("garden shed", "There's a garden shed at the back.")).isNull();
        MethodologyConfig mec = Methodologies.load("means_end_chain");
        String answer = "With a cheap bike lock there's nothing to stop a thief, so I pay for a good one.";
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(mec, null, mec.strategy("deepen")
                .orElseThrow(), "nothing to stop a thief", null, answer, List.of(), "", List.of(),
                List.of("What comes to mind when you think about buying a bike lock?"), false, 0, 3,
                "there's nothing to stop a thief", answer)).value();
        assertThat(q).as(q).doesNotContainPattern("(?i)(does|is|makes) nothing to stop a thief");
    }

    @Test
    void a_noun_after_each_or_every_names_no_one_thing() {
        assertThat(context.fits("nephew", "I knit a scarf for every nephew before winter.")).isFalse();
        assertThat(context.fits("nephew", "My nephew showed me how the app works.")).isTrue();
    }

    @Test
    void a_count_needs_its_determiner_where_it_was_said() {
        assertThat(context.fits("two gyms", "These days it's two gyms and a pool.")).isFalse();
        assertThat(context.fits("two gyms", "The two gyms near me both shut at nine.")).isTrue();
        assertThat(context.fits("six-week course", "Six-week course, then you're on your own."))
                .as("a number inside a compound is no count").isTrue();
    }

    @Test
    void a_phrase_from_an_answer_three_turns_back_is_not_named_in_a_slot() throws Exception {
        MethodologyConfig jtbd = Methodologies.load("jobs_to_be_done");
        String old = "The loyalty card was the first thing I signed up for.";
        List<ConversationLine> turns = List.of(new ConversationLine(1, Speaker.USER, old),
                new ConversationLine(2, Speaker.USER, "Then I moved house and the shop was too far away."),
                new ConversationLine(3, Speaker.USER, "So I started ordering online, which took some getting used to."),
                new ConversationLine(4, Speaker.USER, "Now I mostly order on a Sunday night for the whole week."));
        String last = turns.get(3).text();
        var request = new FollowUpRequest(jtbd, null, jtbd.strategy(firstTopical(jtbd)).orElseThrow(), "loyalty card",
                "struggle", last, turns, "", List.of(), List.of("What happened next?"), false, 0, 5,
                "The loyalty card was the first thing I signed up for", old);
        assertThat(AnswerReferences.fromRecentAnswers(request)).isFalse();
        String q = EngineHolder.ENGINE.followUpQuestion(request).value();
        assertThat(q.toLowerCase(java.util.Locale.ROOT)).as(q).doesNotContain("loyalty card");
        var recent = new FollowUpRequest(jtbd, null, jtbd.strategy(firstTopical(jtbd)).orElseThrow(), "loyalty card",
                "struggle", old, turns.subList(0, 1), "", List.of(), List.of(), false, 0, 5,
                "The loyalty card was the first thing I signed up for", old);
        assertThat(AnswerReferences.fromRecentAnswers(recent)).isTrue();
        var saidAgain = new FollowUpRequest(jtbd, null, jtbd.strategy(firstTopical(jtbd)).orElseThrow(), "loyalty card",
                "struggle", "I still miss the loyalty card, to be fair.", turns, "", List.of(), List.of(), false, 0, 5,
                "The loyalty card was the first thing I signed up for", old);
        assertThat(AnswerReferences.fromRecentAnswers(saidAgain)).as("said again just now").isTrue();
    }

    private static String firstTopical(MethodologyConfig m) {
        return m.strategies().stream().filter(s -> !s.generatesClosingQuestion()).findFirst().orElseThrow().name();
    }
}
