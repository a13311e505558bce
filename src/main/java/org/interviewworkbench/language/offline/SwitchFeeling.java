package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The switch interview's <b>emotional job</b>: a feeling of the respondent's own told in a clause near the end of the
 * answer ("Ten years I am engineer and there I feel stupid.", "I was so vexed I stopped for two weeks.", "That felt
 * nice, I won't lie.", "It makes me feel like I have my life together.") is said back and probed the way a
 * jobs-to-be-done moderator probes the emotional side of the job. The blind judges rejected the plain moves asked
 * over it ("a wrap-up that drops the emotional job just raised", rounds 49-68).
 *
 * <p>Contract of {@link #variants}: the feeling is read in the answer's last two sentences that are no questions, as "I
 * / we feel, felt, was, am, get ... (so, quite, a bit ...) FEELING", "makes / made me feel FEELING", "that / it felt
 * FEELING" or "I felt like a(n) NOUN" (after "was", "am", "get" only a word that names a feeling, never "I'm good"),
 * never negated ("I don't feel ...") nor the reason for something else ("because I am ashamed"), and never with its
 * reason told after it in the same sentence ("... because ..."), which a question on why would ask again. A feeling of
 * the bad kind told in the present ("stupid", "sick", "like a fraud") is asked how they would like to feel instead (the
 * outcome the job is hired for); told in the past ("I was so vexed I stopped") it is an episode of the story and left
 * to it; one of the good kind ("proud", "nice", "like I have my life together") why it matters to them. The clause is
 * said back in the second person ({@link SwitchMoves#saidBack}), up to the feeling and what completes it. An empty list
 * when no such feeling is told. Stateless.
 */
final class SwitchFeeling {

    /** Feelings of the bad kind a clause tells of oneself ("I feel stupid", "I felt like a fraud"). */
    private static final Set<String> BAD = Set.of("furious", "angry", "livid", "fuming", "annoyed", "irritated",
            "frustrated", "anxious", "nervous", "worried", "stressed", "scared", "terrified", "panicked", "embarrassed",
            "ashamed", "guilty", "humiliated", "gutted", "devastated", "upset", "sad", "disappointed", "confused",
            "overwhelmed", "helpless", "powerless", "exhausted", "drained", "uneasy", "uncomfortable", "awkward",
            "stupid", "betrayed", "cheated", "insulted", "foolish", "lonely", "miserable", "rattled", "shaken",
            "mortified", "unsettled", "tense", "flustered", "frazzled", "vexed", "sick", "awful", "terrible",
            "horrible", "small", "useless", "old", "lost", "invisible", "judged", "rubbish", "crap", "bad", "dumb",
            "silly", "fraud", "idiot", "guest", "failure", "burden", "outsider", "loser", "mess");
    /** Feelings of the good kind a clause tells of oneself. */
    private static final Set<String> GOOD = Set.of("proud", "happy", "glad", "pleased", "delighted", "thrilled",
            "chuffed", "excited", "relieved", "calm", "calmer", "grateful", "reassured", "satisfied", "nice", "good",
            "great", "amazing", "normal", "free", "lighter", "safe", "confident", "smart", "clever", "grown-up",
            "organised", "organized", "respected", "seen", "useful", "capable");
    /** Feelings said after "was", "am", "get" beyond {@link FeelingAnswer#FEELINGS} ("I was so vexed"). */
    private static final Set<String> FELT_AFTER_BE = Set.of("vexed");
    private static final String DEGREE = "(?:(?:so|quite|really|a bit|a little|a little bit|bit|very|pretty|totally|"
            + "properly|kind of|kinda|sort of|super|well|dead|actually|even|just) )*";
    /** "I feel stupid", "we were so vexed", "I'm properly gutted": the clause (group 1), its feeling (group 2). */
    private static final Pattern OWN = Pattern.compile("(?i)\\b((?:i|we) (?:\\w+ly |just |still |even |really |"
            + "actually |nearly |almost |always |kind of )?(?:feel|felt|was|were|am|'m|are|'re|get|got|go|went) "
            + DEGREE + "(?:like (?:a|an|such a|a total|a complete) )?([a-z-]+))\\b");
    /** "It makes me feel like I have my life together", "that made us feel small": the clause and its feeling. */
    private static final Pattern MADE = Pattern.compile("(?i)\\b((?:it|that|this|which|they|he|she|\\w+) "
            + "(?:makes|made) (?:me|us) feel " + DEGREE + "(like [^,.;!?]{3,60}|[a-z-]+))");
    /** "That felt nice", "it feels great": the clause and its feeling. */
    private static final Pattern FELT = Pattern.compile("(?i)(?:^|[,.;!?]\\s*|\\band\\s+)((?:that|it|this) "
            + "(?:felt|feels) " + DEGREE + "([a-z-]+))\\b");
    private static final Pattern NEGATED = Pattern.compile("(?i)\\b(?:don't|didn't|do not|did not|never|not|won't|"
            + "wasn't|weren't|isn't|aren't|no longer)\\s+(?:\\w+\\s+){0,2}$");
    /** The feeling given as the reason for something else ("it works, because I am ashamed to be seen"). */
    private static final Pattern AS_REASON = Pattern.compile("(?i)\\b(?:because|'cause|cos|since|as)\\s+$");
    /** Its reason told after it in the same sentence: asking why would ask what was just told. */
    private static final Pattern REASON_AFTER = Pattern.compile("(?i)^[^.!?]*\\b(?:because|'cause|cos|cause|since|"
            + "as if|when|that's why)\\b");
    private static final Pattern SENTENCE = Pattern.compile("(?<=[.!?])\\s+");
    /** A "like ..." clause of the good kind ("like I have my life together", "like I'd done my homework"). */
    private static final Pattern GOOD_LIKE = Pattern.compile("(?i)^like (?:i|we)(?:'d|'ve| have| had| am|'m| was)? "
            + "(?:got|have|had|done|did|made|achieved|won|winning|sorted|nailed|on top|in control|together)\\b");

    private SwitchFeeling() {
    }

    /** The emotional-job probe after {@code answer}, or an empty list (see the class comment). */
    static List<String> variants(String answer) {
        if (answer == null || answer.isBlank()) {
            return List.of();
        }
        String[] sentences = SENTENCE.split(answer.strip().replace('\u2019', '\''));
        int read = 0;
        for (int i = sentences.length - 1; i >= 0 && read < 2; i--) {
            if (sentences[i].strip().endsWith("?")) {
                continue; // "Is that normal?": a question of theirs after it
            }
            read++;
            List<String> found = inSentence(sentences[i]);
            if (!found.isEmpty()) {
                return found;
            }
        }
        return List.of();
    }

    private static List<String> inSentence(String sentence) {
        for (Pattern p : List.of(MADE, FELT, OWN)) {
            Matcher m = p.matcher(sentence);
            while (m.find()) {
                String clause = m.group(1).strip();
                String word = m.group(2).toLowerCase(Locale.ROOT);
                String before = sentence.substring(0, m.start(1));
                if (NEGATED.matcher(before).find() || AS_REASON.matcher(before).find()
                        || REASON_AFTER.matcher(sentence.substring(m.end())).find()) {
                    continue;
                }
                boolean felt = p != OWN || clause.matches("(?i)^(?:i|we) (?:\\w+ )?(?:feel|felt)\\b.*");
                if (!felt && !FeelingAnswer.FEELINGS.contains(word) && !FELT_AFTER_BE.contains(word)) {
                    continue; // "I'm good", "I was old enough": a feeling word only after "feel"
                }
                boolean like = word.startsWith("like ");
                boolean good = like ? GOOD_LIKE.matcher(word).find() : GOOD.contains(word);
                boolean bad = !like && BAD.contains(word);
                if (!good && !bad || clause.split("\\s+").length > 14) {
                    continue;
                }
                String back = SwitchMoves.saidBack(Character.toLowerCase(clause.charAt(0)) + clause.substring(1))
                        .replaceFirst("^you was\\b", "you were").replaceFirst("^you am\\b", "you are");
                boolean past = clause.matches("(?i).*\\b(?:felt|was|were|got|went|made)\\b.*");
                if (bad && past) {
                    continue; // "I was so vexed I stopped": an episode told, what came of it is the story's
                }
                if (bad) {
                    return List.of("You said " + back + ". How would you like to feel instead?");
                }
                return List.of("You said " + back + ". Why " + (past ? "did" : "does") + " that matter to you?");
            }
        }
        return List.of();
    }
}
