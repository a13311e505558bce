package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * Stop 41, the grid's constructs and its order: a word said alone in answer to a ladder is the value laddered to,
 * not a dimension to rate on; an either-or with a filler after "or" names both ends; a triad answered "A and B ...
 * C isn't ..." is asked for the two ends of that difference.
 */
class GridPolesTest {

    private static final Concept READING = Methodologies.concept("Ways of reading books",
            "The constructs readers use to compare ways of reading");
    private static final List<String> OPTIONS = List.of("kindle", "phone", "paperback", "library");

    @Test
    void a_word_said_alone_after_a_ladder_is_never_rated_on() {
        List<String> questions = List.of("Which ways of reading do you know from your own experience?",
                "If one is \"always there\" and five is \"left at home\", how would you score each of your options?",
                "What does that give you, in the end?");
        List<String> answers = List.of("The Kindle, my phone, paperbacks and the library.",
                "Phone 1, Kindle 3, paperback 5, library 5.",
                "Time. I don't have time, with two kids. Those small minutes add up.");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.askWhole(READING, OPTIONS, "rate", "time", "construct", questions, answers, seed);
            assertThat(q).as(q).doesNotContain("\"time\"");
        }
    }

    @Test
    void an_either_or_with_a_filler_names_both_ends_and_is_not_asked_for_them_again() {
        List<String> questions = List.of("Which ways of reading do you know from your own experience?",
                "Of the Kindle, the phone and the library, which two are most alike for you, and how is the third "
                        + "different?");
        List<String> answers = List.of("The Kindle, my phone, paperbacks and the library.",
                "The Kindle and the phone, it's the same device every night. The library, you never know what's in. "
                        + "So it's the same thing every time or, like, pot luck.");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.askWhole(READING, OPTIONS, "rate", "library", "element", questions, answers, seed);
            assertThat(GridMoves.asksPoles(q)).as(q).isFalse();
            assertThat(q).as(q).contains("pot luck");
        }
    }

    @Test
    void a_triad_answered_two_against_a_denied_third_is_asked_for_the_ends() {
        List<String> questions = List.of("Which side jobs do you know from your own experience?",
                "If you take babysitting, tutoring and stacking shelves, how are two of them alike in a way that the "
                        + "third is not?");
        List<String> answers = List.of("Babysitting, tutoring, and stacking shelves in Spar over Christmas.",
                "Babysitting and tutoring, you're your own boss, you set the price. Spar isn't, someone's always "
                        + "watching you there.");
        Concept jobs = Methodologies.concept("Part-time jobs", "The constructs teenagers use to compare jobs");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.askWhole(jobs, List.of("babysitting", "tutoring", "spar"), "deepen", "babysitting",
                    "element", questions, answers, seed);
            assertThat(GridMoves.asksPoles(q)).as(q).isTrue();
        }
    }

    @Test
    void a_pole_never_opens_on_a_conjunction() {
        List<String[]> poles = GridConstructs.poles("The recruiter and the careers page are real jobs. So real versus "
                + "ghost jobs. Or real versus scam, depending.");
        assertThat(poles).isNotEmpty();
        for (String[] p : poles) {
            assertThat(p[0]).as(p[0]).doesNotStartWith("or ").doesNotStartWith("and ").doesNotStartWith("so ");
        }
        assertThat(poles.get(poles.size() - 1)[0]).isEqualTo("real");
    }
}
