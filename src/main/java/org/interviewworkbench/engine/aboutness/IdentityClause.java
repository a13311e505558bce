package org.interviewworkbench.engine.aboutness;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The respondent saying who they are: a first-person copula with an indefinite article, "I'm a freelance
 * illustrator", "I am an engineer", "I work as a nurse", where they work ("I work in a call centre", "I've worked at
 * the hospital for ten years"; not "when I work at the hospital"), "I'm retired", who they are not ("I'm not a
 * builder"), and the elaboration that follows in the same clause ("-
 * mostly editorial, some packaging"). A degree or quantity after the article is no identity ("I'm a bit annoyed",
 * "I'm a big fan of it", "I'm a lot happier").
 *
 * <p>The stretch runs from "I'm" to the end of the clause (what the sentence said before it is not about who they
 * are: "half of them are for a different problem, and I'm a fifty-two-year-old man"): the sentence end, or a comma or semicolon
 * followed by a conjunction that starts a new clause ({@code so, but, and, because, which}), so "I'm a nurse, so
 * nights are hard" keeps "nights are hard" out of it. A moderator does not ask about the respondent's job title or
 * the kinds of work they do, as if it were a thing in the topic. Stateless.
 */
public final class IdentityClause {

    private static final Pattern IDENTITY = Pattern.compile(
            "(?i)\\b(?:(?:i['’]m|i am|i work as|i['’]ve been working as)\\s+(?:not\\s+)?(?:a|an)\\s+"
                    + "(?!(?:bit|little|lot|lot of|couple|few|fan|big|huge|total|tad|kind|sort|real|bit of|"
                    + "great|good|bad|massive|complete)\\b)\\w"
                    + "|i['’]m (?:retired|self-employed|semi-retired)\\b)");
    /**
     * Where they work: "I work in a call centre", "I've worked at the hospital for ten years"; its stretch ends at
     * the first comma ("I work in a call centre for an energy company, eight hours people shout at me" keeps the
     * shouting, what the job does to them, out of it).
     */
    private static final Pattern WORKPLACE = Pattern.compile("(?i)(?<!\\b(?:when|if|while|where|because) )"
            + "\\bi(?:['’]ve| have)? (?:been )?(?:work|worked|working) (?:in|at|for) (?:a|an|the|our|my)\\s+\\w");
    private static final Pattern WORKPLACE_END = Pattern.compile("[,;:(]|\\s[-–—]\\s");
    private static final Pattern CLAUSE_END = Pattern.compile("(?i)[,;]\\s+(?:so|but|and|because|which)\\b");

    private IdentityClause() {
    }

    /** The identity stretch of {@code sentence} in answer offsets, or empty when it says nothing of who they are. */
    public static Optional<AnswerSpan> in(Sentence sentence) {
        Matcher m = IDENTITY.matcher(sentence.text());
        if (!m.find()) {
            Matcher w = WORKPLACE.matcher(sentence.text());
            if (!w.find()) {
                return Optional.empty();
            }
            Matcher end = WORKPLACE_END.matcher(sentence.text());
            int stop = end.find(w.end()) ? end.start() : sentence.text().length();
            return Optional.of(new AnswerSpan(sentence.start() + w.start(), sentence.start() + stop,
                    AnswerRole.IDENTITY));
        }
        Matcher end = CLAUSE_END.matcher(sentence.text());
        int stop = end.find(m.end()) ? end.start() : sentence.text().length();
        return Optional.of(new AnswerSpan(sentence.start() + m.start(), sentence.start() + stop, AnswerRole.IDENTITY));
    }
}
