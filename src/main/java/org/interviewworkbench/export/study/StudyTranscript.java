package org.interviewworkbench.export.study;

import java.util.Optional;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.Utterance;

/**
 * The plain text of one interview as a REFI-QDA text source: a title line, then every question and answer as
 * {@code Interviewer: ...} / {@code Respondent: ...} paragraphs. LF line ends only, so character offsets count the
 * same way in every consumer. Offsets are in Unicode code points (characters), not UTF-16 units or bytes.
 */
public final class StudyTranscript {

    private final String text;

    public StudyTranscript(SessionSnapshot session) {
        StringBuilder sb = new StringBuilder();
        sb.append("Interview ").append(session.info().id()).append(" (").append(session.info().conceptName())
                .append(")\n\n");
        for (Utterance u : session.utterances()) {
            sb.append(u.speaker() == Speaker.USER ? "Respondent: " : "Interviewer: ")
                    .append(u.text().replace("\r\n", "\n").replace('\r', '\n').strip()).append("\n\n");
        }
        this.text = sb.toString();
    }

    public String text() {
        return text;
    }

    /** [start, end) of the first occurrence of {@code quote} in a respondent paragraph, in code points. */
    public Optional<int[]> find(String quote) {
        String q = quote.replace("\r\n", "\n").strip();
        if (q.isEmpty()) {
            return Optional.empty();
        }
        int from = 0;
        while (true) {
            int at = text.indexOf(q, from);
            if (at < 0) {
                return Optional.empty();
            }
            int paragraph = text.lastIndexOf("\n\n", at);
            int start = paragraph < 0 ? 0 : paragraph + 2;
            if (text.startsWith("Respondent: ", start)) {
                int cpStart = text.codePointCount(0, at);
                return Optional.of(new int[] {cpStart, cpStart + q.codePointCount(0, q.length())});
            }
            from = at + 1;
        }
    }
}
