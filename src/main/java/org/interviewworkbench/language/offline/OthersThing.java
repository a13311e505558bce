package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Whose thing the focus is, before a question treats it as the respondent's struggle (issue 12). A moderator asks
 * "What's the hardest part about X?" only of something the respondent deals with; in "Mr. Kowalczyk across the road
 * has his done perfectly by six every day, edges and all." the edges are the neighbour's, told to show what the
 * respondent measures themselves against, and asking what is hard about them misreads the answer.
 *
 * <p>Contract: {@link #theirs} holds when the first sentence of the answer that holds the focus words
 * <ul>
 *   <li>has another person as its subject: a third-person pronoun or person noun ({@link OwnClause#otherPerson}) or a
 *       name after a title (Mr, Mrs, Ms, Miss, Dr); a bare name is not taken for a person (it may be a brand or a
 *       shop, whose troubles are the respondent's);</li>
 *   <li>holds the focus words after its first verb (the thing that person has or does, not the person); and</li>
 *   <li>has no word of the respondent's own person (I, me, my, we, us, our and their contractions): "he fixed my
 *       bike" is about the respondent's bike.</li>
 * </ul>
 * Reads the tagger's parts of speech and English's closed-class words only.
 */
final class OthersThing {

    private static final Set<String> OWN = Set.of("i", "me", "my", "mine", "myself", "we", "us", "our", "ours",
            "i'm", "i've", "i'd", "i'll", "we're", "we've", "we'd", "we'll", "im");
    private static final Set<String> TITLES = Set.of("mr", "mrs", "ms", "miss", "dr", "mr.", "mrs.", "ms.", "dr.");

    private static final Pattern TITLE_STOP = Pattern.compile("(?i)\\b(mr|mrs|ms|dr)\\.");

    private OthersThing() {
    }

    /** Whether the focus words, in the answer that holds them, are another person's (see the class comment). */
    static boolean theirs(OpenNlpPipeline nlp, String focus, String answer) {
        if (focus == null || answer == null || focus.isBlank()) {
            return false;
        }
        String f = focus.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        for (Sentence s : nlp.process(untitled(answer))) {
            String text = s.text().toLowerCase(Locale.ROOT);
            int at = text.indexOf(f);
            if (at < 0) {
                continue;
            }
            List<Token> tokens = s.tokens();
            if (tokens.stream().anyMatch(t -> OWN.contains(t.lower()))) {
                return false;
            }
            int verb = firstVerb(tokens);
            if (verb < 0 || at < tokens.get(verb).end()) {
                return false; // the focus is the person or stands before the verb
            }
            return person(tokens, verb);
        }
        return false;
    }

    /**
     * Whether the clause itself is about another person and not the respondent: its subject is another person (as in
     * {@link #theirs}) and it has no word of the respondent's own person.
     */
    static boolean othersClause(OpenNlpPipeline nlp, String clause) {
        List<Sentence> sentences = clause == null ? List.of() : nlp.process(untitled(clause));
        if (sentences.isEmpty()) {
            return false;
        }
        List<Token> tokens = sentences.get(0).tokens();
        int verb = firstVerb(tokens);
        return verb > 0 && tokens.stream().noneMatch(t -> OWN.contains(t.lower())) && person(tokens, verb);
    }

    private static boolean person(List<Token> tokens, int verb) {
        String subject = OwnClause.subject(tokens);
        if (subject == null) {
            return false;
        }
        if (OwnClause.otherPerson(subject)) {
            return true;
        }
        for (int i = 0; i + 1 < verb; i++) {
            if (TITLES.contains(tokens.get(i).lower()) && tokens.get(i + 1).is("PROPN")) {
                return true; // "Mr. Kowalczyk across the road has ..."
            }
        }
        return false;
    }

    /** The text with the stop after a title dropped ("Mrs. Okafor" as "Mrs Okafor"), so no sentence ends there. */
    private static String untitled(String text) {
        return TITLE_STOP.matcher(text.strip().replace('\u2019', '\'')).replaceAll("$1");
    }

    private static int firstVerb(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).is("VERB", "AUX")) {
                return i;
            }
        }
        return -1;
    }
}
