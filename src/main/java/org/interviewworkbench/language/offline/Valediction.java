package org.interviewworkbench.language.offline;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether an answer ends on a goodbye said to the interviewer (issue 12): the last phrase of the answer, standing on its
 * own after a stop or comma, is an English valediction ("... Right, I'll let you go. Cheerio.", "... Thank you, it
 * was interesting, bye!", "You take care now, bye bye."). However long the answer and whatever content comes before,
 * a respondent who signs off this way has ended the interview, so only a close may follow.
 *
 * <p>Contract: {@link #endsWith} holds when the answer's last phrase (the text after its last comma, semicolon, dash
 * or sentence stop, leading discourse words such as "right", "okay", "anyway", "so" dropped) is wholly one of the
 * leave-taking formulas below, or when that phrase is a short address of one or two words ("pet", "Mrs Hale") and the
 * phrase before it is such a formula; thanks on its own after the goodbye ("I'll leave you to it. Thanks again.") is
 * passed over. A goodbye inside a story is no sign-off: the formula must fill the whole phrase
 * ("she said goodbye and left", "I never got to say goodbye" never match), must not be reported speech (the text before
 * it does not end on a verb of saying such as "said", "told him", "was like"), and a quoted goodbye (followed by a
 * closing quotation mark) is not read as the respondent's own. "Good luck with that" is sarcasm about a third party as
 * often as a wish, so only luck with "your ...", "everything" or the study ("the research") counts, and luck with
 * "it" right after thanks or a
 * phrase or three after the respondent said they are leaving ("I've gotta get ready for my shift, this was fun
 * though. Good luck with it!"). A first-person departure ("I'd better go",
 * "I have to run", "I gotta jump on a call", "I've gotta get ready for my shift", "I gotta dip" ("Peace." after it
 * is a goodbye), "I've got to go and get the little one from nursery", "I've got to get Mam to physio", "I must pick
 * up my daughter from swimming", "I've to collect them from hurling", "I'm off", "I'm
 * going for a coffee now": a going that "now" makes
 * this moment's, not a habit) filling a phrase, or closing one after its reason ("I've got a shift at
 * two so I'd better go"), is a sign-off too, also when one short phrase giving its reason (at most
 * {@value #REASON_WORDS} words) follows it ("Right, I have to run, my son's got cricket at two. Cheers."); so is a
 * goodbye formula followed by one short phrase in the respondent's own person ("i", "we", "my", "our") giving why they
 * leave ("Okay, ciao, I have a lecture at three.", "Bye now, my bus is here"): a leave-taking and its reason hold
 * nothing to ask about. "Good luck
 * with it" counts right after thanks ("Cheers, good luck with it."); the goodbyes of other languages that speakers of
 * world English end on ("tschüss", "adiós", "cuídate", "au revoir", "hamba kahle", "chur", "doei", "dag", "hwyl",
 * "slán", "ingat", and "later" with or without an address: "Later, man.")
 * count like "bye", and so does a good day wished in them ("Bonne journée!"), thanks in them ("Dziękuję", "merci",
 * "diolch") like "thanks", and a remark on the interview right
 * after thanks ("Thanks, this
 * was kinda fun.") like the thanks. An answer whose last sentence is wholly leave-taking ({@link #wholly}) ends on a
 * goodbye too, bare thanks included ("... I'd try it. Okay. Thank you, ehn."): thanks with nothing said after them
 * close what the respondent had to say, while thanks that acknowledge the question are followed by content ("Thanks,
 * good question. The price ..."). In such a sentence a short address may follow thanks as it follows a goodbye
 * ("Cheers, mate.", "Thanks, love.", without the comma too: "Cheers pal."), unless it holds a determiner, pronoun,
 * negation, hedge, conjunction or number ("Thanks, the price.", "Thanks, not really."). "I'll say bye" is a goodbye;
 * so is a departure of one's own with thanks or a goodbye in a later phrase, whatever friendly offer follows ("I have
 * to go, the masa don't wait. Thank you, gracias, and if you want tamales, ..."). A departure may drop its subject
 * ("Gotta go, my bus is here."); "God bless" is a goodbye, thanks "for this", "for today" or "for your time" are
 * thanks, and "Hope that helps!" at the end is passed over like a remark on the talk.
 */
final class Valediction {

    /**
     * Thanks in the other languages that speakers of world English end on (a regular-expression alternation, lower
     * case): also a farewell for {@link WrapUpQuestions}.
     */
    static final String OTHER_LANGUAGE_THANKS = "gracias|merci(?: beaucoup)?|danke(?: sch(?:ö|oe|o)n)?|grazie|"
            + "obrigad[oa]|salamat|asante(?: sana)?|arigato|shukran|dhanyavaad|terima kasih|kiitos|"
            + "dzi(?:ę|e)kuj(?:ę|e)|dank je(?: wel)?|tack|takk|spasibo|diolch(?: yn fawr)?";

    /** The respondent announcing they are leaving ("I'd better go", "I have to run", "I must be off"). */
    private static final String DEPARTURE = "(?:(?:i|we)(?:'d| had| would|'ll| will)? ?)?(?:better|best|have to|has to|"
            + "'ve got to|"
            + "have got to|got to|gotta|'ve gotta|must|need to|should) (?:go|run|dash|fly|jump|bolt|scoot|shoot off|head off|"
            + "dip|bounce|head out|make a move|"
            + "get going|be off|be going|get off|go now|jump on [a-z' ]{1,30}|hop on [a-z' ]{1,30}|"
            + "get back (?:to|on|onto|into) [a-z' ]{1,30}|"
            + "catch (?:a|the|my|our) [a-z' ]{1,30})"
            + "(?: now| then)?|let me (?:go|run|get going)(?: now| then)?"
            // a chore of this moment said with "got to": "I've gotta get ready for my shift", "I've got to get Mam to
            // physio", "I've got to go and get the little one from nursery" (never "I need to get ...": a habit)
            + "|(?:i|we)(?:'ve| have)? (?:got to|gotta) (?:get ready(?: for [a-z' ]{1,30})?|go and [a-z' ]{1,40}|"
            + "go (?:get|pick up|collect|fetch|grab) [a-z' ]{1,40}|"
            + "get (?:[a-z']+ ){1,3}(?:to|from) [a-z' ]{1,30}|pick up [a-z' ]{1,40})"
            + "|(?:i|we)(?: must|'ve to| have to|'ve got to| have got to) (?:pick up|collect|fetch) [a-z' ]{1,40}"
            + "|(?:i'm|i am|we're|we are) (?:off|going|heading|heading off|popping out|going out)"
            + "(?: (?:to|for|into|out for) [a-z' ]{1,30})? now|(?:i'm|i am|we're|we are) off(?: then)?";

    /** Leave-taking formulas of English, each filling a whole phrase. */
    private static final Pattern FORMULA = Pattern.compile("(?:"
            + "(?:good-?bye|bye(?:[- ]bye)?|ta-?ra|ta ta|cheerio|farewell|so long|ciao|toodle-?oo|"
            + "tsch(?:ü|ue|u)ss?|adi(?:ó|o)s|au revoir|hasta (?:luego|pronto|la vista)|arrivederci|sayonara|"
            + "tot ziens|totsiens|do widzenia|hamba kahle|shalom|cu(?:í|i)date|cu(?:í|i)dese|a bient(?:ô|o)t|"
            + "tchau|cha[ou]|hej d(?:å|a)|chur|doei|dag|hwyl(?: fawr)?|sl(?:á|a)n|mind yourself|mind how you go|"
            + "ingat(?: (?:ka|po|kayo))?|laters?|"
            // a good day wished in the languages speakers of world English end on ("Bonne journée!")
            + "bonne (?:journ(?:é|e)e|soir(?:é|e)e|nuit|continuation)|buen(?:a)?s? (?:d(?:í|i)as?|tardes?|noches?)|"
            + "buona (?:giornata|serata)|sch(?:ö|oe|o)nen tag(?: noch)?|fijne dag|que te vaya bien)"
            + "(?: (?:now|then|for now|all|everyone|love))?"
            + "|see (?:you|ya)(?: (?:later|soon|around|then|again))?"
            + "|(?:you )?take care(?: (?:now|then|of yourself|of yourselves))?"
            + "|look after yourself(?: now)?"
            + "|have a (?:good|nice|great|lovely|good rest of the|nice rest of the) "
            + "(?:one|day|evening|afternoon|morning|night|weekend|week|rest of your day)"
            + "|all the best(?: (?:with|for) (?:it all|everything|your [a-z' ]{1,30}))?"
            + "|(?:good|best of) luck with (?:it all|everything|your [a-z' ]{1,30}|the (?:research|study|project|"
            + "interviews?|survey))"
            + "|good ?night|night night"
            + "|(?:talk|speak) (?:to you )?(?:soon|later)|catch you later"
            + "|(?:i'll|i will|i'd better|i'd best|i should|i must|let me) (?:let you go|leave you to it|leave you be|"
            + "let you get on)(?: now| then)?"
            + "|(?:i'll|i will|let me|i'd better|i must) say (?:good-?)?bye(?: now| then)?"
            + "|god bless(?: you)?"
            + "|" + Valediction.DEPARTURE
            + "|(?:[a-z0-9' ]{1,60} )?so " + Valediction.DEPARTURE
            + ")");

    /** Discourse words that may open the sign-off phrase ("Right, ...", "Anyway, bye."). */
    private static final Pattern LEAD = Pattern.compile("^(?:(?:and|so|anyway|anyways|right|okay|ok|well|oh|"
            + "alright|all right|now|ok then|right then|okay then)\\s+)+");

    /** A verb of saying that makes what follows reported speech ("she said, bye", "he was like, see ya"). */
    private static final Pattern SAYING = Pattern.compile("\\b(?:said|say|says|saying|told (?:him|her|them|me|us)|"
            + "tell (?:him|her|them)|goes|went|was like|were like|is like|shouted|yelled|called|replied|answered|"
            + "wrote|texted|added|waved)\\s*$");

    /** Thanks on its own after the goodbye ("Bye now. Thanks again!"). */
    private static final Pattern THANKS = Pattern.compile("(?:and )?(?:thanks|thank you|cheers|ta|many thanks|"
            + OTHER_LANGUAGE_THANKS + ")(?: again| so much| very much| a lot| a million| heaps| loads|"
            + " ever so much| for (?:having|listening to) me| for (?:this|that|today|everything|your time|the chat))?"
            + "(?: (?:mate|pal|love|bud|buddy|man|guys|hun|pet|dear|chief|boss|bro|bru|boet|lads|folks|all|everyone))?");

    /** A remark on the interview after thanks ("Thanks, this was kinda fun."), passed over like the thanks. */
    private static final Pattern REMARK = Pattern.compile("(?:this|that|it) (?:was|has been|'s been) (?:[a-z]+ )?"
            + "(?:fun|interesting|nice|great|lovely|a pleasure|good|enjoyable)");

    /**
     * A remark on the talk itself ("It was good to talk about it, actually.", "Nice talking to you.", "Hope that
     * helps!"), passed over
     * between a goodbye and the thanks after it, wherever it stands; it names the talking, so it cannot be about
     * something the answer told.
     */
    private static final Pattern TALK_REMARK = Pattern.compile("(?:(?:it|this) (?:was|has been|'s been) )?(?:[a-z]+ )?"
            + "(?:good|nice|great|lovely|fun|interesting) (?:to talk|talking|chatting|to chat)"
            + "(?: (?:about it|about this|to you|with you))?|actually|really|obviously|of course"
            + "|hope (?:that|this|it) helps|hope (?:that|this|it)(?:'s| is| was) (?:useful|helpful|of use)");

    /** A departure, then a short reason ("I'd better go, the creche closes at six."). */
    private static final Pattern LEAVING = Pattern.compile(DEPARTURE);
    /** "Peace.", "Peace out.": a goodbye in slang, but also a value named ("Peace."), so only after a departure. */
    private static final Pattern PEACE = Pattern.compile("peace(?: out)?[.!]*");

    private static final int REASON_WORDS = 10;

    /**
     * The reason given right after a goodbye, in the respondent's own person ("Ciao, I have a lecture at three.",
     * "Bye now, my bus is here."): why they are leaving, never content to ask about.
     */
    private static final Pattern OWN_REASON = Pattern.compile("(?:i|we|my|our)\\b(?!.*\\b(?:said|told|says)\\b).*");

    /** "Good luck with it": a wish for the interviewer's work when thanks come just before it. */
    private static final Pattern LUCK_WITH_IT = Pattern.compile("(?:(?:good |best of )?luck|all the best) with "
            + "(?:it|that|this)");

    private static final int ADDRESS_WORDS = 2;

    /**
     * A word that makes a short phrase after thanks content rather than an address ("Thanks, the price.", "Thanks,
     * not really", "Thanks, I guess"): a determiner, pronoun, negation, hedge or conjunction.
     */
    private static final Pattern CONTENT_WORD = Pattern.compile("\\b(?:the|a|an|this|that|these|those|it|i|we|my|"
            + "our|you|not|no|never|guess|think|suppose|mostly|maybe|probably|for|but|and|or)\\b|\\d");

    private Valediction() {
    }

    /** Whether {@code answer} ends on a goodbye of the respondent's own (see the class comment). */
    static boolean endsWith(String answer) {
        if (answer == null || answer.isBlank()) {
            return false;
        }
        String a = normalised(answer);
        if (a == null) {
            return false; // ... "bye." : a quoted goodbye, someone else's
        }
        String[] phrases = phrases(a);
        int n = phrases.length;
        if (n > 2 && REMARK.matcher(phrases[n - 1].strip()).matches()
                && THANKS.matcher(phrases[n - 2].strip()).matches()) {
            n--; // "Thanks, this was kinda fun.": the remark goes with the thanks before it
        }
        while (n > 1 && (THANKS.matcher(phrases[n - 1].strip()).matches()
                || TALK_REMARK.matcher(phrases[n - 1].strip()).matches())) {
            n--; // "I'll let you go. Thanks again.", "It was good to talk, actually. Thank you.": after the goodbye
        }
        if (n == 0) {
            return false;
        }
        if (n > 1 && PEACE.matcher(phrases[n - 1].strip()).matches()
                && java.util.Arrays.stream(phrases, 0, n - 1).anyMatch(p -> LEAVING.matcher(
                        LEAD.matcher(p.strip()).replaceFirst("").strip()).matches())) {
            return true; // "Ok I gotta dip, lifting at 4. Peace.": "peace" is a goodbye only after a departure
        }
        if (lastSentenceLeaves(answer)) {
            return true; // "... I'll try it. Okay. Thank you, ehn.": the last sentence is nothing but thanks or leave
        }
        a = a.substring(0, a.lastIndexOf(phrases[n - 1]) + phrases[n - 1].length());
        if (signOff(phrases[n - 1], a)) {
            return true;
        }
        String before = n > 1 ? a.substring(0, a.lastIndexOf(phrases[n - 1])) : "";
        // "I have to run, my son's got cricket at two.": a departure followed by its reason
        if (n > 1 && words(phrases[n - 1]) <= REASON_WORDS && signOff(phrases[n - 2], before)
                && LEAVING.matcher(LEAD.matcher(phrases[n - 2].strip()).replaceFirst("").strip()).matches()) {
            return true;
        }
        // "Ciao, I have a lecture at three.": a goodbye, then its reason in the respondent's own person
        if (n > 1 && words(phrases[n - 1]) <= REASON_WORDS && signOff(phrases[n - 2], before)
                && OWN_REASON.matcher(LEAD.matcher(phrases[n - 1].strip() + " ").replaceFirst("").strip()).matches()) {
            return true;
        }
        // "Cheers, good luck with it.": luck wished right after thanks is for the interviewer's work, not sarcasm
        if (n > 1 && LUCK_WITH_IT.matcher(LEAD.matcher(phrases[n - 1].strip()).replaceFirst("").strip()).matches()
                && THANKS.matcher(phrases[n - 2].strip()).matches()) {
            return true;
        }
        // "I've gotta get ready for my shift, this was fun though. Good luck with it!": luck wished after the
        // respondent said they are leaving, a phrase or three before, is for the interviewer's work
        if (n > 1 && LUCK_WITH_IT.matcher(LEAD.matcher(phrases[n - 1].strip()).replaceFirst("").strip()).matches()) {
            for (int k = n - 2; k >= Math.max(0, n - 4); k--) {
                if (LEAVING.matcher(LEAD.matcher(phrases[k].strip()).replaceFirst("").strip()).matches()) {
                    return true;
                }
            }
        }
        if (departedThenThanked(phrases, a)) {
            return true;
        }
        // "Bye now, pet.": a goodbye followed by a short address
        return n > 1 && words(phrases[n - 1]) <= ADDRESS_WORDS && !phrases[n - 1].isBlank()
                && signOff(phrases[n - 2], before);
    }

    /**
     * "Okay mija, I have to go, the masa don't wait. Thank you, gracias, and if you want tamales, Saturday, you know
     * where.": a phrase that is wholly a departure of the respondent's own, not reported, with thanks, a goodbye or luck
     * wished ("I'll have to go, ... Best of luck with it, love.") in a later phrase, ends the talk whatever friendly
     * offer follows.
     */
    private static boolean departedThenThanked(String[] phrases, String upTo) {
        for (int i = 0; i < phrases.length - 1; i++) {
            String p = LEAD.matcher(phrases[i].strip()).replaceFirst("").strip();
            if (!LEAVING.matcher(p).matches() || !signOff(phrases[i], upTo)) {
                continue;
            }
            for (int k = i + 1; k < phrases.length; k++) {
                String later = LEAD.matcher(phrases[k].strip()).replaceFirst("").strip();
                if (THANKS.matcher(later).matches() || FORMULA.matcher(later).matches()
                        || LUCK_WITH_IT.matcher(later).matches()) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Whether {@code sentence} is wholly leave-taking, so it holds nothing to code ("Doei!", "Thanks, this was kinda
     * fun.", "Right, I gotta jump on a standup.", "Mind yourself."): every phrase of it is a goodbye formula, a
     * departure, thanks, a remark on the interview after thanks, luck wished after thanks, a short address after
     * thanks or a goodbye or a short reason after a departure, and at least one phrase is a goodbye, a departure or
     * thanks. A sentence with anything else in it ("Bye, and the zip broke again") is not.
     */
    static boolean wholly(String sentence) {
        if (sentence == null || sentence.isBlank()) {
            return false;
        }
        String a = normalised(sentence);
        if (a == null) {
            return false;
        }
        String[] phrases = phrases(a);
        boolean leaving = false;
        String previous = null;
        String upTo = "";
        for (String phrase : phrases) {
            String p = LEAD.matcher(phrase.strip() + " ").replaceFirst("").strip(); // "Right, ...": no content
            upTo = upTo + phrase + " ";
            boolean thanksBefore = previous != null && THANKS.matcher(previous).matches();
            boolean goodbyeBefore = previous != null && FORMULA.matcher(previous).matches();
            boolean departureBefore = previous != null && LEAVING.matcher(previous).matches();
            if (p.isEmpty()) {
                continue;
            }
            if (THANKS.matcher(p).matches() || signOff(phrase, upTo.strip())) {
                leaving = true;
            } else if (!(thanksBefore && (REMARK.matcher(p).matches() || LUCK_WITH_IT.matcher(p).matches()
                    || words(p) <= ADDRESS_WORDS && !CONTENT_WORD.matcher(p).find()) // "Cheers, mate."
                    || goodbyeBefore && words(p) <= ADDRESS_WORDS
                    || (departureBefore || goodbyeBefore && OWN_REASON.matcher(p).matches())
                    && words(p) <= REASON_WORDS)) {
                return false;
            }
            previous = p;
        }
        return leaving;
    }

    /**
     * Whether the answer's last sentence is wholly leave-taking ({@link #wholly}: "Thank you, ehn.", "Cheers, mate.",
     * "Chau, gracias."): thanks or a goodbye standing alone at the end of an answer, with nothing said after it, closes
     * what the respondent had to say. Thanks that acknowledge the question ("Thanks, good question. The price ...")
     * are followed by content, so never match; nor does a sentence with a remark after thanks (see the method body).
     */
    private static boolean lastSentenceLeaves(String answer) {
        String[] sentences = answer.strip().split("(?<=[.!?\u2026])\\s+");
        String last = sentences[sentences.length - 1];
        String plain = normalised(last);
        // a remark after thanks may be about what was just told ("I loved the course. Thanks, it was great."): left
        // to the whole-answer rules above, which read it with what came before
        return !last.strip().endsWith("?") && plain != null && !REMARK.matcher(plain).find() && wholly(last);
    }

    /** Lower case, straight apostrophes, single spaces, no closing stops; null for a quoted goodbye (someone else's). */
    private static String normalised(String text) {
        String a = text.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("\\s+", " ");
        return a.matches(".*[\"\u201d]\\W*$") ? null : a.replaceAll("[.!…\\s]+$", "");
    }

    /** The phrases of normalised text, split at commas, semicolons, colons, stops and dashes. */
    private static String[] phrases(String normalised) {
        return normalised.split("\\s*(?:[,;:.!?…]|\\s-+\\s|\u2013|\u2014)\\s*");
    }

    private static boolean signOff(String phrase, String upTo) {
        String p = LEAD.matcher(phrase.strip()).replaceFirst("").strip();
        if (p.isEmpty() || !FORMULA.matcher(p).matches()) {
            return false;
        }
        int at = upTo.lastIndexOf(phrase);
        String before = at < 0 ? "" : upTo.substring(0, at).replaceAll("[,;:\\s]+$", "");
        return !SAYING.matcher(before).find();
    }

    private static int words(String phrase) {
        String p = phrase.strip();
        return p.isEmpty() ? 0 : p.split("\\s+").length;
    }
}
