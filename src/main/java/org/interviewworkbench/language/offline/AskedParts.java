package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.StoryCoverage.Part;

/**
 * Story telling, <b>the part of an incident a question asked for</b>, by the words every such question uses ("feel",
 * "why do you think", "take away", "what stands out", "differently"): {@link StoryCoverage} counts a part asked for
 * as told, since the answer after it is the answer to it (a moderator asks once). Stateless.
 */
final class AskedParts {

    private static final Pattern ASKED_FEELING = Pattern.compile("\\b(?:feel|feeling|felt)\\b");
    private static final Pattern ASKED_CAUSE = Pattern.compile("\\b(?:why do you think|what do you think (?:led|made|caused)"
            + "|turned out the way|end the way|made that time different|made the difference)\\b");
    private static final Pattern ASKED_LESSON = Pattern.compile("\\b(?:take away|learn|tell a friend|lesson|"
            + "what stands out)\\b");
    private static final Pattern ASKED_CHANGE = Pattern.compile("\\b(?:differently|changed how|do things now)\\b");

    private AskedParts() {
    }

    /** The parts {@code question} asked for; empty for {@code null} or a question asking for none of them. */
    static Set<Part> of(String question) {
        Set<Part> out = EnumSet.noneOf(Part.class);
        String q = StoryCues.normal(question);
        if (ASKED_FEELING.matcher(q).find()) {
            out.add(Part.FEELING);
        }
        if (ASKED_CAUSE.matcher(q).find()) {
            out.add(Part.CAUSE);
        }
        if (ASKED_LESSON.matcher(q).find()) {
            out.add(Part.LESSON);
        }
        if (ASKED_CHANGE.matcher(q).find()) {
            out.add(Part.CHANGE);
        }
        return out;
    }
}
