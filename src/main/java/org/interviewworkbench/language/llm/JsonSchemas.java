package org.interviewworkbench.language.llm;

import dev.langchain4j.model.chat.request.json.JsonArraySchema;
import dev.langchain4j.model.chat.request.json.JsonEnumSchema;
import dev.langchain4j.model.chat.request.json.JsonIntegerSchema;
import dev.langchain4j.model.chat.request.json.JsonObjectSchema;
import dev.langchain4j.model.chat.request.json.JsonSchema;
import dev.langchain4j.model.chat.request.json.JsonStringSchema;
import java.util.List;
import org.interviewworkbench.engine.config.EdgeType;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.port.SlotRequest;

/** Strict JSON schemas of the structured tasks (every property required, no additional properties). */
final class JsonSchemas {

    private JsonSchemas() {
    }

    static JsonSchema extraction(Ontology ontology) {
        JsonObjectSchema concept = JsonObjectSchema.builder()
                .addStringProperty("text")
                .addProperty("node_type", JsonEnumSchema.builder()
                        .enumValues(ontology.nodeTypes().stream().map(NodeType::name).toList()).build())
                .addNumberProperty("confidence")
                .addStringProperty("source_quote")
                .addProperty("linked_elements", JsonArraySchema.builder().items(new JsonStringSchema()).build())
                .addStringProperty("reaction", "positive, negative, neutral, skeptical, curious, or empty")
                .required("text", "node_type", "confidence", "source_quote", "linked_elements", "reaction")
                .additionalProperties(false)
                .build();
        JsonObjectSchema relationship = JsonObjectSchema.builder()
                .addStringProperty("source_text")
                .addStringProperty("target_text")
                .addProperty("relationship_type", JsonEnumSchema.builder()
                        .enumValues(ontology.edgeTypes().stream().map(EdgeType::name).toList()).build())
                .addNumberProperty("confidence")
                .addStringProperty("source_quote")
                .required("source_text", "target_text", "relationship_type", "confidence", "source_quote")
                .additionalProperties(false)
                .build();
        return JsonSchema.builder().name("extraction").rootElement(JsonObjectSchema.builder()
                .addProperty("concepts", JsonArraySchema.builder().items(concept).build())
                .addProperty("relationships", JsonArraySchema.builder().items(relationship).build())
                .required("concepts", "relationships")
                .additionalProperties(false)
                .build()).build();
    }

    static JsonSchema rubric(List<String> keys) {
        JsonObjectSchema.Builder root = JsonObjectSchema.builder();
        for (String key : keys) {
            root.addProperty(key, JsonObjectSchema.builder()
                    .addProperty("score", JsonIntegerSchema.builder().description("1 to 5").build())
                    .addStringProperty("rationale")
                    .required("score", "rationale")
                    .additionalProperties(false)
                    .build());
        }
        return JsonSchema.builder().name("rubric_scores")
                .rootElement(root.required(keys).additionalProperties(false).build()).build();
    }

    static JsonSchema slots(SlotRequest request) {
        JsonObjectSchema proposal = JsonObjectSchema.builder()
                .addStringProperty("slot_name")
                .addStringProperty("description")
                .addProperty("surface_node_ids", JsonArraySchema.builder().items(new JsonStringSchema()).build())
                .required("slot_name", "description", "surface_node_ids")
                .additionalProperties(false)
                .build();
        JsonObjectSchema.Builder groupings = JsonObjectSchema.builder();
        for (String type : request.nodesByType().keySet()) {
            groupings.addProperty(type, JsonObjectSchema.builder()
                    .addProperty("proposed_slots", JsonArraySchema.builder().items(proposal).build())
                    .required("proposed_slots")
                    .additionalProperties(false)
                    .build());
        }
        return JsonSchema.builder().name("slot_proposals").rootElement(JsonObjectSchema.builder()
                .addProperty("groupings", groupings.required(List.copyOf(request.nodesByType().keySet()))
                        .additionalProperties(false).build())
                .required("groupings")
                .additionalProperties(false)
                .build()).build();
    }

}
