package org.interviewworkbench.engine.study;

import java.util.Objects;

/**
 * One element of a ladder: the study code and its node type, with where it came from.
 *
 * @param code      the study code (the summary code a researcher would use)
 * @param type      the node type of the methodology (e.g. {@code attribute})
 * @param sessionId the session the element was coded in, {@code ""} for imported ladders
 * @param nodeId    the surface node or canonical slot it came from, {@code ""} for imported ladders
 * @param quote     the respondent's words behind it, {@code ""} when unknown
 * @param turn      the turn of the interview those words were said in (its first quote), 0 when unknown
 */
public record LadderStep(String code, String type, String sessionId, String nodeId, String quote, int turn) {
    public LadderStep {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(type, "type");
        sessionId = sessionId == null ? "" : sessionId;
        nodeId = nodeId == null ? "" : nodeId;
        quote = quote == null ? "" : quote;
        turn = Math.max(0, turn);
    }

    /** An element whose turn is unknown. */
    public LadderStep(String code, String type, String sessionId, String nodeId, String quote) {
        this(code, type, sessionId, nodeId, quote, 0);
    }

    /** An imported element: code and type only. */
    public static LadderStep of(String code, String type) {
        return new LadderStep(code, type, "", "", "");
    }
}
