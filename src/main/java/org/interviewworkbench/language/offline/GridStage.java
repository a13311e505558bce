package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.GridConstructs.Construct;

/**
 * Question composition, <b>how far a repertory grid has got</b>, read over the whole interview and not only the
 * lines in view: the grid cycles triads until a few constructs exist, rates the options on each, ladders them, and
 * only then asks for an overall ranking. {@link GridMoves} asks these facts before choosing its next move.
 *
 * <p>Contract:
 * <ul>
 *   <li><b>constructs given</b> ({@link #constructsGiven}): the distinct constructs the respondent named by both
 *       ends in any answer so far ({@link GridConstructs#poles}), however far back, with those read in view, or
 *       the constructs the rating questions named ({@link GridIdeal#rated}) when more: "Apart from "price", ..."
 *       names one of them only while it is the only one;</li>
 *   <li><b>named in view</b> ({@link #namedInView}): an option a new triad names is one the respondent keeps
 *       naming, in two of the answers in view; a phrase said once in passing is no element;</li>
 *   <li><b>triad option</b> ({@link #triadOption}): when the only other move left is a ranking not yet due, a
 *       triad may also name an option the answer to the opening listed (where the respondent gave the grid its
 *       elements) and a later answer named again;</li>
 *   <li><b>ranking due</b> ({@link #rankingDue}): an overall first-to-last choice is asked only once the options
 *       were rated on two constructs or more ({@link GridIdeal#rated}), or the ideal was reached; with one
 *       construct it ranks on nothing the grid has measured.</li>
 * </ul>
 */
final class GridStage {

    private GridStage() {
    }

    /** How many distinct constructs the respondent named over the whole interview (class comment). */
    static int constructsGiven(FollowUpRequest request) {
        Set<String> seen = new LinkedHashSet<>();
        for (String answer : allAnswers(request)) {
            for (String[] poles : GridConstructs.poles(answer)) {
                if (poles[1] != null) { // both ends named: one end said alone may be an opening's passing word
                    seen.add(GridConstructs.display(poles).toLowerCase(Locale.ROOT));
                }
            }
        }
        List<Construct> inView = GridConstructs.read(request);
        for (Construct c : inView) {
            seen.add(c.display().toLowerCase(Locale.ROOT));
        }
        return Math.max(seen.size(), GridIdeal.rated(request, inView));
    }

    /** Whether the respondent named {@code option} in two of the answers in view: an option they keep naming. */
    static boolean namedInView(FollowUpRequest request, String option) {
        Pattern named = named(option);
        return inView(request).stream().filter(a -> a != null && named.matcher(a).find()).count() >= 2;
    }

    /** Whether {@code option} may be named in a new triad when the alternative is a ranking not yet due (class comment). */
    static boolean triadOption(FollowUpRequest request, String option) {
        if (namedInView(request, option)) {
            return true;
        }
        Pattern named = named(option);
        List<String> all = allAnswers(request);
        return all.size() >= 2 && named.matcher(all.get(0)).find()
                && all.subList(1, all.size()).stream().anyMatch(a -> named.matcher(a).find());
    }

    private static Pattern named(String option) {
        return Pattern.compile("(?i)\\b" + Pattern.quote(option.replaceFirst("(?i)^(?:the|a|an) ", ""))
                + "(?:s|'s)?\\b");
    }

    /** Whether an overall ranking of the options is due (class comment). */
    static boolean rankingDue(FollowUpRequest request, List<Construct> constructs) {
        return GridIdeal.rated(request, constructs) >= 2 || GridIdeal.reached(request);
    }

    /** The answers in view, the last one included once. */
    private static List<String> inView(FollowUpRequest request) {
        List<String> answers = new ArrayList<>(request.recentTurns().stream()
                .filter(l -> l.speaker() == Speaker.USER).map(ConversationLine::text).toList());
        if (request.lastAnswer() != null && (answers.isEmpty()
                || !answers.get(answers.size() - 1).strip().equals(request.lastAnswer().strip()))) {
            answers.add(request.lastAnswer());
        }
        return answers;
    }

    /** Every answer so far, oldest first, the last one included. */
    private static List<String> allAnswers(FollowUpRequest request) {
        List<String> all = new ArrayList<>(request.earlierAnswers());
        if (request.lastAnswer() != null && !request.lastAnswer().isBlank()) {
            all.add(request.lastAnswer());
        }
        return all;
    }
}
