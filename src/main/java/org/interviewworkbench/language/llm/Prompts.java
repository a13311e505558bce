package org.interviewworkbench.language.llm;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.config.RelationshipExample;
import org.interviewworkbench.engine.config.TypePair;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SrlAnalysis;

/** Builds the prompt of every task from the prompt resources. Respondent text is always placed in data blocks. */
final class Prompts {

    /** Existing labels shown for cross-turn edges (the most recent ones). */
    static final int MAX_EXISTING_LABELS = 30;
    /** Recent conversation lines shown. */
    static final int MAX_RECENT_LINES = 5;
    static final int RUBRIC_QUESTION_CHARS = 200;
    static final int RUBRIC_ANSWER_CHARS = 500;

    private static final Pattern BLOCK_TAG = Pattern.compile(
            "(?i)<(/?\\s*(?:respondent_answer|recent_conversation|existing_concepts|analysis_hints"
                    + "|interviewer_question))");

    /** Rubric text per key, 1 -> 5 (in our own words). */
    static final Map<String, String> RUBRICS = rubrics();

    private final PromptTemplate extraction = PromptTemplate.load("extraction");
    private final PromptTemplate rubric = PromptTemplate.load("rubric");
    private final PromptTemplate opening = PromptTemplate.load("question_opening");
    private final PromptTemplate followUp = PromptTemplate.load("question_followup");
    private final PromptTemplate slots = PromptTemplate.load("slot_proposal");
    private final PromptTemplate respondent = PromptTemplate.load("respondent");

    /** Respondent-derived text made safe for a data block: block tags inside it cannot close the block. */
    static String data(String text) {
        if (text == null || text.isBlank()) {
            return "(none)";
        }
        return BLOCK_TAG.matcher(text.strip()).replaceAll("‹$1");
    }

    static String truncate(String text, int max) {
        if (text == null || text.isBlank()) {
            return "N/A";
        }
        String t = text.strip();
        return t.length() > max ? t.substring(0, max) + "..." : t;
    }

    PromptTemplate.Rendered extraction(ExtractionRequest r) {
        MethodologyConfig m = r.methodology();
        Ontology o = m.ontology();
        Map<String, String> v = new LinkedHashMap<>();
        v.put("methodology_title", title(m.method().name()));
        v.put("node_types", bullets(o.nodeTypes().stream().map(Prompts::nodeTypeLine).toList()));
        v.put("edge_types", bullets(o.edgeTypes().stream().map(Prompts::edgeTypeLine).toList()));
        v.put("stimulus_elements", stimulus(r.concept() == null ? List.of() : r.concept().elements()));
        v.put("naming_convention", o.namingConvention().isEmpty()
                ? "Name concepts with short, lowercase noun phrases (2-5 words) in neutral, normalised wording."
                : o.namingConvention());
        v.put("primary_edge", o.primaryEdgeType().map(EdgeType::name).orElse("related_to"));
        v.put("guidelines", o.extractionGuidelines().isEmpty() ? "- (none)"
                : bullets(o.extractionGuidelines()));
        v.put("relationship_examples", relationshipExamples(o.relationshipExamples()));
        v.put("recent_turns", conversation(r.recentTurns()));
        v.put("last_question", oneLine(r.lastQuestion(), "(none)"));
        v.put("focus", r.focusLabel() == null ? "(none)"
                : data(r.focusLabel()) + (r.focusNodeType() == null ? "" : " (" + r.focusNodeType() + ")"));
        List<String> labels = r.existingLabels();
        List<String> recent = labels.subList(Math.max(0, labels.size() - MAX_EXISTING_LABELS), labels.size());
        v.put("existing_labels", recent.isEmpty() ? "(none)"
                : String.join("\n", recent.stream().map(l -> "- \"" + data(l) + "\"").toList()));
        v.put("srl_hints", srlHints(r.srl()));
        v.put("answer", data(r.answer()));
        return extraction.render(v);
    }

    PromptTemplate.Rendered rubric(RatingRequest r) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("question", data(truncate(r.question(), RUBRIC_QUESTION_CHARS)));
        v.put("answer", data(truncate(r.answer(), RUBRIC_ANSWER_CHARS)));
        StringBuilder rubrics = new StringBuilder();
        List<String> keys = new ArrayList<>();
        for (String key : r.rubricKeys()) {
            rubrics.append("\n## ").append(title(key)).append(" (").append(key).append(")\n")
                    .append(RUBRICS.getOrDefault(key, "Rate " + key.replace('_', ' ')
                            + " from 1 (very low) to 5 (very high).")).append('\n');
            keys.add("  \"" + key + "\": {\"score\": <integer 1-5>, \"rationale\": \"<max 20 words>\"}");
        }
        v.put("rubrics", rubrics.toString());
        v.put("output_keys", String.join(",\n", keys));
        return rubric.render(v);
    }

    PromptTemplate.Rendered opening(OpeningRequest r) {
        MethodologyConfig m = r.methodology();
        Map<String, String> v = new LinkedHashMap<>();
        v.put("methodology_name", m.method().name());
        v.put("methodology_goal", orNone(m.method().goal()));
        v.put("methodology_description", orNone(m.method().description()));
        v.put("opening_bias", m.method().openingBias());
        v.put("objective", r.concept().objective());
        v.put("topic", r.concept().name());
        return opening.render(v);
    }

    PromptTemplate.Rendered followUp(FollowUpRequest r) {
        MethodologyConfig m = r.methodology();
        Map<String, String> v = new LinkedHashMap<>();
        v.put("strategy_title", title(r.strategy().name()));
        v.put("strategy_description", orNone(r.strategy().description()));
        v.put("methodology_name", m.method().name());
        v.put("methodology_description", orNone(m.method().description()));
        v.put("methodology_goal", orNone(m.method().goal()));
        v.put("closing_instruction", r.closing()
                ? "- This is the CLOSING question: the interview ends after it. Invite a final reflection or anything "
                + "the respondent wants to add, and thank them.\n" : "");
        v.put("topic", r.concept() == null ? "the topic" : r.concept().name());
        v.put("recent_turns", conversation(r.recentTurns()));
        v.put("last_answer", data(r.lastAnswer()));
        v.put("graph_summary", orNone(r.graphSummary()));
        List<String> signals = new ArrayList<>();
        List<String> why = new ArrayList<>();
        for (FollowUpRequest.ActiveSignal s : r.activeSignals()) {
            signals.add("- " + s.name() + ": " + s.value()
                    + (s.description() == null || s.description().isBlank() ? "" : "\n  -> \"" + s.description() + "\""));
            why.add("- " + s.name() + " = " + s.value() + String.format(Locale.ROOT, " (contribution %+.2f)",
                    s.contribution()));
        }
        why.add("- Strategy: " + title(r.strategy().name()) + " - " + orNone(r.strategy().description()));
        v.put("active_signals", signals.isEmpty() ? "- (none)" : String.join("\n", signals));
        v.put("why_strategy", String.join("\n", why));
        v.put("recent_questions", r.recentQuestions().isEmpty() ? "(none)"
                : String.join(" | ", r.recentQuestions().stream().map(q -> oneLine(q, "")).toList()));
        v.put("focus", r.focusLabel() == null ? "what we've discussed" : data(r.focusLabel()));
        v.put("focus_detail", focusDetail(r));
        return followUp.render(v);
    }

    /** The focus's type, the respondent's own words for it and what to ask about it (issue 12). */
    private static String focusDetail(FollowUpRequest r) {
        if (r.focusLabel() == null || r.closing()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        if (r.focusNodeType() != null) {
            sb.append("Focus type: ").append(r.focusNodeType()).append('\n');
        }
        if (r.focusQuote() != null && !r.focusQuote().isBlank()) {
            sb.append("The respondent's own words for it: \"").append(data(r.focusQuote())).append("\"\n");
        }
        if (r.strategy() != null && r.strategy().intent() != null) {
            sb.append("What the question must do (intent): ").append(r.strategy().intent()).append('\n');
        }
        sb.append(org.interviewworkbench.language.offline.FocusKind.of(r.focusNodeType(), r.focusLabel(),
                r.focusQuote()).guidance()).append('\n');
        sb.append("If the focus label is not a complete phrase, refer to it in the respondent's words or as "
                + "\"that\", never by a fragment.\n");
        if (r.strategy() != null && "compare".equals(r.strategy().intent()) && r.elements().size() >= 3) {
            sb.append("Options the respondent named: ").append(String.join("; ", r.elements().stream()
                    .map(Prompts::data).toList())).append(". Name three of them and ask in what way two are alike "
                    + "and different from the third.\n");
        }
        return sb.toString();
    }

    PromptTemplate.Rendered slots(SlotRequest r) {
        Ontology o = r.methodology().ontology();
        StringBuilder groups = new StringBuilder();
        r.nodesByType().forEach((type, nodes) -> {
            groups.append("### ").append(type);
            o.nodeType(type).ifPresent(t -> groups.append(" (").append(nodeTypeLine(t)).append(')'));
            groups.append(":\n");
            nodes.forEach(n -> groups.append("- ").append(n.id()).append(": ").append(data(n.label())).append('\n'));
            groups.append('\n');
        });
        StringBuilder existing = new StringBuilder();
        r.existingSlotNames().forEach((type, names) -> {
            if (!names.isEmpty()) {
                // quoted: names are phrases in the respondent's words and may hold commas; old snake_case as words
                existing.append("### ").append(type).append(": ").append(String.join(", ", names.stream()
                        .map(n -> "\"" + data(SlotNames.words(n)) + "\"").toList())).append('\n');
            }
        });
        Map<String, String> v = new LinkedHashMap<>();
        v.put("methodology_title", title(r.methodology().method().name()));
        v.put("node_groups", groups.toString().strip() + "\n");
        v.put("existing_slots", existing.length() == 0 ? ""
                : "\n## Existing Canonical Slots (reuse if applicable):\n" + existing);
        return slots.render(v);
    }

    PromptTemplate.Rendered respondent(LlmPersonaResponder.PersonaTurn t) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("persona_name", t.persona().name());
        v.put("persona_description", orNone(t.persona().description()));
        v.put("persona_traits", t.persona().traits().isEmpty() ? "(none)" : String.join(", ", t.persona().traits()));
        v.put("speech_pattern", orNone(t.persona().speechPattern()));
        v.put("hidden_truth", t.truth().isEmpty() ? "- (nothing specific)" : String.join("\n", t.truth().stream()
                .map(f -> "- " + f.label() + (f.phrasings().isEmpty() ? ""
                        : " (you might say: " + String.join("; ", f.phrasings()) + ")")).toList()));
        v.put("turn", Integer.toString(t.turn()));
        v.put("question", data(t.question()));
        return respondent.render(v);
    }

    private static String nodeTypeLine(NodeType t) {
        List<String> ex = t.examples().subList(0, Math.min(3, t.examples().size()));
        return t.name() + ": " + t.description()
                + (ex.isEmpty() ? "" : " (e.g., " + String.join(", ", ex.stream().map(e -> "'" + e + "'").toList()) + ")");
    }

    private static String edgeTypeLine(EdgeType t) {
        String pairs = t.permittedConnections().isEmpty() ? "any -> any"
                : String.join(", ", t.permittedConnections().stream().map(Prompts::pair).toList());
        return t.name() + ": " + t.description() + " [permitted: " + pairs + "]";
    }

    private static String pair(TypePair p) {
        return (TypePair.WILDCARD.equals(p.source()) ? "any" : p.source()) + " -> "
                + (TypePair.WILDCARD.equals(p.target()) ? "any" : p.target());
    }

    private static String stimulus(List<StimulusElement> elements) {
        if (elements.isEmpty()) {
            return "";
        }
        StringBuilder sb = new StringBuilder("\n## Concept Elements (put the ids a concept refers to in "
                + "linked_elements and the respondent's reaction in reaction: positive, negative, neutral, skeptical "
                + "or curious)\n");
        for (StimulusElement e : elements) {
            sb.append("- ").append(e.id()).append(": ").append(e.label());
            if (!e.aliases().isEmpty()) {
                sb.append(" (also: ").append(String.join(", ", e.aliases())).append(')');
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    private static String relationshipExamples(Map<String, RelationshipExample> examples) {
        if (examples.isEmpty()) {
            return "(none)";
        }
        StringBuilder sb = new StringBuilder();
        examples.forEach((key, ex) -> sb.append("**").append(title(key)).append(":** ").append(ex.description())
                .append("\nExample: ").append(ex.example()).append("\nExtract: ").append(ex.extraction()).append("\n\n"));
        return sb.toString().strip();
    }

    private static String conversation(List<ConversationLine> lines) {
        if (lines.isEmpty()) {
            return "(none)";
        }
        List<ConversationLine> recent = lines.subList(Math.max(0, lines.size() - MAX_RECENT_LINES), lines.size());
        return String.join("\n", recent.stream().map(l -> (l.speaker() == Speaker.USER ? "Respondent" : "Interviewer")
                + ": " + data(l.text())).toList());
    }

    private static String srlHints(SrlAnalysis srl) {
        List<String> out = new ArrayList<>();
        for (SrlAnalysis.DiscourseRelation d : srl.relations()) {
            out.add("- \"" + d.marker() + "\": " + data(d.antecedent()) + " -> " + data(d.consequent()));
        }
        for (SrlAnalysis.Frame f : srl.frames()) {
            out.add("- " + f.predicate() + "(" + String.join(", ", f.arguments().entrySet().stream()
                    .map(e -> e.getKey() + "=" + data(e.getValue())).toList()) + ")");
        }
        return out.isEmpty() ? "(none)" : "Discourse relations and predicate frames found in the answer:\n"
                + String.join("\n", out);
    }

    private static String bullets(List<String> items) {
        return String.join("\n", items.stream().map(i -> "- " + i).toList());
    }

    static String title(String key) {
        if (key == null || key.isBlank()) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (String w : key.split("[_\\s]+")) {
            if (!w.isEmpty()) {
                sb.append(sb.length() == 0 ? "" : " ").append(Character.toUpperCase(w.charAt(0))).append(w.substring(1));
            }
        }
        return sb.toString();
    }

    private static String orNone(String s) {
        return s == null || s.isBlank() ? "(none)" : s.strip();
    }

    private static String oneLine(String s, String fallback) {
        return s == null || s.isBlank() ? fallback : s.strip().replaceAll("\\s+", " ");
    }

    private static Map<String, String> rubrics() {
        Map<String, String> r = new LinkedHashMap<>();
        r.put("response_depth", "How many distinct pieces of information the answer gives (count ideas, not words). "
                + "1 = restates one fact or is a pleasantry; 2 = one plain point; 3 = two or three points; "
                + "4 = four or more points, or a chain of reasoning or examples; 5 = several independent threads "
                + "that open new angles.");
        r.put("specificity", "How concrete the answer is. 1 = entirely abstract or generic; 3 = some concrete "
                + "detail; 5 = precise times, places, quantities, brands or named people. Higher means more specific.");
        r.put("certainty", "How committed the respondent sounds. 1 = explicit doubt or not knowing; 3 = mixed; "
                + "5 = fully committed. Hedges such as \"mostly\", \"kind of\", \"I guess\" lower it; \"I think\" or "
                + "\"I feel\" used as an opener does not.");
        r.put("emotional_valence", "The emotional tone (not the topic). 1 = strongly negative; 3 = neutral; "
                + "5 = strongly positive.");
        r.put("engagement", "Willingness to take part. 1 = minimal answer or deflection; 3 = answers fully "
                + "without extras; 5 = enthusiastic, volunteers new points.");
        r.put("intellectual_engagement", "Reasoning and motivation structure. 1 = bare assertions; 3 = some "
                + "reasons given; 5 = dense, interlinked reasons or a hierarchy of values.");
        r.put("hedging_language", "Amount of hedging. 1 = no hedging, direct statements; 3 = some qualifiers "
                + "(\"maybe\", \"sort of\"); 5 = almost every statement is qualified or softened.");
        return java.util.Collections.unmodifiableMap(r);
    }
}
