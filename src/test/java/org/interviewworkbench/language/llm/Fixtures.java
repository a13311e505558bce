package org.interviewworkbench.language.llm;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.MethodSpec;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.RelationshipExample;
import org.interviewworkbench.engine.config.Strategy;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;

/** Test data and a tiny fixed fallback engine. */
final class Fixtures {

    static final String SECRET = "fake-openai-key-for-tests-0123456789";
    static final String ANTHROPIC_SECRET = "fake-anthropic-key-for-tests-9876543210";

    private Fixtures() {
    }

    static MethodologyConfig methodology() {
        Ontology ontology = new Ontology(
                List.of(new NodeType("attribute", "a concrete product feature", List.of("creamy", "price", "oat base",
                                "fourth example"), 1, false),
                        new NodeType("consequence", "what the feature does for the person", List.of("feel full"), 2,
                                false),
                        new NodeType("value", "an abstract life goal", List.of("health"), 3, true)),
                List.of(new EdgeType("leads_to", "the source causes or enables the target",
                                List.of(new TypePair("attribute", "consequence"), new TypePair("consequence", "value"))),
                        new EdgeType("revises", "a correction", List.of())),
                List.of("Ladder from attributes to values."),
                Map.of("simple_chain", new RelationshipExample("A direct chain", "It is creamy so I enjoy it",
                        "creamy -> enjoyment")),
                null, "Use short noun phrases.");
        return new MethodologyConfig("means_end_chain",
                new MethodSpec("means_end_chain", "1", "Laddering: attributes -> consequences -> values",
                        "Explore causal chains from concrete attributes to abstract values", null),
                ontology, Map.of(), List.of(deepen()), Map.of(), null, null);
    }

    static Strategy deepen() {
        return new Strategy("deepen", "Explore why something matters to understand deeper motivations",
                Map.of("graph.max_depth.low", 1.0), null, null, false);
    }

    static Concept concept() {
        return new Concept("oat_milk", "Oat milk", "means_end_chain", "Why people choose oat milk", List.of());
    }

    static ExtractionRequest extractionRequest(String answer) {
        return new ExtractionRequest(methodology(), concept(), answer, "u1", "What do you like about oat milk?",
                "oat milk", "attribute", List.of("creamy texture", "morning coffee"),
                List.of(new ConversationLine(1, Speaker.SYSTEM, "What do you like about oat milk?")),
                new SrlAnalysis(List.of(new SrlAnalysis.DiscourseRelation("because", "it is creamy", "I enjoy it")),
                        List.of()));
    }

    static RatingRequest ratingRequest() {
        return new RatingRequest("How do you feel about it?", "I really love it because it is creamy.",
                List.of("response_depth", "certainty"));
    }

    static FollowUpRequest followUpRequest() {
        return new FollowUpRequest(methodology(), concept(), deepen(), "creamy texture", "attribute",
                "It is creamy and I like that.", List.of(new ConversationLine(1, Speaker.USER, "It is creamy.")),
                "Depth: surface | Explored 2 concepts",
                List.of(new FollowUpRequest.ActiveSignal("graph.max_depth", 1, 0.8,
                        "Depth of the longest causal chain")), List.of("What do you like about oat milk?"),
                false, 0, 7L);
    }

    static SlotRequest slotRequest() {
        return new SlotRequest(methodology(), Map.of("attribute", List.of(new SlotRequest.NodeRef("n1", "creamy"),
                new SlotRequest.NodeRef("n2", "smooth texture"))), Map.of("attribute", List.of("texture")));
    }

    static OpeningRequest openingRequest() {
        return new OpeningRequest(methodology(), concept(), 1L);
    }

    /** OpenAI-compatible settings pointing at {@code baseUrl}, 1 s timeouts, 2 retries, JSON mode. */
    static LlmSettings settings(String engine, String baseUrl) {
        LlmSettings s = LlmSettings.defaults(engine).withKeys(new ApiKeys(SECRET, ANTHROPIC_SECRET))
                .withOverrides(new CliOverrides(null, baseUrl, null));
        for (LanguageTask task : LanguageTask.values()) {
            s = s.withTask(task, s.task(task).withTimeout(Duration.ofSeconds(1)).withRetries(2, 1000));
        }
        return s;
    }

    /** The fallback: fixed values, id {@code offline}. */
    static final class FixedEngine implements LanguageEngine {
        @Override
        public String id() {
            return "offline";
        }

        @Override
        public TaskResult<SrlAnalysis> analyse(String answer, String question) {
            return TaskResult.of(SrlAnalysis.EMPTY, id());
        }

        @Override
        public TaskResult<Extraction> extract(ExtractionRequest request) {
            return TaskResult.of(new Extraction(true, "", List.of(new Extraction.Concept("offline concept",
                    "attribute", 0.5, "")), List.of()), id());
        }

        @Override
        public TaskResult<RubricScores> rate(RatingRequest request) {
            return TaskResult.of(new RubricScores(Map.of("certainty", 3), Map.of()), id());
        }

        @Override
        public TaskResult<String> openingQuestion(OpeningRequest request) {
            return TaskResult.of("What comes to mind about oat milk?", id());
        }

        @Override
        public TaskResult<String> followUpQuestion(FollowUpRequest request) {
            return TaskResult.of("Why does that matter to you?", id());
        }

        @Override
        public TaskResult<List<SlotProposal>> proposeSlots(SlotRequest request) {
            return TaskResult.of(List.of(), id());
        }
    }
}
