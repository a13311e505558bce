package org.interviewworkbench.engine.aboutness;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What an answer is about, as a moderator hears it: the point is followed, asides and background are not the topic,
 * who the respondent is and a joke they took back are never the topic. Answers written for this test.
 */
class AnswerReadingTest {

    private static AnswerRole role(String answer, String label, String quote) {
        return AnswerReading.of(answer).roleOf(label, List.of(quote));
    }

    @Test
    void theRespondentsOwnJobAndTheKindsOfWorkTheyDoAreWhoTheyAreNotTheTopic() {
        String answer = "Well, I'm a wedding photographer - mostly churches, some beaches. Editing is the part "
                + "that eats my weekends.";
        assertThat(role(answer, "wedding photographer", "I'm a wedding photographer")).isEqualTo(AnswerRole.IDENTITY);
        assertThat(role(answer, "beaches", answer.substring(0, answer.indexOf('.') + 1)))
                .isEqualTo(AnswerRole.IDENTITY);
        assertThat(role(answer, "editing", "Editing is the part that eats my weekends")).isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void aDegreeAfterIamAIsNoIdentityAndTheClauseAfterSoIsTheirs() {
        assertThat(role("I'm a bit annoyed the printer jams.", "printer jams", "the printer jams"))
                .isEqualTo(AnswerRole.PLAIN);
        String answer = "I'm a nurse, so night shifts are hard on me.";
        assertThat(role(answer, "nurse", "I'm a nurse")).isEqualTo(AnswerRole.IDENTITY);
        assertThat(role(answer, "night shifts", "night shifts are hard on me")).isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void whereTheyWorkIsWhoTheyAreButWhatTheJobDoesToThemIsTheirs() {
        String answer = "It's hard to explain. I work in a call centre for an energy company, eight hours people "
                + "shout at me about their bills. In the water nobody can talk to me.";
        assertThat(role(answer, "call centre", "I work in a call centre for an energy company"))
                .isEqualTo(AnswerRole.IDENTITY);
        assertThat(role(answer, "people shout", "eight hours people shout at me about their bills"))
                .isEqualTo(AnswerRole.PLAIN);
        assertThat(role("When I work at the hospital I take the bus.", "bus", "I take the bus"))
                .isEqualTo(AnswerRole.PLAIN);
        assertThat(role("I'm retired, so the mornings are mine.", "retired", "I'm retired"))
                .isEqualTo(AnswerRole.IDENTITY);
        assertThat(role("I'm not a builder, so I need someone who knows.", "builder", "I'm not a builder"))
                .isEqualTo(AnswerRole.IDENTITY);
        assertThat(role("I'm not a fan of the app.", "app", "I'm not a fan of the app")).isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void aJokeTheRespondentTookBackIsRetractedButAnAnswerToTheirOwnQuestionIsNot() {
        String joke = "Haha - a butler who does the ironing. No. Something that folds the washing for me.";
        assertThat(role(joke, "ironing", "a butler who does the ironing")).isEqualTo(AnswerRole.RETRACTED);
        assertThat(role(joke, "folds washing", "Something that folds the washing for me"))
                .isEqualTo(AnswerRole.PLAIN);
        String taken = "The blue kettle was cheaper. No. It was the same price.";
        assertThat(role(taken, "blue kettle", "The blue kettle was cheaper")).isEqualTo(AnswerRole.RETRACTED);
        String asked = "Did the reminder help? No. The battery died first.";
        assertThat(role(asked, "battery died", "The battery died first")).isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void bracketsDashPairsAndWhichCommentsAreAsides() {
        String answer = "The lift works now (the landlord finally called someone, which took months). The porter - "
                + "nice woman - carries the boxes up, which is kind. Which is embarrassing, at my age.";
        assertThat(role(answer, "landlord", "the landlord finally called someone")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "nice woman", "nice woman")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "kind", "which is kind")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "embarrassing", "Which is embarrassing")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "lift works", "The lift works now")).isEqualTo(AnswerRole.PLAIN);
        assertThat(role("If I'm honest, the noise bothers me.", "honest", "If I'm honest"))
                .isEqualTo(AnswerRole.ASIDE);
    }

    @Test
    void aTimeOrReasonClauseHungOnTheSentenceIsBackgroundUnlessTheMainClauseSaysNothing() {
        String answer = "He has lived alone since the divorce. It started when the boiler broke.";
        assertThat(role(answer, "divorce", "He has lived alone since the divorce")).isEqualTo(AnswerRole.BACKGROUND);
        assertThat(role(answer, "lived alone", "He has lived alone since the divorce")).isEqualTo(AnswerRole.PLAIN);
        assertThat(role(answer, "boiler broke", "the boiler broke")).isEqualTo(AnswerRole.PLAIN);
        assertThat(role("Or when the invoice bounces, that's the worst.", "invoice bounces", "the invoice bounces"))
                .isNotEqualTo(AnswerRole.BACKGROUND);
        assertThat(role("Not knowing when the parcel arrives is what annoys me.", "annoys", "what annoys me"))
                .as("a 'when' question known or not known is no time clause").isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void whereTheRespondentGrewUpIsBackgroundToThePointItExplainsButAChildhoodHabitIsNot() {
        String answer = "I grew up in Rotorua, my mum did every chore herself, and I'm, well, I'm not my mum.";
        assertThat(role(answer, "rotorua", "I grew up in Rotorua")).isEqualTo(AnswerRole.BACKGROUND);
        assertThat(role(answer, "not my mum", "I'm not my mum")).isNotEqualTo(AnswerRole.BACKGROUND);
        assertThat(role("We came from a family of bakers, so bread matters.", "family of bakers",
                "We came from a family of bakers")).isEqualTo(AnswerRole.BACKGROUND);
        assertThat(role("I grew up reading labels with my gran.", "reading labels", "I grew up reading labels"))
                .isNotEqualTo(AnswerRole.BACKGROUND);
        assertThat(role("We came in at nine and the queue was out the door.", "came in at nine",
                "We came in at nine")).isNotEqualTo(AnswerRole.BACKGROUND);
    }

    @Test
    void aConclusionAnEmphasisAReasonGivenFirstAndAShortDirectAnswerAreThePoint() {
        String answer = "My sister lives an hour away. So I can see the kids every Sunday.";
        assertThat(role(answer, "see kids", "I can see the kids every Sunday")).isEqualTo(AnswerRole.POINT);
        assertThat(role(answer, "sister", "My sister lives an hour away")).isEqualTo(AnswerRole.PLAIN);
        assertThat(role("The screen is fine. The best part is the battery.", "battery", "the battery"))
                .isEqualTo(AnswerRole.POINT);
        assertThat(role("Because I never miss a train. The station is close.", "miss train", "I never miss a train"))
                .isEqualTo(AnswerRole.POINT);
        assertThat(role("Honestly? Freedom. I hate asking for lifts.", "freedom", "Freedom."))
                .isEqualTo(AnswerRole.POINT);
        assertThat(role("Honestly? Freedom. I hate asking for lifts.", "asking for lifts", "I hate asking for lifts"))
                .isEqualTo(AnswerRole.PLAIN);
    }

    @Test
    void aConceptMentionedTwiceTakesItsMostCentralRoleAndAnUnfoundOneHasNone() {
        AnswerReading reading = AnswerReading.of("The van (the old van) was late. So the van is the problem.");
        assertThat(reading.roleOf("van", List.of("the old van", "the van is the problem")))
                .isEqualTo(AnswerRole.POINT);
        assertThat(reading.roleOf("parking", List.of("no parking anywhere"))).isNull();
    }

    @Test
    void sentencesEndAtFullStopsBeforeCapitalsNotAtAnEllipsisBeforeALowerCaseWord() {
        assertThat(AnswerSentences.of("I just... forgot. Then it was May! Was it? 3 times."))
                .extracting(Sentence::text)
                .containsExactly("I just... forgot.", "Then it was May!", "Was it?", "3 times.");
    }

    @Test
    void aConcessionAndSomebodyElsesViewAreAsidesButWhatTheyToldAndSaidHappenedIsNot() {
        String answer = "The thin ones soak in, so nothing sits heavy. Not that the thick ones are bad, my uncle "
                + "swears by them, but no.";
        assertThat(role(answer, "uncle swears by them", "my uncle swears by them")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "thick ones", "the thick ones are bad")).isEqualTo(AnswerRole.ASIDE);
        assertThat(role(answer, "nothing sits heavy", "nothing sits heavy")).isNotEqualTo(AnswerRole.ASIDE);
        String view = "Her skin cleared up. The nurse reckoned it was the weather, I don't think so.";
        assertThat(role(view, "nurse reckoned weather", "The nurse reckoned it was the weather"))
                .isEqualTo(AnswerRole.ASIDE);
        assertThat(role(view, "skin cleared up", "Her skin cleared up")).isEqualTo(AnswerRole.PLAIN);
        String story = "The nurse said it wouldn't be long, and my husband went to get coffee.";
        assertThat(role(story, "nurse said", "The nurse said it wouldn't be long")).isEqualTo(AnswerRole.PLAIN);
    }
}
