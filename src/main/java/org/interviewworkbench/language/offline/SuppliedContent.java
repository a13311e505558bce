package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Answer reading, <b>what the answer supplies about the focus</b> (issue 12, "asks what was just answered"): the
 * content kinds that {@link AnsweredIntents} does not read from the answer as a whole, because they are said about
 * the focus in the sentences around it. Each intent asks for one kind of content; when the answer already gives it, a
 * moderator makes the method's next move instead ({@link NextMove}). Read with general English cues:
 * <ul>
 *   <li>{@link Intent#DEEPEN} (why it matters): in the sentence that holds the focus or the one after it, outside the
 *       focus itself (a reason that is the focus is the next rung to ask about), a reason or
 *       result connective ("because", "so that", "that's why", "which means", "that way"), what it does for them
 *       ("it makes / lets / saves / helps ..."), a purpose of their own ("I'd like to be ...", "I want to feel ..."),
 *       or anywhere in the answer an emphasis that says it matters most ("that's the whole thing", "the main thing",
 *       "more than anything", "above all"): a confirmation that it matters would ask for it again;</li>
 *   <li>{@link Intent#OBSTACLES} (problems, what gets in the way), unless the focus is itself a trouble (then the
 *       questions follow the trouble up, "How did you deal with that?"): a drawback marker ("except", "the problem is",
 *       "the catch is", "it's fine once you're in, but") or trouble in at least two sentences of the answer ({@link FocusKind#troubled},
 *       {@link AnswerRole#complaint});</li>
 *   <li>{@link Intent#CLARIFY} (specifics, elaboration): at least two sentences follow the one that holds the focus,
 *       or an example after it ("for example", "for instance", "like when", "told me once");</li>
 *   <li>{@link Intent#CAUSE} (lead-up): the answer opens with a result connective ("So now ...", "That's why ...",
 *       "Because of that ..."), so it says it follows from what was said before, or a later sentence opens with "So"
 *       and a clause ("... So I expected a call"), which gives the reason for what it says;</li>
 *   <li>{@link Intent#EMOTIONS} (feeling): a feeling said of oneself in any words ("I felt a lot calmer", not
 *       "I feel that they overcharge"), or how it was, said of the occasion ("it was so easy", "that was a nightmare",
 *       "so different from last time"; not a plain "it's fine", often someone else's words reported), see {@link #felt},
 *       or an answer that opens on a feeling ("Pretty flat, to be honest.", {@link FeelingAnswer#feeling}).</li>
 * </ul>
 * The focus is found by its quote; when the quote is not in the answer only the whole-answer cues apply.
 */
final class SuppliedContent {

    private static final Pattern REASON = Pattern.compile("\\b(?:because|'cause|cos|so that|that's why|which is why|"
            + "that is why|which means|which meant|that means|that way|in order to|"
            + "(?:it|that|this|which) (?:means|meant|makes|made|lets|let|helps|helped|saves|saved|gives|gave|keeps|kept)"
            + " (?:me|us|it|the|my|our|life|things|everything)|"
            + "(?:i|we)(?:'d| would) (?:like|love|want) to (?:be|feel|keep|know|do|think)|"
            + "(?:i|we) (?:want|need|like|try) to (?:be|feel|keep|know))\\b");
    /** A purpose or reason said not to hold ("I didn't want to be", "not because"): no reason given. */
    private static final Pattern NEGATED = Pattern.compile("(?:n't|not|never)\\s*$");
    private static final Pattern EMPHASIS = Pattern.compile("\\b(?:(?:that's|that is|it's|it is|that was|it was) "
            + "(?:the )?(?:whole|main|only|biggest|most important|key|number one) (?:thing|point|reason|priority)|"
            + "(?:the|my|our) (?:main|whole|biggest|number one|top|first) (?:thing|reason|priority|concern)|"
            + "(?:matters|counts) (?:most|the most|more than anything)|more than anything|above all|"
            + "that's (?:what|all that) (?:really )?(?:matters|counts)|that's everything)\\b");
    private static final Pattern DRAWBACK = Pattern.compile("\\b(?:except|the (?:only )?(?:problem|trouble|catch|"
            + "downside|snag|issue) (?:is|was)|what gets in the way|the hard part)\\b|"
            + "\\b(?:fine|okay|ok|good|great|nice|works|handy)\\b[^.!?;]{0,40}?,? but\\b");
    private static final Pattern EXAMPLE = Pattern.compile("\\b(?:for example|for instance|like when|like the time|"
            + "(?:told|showed) (?:me|us) once|one time|last time)\\b");
    private static final Pattern LEADS_ON = Pattern.compile("^\\W*(?:so,? (?:now|these days|since then|from then on)|"
            + "that's why|which is why|because of (?:that|this|it)|since then|after that,? (?:i|we))\\b");
    private static final Pattern SO_CLAUSE = Pattern.compile("[.!?;]\\s+so,? (?:i|we|that|it|this|they|he|she|you)\\b");
    /** "It was completely fine", "that was a nightmare", "so different from ...": how the occasion was. */
    private static final Pattern HOW_IT_WAS = Pattern.compile("\\b(?:it|that|this)(?:'s| is| was) (?:so |really |"
            + "completely |totally |absolutely |just |quite |pretty |a )?([a-z]+)\\b|(?:^|[.!?,]\\s*)so (different)\\b");
    /** A feeling said of oneself in any words ("I felt a lot calmer"), not a view of others ("I felt that they"). */
    private static final Pattern FELT = Pattern.compile("\\b(?:i|we)(?:'ve| have)? (?:felt|feel|was feeling|"
            + "were feeling) (?!(?:like|that) (?!(?:i|i'm|i'd|i've|i was|we|we're|we'd|we were)\\b))");
    /** Words that say how an occasion was when said of "it" ("it was fine"), besides the feeling lexicon. */
    private static final Set<String> HOW_WORDS = Set.of("different", "easy", "smooth", "calm",
            "relaxed", "chaotic", "stressful", "scary", "horrible", "awful", "terrible", "great", "brilliant",
            "lovely", "nightmare", "disaster", "shambles");

    private SuppliedContent() {
    }

    /** The intents whose content {@code answer} already supplies about the focus {@code quote} (see the class). */
    static Set<Intent> of(String answer, String quote) {
        Set<Intent> out = EnumSet.noneOf(Intent.class);
        if (answer == null || answer.isBlank()) {
            return out;
        }
        String a = answer.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        String[] sentences = a.split("(?<=[.!?])\\s+");
        int at = holding(sentences, quote);
        String near = at < 0 ? "" : (sentences[at] + (at + 1 < sentences.length ? " " + sentences[at + 1] : ""))
                .replace(normal(quote), " | "); // a reason inside the focus is the rung a ladder asks about next
        if (reason(near) || EMPHASIS.matcher(a).find()) {
            out.add(Intent.DEEPEN);
        }
        int troubled = 0;
        for (String s : sentences) {
            troubled += FocusKind.troubled(s) || AnswerRole.complaint(s) ? 1 : 0;
        }
        boolean troubleFocus = at >= 0 && (FocusKind.troubled(normal(quote)) || AnswerRole.complaint(quote));
        if (!troubleFocus && (DRAWBACK.matcher(a).find() || troubled >= 2)) { // a trouble itself is followed up
            out.add(Intent.OBSTACLES);
        }
        if (at >= 0 && (sentences.length - at - 1 >= 2
                || EXAMPLE.matcher(String.join(" ", java.util.Arrays.copyOfRange(sentences, at, sentences.length)))
                .find())) {
            out.add(Intent.CLARIFY);
        }
        if (LEADS_ON.matcher(a).find() || SO_CLAUSE.matcher(a).find()) {
            out.add(Intent.CAUSE);
        }
        if (felt(answer).isPresent() || FELT.matcher(a).find() || FeelingAnswer.feeling(answer)) { // "Pretty flat."
            out.add(Intent.EMOTIONS);
        }
        return out;
    }

    /**
     * The word that says how the occasion was ("fine", "a nightmare" as "nightmare"), said of "it" or "that", or a
     * contrast ("so different", preferred), not negated or lessened just before it ({@link FocusKind#lessened});
     * empty when there is none.
     */
    static Optional<String> felt(String answer) {
        if (answer == null || answer.isBlank()) {
            return Optional.empty();
        }
        String a = answer.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        var m = HOW_IT_WAS.matcher(a);
        String first = null;
        while (m.find()) {
            String word = m.group(1) != null ? m.group(1) : m.group(2);
            if (m.group(2) == null && !HOW_WORDS.contains(word) && !FeelingAnswer.FEELINGS.contains(word)) {
                continue;
            }
            String[] before = a.substring(0, m.start()).replaceAll("[^a-z' ]", " ").strip().split("\\s+");
            String[] words = java.util.Arrays.copyOf(before, before.length + 1);
            words[before.length] = word;
            if (!FocusKind.lessened(words, before.length) && !m.group().contains(" not ")) {
                if (m.group(2) != null) {
                    return Optional.of(word); // a contrast ("so different") asks what made the difference
                }
                first = first == null ? word : first;
            }
        }
        return Optional.ofNullable(first);
    }

    /**
     * Whether "What made it so {@code word}?" reads as a question: not for a feeling ("so furious" is asked what made
     * them feel that way), a noun ("so nightmare") or a plain "fine" or "okay", which ask nothing about what stood
     * out.
     */
    static boolean madeItSo(String word) {
        return word != null && !FeelingAnswer.FEELINGS.contains(word) && !PLAIN_OR_NOUN.contains(word);
    }

    private static final Set<String> PLAIN_OR_NOUN = Set.of("nightmare", "shambles", "disaster", "fine", "okay", "ok");

    private static boolean reason(String text) {
        var m = REASON.matcher(text);
        while (m.find()) {
            String before = text.substring(Math.max(0, m.start() - 12), m.start());
            if (!NEGATED.matcher(before.replaceAll("\\b(?:i|we|you|really|just)\\s*$", "")).find()) {
                return true;
            }
        }
        return false;
    }

    private static String normal(String quote) {
        return quote.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }

    private static int holding(String[] sentences, String quote) {
        if (quote == null || quote.isBlank()) {
            return -1;
        }
        String q = normal(quote);
        for (int i = 0; i < sentences.length; i++) {
            if (sentences[i].contains(q)) {
                return i;
            }
        }
        return -1;
    }
}
