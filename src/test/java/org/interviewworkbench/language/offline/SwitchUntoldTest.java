package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The switch interview never asks a part of the story any earlier answer told, and says back a job once named. */
class SwitchUntoldTest {

    private static final String OPENING = "Last week the boiler broke again and I decided that was it.";

    @Test
    void whatTheyDoInsteadToldEarlierIsNotAskedAgainAfterAnotherOptionTurnedDown() {
        List<String> answers = List.of(OPENING,
                "Before that I used a paper diary, but it only worked for a week.",
                "These days we keep everything in one shared calendar on the fridge.",
                "We tried an app too. Nobody opened it. So no.");

        assertThat(SwitchUntold.instead("What do you do instead?", answers))
                .isNotNull().noneMatch(q -> q.contains("instead"))
                .isEqualTo(SwitchUntold.untold(SwitchToldParts.Part.JOB));
        assertThat(SwitchUntold.instead("What do you do instead?",
                List.of(OPENING, "We tried an app too. Nobody opened it. So no."))).isNull();
    }

    @Test
    void aShortfallOfTheOldWayToldIsNotAskedWhatWasWrongWithIt() {
        List<String> told = List.of(OPENING, "Before that we had a timer plug. Worked for a month, then the kids "
                + "figured out how to reset it.");
        List<String> untold = List.of(OPENING, "Before that we had a timer plug on the telly.");

        assertThat(SwitchUntold.instead("What was wrong with what you had before?", told))
                .isNotNull().noneMatch(q -> q.contains("before"));
        assertThat(SwitchUntold.instead("What was wrong with what you had before?", untold)).isNull();
    }

    @Test
    void anAnswerThatSaysItIsNoTroubleIsNotAskedWhenThatComesUp() {
        List<String> answers = List.of(OPENING, "Tom? Easy. He just goes to bed.");

        assertThat(SwitchUntold.instead("In what situations does that come up?", answers))
                .isNotNull().noneMatch(q -> q.contains("situations"));
        assertThat(SwitchUntold.instead("In what situations does that come up?",
                List.of(OPENING, "Tom argues every single night about it."))).isNull();
    }

    @Test
    void theJobNamedInTheirWordsIsSaidBackAndAskedHowTheyWouldKnowItWorks() {
        List<String> answers = List.of(OPENING, "I want my dad to live alone as long as he can. That's the real "
                + "job, really. Keeping him in his own home.");

        assertThat(SwitchUntold.instead("Why is that important to you?", answers))
                .isNotEmpty().allMatch(q -> q.startsWith("You said the real job is keeping him in his own home."));
        assertThat(SwitchUntold.namedJob("All I want is a quiet evening.")).isEqualTo("all I want is a quiet evening");
        assertThat(SwitchUntold.namedJob("I want a quiet evening, because work is loud.")).isNull();
    }

    @Test
    void aJobNamedEarlierInALongAnswerIsNotSaidBackWhenTheAnswerMovesOn() {
        assertThat(SwitchUntold.namedJob("What I want is a quiet evening. So I tried earplugs. Then a white-noise "
                + "box. Then a new flat.")).isNull();
    }

    @Test
    void thePartsToldAreReadAcrossEveryAnswer() {
        SwitchToldParts parts = SwitchToldParts.of(List.of(OPENING, "Ideally they'd sort it out themselves."));

        assertThat(parts.has(SwitchToldParts.Part.FIRST_THOUGHT)).isTrue();
        assertThat(parts.has(SwitchToldParts.Part.PROGRESS)).isTrue();
        assertThat(parts.has(SwitchToldParts.Part.NOW)).isFalse();
        assertThat(parts.firstUntold()).isEqualTo(SwitchToldParts.Part.BEFORE);
    }
}
