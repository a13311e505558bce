package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Extraction stage 3, <b>labels</b>: makes a raw candidate label a label a researcher would accept, or rejects it.
 *
 * <ul>
 *   <li>{@link #normalise}: lowercase, single spaces, no surrounding punctuation (every raw label and the topic).</li>
 *   <li>{@link #cleanLabel}: takes a label and the study topic; returns the complete phrase (time expressions and
 *       filler adjectives removed, the topic as subject dropped, dangling function words trimmed, cut to 6 content
 *       words at a preposition) or {@code null} when nothing meaningful is left. Also used by the question composer
 *       to repair a focus label.</li>
 *   <li>{@link #refine} / {@link #keep}: a candidate with its cleaned label, and whether it stays a candidate.</li>
 *   <li>{@link #fragmentLabel} / {@link #sharesContentWord}: the word tests the merging of mentions
 *       ({@link MentionMerger}) and the re-mention test ({@link RelationBuilder}) use.</li>
 * </ul>
 *
 * <p>Owns the label word lists: generic nouns and verbs, bare evaluations, words a label must not end on, filler
 * adjectives, time expressions and verbs that only say the respondent uses the topic.
 */
final class LabelCleaner {

    /** Verbs too general to be a concept alone or with only "not" ("get", "have", "not like"). */
    static final Set<String> GENERIC_VERBS = Set.of("be", "have", "do", "get", "go", "make", "take",
            "use", "drink", "eat", "buy", "try", "put", "come", "see", "give", "find", "keep", "start", "stop",
            "feel", "work", "like", "want", "need", "love", "mean", "think", "know", "say", "guess", "happen",
            "seem", "look", "let", "help");

    /** Nouns that say nothing on their own ("work", "end", "thing"); dropped as one-word labels. */
    static final Set<String> GENERIC_NOUNS = Set.of("work", "end", "thing", "things", "day", "days", "way", "ways",
            "lot", "time", "times", "stuff", "part", "bit", "kind", "sort", "one", "people", "place", "fact",
            "reason", "point", "everything", "something", "anything", "nothing", "life", "person", "moment",
            "morning", "week", "year", "today", "self", "respect", "matter", "issue", "case", "side", "control");
    /** Bare comparatives/evaluations that are no concept on their own. */
    private static final Set<String> BARE_EVALUATIONS = Set.of("better", "worse", "more", "less", "same",
            "different", "good", "bad", "fine", "okay", "ok", "nice", "great", "important", "true", "sure");
    /** Words a label must not end on: determiners, prepositions, conjunctions, degree adverbs, fillers. */
    static final Set<String> BAD_END = Set.of("a", "an", "the", "my", "your", "our", "their", "his", "her", "its",
            "this", "that", "these", "those", "some", "any", "about", "to", "of", "in", "on", "at", "for", "with",
            "from", "by", "like", "as", "than", "into", "onto", "through", "before", "after", "and", "or", "but",
            "so", "because", "if", "when", "little", "proper", "very", "really", "just", "quite", "bit", "more",
            "less", "too", "also", "even", "still", "much", "lot", "kind", "sort", "ago", "around", "over");
    /** Adjectives that only soften or stress the noun they precede ("a little treat", "a proper drink"). */
    private static final Set<String> FILLER_ADJECTIVES = Set.of("little", "proper", "real", "actual", "whole",
            "certain", "bit");
    /** Time expressions removed from labels ("about a year ago", "these days", "in the end"). */
    private static final java.util.regex.Pattern TIME_EXPRESSION = java.util.regex.Pattern.compile(
            "\\b(?:(?:about|around|almost|nearly|over|some|like)\\s+)?(?:a|an|one|two|three|four|five|six|a few|a couple of"
                    + "|few|couple of|several|many|\\d+)\\s+(?:second|minute|hour|day|week|month|year|decade)s?\\s+ago\\b"
                    + "|\\b(?:about|around|almost|nearly|over)\\s+(?:a|an|one|two|three|a few|\\d+)\\s+"
                    + "(?:day|week|month|year|decade)s?\\b"
                    + "|\\b(?:last|this|next|every)\\s+(?:week|month|year|morning|night|day|time)\\b"
                    + "|\\b(?:these days|nowadays|lately|recently|yesterday|today|in the end|at the end of the day"
                    + "|at the moment|right now|for now|ago)\\b");
    /** Verbs that only say a person uses the topic ("switched to oat milk"); with the topic as object no concept. */
    private static final Set<String> TOPIC_USE_VERBS = Set.of("switch", "switched", "use", "used", "drink", "drank",
            "buy", "bought", "try", "tried", "choose", "chose", "get", "got", "have", "had", "start", "started",
            "like", "love", "prefer", "go", "went", "move", "moved", "change", "changed", "pick", "picked");

    /** A lone generic verb or function word ("get", "have"): never a concept of its own next to others. */
    static boolean fragmentLabel(String label) {
        return !label.contains(" ") && (GENERIC_VERBS.contains(label) || Lexicon.STOPWORDS.contains(label));
    }

    /** Whether two labels share a content word (not a stopword, generic verb or negation; 3+ letters). */
    static boolean sharesContentWord(String a, String b) {
        Set<String> wa = new HashSet<>();
        for (String w : a.split(" ")) {
            if (w.length() >= 3 && !Lexicon.STOPWORDS.contains(w) && !GENERIC_VERBS.contains(w)
                    && !PhraseTokens.NEGATION.contains(w) && !GENERIC_NOUNS.contains(w)) {
                wa.add(singular(w));
            }
        }
        for (String w : b.split(" ")) {
            if (wa.contains(singular(w))) {
                return true;
            }
        }
        return false;
    }

    /** A word without a plural "s" ("choices" and "choice" are one content word). */
    private static String singular(String w) {
        return w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.substring(0, w.length() - 1) : w;
    }

    /** A cleaned candidate ({@link #cleanLabel}), or null when nothing meaningful is left. */
    static Candidate refine(Candidate c, String topic) {
        String label = cleanLabel(c.label(), topic);
        if (label == null) {
            return null;
        }
        return label.equals(c.label()) ? c : new Candidate(label, c.clause(), c.form(), c.cues(), c.quote());
    }

    /** Particles of speech in world Englishes that end a phrase, never part of a label ("lah", "leh", "innit"). */
    private static final Set<String> PARTICLES = Set.of("lah", "leh", "lor", "meh", "sia", "hor", "bru", "innit",
            "yaar");
    private static final java.util.regex.Pattern PARTICLE_AFTER = java.util.regex.Pattern.compile("(?i)(?<=\\w)\\s+(?:"
            + String.join("|", new java.util.TreeSet<>(PARTICLES)) + ")\\b(?=\\s*(?:[.,!?;]|$))");

    /** {@code text} without a particle of speech after a word at a phrase's end ("Simple versus messy lah."). */
    static String withoutParticles(String text) {
        return text == null ? null : PARTICLE_AFTER.matcher(text).replaceAll("");
    }

    /**
     * Makes a raw label a complete phrase or rejects it (null): time expressions ("about a year ago") and filler
     * adjectives ("a little treat") go, a trailing "matters" predicate is reduced to its subject, the topic as
     * subject is dropped ("oat milk costs more" -> "costs more ..."), "switched to &lt;topic&gt;" is no concept,
     * dangling determiners/prepositions/adverbs at either end are trimmed, over-long labels are cut at their last
     * prepositional phrase (never mid-phrase) and generic one-word labels ("work", "end", "better") are dropped.
     */
    static String cleanLabel(String label, String topic) {
        if (label == null) {
            return null;
        }
        String l = TIME_EXPRESSION.matcher(label).replaceAll(" ").replaceAll("\\s+", " ").strip();
        List<String> ws = new ArrayList<>(List.of(l.isEmpty() ? new String[0] : l.split(" ")));
        for (int i = 0; i + 1 < ws.size(); i++) {
            if (FILLER_ADJECTIVES.contains(ws.get(i)) && !BAD_END.contains(ws.get(i + 1))
                    && !(i > 0 && Set.of("a", "an").contains(ws.get(i - 1)) && ws.get(i).equals("bit"))) {
                ws.remove(i--);
            }
        }
        ws.removeIf(PARTICLES::contains); // "the reward lah": a particle of speech, no part of the concept
        if (ws.isEmpty()) {
            return null;
        }
        if (ws.size() > 1 && Set.of("matter", "matters", "mattered").contains(ws.get(ws.size() - 1))) {
            ws.remove(ws.size() - 1);
        }
        if (ws.size() > 1 && ws.get(0).equals("feeling") && ws.get(1).equals("like")) {
            ws.subList(0, 2).clear();
            if (!ws.isEmpty() && PhraseTokens.SUBJECT_PRONOUNS.contains(ws.get(0))) {
                ws.remove(0);
            }
        }
        trimEnds(ws);
        if (!topic.isEmpty() && ws.size() >= 2) {
            String joined = String.join(" ", ws);
            // "<topic-use verb> (to) <topic>": says only that the person uses the topic
            if (TOPIC_USE_VERBS.contains(ws.get(0))) {
                String rest = joined.substring(ws.get(0).length()).strip();
                rest = rest.startsWith("to ") ? rest.substring(3) : rest;
                if (!rest.isEmpty() && (topic.equals(rest) || topic.startsWith(rest + " ") || rest.equals(topic))) {
                    return null;
                }
            }
            // the topic as subject of a longer clause: keep the predicate
            for (int k = Math.min(ws.size() - 2, 4); k >= 2; k--) {
                String prefix = String.join(" ", ws.subList(0, k));
                if ((topic.equals(prefix) || topic.startsWith(prefix + " ")) && k >= 2) {
                    ws.subList(0, k).clear();
                    break;
                }
            }
        }
        while (contentLength(ws) > 6) {
            int cut = -1;
            for (int i = ws.size() - 1; i >= 2; i--) {
                if (Lexicon.PREPOSITIONS.contains(ws.get(i)) || ws.get(i).equals("like")) {
                    cut = i;
                    break;
                }
            }
            if (cut < 0) {
                return null;
            }
            ws.subList(cut, ws.size()).clear();
            trimEnds(ws);
        }
        if (ws.isEmpty()) {
            return null;
        }
        if (ws.size() == 1 && (GENERIC_NOUNS.contains(ws.get(0)) || BARE_EVALUATIONS.contains(ws.get(0))
                || ws.get(0).length() < 3)) {
            return null;
        }
        if (ws.size() == 2 && ws.get(0).equals("not") && (GENERIC_VERBS.contains(ws.get(1))
                || BARE_EVALUATIONS.contains(ws.get(1)))) {
            return null;
        }
        return String.join(" ", ws);
    }

    private static void trimEnds(List<String> ws) {
        while (!ws.isEmpty() && (BAD_END.contains(ws.get(ws.size() - 1)) || PhraseTokens.SUBJECT_PRONOUNS.contains(
                ws.get(ws.size() - 1)))) {
            ws.remove(ws.size() - 1);
        }
        while (!ws.isEmpty() && Set.of("and", "or", "but", "so", "because", "a", "an", "the", "about", "than",
                "like", "of", "to").contains(ws.get(0))) {
            ws.remove(0);
        }
    }

    /** Words of a label not counting articles. */
    private static int contentLength(List<String> ws) {
        int n = 0;
        for (String w : ws) {
            n += Set.of("a", "an", "the").contains(w) ? 0 : 1;
        }
        return n;
    }

    /** Lowercase, single spaces, no surrounding punctuation. */
    static String normalise(String s) {
        if (s == null) {
            return "";
        }
        String out = s.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ").strip();
        out = out.replaceAll("^[\\p{Punct}\\s]+|[\\p{Punct}\\s&&[^%$]]+$", "");
        return out.replace(" 's", "'s").replace(" n't", "n't");
    }

    /**
     * Whether a cleaned label is kept as a candidate: not blank, no lone generic verb or function word
     * ({@link #fragmentLabel}), not only stopwords, not a bare amount or price ({@link AnswerRole#bareAmount}), not
     * the study topic (nor a one- or two-word part of it).
     */
    static boolean keep(String label, String topic) {
        if (label.isBlank() || fragmentLabel(label)) {
            return false;
        }
        String[] ws = label.split(" ");
        boolean allStop = true;
        for (String w : ws) {
            allStop &= Lexicon.STOPWORDS.contains(w) || w.length() < 2;
        }
        if (allStop || timeOnly(ws) || fillerOrNumber(ws) || aboutWording(ws) || AnswerRole.bareAmount(label)
                || personOnly(ws)) {
            return false;
        }
        if (!topic.isEmpty()) {
            if (label.equals(topic) || (topic.contains(label) && ws.length <= 2)) {
                return false;
            }
        }
        return true;
    }

    private static final java.util.Set<String> MEALS = java.util.Set.of("breakfast", "lunch", "dinner");
    private static final java.util.Set<String> TIME_COMPANIONS = java.util.Set.of("last", "next", "this", "that",
            "every", "each", "the", "a", "one", "two", "few", "couple", "of", "late", "early", "on", "at", "in",
            "weekday", "weekdays", "fortnight", "days", "day", "tonight", "noon", "midnight", "ago", "since", "until");

    /**
     * Whether a label only names a time ("nights", "last march", "tuesday morning"): a moment is context for a
     * concept, not a concept of its own (issue 12: "Nights" asked about as if it were a thing). Meals are kept.
     */
    static boolean timeOnly(String[] words) {
        boolean time = false;
        for (String w : words) {
            String singular = w.endsWith("s") && w.length() > 3 ? w.substring(0, w.length() - 1) : w;
            boolean isTime = !MEALS.contains(singular) && (Lexicon.TIME_WORDS.contains(w)
                    || Lexicon.TIME_WORDS.contains(singular) || w.matches("\\d{1,2}(st|nd|rd|th|am|pm)?"));
            if (isTime) {
                time = true;
            } else if (!TIME_COMPANIONS.contains(w)) {
                return false;
            }
        }
        return time;
    }

    /** Words that only say how much or how many ("loads", "heaps", "a bunch"), read like a number. */
    private static final java.util.Set<String> QUANTITIES = java.util.Set.of("loads", "load", "lots", "heaps", "heap",
            "tons", "ton", "plenty", "several", "many", "dozens", "hundreds", "thousands", "masses", "oodles", "bunch",
            "loadsa", "shedloads", "bucketloads");
    private static final java.util.Set<String> FILLERS = java.util.Set.of("hmm", "hm", "hmmm", "um", "umm", "uh",
            "er", "erm", "ah", "mm", "mmm", "mhm", "uh-huh", "okay", "ok", "yeah", "yep", "oh", "well");
    private static final java.util.regex.Pattern NUMBER_WORD = java.util.regex.Pattern.compile("(?:one|two|three|four|"
            + "five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|"
            + "nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|half)"
            + "(?:-(?:one|two|three|four|five|six|seven|eight|nine))?|[$\u00a3\u20ac]?\\d+(?:[.,]\\d+)?%?");

    /**
     * Whether a label only names a person by kinship or role ("wife", "my sister", "the nurse", "young bloke"): who
     * was there is context for a concept, not a code of its own, and a question about one is nonsense ("What makes
     * the mother important to you?"). A person doing or being something ("my wife cried", "the nurse was kind") keeps
     * the words that say so and stays; "family" names a value as often as people and is never dropped, and "own"
     * makes a way of being of it ("your own boss").
     */
    static boolean personOnly(String[] words) {
        boolean person = false;
        for (String w : words) {
            if (w.equals("own")) {
                return false; // "your own boss", "my own man": being, not a person
            }
            if (Lexicon.PERSON_NOUNS.contains(w)) {
                person = true;
            } else if (!Lexicon.STOPWORDS.contains(w) && !PERSON_MODIFIERS.contains(w)) {
                return false;
            }
        }
        return person;
    }

    /** Words that only say which person ("young bloke", "old man", "other woman"). */
    private static final java.util.Set<String> PERSON_MODIFIERS = java.util.Set.of("young", "old", "older", "younger",
            "other", "little", "big", "elder", "eldest", "youngest", "oldest");

    /**
     * Whether a label is only a filler ("hmm", "erm") or only a number or amount ("the forty-three", "43", "loads"):
     * neither is a concept a researcher would code, and a question about one is nonsense ("Which option scores best on
     * the hmm?", "what sets the loads apart?").
     */
    static boolean fillerOrNumber(String[] words) {
        boolean filler = true;
        boolean number = false;
        for (String w : words) {
            if (Lexicon.STOPWORDS.contains(w)) {
                continue;
            }
            filler &= FILLERS.contains(w);
            if (NUMBER_WORD.matcher(w).matches() || QUANTITIES.contains(w)) {
                number = true; // "43", "the forty-three", "Loads, like.": an amount names nothing
            } else if (!FILLERS.contains(w)) {
                return false;
            }
        }
        return filler || number;
    }

    private static final java.util.Set<String> WORDING_NOUNS = java.util.Set.of("word", "words", "term", "terms",
            "phrase", "expression", "way", "description", "name");
    private static final java.util.Set<String> WORDING_COMPANIONS = java.util.Set.of("right", "best", "only",
            "exact", "correct", "proper", "wrong", "good", "other", "better", "perfect", "fair", "another", "to", "put",
            "it", "say", "of", "a", "an", "the", "that", "this", "my", "your", "one");

    /**
     * Whether a label only talks about wording ("the word", "that word", "the right word", "a better way to put
     * it"): the respondent commenting on how they said something ("Calm. That's the word."), not a concept.
     */
    static boolean aboutWording(String[] words) {
        boolean noun = false;
        for (String w : words) {
            if (WORDING_NOUNS.contains(w)) {
                noun = true;
            } else if (!WORDING_COMPANIONS.contains(w)) {
                return false;
            }
        }
        return noun;
    }

    private LabelCleaner() {
    }
}
