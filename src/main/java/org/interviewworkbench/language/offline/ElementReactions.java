package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.model.StimulusElement;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Which stimulus elements of a concept test the respondent has already reacted to, read from the answers themselves
 * (the engine's coverage may miss a reaction whose evaluative words stand in another sentence: "This is actually
 * clever. The lockers at the tram stop, I pass them every day").
 *
 * <p>Contract: an element has had its reaction ({@link #reacted}: not to be asked about again) when the engine's coverage lists it
 * ({@link FollowUpRequest#reactedElements}) or when some answer so far (earlier answers, the respondent's lines in
 * view, the last answer) names it. An answer names an element when it contains the element's label or an alias as
 * whole words ({@link LexicalCues#namesElement}), or paraphrases the label: its head word (the last content word
 * before the first preposition or comma: "lockers" of "lockers at your tram or train stop"), or two of its content
 * words, compared without plural or "-ing" endings ("booking" for "book"); units of time ("month", "year") are no
 * content words. Only distinctive words count: a word of
 * the concept's own name ("repair" in a repair café's card) or of another element's label or aliases says nothing
 * about which element was meant. A question that named an element is never enough (the answer after it may be about
 * something else). Stateless.
 */
final class ElementReactions {

    /** Words that end the head phrase of a label ("lockers | at your tram or train stop"). */
    private static final Set<String> PREPOSITIONS = Set.of("at", "in", "on", "of", "for", "with", "by", "from",
            "between", "until", "over", "under", "to", "per", "into", "via", "within", "without", "before", "after");
    /** Words of four letters or more that carry no content of their own. */
    private static final Set<String> FUNCTION_WORDS = Set.of("your", "with", "from", "that", "this", "they", "them",
            "their", "what", "when", "which", "will", "would", "could", "every", "each", "only", "than", "then", "into",
            "until", "over", "under", "between", "before", "after", "about", "also", "just", "more", "most", "some",
            "very", "have", "been", "were", "there", "here", "any", "time", "times", "it's", "you're", "don't",
            // units of time say how often or how long, not which part of the card: "six jobs in five years"
            "minute", "minutes", "hour", "hours", "week", "weeks", "month", "months", "year", "years", "daily",
            "weekly", "monthly", "yearly");
    private static final int MIN_WORD = 4;

    private ElementReactions() {
    }

    /**
     * Whether every stimulus element of {@code concept} has had its reaction as far as the card's summary may start:
     * the engine's coverage lists it, or an answer in view (the last answer and the respondent's recent lines) names
     * its label or an alias. Stricter than {@link #reacted}: the summary moves end the coverage of the card, and an
     * element named only in other words, or long ago, may still lack what the engine's coverage needs of it.
     */
    static boolean allReacted(FollowUpRequest request, Concept concept) {
        List<String> inView = new ArrayList<>();
        request.recentTurns().stream().filter(l -> l.speaker() == Speaker.USER).forEach(l -> inView.add(l.text()));
        inView.add(request.lastAnswer());
        return concept.elements().stream().allMatch(e -> tracked(request, e) || inView.stream().anyMatch(a ->
                LexicalCues.namesElement(only(concept, e), a)));
    }

    private static boolean tracked(FollowUpRequest request, StimulusElement element) {
        return request.reactedElements().stream().anyMatch(l -> l.strip().equalsIgnoreCase(element.label().strip()));
    }

    private static Concept only(Concept concept, StimulusElement element) {
        return new Concept(concept.id(), concept.name(), concept.methodology(), concept.objective(),
                List.of(element), List.of());
    }

    /** Whether {@code element} has had its reaction (class comment). */
    static boolean reacted(FollowUpRequest request, Concept concept, StimulusElement element) {
        return tracked(request, element) || answers(request).stream().anyMatch(a -> names(concept, element, a));
    }

    /** The element whose label the question's focus is, or {@code null}. */
    static StimulusElement focused(FollowUpRequest request, Concept concept) {
        String focus = request.focusLabel() == null ? "" : request.focusLabel().strip();
        return concept.elements().stream().filter(e -> e.label().strip().equalsIgnoreCase(focus)).findFirst()
                .orElse(null);
    }

    /**
     * The element a reaction question should name instead of one already reacted to: the first without a reaction,
     * high priority before medium before low, then card order, the element the last question named after all others
     * (its answer may simply not have been about it yet); {@code null} when every element has had its reaction.
     */
    static StimulusElement nextUnreacted(FollowUpRequest request, Concept concept) {
        String lastQuestion = request.recentQuestions().isEmpty() ? ""
                : String.valueOf(request.recentQuestions().get(request.recentQuestions().size() - 1));
        StimulusElement best = null;
        int bestRank = Integer.MAX_VALUE;
        for (int i = 0; i < concept.elements().size(); i++) {
            StimulusElement e = concept.elements().get(i);
            if (reacted(request, concept, e)) {
                continue;
            }
            int priority = switch (e.priority()) {
                case "high" -> 0;
                case "low" -> 2;
                default -> 1;
            };
            int again = lastQuestion.contains(e.label().strip()) ? 1 : 0;
            int rank = (again * 3 + priority) * 1_000 + i;
            if (rank < bestRank) {
                bestRank = rank;
                best = e;
            }
        }
        return best;
    }

    /** Whether {@code answer} names {@code element} by its label, an alias or a paraphrase of its label. */
    static boolean names(Concept concept, StimulusElement element, String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        if (LexicalCues.namesElement(only(concept, element), answer)) {
            return true;
        }
        Set<String> said = new LinkedHashSet<>(stems(answer));
        Set<String> common = new LinkedHashSet<>(stems(concept.name()));
        for (StimulusElement other : concept.elements()) {
            if (!other.id().equals(element.id())) {
                common.addAll(stems(other.label()));
                other.aliases().forEach(a -> common.addAll(stems(a)));
            }
        }
        String head = head(element.label());
        if (head != null && !common.contains(head) && said.contains(head)) {
            return true;
        }
        long shared = stems(element.label()).stream().distinct().filter(w -> !common.contains(w))
                .filter(said::contains).count();
        return shared >= 2;
    }

    /**
     * The head word of a label, stemmed: its last content word before the first preposition or comma; {@code null}
     * when the label has neither (without a parser the head of "a new model every year" cannot be told).
     */
    static String head(String label) {
        String head = null;
        for (String w : words(label.replace(",", " , "))) {
            if (w.equals(",") || PREPOSITIONS.contains(w)) {
                return head;
            }
            if (content(w)) {
                head = stem(w);
            }
        }
        return null; // no break: the last word may be anything ("a new model every year"), not the head
    }

    /** Every answer the respondent has given so far, the last one included. */
    private static List<String> answers(FollowUpRequest request) {
        Set<String> out = new LinkedHashSet<>(request.earlierAnswers());
        request.recentTurns().stream().filter(l -> l.speaker() == Speaker.USER).forEach(l -> out.add(l.text()));
        if (request.lastAnswer() != null) {
            out.add(request.lastAnswer());
        }
        return new ArrayList<>(out);
    }

    private static List<String> stems(String text) {
        return words(text).stream().filter(ElementReactions::content).map(ElementReactions::stem).toList();
    }

    private static boolean content(String w) {
        return w.length() >= MIN_WORD && !FUNCTION_WORDS.contains(w) && w.chars().anyMatch(Character::isLetter);
    }

    /** A word without its plural, "-ing" or "-ed" ending ("lockers", "booking", "booked": "locker", "book"). */
    static String stem(String w) {
        if (w.endsWith("ing") && w.length() >= 6) {
            return w.substring(0, w.length() - 3);
        }
        if (w.endsWith("ed") && w.length() >= 5) {
            return w.substring(0, w.length() - 2);
        }
        if (w.endsWith("ies") && w.length() >= 5) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("s") && !w.endsWith("ss") && w.length() >= 5) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }

    private static List<String> words(String text) {
        String t = text == null ? "" : text.toLowerCase(Locale.ROOT).replace('\u2019', '\'')
                .replaceAll("[^a-z0-9'%, ]", " ").replace(",", " , ");
        return List.of(t.strip().split("\\s+"));
    }
}
