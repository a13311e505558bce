package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>naming the point</b> a bare question would leave to "that": after an answer with two or
 * more points ("Relieved. And then furious, once the relief wore off."), "What brought that feeling on?" leaves the
 * respondent guessing which one is meant. Contract: {@link #severalPoints} counts the answer's sentences that say
 * something (not only fillers: "Ha. No." makes no point, "Relieved." makes one); {@link #clause} returns the sentence of the last answer that holds
 * the focus, said back in reported speech ({@link ReportedSpeech}), or {@code null} when the focus is not in the last
 * answer, the sentence is too long to say back, it would not stand alone or it has no subject of its own. Reads only the last answer.
 */
final class PointNaming {

    /** Longest sentence said back whole, in words. */
    static final int MAX_WORDS = 16;

    private PointNaming() {
    }

    /** Whether the answer makes two or more points a bare "that" could refer to. */
    static boolean severalPoints(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        int points = 0;
        for (String sentence : answer.strip().split("(?<=[.!?])\\s+")) {
            if (!SlotContext.fillerOnly(sentence)) {
                points++;
            }
        }
        return points >= 2;
    }

    /** The last answer's sentence holding the focus, said back, or {@code null}. */
    static String clause(FollowUpRequest request, ReportedSpeech speech, Set<String> properNouns) {
        String last = request.lastAnswer();
        String quote = request.focusQuote();
        if (last == null || quote == null || quote.isBlank()) {
            return null;
        }
        String q = quote.strip().toLowerCase(Locale.ROOT);
        for (String sentence : last.strip().split("(?<=[.!?])\\s+")) {
            String s = sentence.strip();
            if (!s.toLowerCase(Locale.ROOT).contains(q)) {
                continue;
            }
            if (s.endsWith("?") || s.split("\\s+").length > MAX_WORDS) {
                return null;
            }
            String said = speech.clause(s.replaceAll("[.!]+$", ""), properNouns).orElse(null);
            String first = said == null ? "" : said.split("\\s+")[0].toLowerCase(Locale.ROOT);
            return SUBJECT_STARTS.contains(first) ? said : null; // not "stand next to ...", "doing your bit, ..."
        }
        return null;
    }

    /** Words a said-back clause may start with: its subject is there ("you ...", "the form ...", "it ..."). */
    private static final Set<String> SUBJECT_STARTS = Set.of("you", "you're", "you've", "you'd", "you'll", "your",
            "it", "it's", "there", "there's", "the", "he", "she", "they", "he's", "she's", "they're", "this", "that",
            "that's");
}
