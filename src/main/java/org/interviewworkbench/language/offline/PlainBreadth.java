package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The means-end interview's breadth question asked plainly: "What else plays a role for you when it comes to choosing
 * a yoga mat?". Over the blind rounds' means-end judgements the plain forms were usable in 15 of 16 questions, while a
 * breadth question set against something named ("Apart from Seiko, what else comes to mind?", "Which other things
 * matter to you, besides Lidl?", "Apart from serious business, ...") was usable in 6 of 16 and one opened by a
 * said-back clause ("You said you look at the pepper first. Is there anything else ...?") in 3 of 11: what it is
 * set against is often no attribute (a shop, a brand, a figure of speech), and a clause said back and then left asks
 * nothing about it.
 *
 * <p>Contract of {@link #revise}: only in a laddering method ({@link MethodFit#laddering}) and no closing; a
 * question that asks for other things ("what else", "anything else", "is there anything", "which other things",
 * "other things") and either sets them against something named ("Apart from / Besides / Other than / Next to X,
 * ...", "..., besides X?") or is opened by a said-back clause ("You said ... . ", "You mentioned that ... . ") is
 * replaced by one of {@link #PLAIN} with {@code {t}} the study topic, chosen by the request's seed among those not
 * asked recently ({@link VariantChooser#fresh}); with all of them asked recently, the question is kept. "Apart from
 * what we've covered" is kept: it names nothing. Any other question is returned unchanged. Stateless.
 */
final class PlainBreadth {

    static final List<String> PLAIN = List.of("Is there anything else about {t} that you pay attention to?",
            "What else plays a role for you when it comes to {t}?", "What else comes to mind about {t}?");

    private static final Pattern OTHERS = Pattern.compile("(?i)\\b(?:what else|anything else|is there anything|"
            + "which other things|other things)\\b");
    private static final Pattern SET_AGAINST = Pattern.compile("^(?:Apart from|Besides|Other than|Next to) "
            + "(?!what we've covered)[^,?]+, |, besides [^,?]+\\?$");
    private static final Pattern SAID_BACK = Pattern.compile("^(?:You said|You mentioned)\\b[^?]*?\\.\\s+(?=\\p{Lu})");

    private PlainBreadth() {
    }

    /** {@code question}; a breadth question set against something or opened by an echo, asked plainly. */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || !MethodFit.laddering(request.methodology())
                || !OTHERS.matcher(question).find()) {
            return question;
        }
        String rest = SAID_BACK.matcher(question).replaceFirst("");
        if (rest.equals(question) && !SET_AGAINST.matcher(question).find()) {
            return question;
        }
        String topic = QuestionComposer.topic(request.concept());
        List<String> variants = PLAIN.stream().map(p -> p.replace("{t}", topic)).toList();
        int start = Text.pick(Text.mix(request.seed(), Text.hash(topic)), variants.size());
        String plain = VariantChooser.fresh(variants, start, Math.max(0, request.attempt()), request.recentQuestions());
        return plain == null ? question : plain; // all asked lately: the question as it was
    }
}
