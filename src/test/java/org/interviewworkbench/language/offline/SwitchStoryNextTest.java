package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** After an answer that closed one part of the switch story itself, the moderator asks for a part not yet told. */
class SwitchStoryNextTest {

    @Test
    void anOptionNeverTriedToldLastIsAskedWhatKeptThemFromIt() {
        String answer = "Maybe a meal kit would help, my neighbour swears by them. I've never tried it.";

        assertThat(SwitchStoryNext.variants(answer)).isEqualTo(SwitchStoryNext.KEPT_FROM_TRYING);
        assertThat(SwitchMoves.variants(answer, false)).contains("What has kept you from trying it?");
    }

    @Test
    void anOptionNeverTriedWithItsReasonOrFollowedByMoreIsLeftToTheOtherMoves() {
        assertThat(SwitchStoryNext.variants("A meal kit? I've never tried it because they're so dear.")).isEmpty();
        assertThat(SwitchStoryNext.variants("I've never tried it. The kids are fussy. We eat late. And the shop "
                + "closes at six.")).isEmpty();
    }

    @Test
    void theWayUsedInsteadToldAfterOneTurnedDownMovesOnToWhatDoingItWellLooksLike() {
        String answer = "We tried the canteen too, it's eight pounds a day and the food is cold. So no. The flask "
                + "with soup works for my son.";

        assertThat(SwitchStoryNext.variants(answer)).isEqualTo(SwitchStoryNext.DONE_WELL)
                .noneMatch(q -> q.contains("instead"));
        assertThat(SwitchStoryNext.variants("We tried the canteen too, it's eight pounds a day and the food is "
                + "cold. So no.")).isEmpty();
    }

    @Test
    void aSocialWorryHeldNowIsNotReadAsAnObstacle() {
        String answer = "The neighbours? A bit, yes. I don't want to be the family with the messy garden, the one "
                + "everyone walks past.";

        assertThat(SwitchMoves.variants(answer, false)).isEqualTo(SwitchStoryNext.WHAT_ELSE_TRIED)
                .noneMatch(q -> q.contains("got in the way"));
    }

    @Test
    void aWorryToldOfThePastOrAnUnsocialWishIsNoSocialJob() {
        assertThat(SwitchStoryNext.variants("I didn't want to be the guy calling her at work about a box."))
                .isEmpty();
        assertThat(SwitchStoryNext.variants("I don't want to be late for the bus again.")).isEmpty();
    }

    @Test
    void aChoiceWhoseOutcomeIsStillToComeIsAskedWhatTippedItAndWhatItShouldDoNotWhatHappenedNext() {
        String answer = "Probably the rowing machine, but second-hand. My brother found one online for $200, and he "
                + "promised he'll show me how to use it. We'll see.";

        assertThat(SwitchStoryNext.variants(answer)).isEqualTo(SwitchStoryNext.HIRE);
        assertThat(SwitchMoves.variants(answer, false)).allMatch(q -> q.contains("hoping it will do for you"))
                .noneMatch(q -> q.contains("from there") || q.contains("next"));
    }

    @Test
    void aWaitAndSeeInsideAStoryThatGoesOnIsLeftToTheOtherMoves() {
        assertThat(SwitchStoryNext.variants("I said we'll see and rang the plumber. He came on Monday and fixed it."))
                .isEmpty();
        assertThat(SwitchStoryNext.variants("We'll see.")).isEmpty();
    }
}
