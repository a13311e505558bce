package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Question composition, <b>clause slot</b>: a focus that is not a noun phrase but the rest of an existential clause
 * ("nothing to hide behind" from "there's nothing to hide behind") is said back as that clause ("You said there's
 * nothing to hide behind. Why is that important to you?"), never pasted in as a noun ("Why does nothing to hide
 * behind matter to you?").
 *
 * <p>Contract: {@link #of} returns "there's/there is/there are/there was/there were" + the label, with the verb as the
 * respondent said it, when the label starts on an indefinite pronoun ("nothing", "someone": such a phrase is no noun
 * phrase for a slot, {@link NounPhraseGate}) and the answer holds that clause word for word; {@code null} otherwise (no answer, no label, the
 * label not after "there" + a form of "be", or the clause negated before "there": "not that there's ...").
 */
final class ExistentialClause {

    private ExistentialClause() {
    }

    /** The existential clause holding the label in the answer, or {@code null}. */
    static String of(String label, String answer) {
        if (label == null || label.isBlank() || answer == null || answer.isBlank()
                || !NounPhraseGate.INDEFINITE_PRONOUNS.contains(label.strip().split("\\s+")[0].toLowerCase(Locale.ROOT))) {
            return null;
        }
        String a = answer.replace('\u2019', '\'');
        Matcher m = Pattern.compile("(?i)\\b(not\\s+that\\s+)?there('s|\\s+is|\\s+are|\\s+was|\\s+were)\\s+("
                + Pattern.quote(label.strip()) + ")(?![\\p{L}\\p{N}'-])").matcher(a);
        if (!m.find() || m.group(1) != null) {
            return null;
        }
        return "there" + m.group(2).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ") + " " + m.group(3);
    }
}
