package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Set;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * The grammar gate of a question's noun slot ({@code Why does {focus} matter to you?}): a phrase goes into the
 * slot only when, tagged in the frame "The PHRASE is here.", it is a complete noun phrase or gerund phrase of one to
 * six words. Refused: a verb or clause that is not a gerund ("cycle to work", "was one doctor for floor", "get
 * blister": a verb that is never a noun opening it), a phrase
 * that starts or ends on a function word ("to office", "be able", "part of"), a lone pronoun or number without its
 * referent ("one", "it", "that") or with such a head ("the new one", "one thing"), a phrase opening on "own" (its
 * possessive lost: "own two children"), a count above one before a singular noun ("two hand"), a phrase led by an
 * indefinite pronoun ("nothing to hide behind": its -ing is no gerund), a phrase headed by an adverb of place or time
 * ("halfway", "upstairs"), and anything with sentence punctuation.
 */
final class NounPhraseGate {

    static final int MAX_WORDS = 6;
    private static final Set<String> BARE_PRONOUNS = Set.of("one", "it", "that", "this", "they", "them", "these",
            "those", "something", "thing", "things", "stuff", "everything", "anything", "nothing", "lot", "bit",
            "way", "part", "kind", "sort", "worst part", "best part", "main thing", "opposite", "odd one", "other",
            "others", "first", "last", "rest", "same", "whole", "end", "start", "reason", "problem", "point");
    /** Verbs whose base form is never a noun: a phrase opening on one is a verb phrase ("get blister", "make do"). */
    private static final Set<String> VERBS_ONLY = Set.of("be", "get", "make", "take", "go", "do", "have", "keep",
            "give", "find", "know", "learn", "choose", "buy", "avoid", "protect", "enjoy", "spend", "eat", "bring");
    /** Heads that stand for a thing named elsewhere, so the phrase names nothing by itself. */
    private static final Set<String> VAGUE_HEADS = Set.of("one", "ones", "thing", "things", "stuff", "bit", "lot");
    /** Particles that end a phrasal verb: a phrase ending in one is a verb torn from its clause ("end up"). */
    private static final Set<String> PARTICLES = Set.of("up", "off", "out", "down", "away", "back", "around", "over");
    private static final Set<String> COMPARATIVES = Set.of("better", "worse", "cheaper", "faster", "quicker",
            "bigger", "smaller", "nicer", "safer", "longer", "shorter", "higher", "lower", "warmer", "cooler", "calmer",
            "louder", "cleaner", "simpler", "newer", "older", "harder", "softer", "greater", "fewer", "closer");
    private static final Set<String> IER_NOUNS = Set.of("barrier", "cashier", "courier", "frontier", "soldier",
            "supplier", "carrier", "premier", "dossier", "tier", "pier", "glacier", "brazier", "financier", "hosier",
            "clothier", "furrier", "collier", "terrier", "rapier", "crozier", "farrier", "outlier");

    /** A comparative adjective ("healthier", "cheaper"), which names no thing on its own. */
    static boolean comparative(String word) {
        String w = word.toLowerCase(java.util.Locale.ROOT);
        return COMPARATIVES.contains(w) || w.endsWith("ier") && w.length() > 5 && !IER_NOUNS.contains(w);
    }

    /** Heads that name a time or an amount, not a concept ("january", "two weeks", "the hour", "three"). */
    private static final Set<String> TIME_HEADS = Set.of("january", "february", "march", "april", "may", "june",
            "july", "august", "september", "october", "november", "december", "monday", "tuesday", "wednesday",
            "thursday", "friday", "saturday", "sunday", "christmas", "easter", "weekend", "week", "weeks", "day",
            "days", "hour", "hours", "minute", "minutes", "month", "months", "year", "years", "time", "times",
            "morning", "evening", "night", "ages", "while", "spot", "second", "seconds", "today", "yesterday", "tomorrow", "summer", "winter", "spring", "autumn",
            "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "twenty", "hundred", "thousand",
            "half", "couple", "dozen", "pound", "pounds", "euro", "euros", "dollar", "dollars", "percent", "kilometres", "kilometers", "miles");
    private static final Set<String> END_FUNCTION_TAGS = Set.of("ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART",
            "PRON", "VERB");

    private static final java.util.regex.Pattern SUBJECT_PRONOUNS = java.util.regex.Pattern.compile(
            "(?:i|we|they|he|she|you)(?:'m|'re|'ve|'ll|'d|'s)?|i'm|it's|that's|there's");

    private final OpenNlpPipeline nlp;

    NounPhraseGate(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    boolean passes(String phrase) {
        if (phrase == null) {
            return false;
        }
        String p = phrase.strip();
        if (p.isEmpty() || p.matches(".*[.?!;:\"].*")) {
            return false;
        }
        String[] words = p.split("\\s+");
        if (words.length > MAX_WORDS || BARE_PRONOUNS.contains(p.toLowerCase(java.util.Locale.ROOT))) {
            return false;
        }
        if (words.length > 1 && VERBS_ONLY.contains(words[0].toLowerCase(java.util.Locale.ROOT))) {
            return false; // "get blister" (of "you get blisters"): a verb in its base form, no noun phrase
        }
        for (String w : words) {
            if (SUBJECT_PRONOUNS.matcher(w.toLowerCase(java.util.Locale.ROOT).replace('\u2019', '\'')).matches()) {
                return false; // "Tuesdays I'm": a clause's subject torn off, never part of a noun phrase
            }
        }
        if (words.length == 2 && (words[0].equalsIgnoreCase("last") || words[0].equalsIgnoreCase("next"))) {
            return false; // "last fall", "next term": a time, not a concept
        }
        if (INDEFINITE_PRONOUNS.contains(words[0].toLowerCase(java.util.Locale.ROOT))) {
            return false; // "nothing to hide behind": a pronoun and its clause, not a gerund despite the -ing
        }
        if (ADVERB_HEADS.contains(words[words.length - 1].toLowerCase(java.util.Locale.ROOT))) {
            return false; // "the halfway": an adverb of place or time, which a tagger may read as a noun
        }
        if (words[0].equalsIgnoreCase("own")) {
            return false; // "own two children": "own" follows a possessive, which was lost ("the own ...")
        }
        if (countBeforeSingular(words)) {
            return false; // "two hand": a count above one before a singular noun is not a standard phrase
        }
        if (words.length > 1 && words[0].equalsIgnoreCase("one")) {
            return false; // "one less thing", "one number": a pronoun or a count, not a name
        }
        String lastWord = words[words.length - 1].toLowerCase(java.util.Locale.ROOT);
        if (words.length > 1 && VAGUE_HEADS.contains(lastWord)) {
            return false; // "the new one", "change one thing": the head stands for something said elsewhere
        }
        if (TIME_HEADS.contains(lastWord) || lastWord.matches("\\d+([.,]\\d+)?")) {
            return false;
        }
        if (p.contains(",") || lastWord.endsWith("'s") || lastWord.endsWith("\u2019s") || lastWord.endsWith("s'")) {
            return false; // "switching off, properly", "the campsite's": a list or a possessive without its head
        }
        if (PARTICLES.contains(lastWord) && !words[0].toLowerCase(java.util.Locale.ROOT).endsWith("ing")) {
            return false; // "end up" from "we'd end up with a takeaway": a verb and its particle, not a noun
        }
        if (comparative(lastWord)) {
            return false; // "the healthier", "the cheaper": a comparison without what it is about
        }
        if (words.length == 1 && isAdjective(p)) {
            return false; // "pricey", "creamy": a property, not a thing to name
        }
        List<Token> t = tokens("The " + p + " is here.");
        if (t.size() < words.length + 3) {
            return false;
        }
        List<Token> slot = t.subList(1, 1 + words.length);
        Token first = slot.get(0);
        Token last = slot.get(slot.size() - 1);
        boolean gerund = first.lower().endsWith("ing") && first.is("VERB", "NOUN");
        if (!gerund && !first.is("NOUN", "PROPN", "ADJ", "NUM", "DET") && !first.lower().equals("not")) {
            return false;
        }
        if (gerund) {
            // a gerund phrase may end on its object or an adverb/adjective ("getting some exercise", "living well")
            return !last.is("ADP", "DET", "CCONJ", "SCONJ", "AUX", "PART") || slot.size() == 1;
        }
        if (END_FUNCTION_TAGS.contains(last.tag()) || !last.is("NOUN", "PROPN", "NUM")) {
            return false;
        }
        for (String w : words) {
            if (VERB_FORMS.contains(w.toLowerCase(java.util.Locale.ROOT))) {
                return false;
            }
        }
        for (int i = 0; i < slot.size(); i++) {
            Token tok = slot.get(i);
            if (i > 0 && tok.is("PRON") || tok.is("NOUN") && tok.lower().endsWith("s") && i + 1 < slot.size()
                    && (slot.get(i + 1).is("PRON", "ADV") || slot.get(i + 1).lower().equals("like"))) {
                return false; // a clause in disguise: "sorts itself afterwards", "eats like a bird"
            }
        }
        for (Token tok : slot) {
            if (tok.is("AUX") || tok.is("VERB") && !tok.lower().endsWith("ing") && !tok.lower().endsWith("ed")) {
                return false; // a clause, not a phrase
            }
        }
        return true;
    }

    /**
     * The phrase as it reads in a question slot, or {@code null} when it fails the gate: a common noun phrase
     * without a determiner gets "the" ("the rash", "the worst part", "the 7am shift": a number before a singular noun
     * is a modifier, not a determiner); gerund phrases, proper nouns and phrases with their own determiner, possessive
     * or counting number ("two kids") stay as they are.
     */
    String render(String phrase) {
        if (!passes(phrase)) {
            return null;
        }
        String p = phrase.strip();
        String firstWord = p.split("\\s+")[0].toLowerCase(java.util.Locale.ROOT);
        List<Token> t = tokens("The " + p + " is here.");
        Token first = t.get(1);
        boolean gerund = firstWord.endsWith("ing") && first.is("VERB", "NOUN") && !ING_NOUNS.contains(firstWord);
        // a number counts things when spelled as a count ("three people"; a count before a singular noun fails the
        // gate above), before a plural or as "one" ("2 kids"); "7am shift", "20-minute slot":
        // the number is a modifier and the singular count noun still needs its article ("the 7am shift")
        // (a word that starts with a digit is a number even when the tagger reads "7am" as a name)
        boolean numeral = first.is("NUM") || Character.isDigit(firstWord.charAt(0));
        boolean counted = numeral && (COUNTS.contains(firstWord) || SlotNumber.plural(p) || firstWord.equals("one")
                || firstWord.equals("1") || SAME_PLURAL.contains(SlotNumber.head(p))
                || !p.contains(" ")); // "2019" alone: a number, no noun to determine
        boolean determined = first.is("DET") || first.is("PROPN") && !numeral || counted
                || DETERMINERS.contains(firstWord);
        if (!determined && !gerund && ORDINALS.contains(firstWord) && p.contains(" ")) {
            return "the " + p; // "the first session", "the only option", "the biggest worry": never without "the"
        }
        return gerund || determined || firstWord.equals("not") || abstractNoun(p) ? p : "the " + p;
    }

    /** Ordinals and exclusive adjectives: English needs "the" before them ("the first session", "the same one"). */
    private static final Set<String> ORDINALS = Set.of("first", "second", "third", "fourth", "fifth", "last", "next",
            "only", "same", "main", "final", "previous", "following", "best", "worst", "biggest", "hardest",
            "easiest", "cheapest", "greatest", "highest", "lowest", "longest", "nicest", "scariest", "smallest");

    /**
     * Count nouns with an abstract-looking suffix (-sion, -tion, -ity, -ence, -ance, -ship, -hood): they take an
     * article in a slot like any count noun ("the session", not "about first session").
     */
    private static final Set<String> COUNT_NOUNS = Set.of("session", "question", "station", "decision", "option",
            "position", "section", "version", "suggestion", "occasion", "conversation", "reservation", "notification",
            "application", "explanation", "instruction", "invitation", "prescription", "subscription", "transaction",
            "operation", "donation", "qualification", "competition", "destination", "location", "mission",
            "exhibition", "collection", "connection", "condition", "city", "activity", "facility", "university",
            "opportunity", "charity", "sentence", "conference", "fence", "licence", "allowance", "appliance",
            "entrance", "ambulance", "instance", "relationship", "ship", "internship", "scholarship",
            "championship", "neighbourhood", "neighborhood", "kingdom", "mansion", "pension", "lotion", "potion",
            "portion", "ration", "nation", "petition", "audition", "expedition", "tradition", "promotion",
            "reaction", "solution", "institution", "intersection", "junction", "function", "edition", "lesson");

    /** Indefinite pronouns: they end in -ing but are never gerunds, and name nothing by themselves. */
    static final Set<String> INDEFINITE_PRONOUNS = Set.of("nothing", "something", "anything", "everything",
            "nobody", "somebody", "anybody", "everybody", "noone", "someone", "anyone", "everyone");

    /**
     * Adverbs of place, direction and time that taggers read as nouns at a clause's start ("Then halfway, ...",
     * "Upstairs, ..."): English closed class; such a word heads no noun phrase ("the halfway", "the upstairs").
     */
    private static final Set<String> ADVERB_HEADS = Set.of("halfway", "midway", "upstairs", "downstairs", "indoors",
            "outdoors", "overseas", "abroad", "afterwards", "afterward", "beforehand", "meanwhile", "overnight",
            "nowadays", "somewhere", "anywhere", "everywhere", "nowhere", "elsewhere", "sometime", "anyway", "ahead",
            "apart", "aside", "away", "downhill", "uphill", "downstream", "upstream");

    private static final Set<String> COUNTS = Set.of("two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "twelve", "twenty", "several", "many", "few", "both");

    /** English nouns whose plural is the singular form or has no -s ("two people", "three sheep"). */
    private static final Set<String> SAME_PLURAL = Set.of("people", "police", "cattle", "sheep", "fish", "deer",
            "quid", "staff", "crew", "folk", "aircraft", "offspring", "livestock", "pence", "grand", "k", "dozen",
            "feet", "teeth", "geese", "mice", "men", "women", "children", "bn", "m");

    /** "two hand", "several problem": a count above one directly before a singular noun the count agrees with. */
    private boolean countBeforeSingular(String[] words) {
        for (int i = 0; i + 1 < words.length; i++) {
            if (COUNTS.contains(words[i].toLowerCase(java.util.Locale.ROOT))) {
                List<Token> t = tokens("There are " + words[i].toLowerCase(java.util.Locale.ROOT) + " "
                        + words[i + 1].toLowerCase(java.util.Locale.ROOT) + " here.");
                if (t.size() > 3 && t.get(3).is("NOUN") && t.get(3).lower().equals(t.get(3).lemma())
                        && !t.get(3).lower().endsWith("s") && !TIME_HEADS.contains(t.get(3).lower())
                        && !SAME_PLURAL.contains(t.get(3).lower())) {
                    return true;
                }
            }
        }
        return false;
    }

    private boolean isAdjective(String word) {
        List<Token> t = tokens("I like the " + word.toLowerCase(java.util.Locale.ROOT) + ".");
        return t.size() > 3 && t.get(3).is("ADJ");
    }

    /** Abstract and mass nouns read without an article ("self-respect", "peace of mind", "health"). */
    static boolean abstractNoun(String phrase) {
        String p = phrase.toLowerCase(java.util.Locale.ROOT);
        String head = p.contains(" of ") ? p.substring(0, p.indexOf(" of ")) : p;
        String last = head.substring(head.lastIndexOf(' ') + 1);
        return p.startsWith("self-") || MASS_NOUNS.contains(last)
                || last.matches(".*(ness|ity|dom|ship|ence|ance|ism|hood|tion|sion)$") && !COUNT_NOUNS.contains(last);
    }

    /** Auxiliaries, modals and common irregular past forms a tagger may read as nouns ("the saw doctor"). */
    private static final Set<String> VERB_FORMS = Set.of("is", "are", "am", "was", "were", "be", "been", "has",
            "have", "had", "will", "would", "can", "could", "should", "must", "might", "may", "shall", "do", "does",
            "did", "saw", "took", "went", "made", "got", "came", "said", "told", "felt", "kept", "left", "thought",
            "bought", "brought", "found", "gave", "knew", "ran", "sat", "stood", "wrote", "ate", "drank", "began",
            "paid", "sent", "spent", "lost", "won", "met", "heard", "let", "put", "tried", "used", "wanted", "needed");

    private static final Set<String> MASS_NOUNS = Set.of("health", "money", "time", "comfort", "control", "safety",
            "security", "peace", "freedom", "quality", "nutrition", "exercise", "sleep", "energy", "fun", "stress",
            "respect", "love", "family", "happiness", "wellbeing", "well-being", "balance", "work", "progress",
            "success", "confidence", "trust", "value", "status", "belonging", "recognition", "sustainability");

    /** Nouns that end in -ing but are things, not activities: they take an article ("the wedding"). */
    private static final Set<String> ING_NOUNS = Set.of("wedding", "building", "morning", "evening", "ceiling",
            "thing", "things", "spring", "ring", "string", "wing", "pudding", "clothing", "meeting", "booking",
            "parking", "housing", "training", "funding", "setting", "settings", "ending", "beginning", "filling",
            "listing", "listings", "viewing", "viewings", "recording", "painting", "opening", "offering",
            "bedding", "railing", "landing", "crossing", "stuffing", "topping", "icing", "sibling", "siblings");

    /** Whether an -ing word names a thing or a time ("evening", "wedding"), not an activity. */
    static boolean ingNoun(String word) {
        return ING_NOUNS.contains(word.toLowerCase(java.util.Locale.ROOT));
    }

    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "your", "my", "his", "her", "their",
            "our", "its", "this", "that", "these", "those", "some", "any", "every", "each", "no", "all", "both");

    private List<Token> tokens(String text) {
        List<Sentence> sentences = nlp.process(text);
        return sentences.isEmpty() ? List.of() : sentences.get(0).tokens();
    }
}
