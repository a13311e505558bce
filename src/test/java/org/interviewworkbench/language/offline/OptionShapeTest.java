package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.interviewworkbench.engine.model.Concept;
import org.junit.jupiter.api.Test;

/**
 * Stop 41, the repertory grid's options: a triad names only things the respondent named as the options they know,
 * each a noun phrase; never what a relative does, a part of another option's name or its place, the way the options
 * were met ("in person or on Zoom"), nor a phrase first said after the opening (a construct's end, a reason).
 */
class OptionShapeTest {

    private static final Concept PARKS = Methodologies.concept("Skateparks and skate spots",
            "The dimensions skaters use to tell apart the spots they ride");
    private static final String OPENING_Q = "Thinking of skateparks, which ones do you actually ride yourself?";

    @Test
    void the_first_triad_names_no_relative_doing_something_nor_part_of_another_name() {
        String answer = "I skate mostly Harbour Park. Then Mill Lane in Greenside, Seaview sometimes when my "
                + "brother drives, the DIY spot in Eastfield, and the indoor one in North Greenside.";
        List<String> typed = List.of("harbour park", "mill lane", "greenside", "brother drives", "seaview", "diy spot",
                "indoor one");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.ask(PARKS, typed, "compare", "mill lane", "element", List.of(OPENING_Q),
                    List.of(answer), seed);
            assertThat(q).as(q).contains("third").contains("Mill Lane").doesNotContain("brother")
                    .doesNotContain("Greenside,").doesNotContain("Greenside and");
        }
    }

    @Test
    void a_way_of_meeting_the_options_is_no_option() {
        Concept photographers = Methodologies.concept("Choosing a wedding photographer",
                "The constructs couples use to compare photographers");
        String answer = "We met with four, in person or on Skype. Sol Studio, who did my cousin's wedding; Dana Webb, "
                + "she's big on Instagram; the in-house guy at the venue; and Big Day Pictures.";
        List<String> typed = List.of("skype", "sol studio", "dana webb", "in-house guy", "big day pictures");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.ask(photographers, typed, "compare", "skype", "element",
                    List.of("Which photographers do you know from your own experience?"), List.of(answer), seed);
            assertThat(q).as(q).contains("third").doesNotContain("Skype").contains("Sol Studio");
        }
    }

    @Test
    void a_later_triad_never_names_a_phrase_first_said_after_the_opening() {
        List<String> questions = List.of("Thinking of bouldering gyms, which ones do you actually go to yourself?",
                "Of Stonewerk, Kraftblock and Hangar, which two are most alike for you, and how is the third different?",
                "Why does \"club versus anonymous\" matter to you when you choose?");
        List<String> answers = List.of(
                "Mostly four. Stonewerk is my home gym. Then Kraftblock, Hangar, and Gipfel in the old station.",
                "Stonewerk and Kraftblock feel like a club, people know you. Hangar is anonymous. So club versus "
                        + "anonymous.",
                "I moved here alone, the club is how I met everyone. Without it I'd just be in my flat.");
        List<String> typed = List.of("stonewerk", "kraftblock", "hangar", "gipfel", "club", "flat");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.askWhole(PARKS, typed, "compare", "club", "element", questions, answers, seed);
            assertThat(q).as(q).doesNotContain("the club").doesNotContain("flat");
        }
    }

    @Test
    void an_interjection_opening_the_answer_is_never_an_option_of_the_triad() {
        Concept banks = Methodologies.concept("Where people keep their savings",
                "The dimensions people use to compare places to keep savings");
        String answer = "Ehn, plenty. My Monzo account, Chip, the credit union at work, and a jar of cash. "
                + "Premium Bonds too.";
        List<String> typed = List.of("ehn", "chip", "credit union", "monzo account", "jar", "premium bonds");
        for (long seed = 0; seed < 4; seed++) {
            String q = GridTurns.ask(banks, typed, "compare", "ehn", "element",
                    List.of("Which ones have you used yourself?"), List.of(answer), seed);
            assertThat(q).as(q).contains("third").doesNotContainIgnoringCase("ehn");
        }
        assertThat(OptionShape.interjection("uff", List.of("Uff, a lot. Freddo, Rapanui and Cadore."))).isTrue();
        assertThat(OptionShape.interjection("oof", List.of("Oof, loads."))).isTrue();
        assertThat(OptionShape.interjection("uber", List.of("Uber, mostly. Sometimes Bolt."))).isFalse();
        assertThat(OptionShape.interjection("monzo", List.of("Monzo, plenty, and Chip. Monzo is my main one.")))
                .isFalse();
    }

    @Test
    void an_option_named_and_then_taken_back_is_no_option() {
        assertThat(OptionMentions.dismissed("bag", List.of("Cash in a bag under my bed. Joking! Small cash, not a "
                + "bag."))).isTrue();
        assertThat(OptionMentions.dismissed("bag", List.of("Cash in a bag under my bed, and the bag is safe.")))
                .isFalse();
    }
}
