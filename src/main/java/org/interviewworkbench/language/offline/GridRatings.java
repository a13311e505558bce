package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>what a repertory grid has already rated</b>: once the respondent has placed the options on
 * a construct, a moderator moves on (ladders the construct or compares a new triad) and never asks for the same
 * ratings again. Read from the last answer, the question it answered and the questions asked before, against the
 * grid's elements ({@link FollowUpRequest#elements()}).
 *
 * <p>Contract: the rating is given when
 * <ul>
 *   <li>the last answer gives three or more scores (figures or number words up to ten, "a 4", "Bus, three") and
 *       names at least two of the options; or</li>
 *   <li>it names three or more options with a word of placement ("in between", "the top", "the worst", "closest",
 *       "higher"); or</li>
 *   <li>it answers a rating question and one of its sentences names an option with a score or a word of placement
 *       ("So the bus is closest.");</li>
 *   <li>or a rating question naming this focus was already asked: a construct is rated once.</li>
 * </ul>
 * An option is "named" when one of the content words of an element's label (three letters or more) is in the
 * answer, or by a capitalised name inside a sentence.
 */
final class GridRatings {

    /**
     * A score: a figure or a number word up to ten that ends its phrase ("Bus, three.", "a 4 on price", "two, maybe"),
     * not a count or an amount ("two tills", "$3.40", "thirty-five", "at ten at night").
     */
    private static final Pattern NUMBER = Pattern.compile("(?i)(?<![\\d.,$£€-])(?<!\\b(?:at|by|till|until|past|to) )"
            + "\\b(?:10|[0-9](?:\\.5)?|one|two|three|four|five|six|seven|eight|nine|ten)\\b(?![.,]?\\d|-)"
            + "(?=\\s*(?:$|[,.;:!?)/]|out of|and a half|on|for|and|or|too|maybe|probably|but|so|tops|stars?|points?)\\b|"
            + "\\s*[,.;:!?)/]|\\s*$)");
    private static final Pattern PLACEMENT = Pattern.compile("(?i)\\b(?:in between|in the middle|middle|top|bottom|"
            + "best|worst|closest|furthest|nearest|highest|lowest|higher|lower|first|last|rank(?:ed|s)?|"
            + "score(?:s|d)?|out of (?:five|ten|5|10))\\b");
    private static final Set<String> STOP = Set.of("with", "from", "that", "this", "your", "their", "them", "over",
            "into", "team", "some", "someone", "someone's", "other", "about", "the", "and", "for");

    /** A capitalised word that does not open a sentence (after a letter, a comma or a word and a space). */
    private static final Pattern PROPER = Pattern.compile("(?<=[a-z,;:] )([A-Z][a-zA-Z]{2,})\\b");
    /** A name with a capital inside it ("WhatsApp", "iPhone", "YouTube"), wherever it stands. */
    private static final Pattern CAMEL = Pattern.compile("\\b([A-Za-z][a-z]+[A-Z][A-Za-z]*)\\b");

    private GridRatings() {
    }

    /** Whether the grid's rating of the focus is already given or asked (see the class comment). */
    static boolean rated(FollowUpRequest request) {
        List<String> elements = elements(request);
        String answer = request.lastAnswer();
        if (answer == null || answer.isBlank()) {
            return false;
        }
        if (scoresOptions(answer, elements)) {
            return true;
        }
        List<String> asked = request.recentQuestions();
        String last = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        if (asksForRating(last) && placesAnOption(answer, elements)) {
            return true;
        }
        String focus = request.focusLabel() == null ? "" : request.focusLabel().strip().toLowerCase(Locale.ROOT);
        return !focus.isEmpty() && asked.stream().anyMatch(q -> asksForRating(q)
                && q.toLowerCase(Locale.ROOT).contains(focus));
    }

    /**
     * Whether {@code text} rates the options: three or more scores with two options named, or three options named
     * with a word of placement (the first two rules of the class comment).
     */
    static boolean scoresOptions(String text, FollowUpRequest request) {
        return text != null && scoresOptions(text, elements(request));
    }

    private static boolean scoresOptions(String text, List<String> elements) {
        int named = named(text, elements);
        return count(NUMBER, text) >= 3 && named >= 2 || named >= 3 && PLACEMENT.matcher(text).find();
    }

    /** Whether {@code text} gives three or more scores and names two or more options ("Bus five, Volaris four, ..."). */
    static boolean givesScores(String text, FollowUpRequest request) {
        return text != null && count(NUMBER, text) >= 3 && named(text, elements(request)) >= 2;
    }

    /** Whether one sentence of {@code text} names an option and gives it a score or a place. */
    static boolean placesAnOption(String text, FollowUpRequest request) {
        return text != null && placesAnOption(text, elements(request));
    }

    /** The grid's options: the elements named so far and the concept's own. */
    private static List<String> elements(FollowUpRequest request) {
        List<String> elements = new ArrayList<>(request.elements());
        if (request.concept() != null) {
            request.concept().elements().forEach(e -> {
                elements.add(e.label());
                elements.addAll(e.aliases());
            });
        }
        return elements;
    }

    private static final Pattern IDEAL = Pattern.compile("(?i)\\b(?:ideal|perfect|dream)\\b(?:\\s+\\w+)?\\s+(?:would|'d|is|was|"
            + "for me)\\b|\\b(?:my|the) (?:ideal|dream|perfect)\\b|^\\W*(?:ideal|perfect|dream)\\b");

    /**
     * Whether the focus is the respondent's ideal option: its clause describes one ("The ideal would be ...", "my
     * dream is ...", "the perfect app would ..."), or its node type names an ideal and the answer it comes from
     * speaks of one (a type alone may be a misreading).
     */
    static boolean ideal(FollowUpRequest request) {
        if (request.focusQuote() != null && IDEAL.matcher(request.focusQuote()).find()) {
            return true;
        }
        String type = request.focusNodeType() == null ? "" : request.focusNodeType().toLowerCase(Locale.ROOT);
        String answer = AnswerReferences.answerHolding(request);
        return type.contains("ideal") && answer != null && IDEAL.matcher(answer).find();
    }

    /** Which option comes closest to the ideal just described ({@link FocusFreeQuestions#CLOSEST_TO_IDEAL}). */
    static String closestToIdeal(FollowUpRequest request) {
        List<String> closest = FocusFreeQuestions.CLOSEST_TO_IDEAL;
        long h = Text.mix(request.seed(), Text.hash(String.valueOf(request.focusLabel())), closest.size());
        return VariantChooser.choose(closest, Text.pick(h, closest.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** Whether the focus is one of the options a grid compares (its node type, or its label names an element). */
    static boolean optionFocus(FollowUpRequest request) {
        return "element".equalsIgnoreCase(request.focusNodeType()) || option(request.focusLabel(), request.elements());
    }

    /** Whether the text describes the respondent's ideal ("The perfect one would ...", "Ideal? ..."). */
    static boolean describesIdeal(String text) {
        return text != null && IDEAL.matcher(text.strip()).find();
    }

    /** An ideal told by an option it is like: "basically Auskick but all year round", "Tusker is near". */
    private static final Pattern LIKE_OPTION = Pattern.compile("(?i)\\b(?:basically|close|near|nearest|almost|"
            + "but with|(?:is|comes) (?:the )?closest|same as|(?:just|a bit|something|more) like)\\b");

    /** Which comes closest, said outright: "X's closest", "is the nearest", "is almost there already". */
    private static final Pattern CLOSEST_TOLD = Pattern.compile("(?i)(?:'s| is| are| comes) (?:the )?(?:closest|"
            + "nearest)\\b|\\b(?:is|are|'s) (?:almost|nearly|pretty much) there\\b");

    /**
     * Whether one sentence of {@code text} names an option together with what makes it like the ideal ("Basically
     * Auskick but all year round", "JKML but with Java's wifi", "Tusker is near"): which comes closest is told.
     */
    static boolean namesClosest(String text, FollowUpRequest request) {
        if (text == null) {
            return false;
        }
        if (CLOSEST_TOLD.matcher(text).find()) {
            return true; // "The 19's closest, I reckon", "Don Chuy is almost there already"
        }
        for (String sentence : text.split("(?<=[.!?])\\s+")) {
            int named = named(sentence, elements(request)); // three or more: an ideal made of several, none closest
            if (named >= 1 && named <= 2 && LIKE_OPTION.matcher(sentence).find()) {
                return true;
            }
        }
        return false;
    }

    /** Whether one sentence of the answer names an option and gives it a score or a place ("So the bus is closest."). */
    private static boolean placesAnOption(String answer, List<String> elements) {
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            if (named(sentence, elements) >= 1 && (count(NUMBER, sentence) >= 1
                    || PLACEMENT.matcher(sentence).find())) {
                return true;
            }
        }
        return false;
    }

    /**
     * How many options the text names: elements by a content word of their label, and names written with a capital
     * inside a sentence ("we tried Bolt and Uber") or with a capital inside it ("WhatsApp"), which is how brands
     * and places, a grid's usual options, are written.
     */
    static int named(String text, List<String> elements) {
        String t = " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9']+", " ") + " ";
        Set<String> seen = new LinkedHashSet<>();
        for (Pattern name : List.of(PROPER, CAMEL)) {
            Matcher names = name.matcher(text);
            while (names.find()) {
                seen.add(names.group(1).toLowerCase(Locale.ROOT));
            }
        }
        for (String element : elements) {
            for (String w : words(element)) {
                if (t.contains(" " + w + " ") || t.contains(" " + w + "s ") || t.contains(" " + w + "'s ")) {
                    seen.add(element.toLowerCase(Locale.ROOT));
                    break;
                }
            }
        }
        return seen.size();
    }

    /**
     * How many of the typed options the text names, by a content word of their label, each word counted once (so an
     * option typed twice, "Hokas" and "the Hoka", is one); never a capitalised word that no option holds.
     */
    static int typedOptions(String text, List<String> elements) {
        String t = " " + text.toLowerCase(Locale.ROOT).replace('\u2019', '\'').replaceAll("[^a-z0-9']+", " ") + " ";
        Set<String> found = new LinkedHashSet<>();
        for (String element : elements) {
            for (String w : words(element)) {
                if (t.contains(" " + w + " ") || t.contains(" " + w + "s ") || t.contains(" " + w + "'s ")) {
                    found.add(w);
                    break;
                }
            }
        }
        return found.size();
    }

    private static List<String> words(String label) {
        List<String> out = new ArrayList<>();
        for (String w : label.toLowerCase(Locale.ROOT).replace('\u2019', '\'').split("[^a-z0-9']+")) {
            if (w.length() >= 3 && !STOP.contains(w)) {
                out.add(w);
            }
        }
        return out;
    }

    private static int count(Pattern p, String text) {
        int n = 0;
        Matcher m = p.matcher(text);
        while (m.find()) {
            n++;
        }
        return n;
    }

    /**
     * Whether the focus label names one of the options rather than a construct: it is an element's label, or holds
     * every content word of one ("the phone call" against the element "phone").
     */
    static boolean option(String label, List<String> elements) {
        if (label == null || label.isBlank()) {
            return false;
        }
        List<String> mine = words(label);
        for (String element : elements) {
            List<String> theirs = words(element);
            if (element.strip().equalsIgnoreCase(label.strip()) || !theirs.isEmpty() && mine.containsAll(theirs)) {
                return true;
            }
        }
        return false;
    }

    /** The focus-free rating questions, and which option comes closest to the ideal (a rank too). */
    private static final List<String> RATING_WORDINGS = java.util.stream.Stream.concat(
            FocusFreeQuestions.of(Intent.RATE, FocusKind.POSITIVE).stream(),
            FocusFreeQuestions.CLOSEST_TO_IDEAL.stream()).toList();
    /** The built-in rating templates as patterns, made once: any focus, at the end of the question. */
    private static final List<Pattern> RATING_TEMPLATES = QuestionTemplates.TEMPLATES.get(Intent.RATE).stream()
            .map(t -> Pattern.compile(Pattern.quote(t).replace("{f}", "\\E.+\\Q") + "$", Pattern.CASE_INSENSITIVE))
            .toList();

    /** Whether {@code question} is one of the built-in rating questions (with or without a reflection before it). */
    static boolean asksForRating(String question) {
        if (question == null) {
            return false;
        }
        String q = question.strip();
        if (GridMoves.asksRating(q)) {
            return true;
        }
        for (String wording : RATING_WORDINGS) {
            if (q.endsWith(wording)) {
                return true;
            }
        }
        for (Pattern template : RATING_TEMPLATES) {
            if (template.matcher(q).find()) {
                return true;
            }
        }
        return false;
    }
}
