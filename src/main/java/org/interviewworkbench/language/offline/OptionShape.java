package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>whether a phrase is one of the options a repertory grid compares</b>, by where and how
 * the respondent said it: a grid's options are the things the respondent named when asked which ones they know (the
 * answer to the opening question), each said as a noun phrase. {@link TriadQuestion} names only such options.
 *
 * <p>Contract (phrases and answers compared case-insensitively, whole words; a leading article is ignored):
 * <ul>
 *   <li><b>not in the opening</b> ({@link #notInOpening}): past the opening, a phrase the answer to the opening never
 *       named is no option ("the club" said later as one end of a difference, "the knees", "the garlic"); with no
 *       opening answer at hand nothing is ruled out;</li>
 *   <li><b>a relative's clause</b> ({@link #relativeClause}): a phrase that holds a word for a relative or a friend
 *       followed by a word written in lower case ("when my brother drives": "brother drives"), or whose last word is
 *       such a word ("the family"), names a person of the speaker's or what they do, not an option; a relative named
 *       by their name stays one ("his sister Maddie"), as does their thing ("Mum's old cleaver");</li>
 *   <li><b>part of a name</b> ({@link #partOfName}): a capitalised phrase whose every mention is inside a longer
 *       name (a capitalised word joined to it mid-sentence: "Montague Gardens") or a place after "in", "at", "near",
 *       "from", "round" ("Mill Street in Gardens") is part of another option's name or where it is;</li>
 *   <li><b>a manner</b> ({@link #manner}): a phrase every mention of which is the second of two ways of doing
 *       something ("in person or on Zoom", "by phone or over Skype") is how the respondent met the options, not one
 *       of them;</li>
 *   <li><b>an interjection</b> ({@link #interjection}): a single word of the closed class of interjections and
 *       fillers ("ehn", "uff", "hmm", "meh", "nah", "wow", "abeg"), a sound ({@link Interjections#soundWord}), or a
 *       word every mention of which opens a sentence, set off by a comma, before nothing but a quantity ("Ehn,
 *       plenty.", "Oof, loads."): how the respondent feels about the question, never an option.</li>
 * </ul>
 */
final class OptionShape {

    /** Words for the speaker's relatives and friends: a person of theirs, never an option by the word alone. */
    private static final Set<String> RELATIVES = Set.of("mother", "mum", "mom", "mam", "father", "dad", "brother",
            "sister", "son", "daughter", "wife", "husband", "cousin", "uncle", "aunt", "auntie", "grandad", "granddad",
            "grandma", "granny", "grandmother", "grandfather", "granddaughter", "grandson", "family", "parents",
            "kids", "boyfriend", "girlfriend", "partner", "friend", "friends", "housemate", "flatmate", "roommate");
    private static final Set<String> PLACE = Set.of("in", "at", "near", "from", "round", "around");
    /** "in person or on", "by phone or over": a way of doing something, then a second way. */
    private static final Pattern MANNER_PAIR = Pattern.compile(
            "(?i)\\b(?:in|at|by|on|over|via)\\s+\\p{L}+\\s+(?:or|and)\\s+(?:on|over|via|by)\\s+$");

    /** The word just before a mention, with what it is separated from it by. */
    private static final Pattern PREVIOUS = Pattern.compile("(\\S+)\\s+$");

    /** Interjections, fillers and exclamations: a closed class, never an option ("Ehn, plenty."). */
    private static final Set<String> INTERJECTIONS = Set.of("ehn", "ehen", "uff", "eh", "ehh", "ah", "ahh", "aah",
            "oh", "ooh", "hmm", "hm", "mm", "um", "umm", "erm", "er", "uh", "meh", "yeah", "yea", "yep", "nah", "nope",
            "wow", "ugh", "lol", "haha", "hahaha", "abeg", "ay", "ayy", "ach", "och", "oops", "phew", "pfft", "ahem",
            "huh", "gosh", "jeez", "blimey", "crikey", "yikes", "aww", "oof", "okay", "ok", "ha", "hey",
            "haba", "ehm", "eish", "yoh", "arre", "ayyo", "aiyo", "aiya", "alamak", "oi", "oy", "welp",
            "whoa", "woah", "yay", "duh", "dang", "damn", "geez", "god", "lord", "jesus", "christ", "heavens", "gawd");
    /** A sentence that opens with one word set off by a comma and says nothing but a quantity: "Uff, a lot." */
    private static final Pattern WORD_THEN_QUANTITY = Pattern.compile("^\\W*(\\p{L}+)\\s*[,!]\\s*((?:\\p{L}+\\s*){1,3})[.!?]*$");

    private OptionShape() {
    }

    /**
     * Whether a single pole read from the answers names no difference between options: an interjection
     * ({@link #interjection}: "Eish."), or a name the answer to the opening lists, written with
     * its capital inside a sentence ("Heathrow, Gatwick, Stansted": "Stansted." later is an option picked, not a
     * construct to rate the options on).
     */
    static boolean noDimension(String pole, FollowUpRequest request) {
        List<String> all = new java.util.ArrayList<>(request.earlierAnswers());
        all.add(request.lastAnswer());
        String opening = request.earlierAnswers().isEmpty() ? null : request.earlierAnswers().get(0);
        String p = pole == null ? "" : pole.strip();
        if (p.isEmpty()) {
            return false;
        }
        String capital = p.substring(0, 1).toUpperCase(Locale.ROOT) + p.substring(1);
        boolean listed = opening != null && Pattern.compile("(?<=[,;:] |\\p{Ll} )" + Pattern.quote(capital)
                + "(?![\\p{L}\\d])").matcher(opening).find();
        return listed || interjection(p.toLowerCase(Locale.ROOT), all);
    }

    /**
     * Whether {@code phrase} is an interjection or a filler, never an option (class comment): one word of the closed
     * class ("Ehn", "meh"), a sound ("Hmm", "Uff"), or a word every mention of which in {@code texts} opens a
     * sentence set off by a comma before a quantity only ("Ehn, plenty.").
     */
    static boolean interjection(String phrase, List<String> texts) {
        String bare = unarticled(phrase);
        if (bare.isEmpty() || bare.contains(" ") || !bare.equals(phrase.strip().toLowerCase(Locale.ROOT))) {
            return false; // "the oh" is no interjection; a phrase of two words neither
        }
        if (INTERJECTIONS.contains(bare) || Interjections.soundWord(phrase.strip())) {
            return true;
        }
        Pattern mention = mention(bare);
        boolean found = false;
        for (String text : texts) {
            if (text == null) {
                continue;
            }
            for (String sentence : text.split("(?<=[.!?])\\s+")) {
                Matcher m = mention.matcher(sentence);
                while (m.find()) {
                    Matcher shape = WORD_THEN_QUANTITY.matcher(sentence.strip());
                    if (m.start() > 3 || !shape.matches() || !shape.group(1).equalsIgnoreCase(bare)
                            || !OptionMentions.quantity(shape.group(2).strip().replaceFirst("(?i)^quite\\s+", ""))) {
                        return false;
                    }
                    found = true;
                }
            }
        }
        return found;
    }

    /** Whether, past the opening, {@code opening} (the answer to the opening question) never named {@code phrase}. */
    static boolean notInOpening(String phrase, String opening) {
        if (opening == null || opening.isBlank()) {
            return false;
        }
        String bare = unarticled(phrase);
        return !bare.isEmpty() && !mention(bare).matcher(opening).find();
    }

    /** Whether {@code phrase} names a relative or friend of the speaker, or what one does (class comment). */
    static boolean relativeClause(String phrase, List<String> texts) {
        String[] words = unarticled(phrase).split("\\s+");
        if (words.length == 0 || words[0].isEmpty()) {
            return false;
        }
        if (RELATIVES.contains(words[words.length - 1].replaceAll("'s?$", ""))) {
            return true; // "the family", "my brother"
        }
        for (int i = 0; i < words.length - 1; i++) {
            if (RELATIVES.contains(words[i])) {
                return lowerAfterRelative(unarticled(phrase), texts); // "brother drives", not "sister Maddie"
            }
        }
        return false;
    }

    /** Whether a mention of {@code bare} in {@code texts} ends on a word written in lower case. */
    private static boolean lowerAfterRelative(String bare, List<String> texts) {
        Pattern mention = mention(bare);
        for (String text : texts) {
            Matcher m = text == null ? null : mention.matcher(text);
            if (m != null && m.find()) {
                String[] said = m.group().split("\\s+");
                String last = said[said.length - 1];
                return Character.isLowerCase(last.charAt(0));
            }
        }
        return false;
    }

    /** Whether every mention of the capitalised {@code phrase} is inside a longer name or a place (class comment). */
    static boolean partOfName(String phrase, List<String> texts) {
        return everyMention(phrase, texts, (text, m) -> {
            if (!Character.isUpperCase(m.group().charAt(0))) {
                return false; // said in lower case: a common noun, judged elsewhere
            }
            String head = text.substring(0, m.start());
            Matcher before = PREVIOUS.matcher(head);
            boolean hasPrev = before.find();
            String prev = hasPrev ? before.group(1) : "";
            String earlier = hasPrev ? head.substring(0, before.start(1)).strip() : "";
            boolean midSentence = !earlier.isEmpty() && !earlier.matches("(?s).*[.!?:;]$");
            boolean inName = !prev.isEmpty() && Character.isUpperCase(prev.charAt(0)) && midSentence
                    && prev.matches("\\p{L}+") && !prev.equals("I");
            return inName || PLACE.contains(prev.toLowerCase(Locale.ROOT));
        });
    }

    /** Whether every mention of {@code phrase} is the second of two ways of doing something (class comment). */
    static boolean manner(String phrase, List<String> texts) {
        return everyMention(phrase, texts, (text, m) -> MANNER_PAIR.matcher(text.substring(0, m.start())).find());
    }

    /**
     * Whether {@code phrase} (its article dropped) is mentioned in {@code texts} at least once and {@code holds} is
     * true of every mention, given the text it stands in and where.
     */
    private static boolean everyMention(String phrase, List<String> texts,
            java.util.function.BiPredicate<String, java.util.regex.MatchResult> holds) {
        Pattern mention = mention(unarticled(phrase));
        boolean found = false;
        for (String text : texts) {
            Matcher m = text == null ? null : mention.matcher(text);
            while (m != null && m.find()) {
                if (!holds.test(text, m.toMatchResult())) {
                    return false;
                }
                found = true;
            }
        }
        return found;
    }

    private static String unarticled(String phrase) {
        return phrase == null ? "" : phrase.strip().toLowerCase(Locale.ROOT).replaceFirst("^(?:the|a|an|my) ", "");
    }

    private static Pattern mention(String bare) {
        return Pattern.compile("(?i)(?<![\\p{L}\\d'])" + Pattern.quote(bare) + "(?![\\p{L}\\d])");
    }
}
