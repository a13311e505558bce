package org.interviewworkbench.engine.study;

/**
 * One concept of one interview (or one imported ladder element) that a study code stands for.
 *
 * @param sessionId session it was coded in ({@code ""} for imported ladders)
 * @param nodeId    surface node / canonical slot id ({@code ""} for imported ladders)
 * @param label     the concept's own label
 * @param quote     the respondent's words behind it
 * @param turn      the turn of the session those words were said in (the concept's first quote), 0 when unknown
 *                  (imported ladders, codebooks stored before turns were kept)
 */
public record CodeMember(String sessionId, String nodeId, String label, String quote, int turn) {
    public CodeMember {
        sessionId = sessionId == null ? "" : sessionId;
        nodeId = nodeId == null ? "" : nodeId;
        label = label == null ? "" : label;
        quote = quote == null ? "" : quote;
        turn = Math.max(0, turn);
    }

    /** A member whose turn is unknown. */
    public CodeMember(String sessionId, String nodeId, String label, String quote) {
        this(sessionId, nodeId, label, quote, 0);
    }

    /** Whether this member is the concept {@code (sessionId, nodeId, label)}. */
    boolean is(String session, String node, String lbl) {
        if (!nodeId.isEmpty() || !node.isEmpty()) {
            return sessionId.equals(session) && nodeId.equals(node);
        }
        return label.equals(lbl);
    }
}
