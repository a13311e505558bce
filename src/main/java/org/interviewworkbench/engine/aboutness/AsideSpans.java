package org.interviewworkbench.engine.aboutness;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Remarks beside an answer's main line, in one sentence:
 * <ul>
 *   <li>anything in brackets: "(there's one shower for sixty of us, so that's a queue)";</li>
 *   <li>a remark between two dashes: "the neighbour - lovely man - has started offering";</li>
 *   <li>a comment clause on what was just said: ", which is twice a day if you're lucky", or a sentence that opens
 *   with it: "Which is embarrassing, given ...";</li>
 *   <li>a hedge frame opening the sentence: "If I'm honest, ...", "If I'm summing up: ...", "To be fair, ...";</li>
 *   <li>a concession the sentence opens with: "Not that they're bad, my gran uses them, but no." (the whole
 *   sentence: it grants a point and takes it back);</li>
 *   <li>somebody else's view or habit, a clause whose subject is a third person named by "my / his / her / our /
 *   their / the" and a noun, or "some people", with a verb of opinion ("swears by", "reckons", "thinks",
 *   "believes", "insists"): "the doctor reckoned it might be coincidence", up to the next comma or the sentence
 *   end. What another person holds is not what the respondent is telling; a past "said" is left alone, since in a
 *   story it is often what happened.</li>
 * </ul>
 * A moderator follows the main line; an aside is asked about only when nothing else was said. Stateless.
 */
public final class AsideSpans {

    private static final Pattern BRACKETS = Pattern.compile("\\([^()]*\\)");
    private static final Pattern DASH_PAIR = Pattern.compile("\\s[-–—]\\s[^-–—.!?]+?\\s[-–—]\\s");
    private static final Pattern COMMENT = Pattern.compile("(?i),\\s+which\\s+(?:is|was|means|made|makes)\\b[^.!?]*");
    private static final Pattern COMMENT_SENTENCE = Pattern.compile("(?i)^which\\b.*");
    private static final Pattern HEDGE_FRAME = Pattern.compile(
            "(?i)^(?:(?:if i['’]m|if i am|to be)\\s+\\w+(?:\\s+up)?|in all honesty|to be fair|i have to say)\\s*[,:]");

    private static final Pattern CONCESSION_SENTENCE = Pattern.compile(
            "(?i)^(?:(?:oh|well|and|but),?\\s+)?not that\\b.*");
    private static final Pattern THIRD_VIEW = Pattern.compile("(?i)(?:^|(?<=[,;:]\\s))(?:(?:my|his|her|our|their|the)"
            + "\\s+(?:[a-z'’-]+,?\\s+){0,2}?|some people\\s+)(?:swears? by|swore by|reckons?|reckoned|thinks|believes|"
            + "insists|insisted)\\b[^,;.!?]*");

    private AsideSpans() {
    }

    /** The aside stretches of {@code sentence}, in answer offsets. */
    public static List<AnswerSpan> in(Sentence sentence) {
        String text = sentence.text();
        List<AnswerSpan> out = new ArrayList<>();
        if (COMMENT_SENTENCE.matcher(text).matches() || CONCESSION_SENTENCE.matcher(text).matches()) {
            out.add(span(sentence, 0, text.length()));
            return out;
        }
        for (Pattern p : List.of(BRACKETS, DASH_PAIR, COMMENT, HEDGE_FRAME, THIRD_VIEW)) {
            Matcher m = p.matcher(text);
            while (m.find()) {
                out.add(span(sentence, m.start(), m.end()));
            }
        }
        return out;
    }

    private static AnswerSpan span(Sentence sentence, int from, int to) {
        return new AnswerSpan(sentence.start() + from, sentence.start() + to, AnswerRole.ASIDE);
    }
}
