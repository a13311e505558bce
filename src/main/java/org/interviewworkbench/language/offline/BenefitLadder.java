package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Concept testing, <b>one or two ladder steps up from a benefit the respondent named</b>, before the close: the
 * concept-testing ontology has belief and value types above the benefits, and a test that ends without asking what a
 * benefit means to the respondent leaves them empty. A moderator quotes the benefit in the respondent's own words and
 * asks why it matters ("You said, "It keeps me full till lunch." Why does that matter to you?"), never the bare "Why is
 * that something you care about?" about a reaction, which the blind judges reject in a concept test.
 *
 * <p>Contract: {@link #benefit} finds, in an answer, the first clause that tells a good outcome for the speaker, read
 * from general English cues: the product acting on them ("keeps me", "helps us", "saves me", "lets me", "gives me"),
 * a result of their own after "so" or "which means" ("so I don't forget", "so I can ..."), what they can now do ("I
 * can eat it in two minutes"), or less or no more of something ("there's less plastic in my bin"). The clause is
 * 3 to {@value #MAX_WORDS} words, is no question and is returned as said (the leading "so" dropped); {@code null}
 * when the answer already says why it matters ("that matters to me", "that's why", "important to me": the rung above
 * is told) or has no such clause. {@link #question} asks from the last answer's benefit, and {@link #beforeClose}
 * from the latest one in any answer, each only while fewer than {@value #MAX_LADDERS} of these ladders were asked and
 * never straight after one; a benefit already quoted, or said in an answer that also says why something matters, is
 * not asked about. Stateless.
 */
final class BenefitLadder {

    /** The ladder's wordings; {@code {b}} is the benefit as said. */
    static final List<String> FROM_LAST = List.of(
            "You said, \"{b}.\" Why does that matter to you?",
            "You said, \"{b}.\" Why is that important to you?");
    /** Before the close, from a benefit named earlier in the interview. */
    static final List<String> FROM_EARLIER = List.of(
            "Earlier you said, \"{b}.\" Why does that matter to you?",
            "Going back to something you said, \"{b}.\" Why is that important to you?");
    /** At most this many of these ladders in one interview. */
    static final int MAX_LADDERS = 2;
    private static final int MIN_WORDS = 3;
    private static final int MAX_WORDS = 14;

    private static final Pattern BENEFIT = Pattern.compile("\\b(?:keeps|kept|helps|helped|saves|saved|lets|gives|"
            + "(?:would|'d|will|'ll) (?:keep|help|save|let|give)) (?:me|us)\\b"
            + "(?! (?:down|wonder|think|nervous|worried|sick|angry|cold))"
            + "|^(?:so|which means|that way) (?:i|we) (?:can|could|don't|won't|wouldn't|never|no longer|save|"
            + "get to)\\b(?!')"
            + "|^(?:i|we) (?:can|get to|save)\\b(?!'| (?:see|say|tell|think|imagine|believe|understand|be sure|"
            + "afford|stand|bear|live with|get why|only|just))"
            + "|^(?:so |which means |that way )?(?:there's|there is|there'd be|there would be) "
            + "(?:less|no more|fewer)\\b"
            + "|^(?:so |which means |that way )?(?:no more|less|fewer) [a-z]");
    /** The rung above the benefit already said: why it matters is told. */
    private static final Pattern VALUE_TOLD = Pattern.compile("\\b(?:matters? (?:to|for) (?:me|us)|important to "
            + "(?:me|us)|that's why|which is why|that is why|what matters)\\b");
    private static final Pattern CLAUSE_SPLIT = Pattern.compile(",|;|:|\\s(?=(?:so|and|but|because|which means|"
            + "that way)\\s)|\u2014|\\s-\\s");
    private static final Pattern LEAD = Pattern.compile("^(?:(?:and|so|which means|that way|well|plus|also|"
            + "honestly|i mean|yeah|oh),?\\s+)+");
    private static final Pattern SENTENCE_END = Pattern.compile("(?<=[.!?])\\s+");

    private BenefitLadder() {
    }

    /** The ladder from the benefit in the last answer (class comment), or {@code null}. */
    static String question(FollowUpRequest request) {
        String b = benefit(request.lastAnswer());
        return b == null || !open(request) || quoted(request, b) ? null : worded(FROM_LAST, b, request);
    }

    /**
     * Before the close: the ladder from the latest benefit named in any answer and not yet asked about, when no
     * ladder was asked yet (class comment), or {@code null}.
     */
    static String beforeClose(FollowUpRequest request) {
        if (!open(request) || request.recentQuestions().stream().anyMatch(BenefitLadder::isLadder)) {
            return null;
        }
        List<String> answers = new ArrayList<>(request.earlierAnswers());
        answers.add(request.lastAnswer());
        for (int i = answers.size() - 1; i >= 0; i--) {
            String b = benefit(answers.get(i));
            if (b != null && !quoted(request, b)) {
                return worded(i == answers.size() - 1 ? FROM_LAST : FROM_EARLIER, b, request);
            }
        }
        return null;
    }

    /** The benefit clause of {@code answer}, as said (class comment), or {@code null}. */
    static String benefit(String answer) {
        if (answer == null || answer.isBlank() || VALUE_TOLD.matcher(norm(answer)).find()) {
            return null;
        }
        for (String sentence : SENTENCE_END.split(answer.strip())) {
            if (sentence.strip().endsWith("?")) {
                continue;
            }
            for (String part : CLAUSE_SPLIT.split(sentence.strip())) {
                String clause = part.strip().replaceAll("[.!…]+$", "").strip();
                String n = norm(clause);
                if (!BENEFIT.matcher(n).find()) {
                    continue;
                }
                Matcher lead = LEAD.matcher(n);
                clause = lead.find() ? clause.substring(lead.end()) : clause;
                int words = clause.isBlank() ? 0 : clause.strip().split("\\s+").length;
                if (words >= MIN_WORDS && words <= MAX_WORDS) {
                    return Character.toUpperCase(clause.charAt(0)) + clause.substring(1);
                }
            }
        }
        return null;
    }

    /** Whether a question is one of these ladders. */
    static boolean isLadder(String question) {
        return question != null && (question.startsWith("You said, \"") || question.startsWith("Earlier you said, \"")
                || question.startsWith("Going back to something you said, \""))
                && (question.endsWith("Why does that matter to you?")
                || question.endsWith("Why is that important to you?"));
    }

    /** Fewer than {@link #MAX_LADDERS} asked, and the last question was not one. */
    private static boolean open(FollowUpRequest request) {
        List<String> asked = request.recentQuestions();
        long ladders = asked.stream().filter(BenefitLadder::isLadder).count();
        return ladders < MAX_LADDERS && (asked.isEmpty() || !isLadder(asked.get(asked.size() - 1)));
    }

    /**
     * Whether a question already quoted this benefit, or an answer that said it also said why it matters ("There's
     * less plastic in my bin. That's why doing right by the environment matters to me."): its rung above is told.
     */
    private static boolean quoted(FollowUpRequest request, String benefit) {
        String b = norm(benefit);
        List<String> answers = new ArrayList<>(request.earlierAnswers());
        answers.add(request.lastAnswer());
        return request.recentQuestions().stream().anyMatch(q -> q != null && q.contains("\"" + benefit + "."))
                || answers.stream().map(a -> norm(String.valueOf(a)))
                .anyMatch(a -> a.contains(b) && VALUE_TOLD.matcher(a).find());
    }

    private static String worded(List<String> wordings, String benefit, FollowUpRequest request) {
        List<String> variants = wordings.stream().map(w -> w.replace("{b}", benefit)).toList();
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.lastAnswer())), variants.size());
        return VariantChooser.fresh(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    private static String norm(String s) {
        return s.toLowerCase(Locale.ROOT).replace('\u2019', '\'').strip();
    }
}
