package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>the verb a study's objective uses for the options a respondent has</b>, so a grid's
 * opening asks for the ones they actually play, own or shop at rather than "used or thought about" (a game is played,
 * not used). Contract: the verb of a clause that describes the options, "the ones they shop at", "the board games
 * they actually play with friends" (a plural noun or "ones", then "they", "you" or "people", at most an adverb of
 * fact), in its base form, with a preposition that ends the clause ("shop at"); never an auxiliary or a verb of
 * judging ("the ones they know", "the ones they rate", "they have looked at"), and never a verb followed by a
 * particle or an object of its own ("they keep up with"): {@code null} then, and the question stays neutral.
 */
final class StudyVerb {

    private static final Pattern CLAUSE = Pattern.compile("(?i)\\b(?:ones|\\p{L}+s)\\s+(?:that\\s+)?(?:they|you|people)"
            + "\\s+(?:actually\\s+|really\\s+|regularly\\s+|currently\\s+)?([a-z]+)((?:\\s+[a-z]+){0,2})");
    private static final Set<String> NOT_ASKED = Set.of("are", "were", "have", "had", "do", "did", "would", "will",
            "can", "could", "should", "may", "might", "must", "know", "rate", "think", "feel", "need", "want",
            "compare", "tell", "consider", "see", "like", "say", "mean");
    private static final Set<String> PREPOSITIONS = Set.of("at", "on", "in", "with", "from", "for", "to", "into");
    private static final Set<String> CLAUSE_ENDS = Set.of("and", "or", "but");

    private StudyVerb() {
    }

    /**
     * The options' verb from the study's own name when the name carries its clause ("Pizzerias you eat at": the
     * verb that belongs to the options themselves, never to a noun the objective pairs them with, "the pizzerias and
     * pizzas they eat"), else from its objective (class comment); {@code null} when neither gives one.
     */
    static String of(String name, String objective) {
        String own = of(name);
        return own != null ? own : of(objective);
    }

    /** Where a study's name starts the clause that says which of its options it means ("pizzerias| you eat at"). */
    private static final Pattern NAME_CLAUSE = Pattern.compile("(?i)\\s+(?:that\\s+)?(?:they|you|people)\\s");

    /**
     * The options' noun of a study's name that carries its own clause ("pizzerias" of "pizzerias you eat at"), as
     * written, when {@link #of(String)} finds the options' verb in the name; else {@code null}.
     */
    static String optionsNoun(String name) {
        if (name == null || of(name) == null) {
            return null;
        }
        Matcher m = NAME_CLAUSE.matcher(name);
        return m.find() && m.start() > 0 ? name.substring(0, m.start()) : null;
    }

    /** The objective's verb for the options (class comment), or {@code null}. */
    static String of(String objective) {
        if (objective == null) {
            return null;
        }
        Matcher m = CLAUSE.matcher(objective);
        while (m.find()) {
            String verb = m.group(1).toLowerCase(Locale.ROOT);
            if (NOT_ASKED.contains(verb)) {
                continue;
            }
            String[] next = m.group(2).strip().toLowerCase(Locale.ROOT).split("\\s+");
            String after = m.group(2).isBlank() ? "" : next[0];
            String then = next.length > 1 ? next[1] : "";
            int end = m.end(1) + (m.group(2).isBlank() ? 0 : m.group(2).indexOf(after) + after.length());
            boolean clauseEnds = m.group(2).isBlank() || objective.substring(m.end(1)).matches("(?s)\\s*[,.;:].*");
            if (clauseEnds || CLAUSE_ENDS.contains(after)) {
                return verb; // "the ones they use", "the ones they use, and ..."
            }
            if (after.equals("to") && !then.isEmpty() && !CLAUSE_ENDS.contains(then)) {
                continue; // "the constructs people use to tell them apart": an infinitive, not the options' verb
            }
            if (PREPOSITIONS.contains(after)) {
                boolean stranded = then.isEmpty() && objective.substring(end).matches("(?s)\\s*(?:[,.;:].*)?")
                        || CLAUSE_ENDS.contains(then) || then.equals("to"); // "the chairs they sit on to work"
                return stranded ? verb + " " + after : verb; // "shop at"; "play with friends": "play"
            }
            // a particle or an object of its own ("keep up with", "rate them"): no verb to ask with
        }
        return null;
    }
}
