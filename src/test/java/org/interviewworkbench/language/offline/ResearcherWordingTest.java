package org.interviewworkbench.language.offline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.signal.SignalCatalog;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.MethodologyLoader;
import org.junit.jupiter.api.Test;

/**
 * Issue 12: a researcher words a strategy's questions in the methodology YAML ({@code questions:}); the next question
 * uses that wording, placeholders filled only when they read well; an unknown placeholder is refused at its line.
 */
class ResearcherWordingTest {

    private final MethodologyLoader loader = new MethodologyLoader(SignalCatalog.standard());

    private String mecWith(String questions) throws Exception {
        String yaml = Files.readString(Path.of("methodologies/means_end_chain.yaml"));
        String out = yaml.replaceFirst("(?m)^(  - name: deepen\\n)", "$1" + questions);
        assertThat(out).as("the fixture adds the questions to deepen").isNotEqualTo(yaml);
        return out;
    }

    @Test
    void the_researchers_wording_is_asked_with_the_respondents_words() throws Exception {
        LoadResult<MethodologyConfig> loaded = loader.load(mecWith("""
                    questions:
                      default:
                        - "So {focus_quote}. Tell me why that is good for you."
                """), "mec.yaml");
        assertThat(loaded.errors()).isEmpty();
        MethodologyConfig mec = loaded.value();
        var deepen = mec.strategy("deepen").orElseThrow();
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(mec, null, deepen, "froths well",
                "functional_consequence", "I like it because it froths well in my latte.", List.of(), "", List.of(),
                List.of(), false, 0, 1, "it froths well in my latte",
                "I like it because it froths well in my latte.")).value();
        assertThat(q).isEqualTo("So it froths well in your latte. Tell me why that is good for you?");
    }

    @Test
    void an_unknown_placeholder_is_refused_at_its_line() throws Exception {
        LoadResult<MethodologyConfig> loaded = loader.load(mecWith("""
                    questions:
                      - "Why does {concept} matter to you?"
                """), "mec.yaml");
        assertThat(loaded.errors()).hasSize(1);
        assertThat(loaded.errors().get(0).format()).matches("mec\\.yaml:\\d+:\\d+: .*unknown placeholder \\{concept}.*");
    }

    @Test
    void a_declared_intent_decides_the_question_and_an_unknown_one_is_refused_at_its_line() throws Exception {
        String yaml = Files.readString(Path.of("methodologies/means_end_chain.yaml"));
        LoadResult<MethodologyConfig> unknown = loader.load(yaml.replaceFirst("(?m)^(    intent: )deepen$",
                "$1ladder_up"), "mec.yaml");
        assertThat(unknown.errors()).hasSize(1);
        assertThat(unknown.errors().get(0).format())
                .matches("mec\\.yaml:\\d+:\\d+: strategy 'deepen'\\.intent: unknown intent 'ladder_up'.*");

        MethodologyConfig mec = loader.load(yaml, "mec.yaml").value();
        assertThat(mec.strategies()).allSatisfy(s -> assertThat(s.intent()).as(s.name()).isNotNull());
        var asStory = mec.strategy("deepen").orElseThrow().withIntent("story");
        String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(mec, null, asStory, "froths well",
                "attribute", "It froths well.", List.of(), "", List.of(), List.of(), false, 0, 1)).value();
        assertThat(q).containsAnyOf("time", "occasion", "moment", "experience", "example", "story");
    }

    @Test
    void after_nothing_more_to_add_the_question_steps_back_to_the_whole_topic_in_the_methods_terms() throws Exception {
        for (String id : List.of("means_end_chain", "critical_incident", "repertory_grid")) {
            MethodologyConfig m = loader.load(Files.readString(Path.of("methodologies/" + id + ".yaml")), id)
                    .value();
            for (String answer : List.of("No, that's it.", "That's everything, I think.", "I think that covers it.")) {
                var strategy = m.strategies().stream().filter(s -> !s.generatesClosingQuestion()).findFirst()
                        .orElseThrow();
                String q = EngineHolder.ENGINE.followUpQuestion(new FollowUpRequest(m, null, strategy,
                        "the excess", "attribute", answer, List.of(), "", List.of(), List.of(), false, 0, 3,
                        "the first thing I check is the excess", "The first thing I check is the excess.")).value();
                assertThat(q).as(id + " after " + answer).endsWith("?").doesNotContain("else")
                        .doesNotContain("excess");
            }
        }
        assertThat(WrapUpQuestions.nothingMore("No.")).as("a bare no answers a yes/no question").isFalse();
        assertThat(WrapUpQuestions.nothingMore("That's all I can say about the price, but the taste matters "
                + "a great deal more to me than anything else")).as("a long answer goes on").isFalse();
    }
}
