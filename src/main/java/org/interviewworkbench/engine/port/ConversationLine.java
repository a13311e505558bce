package org.interviewworkbench.engine.port;

import org.interviewworkbench.engine.model.Speaker;

/** One line of the recent conversation given to a language task. */
public record ConversationLine(int turn, Speaker speaker, String text) {
}
