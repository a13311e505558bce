package org.interviewworkbench.export.study;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.StudyCode;

/**
 * The codebook as a REFI-QDA codebook (.qdc, namespace {@code urn:QDA-XML:codebook:1.0}): the methodology's node
 * types as non-codable parent codes (in ontology order), each study code a codable child with its description.
 */
public final class QdcWriter {

    public String write(String studyId, Codebook codebook, List<String> typeOrder) {
        StringBuilder sb = new StringBuilder();
        sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        sb.append("<CodeBook xmlns=\"urn:QDA-XML:codebook:1.0\" origin=\"Interview Workbench\">\n");
        sb.append(codes(studyId, codebook, typeOrder, "  "));
        sb.append("</CodeBook>\n");
        return sb.toString();
    }

    /** The {@code <Codes>} element (shared with the project export, whose schema has the same shape). */
    static String codes(String studyId, Codebook codebook, List<String> typeOrder, String indent) {
        Map<String, List<StudyCode>> byType = new LinkedHashMap<>();
        typeOrder.forEach(t -> byType.put(t, new java.util.ArrayList<>()));
        for (StudyCode c : codebook.codes()) {
            byType.computeIfAbsent(c.type(), k -> new java.util.ArrayList<>()).add(c);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(indent).append("<Codes>\n");
        for (Map.Entry<String, List<StudyCode>> e : byType.entrySet()) {
            sb.append(indent).append("  <Code guid=\"").append(typeGuid(studyId, e.getKey())).append("\" name=\"")
                    .append(Xml.esc(e.getKey().replace('_', ' '))).append("\" isCodable=\"false\"");
            if (e.getValue().isEmpty()) {
                sb.append("/>\n");
                continue;
            }
            sb.append(">\n");
            for (StudyCode c : e.getValue()) {
                sb.append(indent).append("    <Code guid=\"").append(codeGuid(studyId, c)).append("\" name=\"")
                        .append(Xml.esc(c.name())).append("\" isCodable=\"true\"");
                if (c.description().isEmpty()) {
                    sb.append("/>\n");
                } else {
                    sb.append(">\n").append(indent).append("      <Description>").append(Xml.text(c.description()))
                            .append("</Description>\n").append(indent).append("    </Code>\n");
                }
            }
            sb.append(indent).append("  </Code>\n");
        }
        sb.append(indent).append("</Codes>\n");
        return sb.toString();
    }

    static String typeGuid(String studyId, String type) {
        return Xml.guid(studyId + "/type/" + type);
    }

    static String codeGuid(String studyId, StudyCode code) {
        return Xml.guid(studyId + "/code/" + code.id());
    }
}
