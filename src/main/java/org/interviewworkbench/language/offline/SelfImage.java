package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A ladder's top told as <b>the person the respondent is, or wants or refuses to be</b> (issue 12, "asks what was just
 * answered"). In means-end theory a self-image is a terminal value: "If I miss this, I am the father who is always at
 * work. I don't want to be this.", "I am a careful person, not a person who wastes.", "I don't want to be the grandma
 * who can't do things." have said why the thing below matters, in the highest terms the respondent has. Asking "Why
 * is that important to you?" or "How does that affect you?" about it, or about the rung below it, asks for what was
 * just answered; a moderator confirms the end briefly and moves on to another side of the topic.
 *
 * <p>Contract: {@link #named} is true when a sentence of the answer has the speaker (or a generic "you") as the
 * subject of one of these general English frames, followed by a person noun phrase (a generic "you" only in an
 * answer that is not about another person, "he" or "she": "He's eleven. At eleven you don't want to be the sick
 * one." tells the boy's view, a consequence for the speaker still to be laddered):
 * <ul>
 *   <li>a wish or refusal of being: "I (don't / do not / never) want to be" + a determiner ("the", "that", "a", "an",
 *       "one more") + a noun ("... the weak link", "... the sick one", "... that mother who ..."); a verb in -ing
 *       after "be" is an action, not a self ("I don't want to be spraying chemicals"); a wish of being counts
 *       only with a person noun ("I want to be a mum who ...");</li>
 *   <li>a self-description: "I am / I'm / being" + "a / an / the / that" + up to two words + a person noun
 *       ("person", "man", "woman", "mother", "father", "dad", "mum", "parent", "grandma", ...) singled out by a "who"
 *       clause or a contrast ("I am a careful person, not a person who wastes", "Being a dad who actually shows
 *       up"; not a plain fact or taste, "I'm a mother of two", "I'm a morning person");</li>
 *   <li>how they come across: "I look / feel / seem like" + the same person phrase + "who" ("I look like a man who
 *       signs things").</li>
 * </ul>
 * Stateless; reads only the given text, lower-cased, typographic apostrophes folded.
 */
final class SelfImage {

    private static final String SUBJECT = "\\b(?:i|you|we)";
    private static final String PERSON = "(?:person|people|man|woman|guy|girl|mother|father|mum|mom|mam|mama|mammy|"
            + "dad|daddy|papa|parent|grandma|granny|grandmother|grandad|grandpa|grandfather|wife|husband)";
    /** Who they refuse to be: "I don't want to be the weak link"; not an action, "to be spraying ...". */
    private static final Pattern REFUSED = Pattern.compile(SUBJECT + "(?: really| just| also)? (?:don't|do not|never|"
            + "didn't|did not) (?:want|wanted) to be (?:the|that|a|an|one more) (?![a-z]+ing\\b)[a-z]");
    /** Who they want to be, a person: "I want to be a mum who ..."; not a job, "I want to be a primary teacher". */
    private static final Pattern WISHED = Pattern.compile(SUBJECT + "(?: really| just| always)? (?:want|wanted) to be "
            + "(?:the|a|an) (?:[a-z-]+ ){0,2}" + PERSON + "\\b");
    /** Who they are, a person singled out by a clause or a contrast: "I am a careful person, not a person who ...". */
    private static final Pattern AM = Pattern.compile("(?:" + SUBJECT + "(?:'m| am)|(?:^|[.!?]\\s*)being)"
            + " (?:a|an|the|that) (?:[a-z-]+ ){0,2}" + PERSON + "(?: who\\b|, not (?:a|an|the)\\b)");
    /** How they come across: "I look like a man who signs things". */
    private static final Pattern COME_ACROSS = Pattern.compile(SUBJECT + " (?:look|feel|seem) like (?:a|an|the) "
            + "(?:[a-z-]+ ){0,2}" + PERSON + " who\\b");

    /** Another person the answer is about: a generic "you" beside it speaks for that person, not the speaker. */
    private static final Pattern THIRD_PERSON = Pattern.compile("\\b(?:he|she)(?:'s|'d|'ll)?\\b");

    private SelfImage() {
    }

    /** Whether the answer names the person the speaker is, or wants or refuses to be (see the class). */
    static boolean named(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String a = answer.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
        for (Pattern p : List.of(REFUSED, WISHED, AM, COME_ACROSS)) {
            Matcher m = p.matcher(a);
            while (m.find()) {
                if (!m.group().strip().startsWith("you") || !THIRD_PERSON.matcher(a).find()) {
                    return true; // "At eleven you don't want to be the sick one" about "he": his view, not theirs
                }
            }
        }
        return false;
    }
}
