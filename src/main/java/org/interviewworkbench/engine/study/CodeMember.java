package org.interviewworkbench.engine.study;

/**
 * One concept of one interview (or one imported ladder element) that a study code stands for.
 *
 * @param sessionId session it was coded in ({@code ""} for imported ladders)
 * @param nodeId    surface node / canonical slot id ({@code ""} for imported ladders)
 * @param label     the concept's own label
 * @param quote     the respondent's words behind it
 */
public record CodeMember(String sessionId, String nodeId, String label, String quote) {
    public CodeMember {
        sessionId = sessionId == null ? "" : sessionId;
        nodeId = nodeId == null ? "" : nodeId;
        label = label == null ? "" : label;
        quote = quote == null ? "" : quote;
    }

    /** Whether this member is the concept {@code (sessionId, nodeId, label)}. */
    boolean is(String session, String node, String lbl) {
        if (!nodeId.isEmpty() || !node.isEmpty()) {
            return sessionId.equals(session) && nodeId.equals(node);
        }
        return label.equals(lbl);
    }
}
