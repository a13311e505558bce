package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Fixed prepositional idioms of English whose noun names nothing the respondent talks about: "out of
 * <i>pocket</i>", "in the <i>loop</i>", "on the <i>go</i>", "at the end of the <i>day</i>", "in <i>mind</i>", "on
 * <i>time</i>", "at <i>least</i>", and the image of a simile of degree ("cheap as <i>chips</i>"). A closed list of
 * common idioms, written word by word; {@code ~} stands for any possessive ("on my mind", "off your chest").
 * Contract: {@link #covers} says whether a token span of a sentence lies (in part) inside one of these idioms there,
 * so its noun is never put into a question slot ("How does the pocket affect you?" from "$75 a month out of
 * pocket").
 */
final class FixedIdioms {

    private static final List<String[]> IDIOMS = List.of(
            "out of pocket", "in the loop", "out of the loop", "on the go", "at the end of the day", "in the long run",
            "in the long term", "in the short term", "on hand", "at hand", "by heart", "in mind", "on ~ mind",
            "off ~ chest", "on time", "in time", "at least", "at most", "in fact", "on purpose", "by accident",
            "by chance", "by far", "for sure", "for good", "for free", "for ages", "in person", "in public",
            "in private", "in advance", "in a nutshell", "at heart", "at first", "at last", "at once", "at all",
            "in touch", "out of touch", "on board", "in charge", "in place", "on track", "off track", "on the way",
            "by the way", "in the way", "in the end", "at the moment", "for the moment", "in a way", "in general",
            "in particular", "on the whole", "in the meantime", "at the same time", "in a row", "on the spot",
            "in the first place", "on the other hand", "in any case", "in case", "on average", "in a hurry",
            "in a rush", "on the fly", "up to date", "out of date", "out of hand", "out of the blue",
            "out of the question", "out of order", "out of stock", "out of sight", "out of the box", "on the house",
            "on the cheap", "on the side", "in the know", "in the dark", "in the red", "in the black", "on the line",
            "on edge", "on hold", "on call", "on duty", "off duty", "on foot", "on paper", "in turn", "in return",
            "at a loss", "at ease", "on the ball", "on the fence", "in the pipeline", "over the moon",
            "under the weather", "on the table", "in the bag", "at the last minute", "in the back of ~ mind",
            "at the back of ~ mind", "out of ~ mind", "on ~ own", "by ~ self", "in ~ element", "at ~ wits' end",
            "in the middle of nowhere", "in a sense", "of course", "in a pinch", "on the dot", "on the nose",
            "by the book", "off the top of ~ head", "on the same page", "in the same boat", "under pressure",
            "in short", "in common", "in vain", "on the rise", "at stake", "at a glance", "in the mood",
            // similes of degree whose noun is only an image: "cheap as chips", "right as rain"
            "as chips", "as rain", "as nails", "as a bone", "as a fiddle", "as a button", "as a feather",
            "as houses", "as a rock", "as the hills", "as muck", "as a bell", "as a whistle", "as a mouse")
            .stream().map(s -> s.split(" ")).toList();
    private static final Set<String> POSSESSIVES = Set.of("my", "your", "our", "their", "his", "her", "its");

    private FixedIdioms() {
    }

    /** Whether tokens {@code at..end} of {@code t} overlap a fixed idiom of the list as it stands in {@code t}. */
    static boolean covers(List<Token> t, int at, int end) {
        for (String[] idiom : IDIOMS) {
            for (int i = 0; i + idiom.length <= t.size(); i++) {
                if (matches(t, i, idiom) && i <= end && i + idiom.length - 1 >= at) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean matches(List<Token> t, int from, String[] idiom) {
        for (int k = 0; k < idiom.length; k++) {
            String w = t.get(from + k).lower().replace('\u2019', '\'');
            if (idiom[k].equals("~") ? !POSSESSIVES.contains(w) : !idiom[k].equals(w.toLowerCase(Locale.ROOT))) {
                return false;
            }
        }
        return true;
    }
}
