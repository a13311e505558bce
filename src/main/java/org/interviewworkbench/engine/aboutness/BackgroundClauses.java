package org.interviewworkbench.engine.aboutness;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Circumstance hung on a clause: a time or reason clause that starts inside a sentence, after the main clause,
 * with {@code since, ever since, when, whenever, after, before, until, while}, up to the next comma or the sentence
 * end ("She's been on her own <u>since Dad died</u>.", "I cancelled <u>when work got slow in 2022</u>."). The
 * main clause says what the respondent is telling; the hung clause says when or why it was so. A clause that opens
 * the sentence ("When the bill came, I ...", "Or when a project wraps") is left alone: there it often is what the sentence is about; so is one after a main clause that says nothing by
 * itself ("It started when we sold our car.", "That was after the second call."), and so is a "when" that is the
 * object of a verb of knowing or saying ("Not knowing when it comes is what annoys me.").
 * Where the respondent comes from is background too, wherever it stands: "I grew up in Timmins", "I was born in
 * Lagos", "I was raised on a farm", "we come from a family of teachers", up to the next comma or the sentence end. It
 * says who they are to explain what follows ("I grew up in Timmins, my dad did the whole thing himself ..., and I'm
 * not my dad"), so a moderator asks about the point it explains, not the place. A childhood habit ("I grew up reading
 * labels") is no origin and is left alone.
 * Stateless.
 */
public final class BackgroundClauses {

    private static final Pattern HUNG = Pattern.compile(
            "(?i)(?<=\\w[,]?\\s)(?:ever since|since|whenever|when|after|before|until|while)\\s+[^,;.!?]+");

    /** The respondent's origin: grew up, born or raised in a place or family, or come from one. */
    private static final Pattern ORIGIN = Pattern.compile("(?i)\\b(?:i|we)\\s+(?:(?:grew up|was born|were born|"
            + "was raised|were raised)\\s+(?:in|on|near|around|outside|by|up in|up on)|(?:come|came) from)\\s+[^,;.!?]+");

    /** What may stand before a clause that still opens its sentence: "Or when ...", "And since ...". */
    private static final Pattern OPENING = Pattern.compile("(?i)^\\s*(?:(?:and|or|but|so|just|only|especially|"
            + "like|well|mostly|usually|sometimes|normally|or maybe)[,]?\\s*)*$");

    /** A main clause that says nothing by itself, so the hung clause is the content: "It started when ...". */
    private static final Pattern LIGHT_MAIN = Pattern.compile("(?i)^\\s*(?:it|that|this)(?:['’]s)?(?:\\s+\\S+){0,2}\\s*$");

    /**
     * A verb or noun that takes a "when" question as its object: "not knowing when it comes", "no idea when": there
     * the clause is what is (not) known, not a time hung on the sentence.
     */
    private static final Pattern WH_COMPLEMENT = Pattern.compile("(?i)\\b(?:know|knowing|knew|known|ask|asked|"
            + "asking|wonder|wondering|sure|idea|clue|remember|forget|forgot|tell|told|telling|see|decide|depends|"
            + "matter|matters|care|say|says|said|show|shows|showing|track|tracking|predict|guess|unclear|certain)"
            + "[,]?\\s*$");

    private BackgroundClauses() {
    }

    /** The background stretches of {@code sentence}, in answer offsets. */
    public static List<AnswerSpan> in(Sentence sentence) {
        List<AnswerSpan> out = new ArrayList<>();
        Matcher m = HUNG.matcher(sentence.text());
        while (m.find()) {
            String before = sentence.text().substring(0, m.start());
            if (OPENING.matcher(before).matches() || LIGHT_MAIN.matcher(before).matches()
                    || WH_COMPLEMENT.matcher(before).find()) {
                continue;
            }
            out.add(new AnswerSpan(sentence.start() + m.start(), sentence.start() + m.end(), AnswerRole.BACKGROUND));
        }
        Matcher origin = ORIGIN.matcher(sentence.text());
        while (origin.find()) {
            out.add(new AnswerSpan(sentence.start() + origin.start(), sentence.start() + origin.end(),
                    AnswerRole.BACKGROUND));
        }
        return out;
    }
}
