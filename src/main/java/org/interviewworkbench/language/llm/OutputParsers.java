package org.interviewworkbench.language.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tolerant parsing and shape validation of every task's reply. Structural problems throw
 * {@link OutputFormatException} (which triggers the repair call); invalid items are dropped with a logged reason.
 */
final class OutputParsers {

    private static final Logger LOG = LoggerFactory.getLogger(OutputParsers.class);
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Set<String> REACTIONS = Set.of("positive", "negative", "neutral", "skeptical", "curious");
    private static final Pattern REFUSAL = Pattern.compile(
            "(?is)^\\W*(i'?m sorry|i am sorry|sorry,|i can(?:no|')?t|i cannot|i won'?t|i am unable|i'm unable"
                    + "|as an ai)\\b.*");
    private static final Pattern PREFIX = Pattern.compile(
            "(?is)^.*?(?:selected question|final question|best question|question|response|your response|answer)\\s*:\\s*");

    private OutputParsers() {
    }

    static JsonNode object(String reply) {
        String json = JsonText.firstObject(reply);
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !node.isObject()) {
                throw new OutputFormatException("the reply was not a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new OutputFormatException("invalid JSON: " + e.getOriginalMessage());
        }
    }

    /** Extraction reply (peer-spec 6.2 shape). */
    static Extraction extraction(String reply, Ontology ontology) {
        JsonNode root = object(reply);
        JsonNode concepts = root.get("concepts");
        if (concepts == null || !concepts.isArray()) {
            throw new OutputFormatException("missing \"concepts\" array");
        }
        JsonNode rels = root.get("relationships");
        if (rels != null && !rels.isArray() && !rels.isNull()) {
            throw new OutputFormatException("\"relationships\" must be an array");
        }
        List<Extraction.Concept> outConcepts = new ArrayList<>();
        for (JsonNode c : concepts) {
            String text = text(c, "text");
            String type = text(c, "node_type");
            double confidence = number(c, "confidence", 0.8);
            if (text.isEmpty()) {
                drop("concept without text");
            } else if (ontology.nodeType(type).isEmpty()) {
                drop("concept '" + text + "' has unknown node type '" + type + "'");
            } else if (confidence < 0 || confidence > 1) {
                drop("concept '" + text + "' has confidence " + confidence + " outside [0,1]");
            } else {
                List<String> linked = new ArrayList<>();
                JsonNode le = c.get("linked_elements");
                if (le != null && le.isArray()) {
                    le.forEach(e -> {
                        if (e.isValueNode() && !e.asText().isBlank()) {
                            linked.add(e.asText());
                        }
                    });
                }
                String reaction = text(c, "reaction").toLowerCase(Locale.ROOT);
                outConcepts.add(new Extraction.Concept(text, type, confidence, text(c, "source_quote"), linked,
                        REACTIONS.contains(reaction) ? reaction : null));
            }
        }
        List<Extraction.Relationship> outRels = new ArrayList<>();
        if (rels != null && rels.isArray()) {
            for (JsonNode r : rels) {
                String source = text(r, "source_text");
                String target = text(r, "target_text");
                String type = text(r, "relationship_type");
                double confidence = number(r, "confidence", 0.7);
                if (source.isEmpty() || target.isEmpty()) {
                    drop("relationship without source or target");
                } else if (ontology.edgeType(type).isEmpty()) {
                    drop("relationship '" + source + "' -> '" + target + "' has unknown type '" + type + "'");
                } else if (confidence < 0 || confidence > 1) {
                    drop("relationship confidence " + confidence + " outside [0,1]");
                } else {
                    outRels.add(new Extraction.Relationship(source, target, type, confidence,
                            text(r, "source_quote")));
                }
            }
        }
        return new Extraction(true, "", outConcepts, outRels);
    }

    /** Rubric reply: {@code {"<key>": {"score": 1-5, "rationale": "..."}}} (a bare number is accepted too). */
    static RubricScores rubric(String reply, List<String> keys) {
        JsonNode root = object(reply);
        Map<String, Integer> scores = new LinkedHashMap<>();
        Map<String, String> rationales = new LinkedHashMap<>();
        for (String key : keys) {
            JsonNode v = root.get(key);
            if (v == null || v.isNull()) {
                drop("rubric key '" + key + "' missing");
                continue;
            }
            JsonNode scoreNode = v.isObject() ? v.get("score") : v;
            Integer score = scoreNode == null ? null : integer(scoreNode);
            if (score == null) {
                drop("rubric key '" + key + "' has no integer score");
                continue;
            }
            scores.put(key, Math.max(1, Math.min(5, score)));
            rationales.put(key, v.isObject() ? text(v, "rationale") : "");
        }
        if (scores.isEmpty() && !keys.isEmpty()) {
            throw new OutputFormatException("none of the rubric keys " + keys + " had a score");
        }
        return new RubricScores(scores, rationales);
    }

    /** Slot proposals: {@code {"groupings": {"<type>": {"proposed_slots": [...]}}}}. */
    static List<SlotProposal> slots(String reply, SlotRequest request) {
        JsonNode root = object(reply);
        JsonNode groupings = root.get("groupings");
        if (groupings == null || !groupings.isObject()) {
            throw new OutputFormatException("missing \"groupings\" object");
        }
        List<SlotProposal> out = new ArrayList<>();
        var fields = groupings.fields();
        while (fields.hasNext()) {
            var entry = fields.next();
            String type = entry.getKey();
            List<SlotRequest.NodeRef> group = request.nodesByType().get(type);
            if (group == null) {
                drop("slot grouping for unrequested node type '" + type + "'");
                continue;
            }
            JsonNode proposals = entry.getValue().get("proposed_slots");
            if (proposals == null || !proposals.isArray()) {
                throw new OutputFormatException("grouping '" + type + "' has no \"proposed_slots\" array");
            }
            Set<String> allowed = new LinkedHashSet<>(group.stream().map(SlotRequest.NodeRef::id).toList());
            for (JsonNode p : proposals) {
                String name = slotName(text(p, "slot_name"));
                JsonNode ids = p.get("surface_node_ids");
                if (name.isEmpty() || ids == null || !ids.isArray()) {
                    drop("slot proposal without slot_name or surface_node_ids");
                    continue;
                }
                List<String> kept = new ArrayList<>();
                ids.forEach(id -> {
                    if (allowed.remove(id.asText())) {
                        kept.add(id.asText());
                    }
                });
                if (kept.isEmpty()) {
                    drop("slot '" + name + "' names no node of type '" + type + "'");
                    continue;
                }
                out.add(new SlotProposal(type, name, text(p, "description"), kept));
            }
        }
        return out;
    }

    /** A generated question: one question, prefixes and quotes removed, a question mark ensured. */
    static String question(String reply) {
        String text = JsonText.withoutThinking(reply);
        if (text.isEmpty()) {
            throw new OutputFormatException("the reply was empty");
        }
        if (REFUSAL.matcher(text).matches()) {
            throw new OutputFormatException("the reply was a refusal, not a question");
        }
        String candidate = null;
        for (String line : text.split("\\R")) {
            String l = cleanLine(line);
            if (l.isEmpty()) {
                continue;
            }
            if (l.contains("?")) {
                candidate = l;
                break;
            }
            if (candidate == null) {
                candidate = l;
            }
        }
        if (candidate == null) {
            throw new OutputFormatException("the reply held no question");
        }
        int q = candidate.indexOf('?');
        if (q >= 0) {
            candidate = candidate.substring(0, q + 1);
        }
        candidate = stripQuotes(candidate).strip();
        if (candidate.isEmpty()) {
            throw new OutputFormatException("the reply held no question");
        }
        if (!candidate.endsWith("?") && !candidate.endsWith(".") && !candidate.endsWith("!")) {
            candidate = candidate + "?";
        }
        return candidate;
    }

    /** A persona answer: prefixes and quotes removed, whitespace collapsed. */
    static String respondentAnswer(String reply) {
        String text = JsonText.withoutThinking(reply);
        text = text.replaceFirst("(?i)^\\s*(your response|response|answer)\\s*:\\s*", "");
        text = stripQuotes(text.strip()).replaceAll("\\s+", " ").strip();
        if (text.isEmpty()) {
            throw new OutputFormatException("the reply was empty");
        }
        if (REFUSAL.matcher(text).matches() && text.toLowerCase(Locale.ROOT).contains("ai")) {
            throw new OutputFormatException("the reply broke character");
        }
        return text;
    }

    private static String cleanLine(String line) {
        String l = line.strip().replaceAll("^[-*>#\\d.)\\s]+", "").replace("**", "").strip();
        if (PREFIX.matcher(l).lookingAt() && l.indexOf(':') < 40) {
            l = PREFIX.matcher(l).replaceFirst("");
        }
        return stripQuotes(l.strip()).strip();
    }

    private static String stripQuotes(String s) {
        String t = s;
        String[][] pairs = {{"\"", "\""}, {"'", "'"}, {"“", "”"}, {"‘", "’"}};
        for (String[] p : pairs) {
            if (t.length() >= 2 && t.startsWith(p[0]) && t.endsWith(p[1])) {
                t = t.substring(1, t.length() - 1).strip();
            }
        }
        if (t.startsWith("\"") && t.indexOf('"', 1) < 0) {
            t = t.substring(1);
        }
        return t;
    }

    /**
     * A model's slot name as words ({@link SlotNames#words}: a snake_case answer's underscores read as spaces, case
     * kept); {@code ""} when it has no letter or digit.
     */
    static String slotName(String name) {
        String n = SlotNames.words(name);
        return SlotNames.key(n).isEmpty() ? "" : n;
    }

    private static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        return v == null || v.isNull() || !v.isValueNode() ? "" : v.asText().strip();
    }

    private static double number(JsonNode node, String field, double fallback) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return fallback;
        }
        if (v.isNumber()) {
            return v.asDouble();
        }
        try {
            return Double.parseDouble(v.asText().strip());
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    private static Integer integer(JsonNode v) {
        if (v.isNumber()) {
            return (int) Math.round(v.asDouble());
        }
        try {
            return (int) Math.round(Double.parseDouble(v.asText().strip()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static void drop(String reason) {
        LOG.debug("dropped from LLM output: {}", reason);
    }
}
