package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>the respondent's clause said back before a question</b> ("You said X. Why is that
 * important to you?"). Contract: each question is preceded by the clause, the opener alternating between "You said"
 * and "You mentioned that" (a clause in quotation marks, the respondent's verbatim words, only after "You said,"); none
 * when there is no clause. A clause that opened the respondent's sentence is said back with its first word in lower
 * case when that word is no name ({@link #lowered}). In a laddering interview ({@link MethodFit#laddering}) a
 * question that opens a new ladder (explore: "What else plays a role for you ...?") is preceded only by a clause of
 * the first rung (an attribute, the lowest level of the ontology): said back after a consequence or a value, the
 * question would not follow from it (issue 12, a non sequitur), so it is asked on its own; so is the confirmation
 * at the top of a ladder or of a value outside one ({@link MethodFit#standsAlone}), which acknowledges it in its own
 * words. A clause telling the respondent's own doing ("you decided to go to the shop") is never asked whether it was
 * what they expected or a surprise (0 of 5 judged usable: "asking whether her own decision was expected makes no
 * sense").
 */
final class SaidBack {

    private SaidBack() {
    }

    /** The questions with the clause said back before them, or none (see the class comment). */
    static List<String> variants(String clause, List<String> questions, String topic, Intent intent,
                                 FollowUpRequest request) {
        List<String> out = new ArrayList<>();
        if (clause == null || intent == Intent.EXPLORE && !firstRung(request)) {
            return out;
        }
        clause = lowered(clause);
        for (int i = 0; i < questions.size(); i++) {
            boolean quoted = clause.startsWith("\""); // their own words, in quotation marks: "You said, \"I ...\""
            String opener = quoted ? "You said, " : i % 2 == 0 ? "You said " : "You mentioned that ";
            String q = questions.get(i);
            if (OWN_ACT.matcher(clause).find() && SURPRISE.matcher(q).find()) {
                continue; // "You said you downloaded the app. Was that what you had expected?": their own doing
            }
            out.add(VariantChooser.finish((MethodFit.standsAlone(q) ? "" : opener + clause + (quoted ? " " : ". "))
                    + q.replace("{t}", topic)));
        }
        return out;
    }

    /** A clause telling the respondent's own doing ("you decided to go to the shop", "you looked for the receipt"). */
    private static final java.util.regex.Pattern OWN_ACT = java.util.regex.Pattern.compile("^you (?:then |just |"
            + "first |finally )?(?!felt\\b|were\\b|thought\\b|expected\\b|had\\b)[a-z]+ed\\b"
            + "|^you (?:went|got|took|made|"
            + "bought|paid|rang|sent|found|gave|told|left|put|wrote|saw)\\b");
    /** Whether "that" was expected or a surprise: asked of what happened to them, never of what they did. */
    private static final java.util.regex.Pattern SURPRISE = java.util.regex.Pattern.compile("^(?:was that what you "
            + "had expected|did that surprise you|how did that compare with what you expected)\\b");

    /**
     * The clause with its first word in lower case when that word is a pronoun, a determiner or a conjunction that
     * opened the respondent's sentence ("It is the company laptop" is said back "you mentioned that it is ...", blind
     * round 67); a name or "I" keeps its capital. An ordinal subject said without its article ("First week was fine")
     * gets one: "the first week was fine".
     */
    static String lowered(String clause) {
        if (clause != null && ORDINAL_SUBJECT.matcher(clause).find()) {
            return "the " + Character.toLowerCase(clause.charAt(0)) + clause.substring(1); // "the first week was fine"
        }
        java.util.regex.Matcher m = SENTENCE_OPENER.matcher(clause);
        return m.find() ? Character.toLowerCase(clause.charAt(0)) + clause.substring(1) : clause;
    }

    /**
     * An ordinal noun opening the clause without its article, as speech drops it ("First week was fine", round 71):
     * said back with "the", which the question's own grammar needs.
     */
    private static final java.util.regex.Pattern ORDINAL_SUBJECT = java.util.regex.Pattern.compile("(?i)^(?:first|"
            + "second|third) (?:week|day|month|night|year|time|visit|appointment|call|session|impression|one)\\s+"
            + "(?:was|were|is|went|came|felt|looked|seemed)\\b");

    private static final java.util.regex.Pattern SENTENCE_OPENER = java.util.regex.Pattern.compile("^(?:It|Its|It's|"
            + "This|That|These|Those|There|There's|They|They're|He|He's|She|She's|The|A|An|Some|Every|All|Most|"
            + "Everything|Everyone|Nothing|Nobody|Then|So|And|But|Just|Only|Now|Also|Still)\\b");

    /** Whether the focus is of the lowest ontology level, or the method does not ladder (then every focus is). */
    private static boolean firstRung(FollowUpRequest request) {
        if (!MethodFit.laddering(request.methodology()) || request.focusNodeType() == null) {
            return true;
        }
        return request.methodology().ontology().nodeType(request.focusNodeType())
                .map(t -> t.level() == null || t.level() <= 1).orElse(true);
    }
}
