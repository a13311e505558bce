package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The switch interview never asks what the answer just told: when, how it affects them, what is hard about the hard part. */
class SwitchAnsweredTest {

    @Test
    void aRoutineToldWithItsTimeIsNotAskedWhenItComesUp() {
        String answer = "Every weekday at 7:15 I walk the dog before the bus, rain or shine.";

        assertThat(SwitchAnswered.instead("In what situations does that come up?", answer))
                .containsExactly("What is the hardest part of that for you?");
        assertThat(SwitchAnswered.instead("In what situations does that come up?",
                "I walk the dog and then I go to the bus.")).isNull();
    }

    @Test
    void anEffectToldOnTheSpeakerIsLadderedNotAskedAgain() {
        String answer = "The app books the slot for me. And for me, I don't have to ring anyone, that is the main "
                + "thing for me.";

        assertThat(SwitchAnswered.instead("How does that affect you?", answer))
                .allSatisfy(q -> assertThat(q).doesNotContain("affect"));
        assertThat(SwitchAnswered.instead("How does that affect you?", "The app books the slot.")).isNull();
    }

    @Test
    void aPhraseThatNamesTheDifficultyIsAskedWhatTheyDoAboutIt() {
        assertThat(SwitchAnswered.instead("What's frustrating or difficult about the tricky bit?",
                "The tricky bit is finding a free slot.")).containsExactly("What do you do about that?");
        assertThat(SwitchAnswered.instead("What's frustrating or difficult about the booking form?",
                "The booking form asks for everything twice.")).isNull();
    }

    @Test
    void aFeelingToldIsNotAskedWhatItCostsThem() {
        assertThat(SwitchAnswered.instead("You said you keep the plants alive. What does that cost you?",
                "When they flower I feel like I got something right for once.")).isNotNull()
                .allSatisfy(q -> assertThat(q).doesNotContain("cost"));
    }

    @Test
    void anOptionTriedAndTurnedDownWithItsReasonIsAskedWhatTheyDoInstead() {
        assertThat(SwitchMoves.variants("We tried the gym too, it's forty minutes away and always packed at six. "
                + "So no. Now it's mostly runs round the park.", false))
                .contains("What do you do instead?");
        assertThat(SwitchMoves.variants("We tried the gym too. So no.", false))
                .doesNotContain("What do you do instead?");
    }

    @Test
    void thingsTriedWhoseResultIsToldAreAskedWhatMakesTheOneThatWorksWork() {
        String answer = "So I tried a couple of things. A timer on the oven, he ignored it. Then a chart on the "
                + "door. That one works.";

        assertThat(SwitchAnswered.instead("You said you tried a couple of things. What difference did that make?",
                answer)).containsExactly("What makes that work for you?");
        assertThat(SwitchAnswered.instead("You said you tried a couple of things. What difference did that make?",
                "So I tried a couple of things. A timer, a chart.")).isNull();
    }

    @Test
    void anEmotionalJobToldWithWhatItMakesThemMovesOnToHowOthersSeeThem() {
        String answer = "Like I'm doing my bit. The garden is mine. When it looks good I feel like I'm a "
                + "proper gardener.";

        assertThat(SwitchAnswered.instead("You said you're doing your bit. Why is that important to you?",
                answer)).isEqualTo(SwitchAnswered.OTHERS_VIEW);
        assertThat(SwitchAnswered.instead("Why is that important to you?",
                answer + " My neighbours always say so.")).isNull();
        assertThat(SwitchAnswered.instead("Why is that important to you?", "The garden is mine.")).isNull();
    }

    @Test
    void whatItDoesForThemToldWithoutAFeelingIsAskedHowItFeels() {
        String answer = "The van comes on Tuesdays now. And for me, I don't have to remember the bins, that is the "
                + "big thing for me.";

        assertThat(SwitchAnswered.instead("How does that affect you?", answer))
                .isEqualTo(SwitchAnswered.HOW_IT_FEELS);
        assertThat(SwitchAnswered.instead("Why does that matter to you?", answer))
                .isEqualTo(SwitchAnswered.HOW_IT_FEELS);
        assertThat(SwitchAnswered.instead("How does that affect you?", answer + " I feel lighter."))
                .isEqualTo(ToldWhy.AFTER_AFFECT);
    }
}
