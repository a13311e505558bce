package org.interviewworkbench.engine.aboutness;

import java.util.List;
import java.util.regex.Pattern;

/**
 * A sentence the respondent said as a joke or took back at once: it opens with laughter ("Ha - one that does the
 * sleeping for me."), ends with a joke mark ("... (joking)", "just kidding"), or is followed by a bare "No." or
 * "Kidding." that is not the answer to a question the respondent asked themselves ("Did it help? No." is an answer,
 * not a retraction). A moderator does not build a question on a joke. Stateless.
 */
public final class Retraction {

    private static final Pattern LAUGH_OPENING = Pattern.compile("(?i)^(?:ha(?:ha)*|hah|heh|lol|ha ha)\\b.*");
    private static final Pattern JOKE_MARK = Pattern.compile(
            "(?i).*(?:\\(joking\\)|\\(kidding\\)|just kidding|only joking|i'm joking|i['’]m kidding)[.!]?$");
    private static final Pattern TAKE_BACK = Pattern.compile(
            "(?i)^(?:no|nah|kidding|joking|just kidding|only joking)[.!]*$");

    private Retraction() {
    }

    /** Whether sentence {@code index} of {@code sentences} is a joke or was taken back. */
    public static boolean retracted(List<Sentence> sentences, int index) {
        String text = sentences.get(index).text();
        if (LAUGH_OPENING.matcher(text).matches() || JOKE_MARK.matcher(text).matches()) {
            return true;
        }
        if (TAKE_BACK.matcher(text).matches() || sentences.get(index).isQuestion()) {
            return false;
        }
        return index + 1 < sentences.size() && TAKE_BACK.matcher(sentences.get(index + 1).text()).matches();
    }
}
