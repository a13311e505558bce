package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The clause a laddering focus only serves (means-end chain): a moderator climbs from the respondent's point, not from
 * a word that merely illustrates it or a habit conceded on the way to it. Two readings:
 * <ul>
 * <li>an example: the focus sits in a verbless fragment of short noun phrases joined by commas, "or" or "and", right
 * after a described attribute ("The scent, yes, but not strong. Fig, or cedar. The shop ones are subtle, ..."); the
 * fragment gives examples, so the ladder starts from the nearest clause that says something of the attribute with a
 * predicate ("the shop ones are subtle": a subject, a form of "be", an adjective), looked for in the next sentence,
 * then the one before;</li>
 * <li>a concession: the focus is a habit hedged by how often it happens and followed by "but" in the same sentence
 * ("sometimes I buy the cheaper brand, but it separates in hot coffee"); what comes after "but" is the point, so the
 * ladder starts from that clause (to the next comma or end of sentence).</li>
 * </ul>
 * <p>Contract: {@link #clause} returns the clause to ladder from, in the respondent's words, or {@code null} when the
 * focus is not found in the answer or neither reading applies. The caller says it back and asks {@link #QUESTIONS},
 * which fit a wanted attribute and a drawback alike.
 */
final class PointServed {

    /** Ladder questions that fit whatever the clause's valence ("it separates in hot coffee", "they are subtle"). */
    static final List<String> QUESTIONS = List.of("Why does that matter to you?", "Why is that important to you?");

    /** How-often hedges that mark a habit as the exception ("sometimes I buy ..."). */
    private static final Pattern HEDGE = Pattern.compile("\\b(?:sometimes|occasionally|now and then|once in a while|"
            + "every so often|from time to time|every now and again)\\b");
    private static final Pattern BUT = Pattern.compile(",?\\s+but\\s+");
    /** The joints of a list of examples: commas, "or", "and". */
    private static final Pattern JOINT = Pattern.compile("\\s*(?:,|\\bor\\b|\\band\\b)\\s*");
    private static final int MAX_EXAMPLE_WORDS = 3;

    private PointServed() {
    }

    /** The clause the focus serves in the answer (an attribute exemplified or the point after a concession), or null. */
    static String clause(OpenNlpPipeline nlp, String answer, String quote) {
        if (answer == null || quote == null || quote.isBlank()) {
            return null;
        }
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(answer.strip().replace('\u2019', '\''));
        String q = quote.strip().replace('\u2019', '\'').toLowerCase(Locale.ROOT).replaceAll("[.!?,;:]+$", "");
        for (int i = 0; i < sentences.size(); i++) {
            String text = sentences.get(i).text().toLowerCase(Locale.ROOT);
            int at = text.indexOf(q);
            if (at < 0) {
                continue;
            }
            String example = exemplified(sentences, i);
            return example != null ? example : conceded(sentences.get(i).text(), at, q.length());
        }
        return null;
    }

    /** The attribute clause a verbless list of examples at {@code i} illustrates, or null. */
    private static String exemplified(List<OpenNlpPipeline.Sentence> sentences, int i) {
        OpenNlpPipeline.Sentence here = sentences.get(i);
        if (i == 0 || here.tokens().stream().anyMatch(t -> t.is("VERB", "AUX"))) {
            return null;
        }
        String body = here.text().strip().replaceAll("[.!?;:]+$", "");
        String[] parts = JOINT.split(body);
        long named = java.util.Arrays.stream(parts).filter(p -> !p.isBlank()).count();
        boolean joined = !body.equals(parts.length > 0 ? parts[0] : body);
        if (named < 2 || !joined || java.util.Arrays.stream(parts).anyMatch(p -> p.strip().split("\\s+").length
                > MAX_EXAMPLE_WORDS)) {
            return null;
        }
        for (int j : new int[] {i + 1, i - 1}) {
            if (j >= 0 && j < sentences.size()) {
                String predicated = predicated(sentences.get(j));
                if (predicated != null) {
                    return predicated;
                }
            }
        }
        return null;
    }

    /**
     * The sentence's first clause (to its first comma) when it says something of its subject with "be" and an
     * adjective ("The shop ones are subtle"), or null.
     */
    private static String predicated(OpenNlpPipeline.Sentence sentence) {
        List<OpenNlpPipeline.Token> tokens = sentence.tokens();
        for (int k = 1; k < tokens.size(); k++) {
            OpenNlpPipeline.Token t = tokens.get(k);
            if (t.is("AUX", "VERB") && "be".equals(t.lemma())) {
                int n = k + 1;
                while (n < tokens.size() && tokens.get(n).is("ADV")) {
                    n++;
                }
                if (n >= tokens.size() || !tokens.get(n).is("ADJ") || !tokens.get(k - 1).is("NOUN", "PRON", "PROPN")) {
                    return null;
                }
                int end = Text.endAt(sentence.text(), tokens.get(n).end(), ",.!?;:");
                return sentence.text().substring(0, end).strip();
            }
            if (t.is("PUNCT", "VERB", "AUX")) {
                return null;
            }
        }
        return null;
    }

    /** The clause after "but" when the focus at {@code at} is a hedged habit conceded before it, or null. */
    private static String conceded(String sentence, int at, int length) {
        String lower = sentence.toLowerCase(Locale.ROOT);
        Matcher but = BUT.matcher(lower);
        if (!but.find(Math.max(0, at + length - 1)) || but.start() < at) {
            return null;
        }
        int from = Math.max(0, lower.lastIndexOf(',', at));
        if (!HEDGE.matcher(lower.substring(from, but.start())).find()) {
            return null;
        }
        int end = Text.endAt(lower, but.end(), ",.!?;:");
        String point = sentence.substring(but.end(), end).strip();
        return point.split("\\s+").length < 2 ? null : point;
    }
}
