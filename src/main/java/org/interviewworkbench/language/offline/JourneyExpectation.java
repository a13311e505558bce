package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>what a journey's expectation question is about</b>. An expectation (or surprise) is held
 * about what the service or other people did, never about the respondent's own step: "You said you started applying.
 * Did that surprise you?" asks whether her own decision surprised her, while the gap was in what the shelter asked of
 * her ("they wanted a photo of the yard"). Nor is it asked of a step the respondent called fine when the same answer
 * names what annoyed them: the pain point comes first ("the fee was $220, so fine. What annoyed me was pickup, they
 * only had Tuesday mornings").
 *
 * <p>Contract, for an expectation question in a journey ({@link StoryMethod#journey}) whose focus clause comes from
 * the last answer: when that clause has the respondent as its subject ("I", "we") or sits in a sentence that calls it
 * fine while another sentence of the answer complains, the question says back instead the first clause of the last
 * answer told of what someone else did or what something was ("they ...", "he ...", "the form was ...": a third-party
 * subject and its verb), one in a complaining sentence first, never one in a sentence called fine, and asks what they
 * had expected. With no such clause, a step of their own is asked about as before (what they expected at the stage
 * they entered, "You said you got three quotes. What had you expected there?"), and a step called fine gets the
 * journey's own expectation question without saying anything back. A step of their own is one they took ("we started
 * applying", "I rang them"), not one that befell them ("I heard nothing", "we had a wedding"). Otherwise {@code null}:
 * the reflective question as before. General English cues only. Stateless.
 */
final class JourneyExpectation {

    static final List<String> ASKED = List.of("Did that surprise you, or was it what you expected?",
            "What had you expected there?");
    /** The respondent as the subject of the clause: their own step or state. */
    private static final Pattern OWN = Pattern.compile("^(?:(?:so|and|then|and then|but|well|also),? )?(?:i|we|"
            + "my partner and i) (?:(?:just|then|finally|eventually) )?(?!(?:had|heard|got|received|waited|was|were|saw|"
            + "noticed|didn't|couldn't|never|kept|still|felt|thought|expected|wanted|hoped|assumed|figured)\\b)"
            + "[a-z]+(?:ed|t)?\\b");
    /** A step called fine: no gap to ask about. */
    private static final Pattern CONTENT = Pattern.compile("\\b(?:so fine|which was fine|that was fine|was fine|"
            + "fair enough|no problem|no problems|no complaints|all good|that's fine|reasonable)\\b");
    /** A third-party subject and its verb within a few words: "they only had", "the woman on the phone was". */
    private static final Pattern OTHERS = Pattern.compile("^(?:(?:and|but|then|so),? )?(?:they|he|she|(?:the|their|"
            + "his|her) [a-z]+(?: [a-z]+){0,3}?) (?:(?:only|just|also|even|still|never|always|then) )?(?:was|were|had|"
            + "wanted|asked|said|sent|gave|told|rang|called|took|made|kept|charged|needed|didn't|wouldn't|couldn't|"
            + "won't|refused|ran|did|put|let|cost|went|came|got|left|lost|forgot|sold|held|wrote|gave|don't|doesn't|"
            + "[a-z]+ed)\\b");

    private JourneyExpectation() {
    }

    /** The expectation question (class comment), or {@code null}. */
    static String question(FollowUpRequest request, ReportedSpeech speech, Set<String> properNouns) {
        String quote = StoryCues.normal(request.focusQuote());
        String answer = request.lastAnswer();
        if (quote.isEmpty() || answer == null || !StoryMethod.journey(request.methodology())
                || !StoryCues.normal(answer).contains(quote)) {
            return null;
        }
        String[] sentences = answer.strip().split("(?<=[.!?])\\s+");
        boolean complains = false;
        String around = quote;
        for (String s : sentences) {
            String n = StoryCues.normal(s);
            complains |= AnswerRole.complaint(s) && !n.contains(quote);
            around = n.contains(quote) ? n : around;
        }
        boolean own = OWN.matcher(quote).find() || OWN.matcher(around).find() && around.startsWith(quote);
        boolean content = CONTENT.matcher(around).find() && complains;
        if (!own && !content) {
            return null;
        }
        String clause = othersClause(sentences, speech, properNouns, request.recentQuestions());
        if (clause == null && !content) {
            return null; // "You said you got three quotes. What had you expected there?": the stage they entered
        }
        List<String> variants = new ArrayList<>();
        if (clause != null) {
            variants.addAll(SaidBack.variants(clause, ASKED, "", QuestionComposer.Intent.EXPECTATION, request));
        } else {
            variants.addAll(JourneyWalk.AT_TOUCHPOINT.get(QuestionComposer.Intent.EXPECTATION));
        }
        long h = Text.mix(request.seed(), Text.hash(answer), variants.size());
        return VariantChooser.choose(variants.stream().map(VariantChooser::finish).toList(),
                Text.pick(h, variants.size()), Math.max(0, request.attempt()), request.recentQuestions());
    }

    /**
     * A clause whose subject is the service's people ("they only had Tuesday mornings") as it is, since it names no
     * one who changes with the speaker; empty when it holds a first or second person or a quotation.
     */
    private static java.util.Optional<String> ofService(String clause) {
        String c = Hedges.drop(clause).strip();
        String lower = c.toLowerCase(Locale.ROOT);
        if (!SERVICE_SUBJECT.matcher(lower).find() || PERSONS.matcher(lower).find() || c.contains("\"")) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(lower.substring(0, lower.indexOf(' ')) + c.substring(c.indexOf(' ')));
    }

    private static final Pattern SERVICE_SUBJECT = Pattern.compile("^(?:they|he|she) ");
    private static final Pattern PERSONS = Pattern.compile("\\b(?:i|me|my|mine|we|us|our|ours|you|your|i'd|i'm|"
            + "i've|we'd|we're|we've)\\b");

    /** The first clause told of someone else, a complaining sentence's first, said back; {@code null} if none. */
    private static String othersClause(String[] sentences, ReportedSpeech speech, Set<String> properNouns,
            List<String> asked) {
        List<String> order = new ArrayList<>();
        for (String s : sentences) {
            if (AnswerRole.complaint(s)) {
                order.add(s);
            }
        }
        for (String s : sentences) {
            if (!order.contains(s)) {
                order.add(s);
            }
        }
        for (String s : order) {
            if (CONTENT.matcher(StoryCues.normal(s)).find()) {
                continue;
            }
            for (String part : s.split("\\s*(?:[,;:]|\\band\\b|\\bbut\\b)\\s*")) {
                String p = part.strip().replaceAll("[.!?]+$", "");
                if (p.split("\\s+").length < 3 || !OTHERS.matcher(p.toLowerCase(Locale.ROOT)).find()) {
                    continue;
                }
                String said = speech.clause(p, properNouns).or(() -> ofService(p)).orElse(null);
                if (said != null && asked.stream().noneMatch(q -> q != null
                        && q.toLowerCase(Locale.ROOT).contains(said.toLowerCase(Locale.ROOT)))) {
                    return said;
                }
            }
        }
        return null;
    }
}
