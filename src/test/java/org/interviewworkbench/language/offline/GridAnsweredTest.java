package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/**
 * The repertory grid never asks what the answers already gave: ratings placed with the construct, a name for a
 * difference after mere scores, a triad already asked under another name; and it names the options as the
 * respondent wrote them, even when the answer that named them is out of view.
 */
class GridAnsweredTest {

    private static final MethodologyConfig GRID = Methodologies.load("repertory_grid");
    private static final Concept TRAVEL = Methodologies.concept("Ways to travel between cities",
            "The constructs travellers use to compare ways to travel");
    private static final List<String> OPTIONS = List.of("skyhop", "blue air", "railco", "coach", "ecl");
    private static final String OPENING = "SkyHop, Blue Air, RailCo once. And the coach, ECL, if that counts?";
    private static final String TRIAD = "If you take SkyHop, Blue Air and RailCo, how are two of them alike in a way "
            + "that the third is not?";
    private static final String COMPARISON = "SkyHop and Blue Air are the same: cheap ticket, then extras for "
            + "everything. RailCo includes stuff.";
    private static final String NAME_ENDS = "If you had to put a name to that difference, what would you call each "
            + "end of it?";
    private static final String NAMED = "So, like, pay-for-extras versus all-inclusive. The coach is in the middle, "
            + "you get a sandwich.";

    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private static Strategy strategy(String intent) {
        return GRID.strategies().stream().filter(s -> intent.equals(s.intent())).findFirst().orElseThrow();
    }

    /** The question after {@code answers}, only the last five lines in view, every earlier answer passed along. */
    private String ask(String intent, String focus, List<String> questions, List<String> answers, long seed) {
        List<ConversationLine> lines = new ArrayList<>();
        for (int i = 0; i < answers.size(); i++) {
            lines.add(new ConversationLine(i, Speaker.SYSTEM, questions.get(i)));
            lines.add(new ConversationLine(i + 1, Speaker.USER, answers.get(i)));
        }
        List<ConversationLine> recent = lines.subList(Math.max(0, lines.size() - 5), lines.size());
        String last = answers.get(answers.size() - 1);
        return engine.followUpQuestion(new FollowUpRequest(GRID, TRAVEL, strategy(intent), focus, "construct", last,
                recent, "", List.of(), questions, false, 0, seed, last, last, OPTIONS, List.of(),
                answers.subList(0, answers.size() - 1))).value();
    }

    @Test
    void a_construct_named_with_the_last_option_placed_after_the_comparison_is_not_rated_again() {
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("rate", "pay-for-extras", List.of("Which have you used?", TRIAD, NAME_ENDS),
                    List.of(OPENING, COMPARISON, NAMED), seed);
            assertThat(q).as(q).doesNotContain("each of your options").doesNotContain("how would you score")
                    .doesNotContain("does best");
        }
    }

    @Test
    void scores_on_a_named_construct_are_no_difference_to_put_a_name_to() {
        String scores = "Out of five for being on time... coach five, SkyHop four, Blue Air two. RailCo, let's say four.";
        String triad = "Thinking of Blue Air, RailCo and the coach: in what important way are two of them alike, and "
                + "different from the third?";
        for (long seed = 0; seed < 4; seed++) {
            String q = ask("deepen", "coach five", List.of("Which have you used?", TRIAD, NAME_ENDS, triad),
                    List.of(OPENING, COMPARISON, NAMED, scores), seed);
            assertThat(q).as(q).doesNotContain("that difference");
        }
    }

    @Test
    void triads_name_options_as_first_written_and_an_option_named_two_ways_once() {
        List<String> questions = List.of("Which have you used?", TRIAD, NAME_ENDS,
                "Why does \"pay-for-extras versus all-inclusive\" matter to you when you choose?",
                "Thinking of Blue Air, RailCo and the coach: in what important way are two of them alike, and "
                        + "different from the third?");
        List<String> answers = List.of(OPENING, COMPARISON, NAMED,
                "Because I'm on a budget and I hate surprises at the airport.",
                "Blue Air's been late both times, RailCo was fine. The coach is always on time.",
                "Speed, honestly. Blue Air is one hour, the coach is seven.");
        List<String> asked = new ArrayList<>(questions);
        asked.add("What other difference between your options matters to you when you choose?");
        for (long seed = 0; seed < 4; seed++) {
            String next = ask("compare", "coach", asked, answers, seed);
            assertThat(next).as(next).doesNotContain("the blue air").doesNotContain("the ecl")
                    .doesNotContain("the skyhop");
            List<String> named = TriadQuestion.optionsOf(next);
            assertThat(named).as("ECL is the coach: never named beside it").doesNotContain("ECL", "the ecl");
            for (String before : asked) {
                assertThat(TriadQuestion.optionsOf(before)).as(next).isNotEqualTo(named);
            }
        }
    }
}
