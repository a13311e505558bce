package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class AnswerShapeTest {

    private static AnswerShape shape;

    @BeforeAll
    static void load() {
        shape = new AnswerShape(new OpenNlpPipeline());
    }

    @Test
    void aLoneEvaluativeAdjectiveTellsTheFeeling() {
        assertThat(shape.read("He opened it up and showed me the damage. Horrifying.").evaluated()).isTrue();
        assertThat(shape.read("Relieved. A real person!").evaluated()).isTrue();
        assertThat(shape.read("He opened it up and showed me the damage.").evaluated()).isFalse();
        assertThat(shape.read("It was cheap. Two hours.").evaluated()).as("a plain fact is no feeling").isFalse();
    }

    @Test
    void anOpeningBareNumberIsAScore() {
        assertThat(shape.read("Eight. Nine if they answered emails.").score()).isTrue();
        assertThat(shape.read("A seven, maybe.").score()).isTrue();
        assertThat(shape.read("Three hundred and forty dollars, for both visits.").score()).isFalse();
        assertThat(shape.read("Two of them came at eight.").score()).isFalse();
    }

    @Test
    void aStandingArrangementOfThePresentIsNoEvent() {
        assertThat(shape.read("Now she's booked every spring. She rings me, actually.").standing()).isTrue();
        assertThat(shape.read("So now it's the supermarket until he's old enough to complain.").standing()).isTrue();
        assertThat(shape.read("We go there every Friday now.").standing()).isTrue();
        assertThat(shape.read("Then she rang me back and said it was ready now.").standing())
                .as("a past event with a reported 'now'").isFalse();
        assertThat(shape.read("I'm still waiting for them now.").standing()).as("not settled yet").isFalse();
        assertThat(shape.read("Now that I think of it, it was awful.").standing()).isFalse();
        assertThat(shape.read("You've handed it over, well, you keep it for the UK one now, but you've no idea.")
                .standing()).as("how the process works for anyone").isFalse();
        assertThat(shape.read("Then we wait every day and it always comes late.").standing()).as("no present anchor")
                .isFalse();
    }

    @Test
    void aPossibilityIsNoOccasion() {
        assertThat(shape.read("A home baker again? Maybe. If a friend used her first. I don't know.").hypothetical())
                .isTrue();
        assertThat(shape.read("I'd probably try it again if it were cheaper.").hypothetical()).isTrue();
        assertThat(shape.read("Maybe. I tried one last year and it was fine.").hypothetical())
                .as("an occasion is told").isFalse();
        assertThat(shape.read("I don't know, I had to be back at my desk by two.").hypothetical())
                .as("a past fact after the doubt").isFalse();
    }

    @Test
    void aLaterOccasionChosenInsteadIsASecondIncidentAndItsConclusionExplainsTheContrast() {
        String later = StoryCues.normal("This year I went to the supermarket instead. So now it's the supermarket.");
        assertThat(StoryCues.second(later)).isTrue();
        assertThat(StoryCues.contrastExplained(later)).isTrue();
        assertThat(StoryCues.second(StoryCues.normal("This year I went to the same baker."))).isFalse();
    }

    @Test
    void withoutATaggerNothingIsRead() {
        assertThat(new AnswerShape(null).read("Horrifying.")).isEqualTo(AnswerShape.Read.NONE);
    }

    @Test
    void aStandingArrangementMarksThePresentReachedAndAPossibilityTakesNoOccasionQuestion() {
        Set<Intent> answered = EnumSet.noneOf(Intent.class);
        assertThat(ToldPresent.reading(Intent.NEXT_STEP, answered,
                shape.read("So now it's the supermarket until he's old enough to complain."))).isEqualTo(Intent.NEXT_STEP);
        assertThat(answered).contains(Intent.NEXT_STEP);
        assertThat(AnsweredIntents.questionsAfter(Intent.NEXT_STEP, answered)).noneMatch(q -> q.contains("next"));
        Set<Intent> maybe = EnumSet.noneOf(Intent.class);
        assertThat(ToldPresent.reading(Intent.STORY, maybe, shape.read("Maybe. If a friend used her first.")))
                .isEqualTo(Intent.NEXT_STEP);
        Set<Intent> told = EnumSet.noneOf(Intent.class);
        assertThat(ToldPresent.reading(Intent.STORY, told, shape.read("Then I rang the shop and they said no.")))
                .isEqualTo(Intent.STORY);
        assertThat(told).isEmpty();
    }
}
