package org.interviewworkbench.export.study;

import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodeMember;
import org.interviewworkbench.engine.study.StudyCode;

/**
 * The codebook as CSV: header {@code code_id,code,type,description,members,respondents,member_labels}; one row per
 * code in codebook order; {@code members} counts the coded concepts, {@code respondents} the distinct respondents
 * among them, {@code member_labels} their own labels joined by {@code " | "}.
 */
public final class CodebookCsvWriter {

    /** @param respondentOfSession respondent of each member session (sessions not listed count as themselves) */
    public String write(Codebook codebook, Map<String, String> respondentOfSession) {
        StringBuilder sb = new StringBuilder("code_id,code,type,description,members,respondents,member_labels\n");
        for (StudyCode c : codebook.codes()) {
            long respondents = c.members().stream()
                    .map(m -> m.sessionId().isEmpty() ? "" : respondentOfSession.getOrDefault(m.sessionId(),
                            m.sessionId()))
                    .filter(r -> !r.isEmpty()).distinct().count();
            List<String> labels = c.members().stream().map(CodeMember::label).distinct().toList();
            sb.append(Csv.field(c.id())).append(',').append(Csv.field(c.name())).append(',')
                    .append(Csv.field(c.type())).append(',').append(Csv.field(c.description())).append(',')
                    .append(c.members().size()).append(',').append(respondents).append(',')
                    .append(Csv.field(String.join(" | ", labels))).append('\n');
        }
        return sb.toString();
    }
}
