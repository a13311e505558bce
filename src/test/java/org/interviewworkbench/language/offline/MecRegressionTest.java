package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.interviewworkbench.language.offline.Extractions.labels;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.junit.jupiter.api.Test;

/** Regression tests with the sentences of the offline end-to-end MEC run (labels, types, edges, questions, cache). */
class MecRegressionTest {

    private static final MethodologyConfig MEC = Methodologies.load("means_end_chain");
    private static final Concept OAT_MILK = Methodologies.concept("Oat milk", "Understand why people choose oat milk");
    private final OfflineLanguageEngine engine = EngineHolder.ENGINE;

    private Extraction extract(String answer) {
        return extract(answer, null, null);
    }

    private Extraction extract(String answer, String focus, String focusType) {
        return engine.extract(ExtractionTest.request(MEC, OAT_MILK, answer, focus, focusType,
                focus == null ? List.of() : List.of(focus))).value();
    }

    private static Optional<Extraction.Concept> find(Extraction x, String part) {
        return x.concepts().stream().filter(c -> c.text().contains(part)).findFirst();
    }

    private static void assertType(Extraction x, String part, String type) {
        assertThat(find(x, part)).as("a concept containing '%s' in %s", part, labels(x)).isPresent();
        assertThat(find(x, part).get().nodeType()).as(part).isEqualTo(type);
    }

    /** Every label is a complete phrase: 1-7 words, never ending on a determiner/preposition/adverb. */
    private static void assertCompleteLabels(Extraction x) {
        assertThat(x.concepts()).allSatisfy(c -> {
            String[] ws = c.text().split(" ");
            assertThat(ws.length).as(c.text()).isBetween(1, 7);
            assertThat(LabelCleaner.BAD_END).as(c.text()).doesNotContain(ws[ws.length - 1]);
            assertThat(c.text()).doesNotContain(" ago").doesNotEndWith(" matter").doesNotEndWith(" matters");
            if (ws.length == 1) {
                assertThat(LabelCleaner.GENERIC_NOUNS).as(c.text()).doesNotContain(c.text());
            }
        });
        assertThat(x.concepts()).hasSizeBetween(1, 5);
    }

    @Test
    void time_expressions_and_the_topic_use_are_not_concepts() {
        Extraction x = extract("I switched to oat milk about a year ago. Mostly I like it because it's really creamy, "
                + "so it froths well in my coffee.");
        assertCompleteLabels(x);
        assertThat(labels(x)).contains("creamy", "froths well in coffee")
                .noneMatch(l -> l.contains("about") || l.contains("year") || l.startsWith("switched"));
        assertType(x, "creamy", "attribute");
        assertType(x, "froths well", "functional_consequence");
    }

    @Test
    void matters_predicates_reduce_to_their_subject_and_phrases_stay_whole() {
        Extraction x = extract("The froth matters because it makes my morning latte feel like a proper cafe drink, "
                + "and that makes my mornings feel like a little treat before work.");
        assertCompleteLabels(x);
        assertThat(labels(x)).contains("froth", "mornings feel like a treat")
                .anyMatch(l -> l.startsWith("morning latte feels like a cafe drink"))
                .doesNotContain("work", "froth matters", "makes morning");
        assertType(x, "mornings feel like a treat", "psychosocial_consequence");
    }

    @Test
    void calm_moment_and_control_are_psychosocial_consequences() {
        Extraction x = extract("Feeling like I treat myself matters because my days are hectic. It gives me a calm "
                + "moment, so I feel more in control of my day.");
        assertCompleteLabels(x);
        assertType(x, "treat myself", "psychosocial_consequence");
        assertType(x, "calm moment", "psychosocial_consequence");
        assertType(x, "in control", "psychosocial_consequence");
        assertThat(x.relationships()).anySatisfy(r -> {
            assertThat(r.sourceText()).isEqualTo("calm moment");
            assertThat(r.targetText()).contains("in control");
        });
    }

    @Test
    void hyphenated_words_stay_whole_and_values_are_typed_by_level() {
        Extraction x = extract("Feeling in control is important to me because I want to take care of myself and not "
                + "just rush through everything. Looking after myself is really about self-respect, I think.");
        assertCompleteLabels(x);
        assertThat(labels(x)).contains("self-respect").doesNotContain("self", "respect", "control");
        assertType(x, "feel in control", "psychosocial_consequence");
        assertType(x, "take care of myself", "instrumental_value");
        assertType(x, "self-respect", "terminal_value");
        assertThat(x.relationships()).extracting(r -> r.sourceText() + " -> " + r.targetText())
                .contains("take care of myself -> self-respect");
    }

    @Test
    void plant_based_is_an_attribute_and_guilt_a_psychosocial_consequence() {
        Extraction x = extract("It's also plant-based, which is better for the environment than dairy. I feel less "
                + "guilty about what I buy.");
        assertCompleteLabels(x);
        assertThat(labels(x)).doesNotContain("better", "plant", "based");
        assertType(x, "plant-based", "attribute");
        assertType(x, "guilty", "psychosocial_consequence");
    }

    @Test
    void being_responsible_is_an_instrumental_value() {
        Extraction x = extract("Feeling less guilty matters because I want to be a responsible person. Being "
                + "responsible for the planet is part of being a good parent for my kids' future.");
        assertCompleteLabels(x);
        assertThat(labels(x)).noneMatch(l -> l.endsWith("matter") || l.endsWith("matters"));
        assertType(x, "feel less guilty", "psychosocial_consequence");
        assertType(x, "be responsible", "instrumental_value");
    }

    @Test
    void price_is_an_attribute_and_separating_a_functional_consequence() {
        Extraction x = extract("The price is a bit high, honestly. Oat milk costs more than regular milk, so sometimes "
                + "I buy the cheaper brand, but it separates in hot coffee.");
        assertCompleteLabels(x);
        assertType(x, "price", "attribute");
        assertType(x, "separates in hot coffee", "functional_consequence");
        assertThat(labels(x)).noneMatch(l -> l.equals("oat milk costs"));
    }

    @Test
    void sensory_verbs_are_functional_and_clauses_are_not_cut() {
        Extraction x = extract("When it separates it looks awful and tastes watery, so the coffee stops feeling like "
                + "a treat. That ruins the calm moment I was talking about.");
        assertCompleteLabels(x);
        assertType(x, "looks awful", "functional_consequence");
        assertType(x, "tastes watery", "functional_consequence");
        assertThat(labels(x)).contains("coffee stops feeling like a treat");
        // no fan-out: at most one ladder edge leaves each concept
        Map<String, Integer> out = new HashMap<>();
        x.relationships().forEach(r -> out.merge(r.sourceText(), 1, Integer::sum));
        assertThat(out.values()).allSatisfy(n -> assertThat(n).isLessThanOrEqualTo(1));
    }

    @Test
    void recyclable_carton_is_an_attribute_and_living_sustainably_an_instrumental_value() {
        Extraction x = extract("The carton is recyclable too, and the packaging is simple. That fits with wanting to "
                + "live sustainably.");
        assertCompleteLabels(x);
        assertType(x, "recyclable carton", "attribute");
        assertType(x, "live sustainably", "instrumental_value");
    }

    @Test
    void terminal_values_are_found_and_one_value_does_not_fan_out_to_all_of_them() {
        Extraction x = extract("Living sustainably gives me a sense of peace, because I know I'm doing my part. In the "
                + "end it's about family security and a good future.");
        assertCompleteLabels(x);
        assertThat(labels(x)).doesNotContain("end");
        assertType(x, "sense of peace", "terminal_value");
        assertType(x, "family security", "terminal_value");
        assertType(x, "live sustainably", "instrumental_value");
        long fromValue = x.relationships().stream().filter(r -> r.sourceText().equals("live sustainably")).count();
        assertThat(fromValue).isLessThanOrEqualTo(1);
    }

    @Test
    void the_focus_links_to_the_answers_entry_concepts_only() {
        Extraction x = extract("It gives me a calm moment, so I feel more in control of my day.", "froth",
                "functional_consequence");
        long fromFocus = x.relationships().stream().filter(r -> r.sourceText().equals("froth")).count();
        assertThat(fromFocus).isBetween(1L, 2L);
        assertThat(x.relationships()).anySatisfy(r -> {
            assertThat(r.sourceText()).isEqualTo("froth");
            assertThat(r.targetText()).isEqualTo("calm moment");
        });
    }

    @Test
    void clean_label_repairs_or_rejects_fragments() {
        assertThat(LabelCleaner.cleanLabel("switched to oat milk about a year ago", "oat milk")).isNull();
        assertThat(LabelCleaner.cleanLabel("mornings feel like a little", "")).isEqualTo("mornings feel");
        assertThat(LabelCleaner.cleanLabel("coffee stops feeling like a", "")).isEqualTo("coffee stops feeling");
        assertThat(LabelCleaner.cleanLabel("feeling less guilty matter", "")).isEqualTo("feeling less guilty");
        assertThat(LabelCleaner.cleanLabel("work", "")).isNull();
        assertThat(LabelCleaner.cleanLabel("better", "")).isNull();
        assertThat(LabelCleaner.cleanLabel("oat milk costs more than regular milk", "oat milk"))
                .isEqualTo("costs more than regular milk");
    }

    // ---------------------------------------------------------------- questions

    private FollowUpRequest request(String strategy, String focus, String summary, List<String> recent, int attempt) {
        Strategy s = MEC.strategy(strategy).orElseThrow();
        return new FollowUpRequest(MEC, OAT_MILK, s, focus, "attribute", "It's really creamy.", List.of(), summary,
                List.of(), recent, false, attempt, 11);
    }

    @Test
    void reflect_with_a_placeholder_focus_names_the_recent_concepts() {
        String q = engine.followUpQuestion(request("reflect", "what we've discussed",
                "Depth: deep | Explored 12 concepts | Recent topics: froth, calm moment, family security",
                List.of(), 0)).value();
        assertThat(q).doesNotContain("what we've discussed").contains("froth").contains("calm moment")
                .contains("family security");
    }

    @Test
    void labels_read_naturally_and_fragments_are_never_inserted() {
        assertThat(engine.followUpQuestion(request("deepen", "froth", "", List.of(), 0)).value()).contains("froth");
        String q = engine.followUpQuestion(request("deepen", "switched to oat milk about", "", List.of(), 0)).value();
        assertThat(q).doesNotContain("about?").doesNotContain("switched to oat milk about");
        QuestionComposer composer = new QuestionComposer(EngineHolder.NLP);
        assertThat(composer.nounPhrase("take care of myself")).isEqualTo("taking care of yourself");
        assertThat(composer.nounPhrase("feel in control")).isEqualTo("feeling in control");
        assertThat(composer.nounPhrase("live sustainably")).isEqualTo("living sustainably");
        assertThat(composer.nounPhrase("froths well in coffee")).isEqualTo("frothing well in coffee");
        assertThat(composer.nounPhrase("calm moment")).isEqualTo("calm moment");
        assertThat(composer.nounPhrase("self-respect")).isEqualTo("self-respect");
        assertThat(composer.nounPhrase("mornings feel like a treat")).isEqualTo("the sense that mornings feel like a treat");
    }

    @Test
    void the_same_strategy_five_times_in_a_row_does_not_repeat_within_six_turns() {
        for (String strategy : List.of("deepen", "reflect", "explore", "clarify")) {
            List<String> asked = new ArrayList<>();
            for (int turn = 0; turn < 7; turn++) {
                List<String> recent = asked.subList(Math.max(0, asked.size() - 6), asked.size());
                String q = engine.followUpQuestion(request(strategy, "froth",
                        "Recent topics: froth, calm moment", List.copyOf(recent), 0)).value();
                assertThat(recent).as(strategy + " turn " + turn).doesNotContain(q);
                asked.add(q);
            }
        }
    }

    @Test
    void every_intent_has_at_least_six_variants() {
        // six, not eight, since stop 34: wordings the blind rounds never accepted were dropped rather than kept for count
        QuestionComposer composer = new QuestionComposer(EngineHolder.NLP);
        assertThat(composer.templateCounts().values()).allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(6));
    }

    // ---------------------------------------------------------------- speed

    @Test
    void one_turn_runs_each_text_through_opennlp_once() {
        String answer = "My partner keeps the carton in the door, and it lasts about a week once opened, which is handy.";
        long before = EngineHolder.NLP.processedCount();
        engine.analyse(answer, "Why?");
        engine.extract(ExtractionTest.request(MEC, OAT_MILK, answer, null, null, List.of()));
        engine.rate(new org.interviewworkbench.engine.port.RatingRequest("Why?", answer, List.of("engagement")));
        new OpenNlpLemmatizer(EngineHolder.NLP).lemmas(answer + " ");
        assertThat(EngineHolder.NLP.processedCount() - before).isEqualTo(1);
    }
}
