package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * Who a clause of the answer belongs to, before it is said back to the respondent as theirs ("You said ...", "You
 * mentioned that ..."). A moderator only says back as the respondent's what the respondent said of their own
 * experience, and only ladders ("What does that give you?") on something that can be a gain of theirs. Contract, for
 * a focus quote and the answer holding it:
 * <ul>
 *   <li>{@link #othersSpeech}: the quote stands inside someone else's words the respondent reports: right after a
 *       quotative ("she said", "the doctor told me that", "they asked", "just like,") whose speaker, the subject
 *       of that sentence or, when it names no one ("it", "nothing"), of the sentence before it, is not the
 *       respondent (I/we, or a generic "you"): in "In October the teacher sent a note home. Not mean, just like,
 *       we notice his lunch comes back" the "we" is the teacher's. Never said back;</li>
 *   <li>{@link #filler}: the clause says only that the respondent does not know or is not sure ("I don't know",
 *       "I'm not sure", "I guess"): a hedge, nothing to say back;</li>
 *   <li>{@link #othersDoing}: the clause's subject is another person (he, she, they, a person noun such as
 *       "my sister") and its verb is something that person says ("my husband going ...") or does at or to the
 *       respondent ("she rolls her eyes at me", "people are relying on me"), not a state (be, have, feel, hurt
 *       ...), an ability ("he can play") or something done to them ("he was taken to hospital"). It may be said
 *       back as a reflection with its own subject, but a ladder ("What does that give you, in the end?") does not
 *       climb from it: another person's reaction to the respondent is no gain of theirs ("the kids drink more
 *       water" can be);</li>
 *   <li>{@link #purpose}: the quote is a "so"/"so that" clause whose subject is not the respondent ("Doing right by
 *       him. So he has a normal childhood."): said back as a fact it misquotes them, so {@link #worded} says it
 *       back as the purpose it is ("it's so that he has a normal childhood").</li>
 *   <li>a circumstance of their life ({@link #CIRCUMSTANCE}: "I work 6 to 4", "I drive the tram") may be said back,
 *       but a ladder does not climb from it;</li>
 *   <li>{@link JokingAside}: a joke, a comparison or an aside ("Sounds a bit like Miss Universe, sorry, haha", "I'm a
 *       bit Dutch with money"): never said back as something the respondent holds.</li>
 * </ul>
 * Reads the tagger's parts of speech and lemmas and English's closed-class words only.
 */
final class OwnClause {

    /**
     * A circumstance of the respondent's life: their work, their commute, where they live, being alone ("I work 6 to
     * 4", "I drive the tram", "I work in a care home", "I'm alone in a stranger's car"): background to what they
     * say, never a rung to climb from (0 of 8 laddered clauses of this kind judged usable, rounds 29-74).
     */
    private static final Pattern CIRCUMSTANCE = Pattern.compile("(?i)^(?:(?:so|and|but|well|because|'cause|cos|"
            + "like),? )?(?:i|we) (?:only |still |usually |mostly |also |just )?(?:work|drive|live|commute)\\b"
            + "(?! (?:out|on it|for (?:me|us))\\b)|^(?:i'm|i am|we're|we are) (?:all )?alone\\b");
    /** A quotative at the end of the words before the quote: "she said (that)", "told me", "was like,". */
    private static final Pattern QUOTATIVE = Pattern.compile("(?i)\\b(?:says?|said|tell(?:s)? (?:me|us)|told"
            + "(?: me| us)?|asks?|asked|writes?|wrote|notices?|noticed|thinks?|thought|reckons?|reckoned|goes|went"
            + "|like)\\s*[,:]?\\s*(?:that\\s+)?$");
    private static final Set<String> OWN = Set.of("i", "we", "me", "us", "my", "our", "i'm", "we're", "i've",
            "we've", "i'd", "we'd", "i'll", "we'll", "im");
    private static final Set<String> OTHER_PRONOUNS = Set.of("he", "she", "they", "he's", "she's", "they're");
    /** Nouns for people (not things): a subject of this kind is another person. */
    private static final Set<String> PERSON_NOUNS = Set.of("mother", "mom", "mum", "mam", "father", "dad", "parent",
            "sister", "brother", "son", "daughter", "wife", "husband", "partner", "boyfriend", "girlfriend", "kid",
            "child", "baby", "friend", "boss", "manager", "colleague", "teacher", "doctor", "nurse", "neighbour",
            "neighbor", "man", "woman", "guy", "girl", "boy", "lady", "people", "person", "everyone", "everybody",
            "somebody", "someone", "nobody", "family", "grandmother", "grandfather", "granny", "gran", "grandma",
            "grandpa", "aunt", "uncle", "cousin", "niece", "nephew", "staff", "clerk", "driver", "landlord");
    /** Verbs of a state, not of an action: said of another person, they can be the respondent's gain. */
    private static final Set<String> STATIVE = Set.of("be", "have", "feel", "seem", "look", "sound", "know",
            "like", "love", "want", "need", "hurt", "get", "stay", "remain", "sleep", "eat", "enjoy", "understand");
    /** Marks a subject the tagger reads as a name ({@link #subject}). */
    private static final String NAME = "name:";
    /** Subjects that name no speaker: "It's, like, ...", "Nothing rude, just like, ...". */
    private static final Set<String> DUMMY = Set.of("it", "it's", "this", "that", "there", "nothing", "something",
            "everything", "anything");
    private static final Set<String> PERSON_POSSESSIVES = Set.of("his", "her", "their");
    private static final Set<String> PAST_AUX = Set.of("was", "were", "did", "had", "didn't", "wasn't", "weren't");
    /** Verbs of saying: another person's words, never a gain of the respondent's. */
    private static final Set<String> SPEECH = Set.of("say", "tell", "ask", "complain", "moan", "nag", "shout",
            "yell", "go", "laugh", "joke", "comment", "text", "message", "write");
    private static final Set<String> RESPONDENT_OBJECTS = Set.of("me", "us", "my", "our");
    private static final Set<String> TOWARD = Set.of("at", "on", "to", "with", "about");
    private static final Set<String> ABILITY = Set.of("can", "could", "ca");
    private static final Pattern FILLER = Pattern.compile("(?i)^(?:i|we)\\s+(?:(?:do|did)\\s*n[o']?t\\s+"
            + "(?:really\\s+)?(?:know|remember|mind)|(?:'m|am)\\s+not\\s+(?:really\\s+)?sure|(?:guess|suppose|think)"
            + "(?:\\s+so)?|have\\s+no\\s+idea|dunno)$");
    private static final Pattern LADDER_UP = Pattern.compile("(?i)\\b(?:give you|do for you|difference does that "
            + "make|(?:important|matter|matters) to you|care about)\\b");
    private static final Pattern PURPOSE = Pattern.compile("(?i)(?:^|[.,;!?]\\s*|\\s)so(?:\\s+that)?\\s*$");

    private OwnClause() {
    }

    /** Whether the quote, found in the answer, stands inside another speaker's reported words. */
    static boolean othersSpeech(OpenNlpPipeline nlp, String quote, String answer) {
        int at = indexIn(quote, answer);
        if (at <= 0) {
            return false;
        }
        String before = answer.substring(0, at).stripTrailing();
        if (!QUOTATIVE.matcher(before).find()) {
            return false;
        }
        List<Sentence> sentences = nlp.process(before);
        if (sentences.isEmpty()) {
            return false;
        }
        String speaker = subject(sentences.get(sentences.size() - 1).tokens());
        if ((speaker == null || DUMMY.contains(speaker)) && sentences.size() > 1) {
            // "Nothing rude, just like, ...": the speaker is the subject of the sentence before
            speaker = subject(sentences.get(sentences.size() - 2).tokens());
        }
        return speaker != null && !OWN.contains(speaker) && !DUMMY.contains(speaker) && !speaker.equals("you");
    }

    /** Whether the clause only says the respondent does not know or is not sure. */
    static boolean filler(String quote) {
        if (quote == null) {
            return false;
        }
        String q = quote.strip().replace('\u2019', '\'').replaceAll("(?i)^(?:well|honestly|oh|um|uh|ah|so)[,.]?\\s+", "")
                .replaceAll("[.!…,]+$", "").replaceAll("(?i)^i'm\\b", "i 'm");
        return FILLER.matcher(q.replaceAll("\\s+", " ")).matches();
    }

    /** Whether the clause's subject is another person doing something (see the class comment). */
    static boolean othersDoing(OpenNlpPipeline nlp, String quote) {
        List<Sentence> sentences = quote == null ? List.of() : nlp.process(quote.strip());
        if (sentences.isEmpty()) {
            return false;
        }
        List<Token> tokens = sentences.get(0).tokens();
        int verb = firstVerb(tokens);
        String subject = subject(tokens);
        if (verb < 0 || subject == null || !otherPerson(subject)) { // a name may be a brand: not taken for a person
            return false;
        }
        boolean ability = false;
        for (int i = verb; i < tokens.size(); i++) {
            Token t = tokens.get(i);
            if (t.is("AUX") || t.is("PART") || t.is("ADV")) {
                ability |= ABILITY.contains(t.lower());
                if (t.is("AUX") && t.lemma().equals("be") && i + 1 < tokens.size() && tokens.get(i + 1).is("VERB")
                        && !tokens.get(i + 1).lower().endsWith("ing")) {
                    return false; // "he was taken to hospital": done to them
                }
                continue;
            }
            if (t.is("VERB")) {
                String lemma = t.lemma().toLowerCase(Locale.ROOT);
                return !ability && !STATIVE.contains(lemma) && (SPEECH.contains(lemma) || atRespondent(tokens, i));
            }
            break;
        }
        return false; // an auxiliary as the main verb: "she's a pharmacist", "he has hay fever"
    }

    /** Whether the quote is a "so"/"so that" clause about someone other than the respondent. */
    static boolean purpose(OpenNlpPipeline nlp, String quote, String answer) {
        int at = indexIn(quote, answer);
        if (at < 0 || !PURPOSE.matcher(answer.substring(0, at)).find() && !quote.strip().matches("(?i)^so\\b.*")) {
            return false;
        }
        List<Sentence> sentences = nlp.process(quote.strip().replaceFirst("(?i)^so(?:\\s+that)?\\s+", ""));
        if (sentences.isEmpty()) {
            return false;
        }
        List<Token> tokens = sentences.get(0).tokens();
        String subject = subject(tokens);
        int verb = firstVerb(tokens);
        boolean theirs = subject != null && (otherPerson(subject) || subject.startsWith(NAME)
                || verb > 1 && PERSON_POSSESSIVES.contains(tokens.get(verb - 2).lower())); // "her shoulders"
        boolean past = tokens.stream().anyMatch(t -> PAST_AUX.contains(t.lower())
                || t.is("VERB") && t.lower().endsWith("ed") && !t.lower().equals(t.lemma()));
        return theirs && !past; // "so he missed half the league": a result told, not a purpose
    }

    /** The said-back clause worded as the purpose it is ("it's so that he has ..."), or {@code null} as it came. */
    static String worded(String said, boolean purpose) {
        return said == null || !purpose ? said : "it's so that " + said;
    }

    /**
     * Whether the quote may be said back to the respondent as their own (see the class comment); {@code ladder}
     * when the question climbs from it.
     */
    static boolean sayable(OpenNlpPipeline nlp, String quote, String answer, boolean ladder) {
        if (quote == null) {
            return true;
        }
        return !filler(quote) && !othersSpeech(nlp, quote, answer) && !(ladder && othersDoing(nlp, quote))
                && !(ladder && CIRCUMSTANCE.matcher(quote.strip()).find()) // "I work 6 to 4": no rung
                && !JokingAside.joking(quote, answer); // "it sounds a bit like Miss Universe, haha": no rung
    }

    /**
     * Whether the verb at {@code verb} is done to or at the respondent: "me", "us", "my", "our" as its object or after
     * "at", "on", "to", "with", "about" ("she rolls her eyes at me", "people rely on us"); "before me" is not.
     */
    private static boolean atRespondent(List<Token> tokens, int verb) {
        for (int i = verb + 1; i < tokens.size(); i++) {
            String w = tokens.get(i).lower();
            if (RESPONDENT_OBJECTS.contains(w)) {
                return i == verb + 1 || TOWARD.contains(tokens.get(i - 1).lower()); // "rolls her eyes at me"
            }
            if (tokens.get(i).is("PUNCT", "SCONJ", "CCONJ")) {
                return false;
            }
        }
        return false;
    }

    /**
     * Whether any of the questions climbs a ladder from what is said back: asks what it gives the respondent, does
     * for them, or why it matters or is important to them ({@link MethodFit#UP} and its kind).
     */
    static boolean ladders(List<String> questions) {
        return questions.stream().anyMatch(q -> q != null && LADDER_UP.matcher(q).find());
    }

    static boolean otherPerson(String subject) {
        return OTHER_PRONOUNS.contains(subject) || PERSON_NOUNS.contains(subject)
                || subject.endsWith("s") && PERSON_NOUNS.contains(subject.substring(0, subject.length() - 1))
                || subject.equals("children") || subject.equals("men") || subject.equals("women");
    }

    /**
     * The lower-cased head of the subject: the last noun or pronoun before the first verb, not in a prepositional
     * phrase; a name is marked with {@value #NAME}.
     */
    static String subject(List<Token> tokens) {
        String head = null;
        int verb = firstVerb(tokens);
        for (int i = 0; i < (verb < 0 ? 0 : verb); i++) {
            Token t = tokens.get(i);
            boolean inPhrase = i > 0 && (tokens.get(i - 1).is("ADP") || i > 1 && tokens.get(i - 1).is("DET")
                    && tokens.get(i - 2).is("ADP"));
            if (t.is("NOUN", "PROPN", "PRON") && !inPhrase) {
                head = (t.is("PROPN") ? NAME : "") + t.lower().replace('\u2019', '\''); // a name: a person or a brand
            }
        }
        return head;
    }

    private static int firstVerb(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).is("VERB", "AUX")) {
                return i;
            }
        }
        return -1;
    }

    private static int indexIn(String quote, String answer) {
        if (quote == null || answer == null || quote.isBlank()) {
            return -1;
        }
        return answer.toLowerCase(Locale.ROOT).indexOf(quote.strip().toLowerCase(Locale.ROOT));
    }
}
