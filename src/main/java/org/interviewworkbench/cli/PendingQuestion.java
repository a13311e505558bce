package org.interviewworkbench.cli;

/** Wording for a pending question whose focus the researcher deleted: no concept named, the topic only. */
final class PendingQuestion {

    private PendingQuestion() {
    }

    static String focusFree(String topic) {
        String t = topic.strip();
        if (t.length() > 1 && Character.isUpperCase(t.charAt(0)) && !Character.isUpperCase(t.charAt(1))) {
            t = Character.toLowerCase(t.charAt(0)) + t.substring(1);
        }
        return "What else matters to you about " + t + "?";
    }
}
