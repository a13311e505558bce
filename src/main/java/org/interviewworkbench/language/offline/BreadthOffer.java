package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * A laddering interview's <b>new attribute offered in a word</b>. When a breadth question ("Apart from that, what
 * else do you notice ...?") is answered with a bare noun phrase ("Mackerel, sometimes."), the answer has offered a new
 * attribute to ladder; a means-end moderator starts its ladder rather than asking for yet another side of the topic
 * ({@link Intent#REVITALIZE}) or for more breadth ({@link Intent#EXPLORE}). The principle: switch or widen only when
 * the answer offered nothing new.
 * <p>
 * Contract: {@link #question} gives "What is it about mackerel that matters to you?" when the method ladders
 * ({@link MethodFit#laddering}), the intent is revitalize or explore, the turn is not closing, the last question asked
 * for something else ("what else", "anything else", "anything about", "other things", "another side"), and the answer is one sentence
 * whose head (before any comma) is a noun phrase of one to three words: no pronoun subject, no verb form ending in
 * -ed/-ing/-s after the first word, no negation or yes/no word, no number or frequency word (a frequency is not an
 * attribute), and any tail after the comma at most two words. The thing keeps its capital only when the transcript
 * capitalises it inside a sentence (a name: "Minerva"), else it is lower-cased ("Mackerel" at the start of a sentence).
 * {@code null} otherwise, when the question was already asked, and when the answer names a ladder top
 * ({@link AnsweredRung#topReached}: "Freedom, eh." is the end of a ladder again, not a new attribute). Stateless.
 */
final class BreadthOffer {

    private static final int MAX_HEAD_WORDS = 3;
    private static final int MAX_TAIL_WORDS = 2;
    private static final Pattern BREADTH = Pattern.compile("(?i)\\b(?:what else|anything else|other things|"
            + "another side|what other|anything about)\\b");
    /** Closed-class words that make the head no bare noun phrase: pronouns, negation, yes/no, frequency, fillers. */
    private static final Pattern NOT_A_THING = Pattern.compile("(?i)\\b(?:i|we|you|he|she|they|it|that|this|there|"
            + "me|my|no|not|nothing|none|yes|yeah|ok|okay|maybe|once|twice|always|never|sometimes|often|usually|"
            + "every|each|all|hmm|well|same|dunno|don't|can't|idk)\\b|\\d|'");

    private BreadthOffer() {
    }

    /** The first ladder question about the offered thing, or {@code null} (see the class). */
    static String question(FollowUpRequest request, Intent intent) {
        List<String> recent = request.recentQuestions();
        String answer = request.lastAnswer();
        if (intent != Intent.REVITALIZE && intent != Intent.EXPLORE || request.closing()
                || !MethodFit.laddering(request.methodology()) || recent.isEmpty() || answer == null
                || !BREADTH.matcher(recent.get(recent.size() - 1)).find() || WrapUpQuestions.nothingMore(answer)
                || AnsweredRung.topReached(answer)) { // "Freedom, eh.": the top again, confirmed (LadderTopMove)
            return null;
        }
        String text = answer.strip().replace('\u2019', '\'');
        if (text.isEmpty() || text.contains("?") || text.replaceAll("[.!]+$", "").matches(".*[.!;:].*")) {
            return null; // more than one sentence: the other moves read it
        }
        String body = text.replaceAll("[.!]+$", "").strip();
        int comma = body.indexOf(',');
        String head = (comma < 0 ? body : body.substring(0, comma)).strip();
        String tail = comma < 0 ? "" : body.substring(comma + 1).strip();
        String[] words = head.split("\\s+");
        if (head.isEmpty() || words.length > MAX_HEAD_WORDS || tail.contains(",")
                || !tail.isEmpty() && tail.split("\\s+").length > MAX_TAIL_WORDS || NOT_A_THING.matcher(head).find()
                || !head.matches("[\\p{L} -]+")) {
            return null;
        }
        for (int i = 1; i < words.length; i++) {
            if (words[i].matches("(?i)[a-z]+(?:ed|ing)")) {
                return null; // a verb form: a clause, not a named thing
            }
        }
        String thing = named(head, request) ? head : head.toLowerCase(Locale.ROOT);
        String q = "What is it about " + thing + " that matters to you?";
        return recent.stream().anyMatch(r -> r.strip().endsWith(q)) ? null : q;
    }

    /** Whether the transcript capitalises the head's first word inside a sentence, as a name is. */
    private static boolean named(String head, FollowUpRequest request) {
        String first = head.split("\\s+")[0];
        if (!Character.isUpperCase(first.charAt(0))) {
            return true; // as the respondent wrote it
        }
        List<String> texts = new ArrayList<>(request.earlierAnswers());
        texts.add(request.lastAnswer());
        Pattern inside = Pattern.compile("[\\p{L},;] +" + Pattern.quote(first) + "\\b");
        for (String t : texts) {
            Matcher m = inside.matcher(t == null ? "" : t);
            if (m.find()) {
                return true;
            }
        }
        return false;
    }
}
