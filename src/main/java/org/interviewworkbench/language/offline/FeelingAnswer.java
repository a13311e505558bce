package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Question composition, <b>answer reading</b>: an answer that is a feeling in a word or two ("Furious.", "Anxious, a
 * bit. We'd paid the deposit.", "Relieved. Mostly smug."), and a clause that already says how something felt
 * ("install day was brilliant"). After such an answer a moderator asks what made them feel that way; asking how it
 * felt again, for another occasion "like that" or what gets in the way of "that" would not fit (issue 12).
 *
 * <p>Contract: {@link #feeling} holds when the answer's first phrase (up to the first comma, dot, dash, question or
 * exclamation mark) has at most four words, all of them feeling words (or words that say how it felt when they are
 * the whole answer: "Sick.", "Horrible.") or softeners ("a bit", "really", "mostly"), with at least one feeling word.
 * {@link #evaluation} returns the first word of feeling or evaluation in a clause ("brilliant", "a nightmare",
 * "stressed"), not negated or lessened just before it ({@link FocusKind#lessened}).
 */
final class FeelingAnswer {

    static final Set<String> FEELINGS = Set.of("furious", "angry", "livid", "fuming", "annoyed", "irritated",
            "frustrated", "anxious", "nervous", "worried", "stressed", "scared", "terrified", "panicked", "panicky",
            "relieved", "relief", "smug", "happy", "glad", "pleased", "delighted", "thrilled", "chuffed", "excited",
            "proud", "embarrassed", "ashamed", "guilty", "humiliated", "gutted", "devastated", "upset", "sad",
            "disappointed", "confused", "overwhelmed", "helpless", "powerless", "calm", "grateful", "shocked",
            "surprised", "stunned", "exhausted", "drained", "hopeful", "uneasy", "uncomfortable", "awkward",
            "stupid", "betrayed", "cheated", "insulted", "vindicated", "elated", "satisfied", "reassured", "foolish",
            "anger", "frustration", "fear", "panic", "dread", "joy", "shame", "lonely", "miserable", "rattled",
            "shaken", "nervy", "excitement", "embarrassment", "disbelief", "amused", "bored", "impatient", "fed",
            "cross", "mortified", "unsettled", "tense", "edgy", "scary", "terrifying", "stressful", "annoying",
            "infuriating", "frustrating", "embarrassing", "discouraged", "deflated", "demoralised", "demoralized",
            "encouraged", "heartened", "flustered", "smitten", "besotted", "frazzled", "ecstatic", "miffed", "peeved",
            "irked", "jittery", "apprehensive", "wary", "resentful", "envious", "jealous", "homesick", "nostalgic",
            "sheepish", "giddy", "sweating", "shaking", "panicking", "dreading", "ticked", "buzzing", "stressing",
            "hooked");
    /**
     * Words that say how it felt when given as the whole answer ("Sick. Properly sick.", "Horrible, honestly."),
     * though inside a clause they judge a thing ("the queue was horrible") rather than name a feeling.
     */
    private static final Set<String> FELT_AS_ANSWER = Set.of("sick", "horrible", "awful", "terrible", "dreadful",
            "grim", "rough", "rotten", "wretched", "gutting", "heartbreaking", "heartbroken", "crushed", "numb", "flat",
            "low", "down", "lousy", "crap");
    private static final Set<String> SOFTENERS = Set.of("a", "bit", "little", "very", "so", "really", "mostly",
            "quite", "pretty", "just", "totally", "absolutely", "honestly", "properly", "bloody", "kind", "sort", "of",
            "kinda", "up", "and", "mainly", "slightly", "somewhat", "extremely", "incredibly", "utterly",
            "completely", "rather", "too", "more", "than", "anything", "at", "first", "then", "oh", "um", "uh",
            "well", "i", "guess", "mm", "hmm", "yeah");
    private static final Set<String> EVALUATIONS = Set.of("brilliant", "awful", "terrible", "great", "amazing",
            "horrible", "lovely", "painless", "smooth", "rubbish", "nightmare", "dreadful", "fantastic", "excellent",
            "perfect", "useless", "hopeless", "shambles", "disaster", "wonderful", "superb", "appalling", "grim");
    /** A lead-in before the feeling ("If I'm honest, it's dread.", "I was just furious.", "Honestly? Kinda nervous."). */
    private static final java.util.regex.Pattern OPENER = java.util.regex.Pattern.compile("(?i)^(?:(?:if i'm honest|"
            + "to be honest|honestly|in all honesty|well|oh|um|i think|i guess)[,.?!]?\\s+)?(?:(?:it's|it was|i was|i felt|"
            + "i'm|i am|felt|pure|just)\\s+)*");

    private FeelingAnswer() {
    }

    /** Whether the answer opens with a feeling in a word or two (see the class comment). */
    static boolean feeling(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String first = OPENER.matcher(answer.strip().replace('\u2019', '\'')).replaceFirst("")
                .split("[.,;:!?\u2014\u2013]|\\s-\\s", 2)[0].strip();
        String[] words = first.toLowerCase(Locale.ROOT).split("\\s+");
        if (first.isEmpty() || words.length > 4) {
            return false;
        }
        boolean any = false;
        for (String w : words) {
            if (FEELINGS.contains(w) || FELT_AS_ANSWER.contains(w)) {
                any = true;
            } else if (!SOFTENERS.contains(w)) {
                return false;
            }
        }
        return any;
    }

    /**
     * Whether an answer that opens on a feeling ({@link #feeling}) goes on to say what brought it on in the sentence
     * after it: a sentence of five words or more with a finite verb ("Pretty flat, to be honest. Three weeks when you
     * can't work properly is three weeks of no money."), or a likeness of three words or more ("Irritated. Not angry,
     * irritated. Like death by paperwork."); a question back ("Does this happen to many people?") is none. A second
     * feeling alone ("Relieved. Mostly smug.", "Mortified. And angry
     * at myself.") says nothing of the cause. Asking "What made you feel that way?" then asks what was just said.
     */
    static boolean causeFollows(String answer) {
        if (!feeling(answer)) {
            return false;
        }
        String[] sentences = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'')
                .split("(?<=[.!?])\\s+");
        for (int i = 1; i < sentences.length; i++) {
            if (sentences[i].strip().endsWith("?")) {
                continue; // "Does this happen to many people?": a question back, no cause
            }
            String s = sentences[i].replaceAll("[^a-z' ]", " ").strip();
            int words = s.isEmpty() ? 0 : s.split("\\s+").length;
            if (words >= 5 && FINITE.matcher(s).find() || words >= 3 && LIKENESS.matcher(s).lookingAt()) {
                return true;
            }
        }
        return false;
    }

    /** A finite verb of a closed class, or a past form in -ed. */
    private static final java.util.regex.Pattern FINITE = java.util.regex.Pattern.compile("\\b(?:is|was|are|were|"
            + "has|had|have|did|does|do|can't|couldn't|won't|wouldn't|didn't|doesn't|don't|isn't|wasn't|kept|took|got|"
            + "made|said|told|meant|means|went|came|gave|[a-z]+'s|[a-z]+'re|[a-z]+'d|[a-z]{3,}ed)\\b");
    /** A sentence that likens it to something ("Like death by paperwork.", "It was like ..."). */
    private static final java.util.regex.Pattern LIKENESS = java.util.regex.Pattern.compile("(?:(?:it was|it's|"
            + "felt|it felt) )?like (?!i\\b|that\\b|this\\b|it\\b)");

    /** The first word of feeling or evaluation in {@code text} that is not negated just before it. */
    static Optional<String> evaluation(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        String[] w = text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z' ]", " ").split("\\s+");
        for (int i = 0; i < w.length; i++) {
            if (!FEELINGS.contains(w[i]) && !EVALUATIONS.contains(w[i]) || "fed".equals(w[i])) {
                continue;
            }
            if (!FocusKind.lessened(w, i)) {
                return Optional.of(w[i]);
            }
        }
        return Optional.empty();
    }
}
