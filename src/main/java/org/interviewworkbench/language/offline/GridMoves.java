package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.language.offline.GridConstructs.Construct;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * Question composition, <b>the repertory grid's order of moves</b>: a triad of options elicits a construct with both
 * poles, every option is rated on that construct, the construct may be laddered once ("why does it matter?"), then
 * the next triad. The questions name the construct by its two poles in the respondent's words ("On "compact versus
 * bulky", where would you put each of your options?"), never "that", which after two constructs, a ladder or a
 * rating could mean any of them. A dimension of which the respondent named one end ("Freshness is a big one.") is
 * named by that end.
 *
 * <p>Contract, for a grid methodology (its ontology has {@code element} and {@code construct} node types), outside a
 * closing, for the intents a grid's strategies declare ({@link Intent#RATE}, {@link Intent#COMPARE},
 * {@link Intent#DEEPEN}, {@link Intent#CLARIFY}, {@link Intent#IDEAL}, {@link Intent#REVITALIZE}); constructs as
 * {@link GridConstructs} reads them:
 * <ol>
 *   <li>whatever the intent, the ideal stage's own moves first ({@link GridIdeal}): an ideal just described is asked
 *       which option comes closest, once; an option named as closest with no reason is asked what makes it so,
 *       once; the closest option with its reason given, the grid's next move;</li>
 *   <li>the ideal ({@link Intent#IDEAL}) is asked only when due (two constructs rated, one laddered) and not yet
 *       asked, and never over a construct the last answer has just named while setting more options on it than a triad holds
 *       (it is laddered first); otherwise the intent is the grid's next move, as for a rating;</li>
 *   <li>the newest construct not yet rated is rated, when the strategy asks for a rating or when the last answer has
 *       just named it (rating comes before laddering and before the next comparison);</li>
 *   <li>an ideal just described is left to {@link GridRatings} (which option comes closest): {@code null}; once
 *       the closest option is named too, the grid moves on as after a rating (the next triad ...);</li>
 *   <li>with no construct named in the last answer: an answer to a triad that sets two options against a third
 *       (a word of likeness or contrast, or one sentence naming two and another a third) is asked
 *       for the two ends of the difference it described ("what would you call each end of it?"), as a grid
 *       interviewer fixes a construct's poles before rating on it; otherwise an answer that compares options in its
 *       own words (what they share or what sets one apart) is rated as "the difference you just described", when
 *       the strategy asks for a rating; with no construct on the table at all, a ladder on such an answer asks for
 *       the two ends first ({@link GridOrder#nothingToLadder}): a ladder climbs only from a named construct;</li>
 *   <li>a rating asked when every construct in view is rated: right after the rating, the newest construct is
 *       laddered once, by name; otherwise the next triad ({@link TriadQuestion}) of options named in two answers in
 *       view, else a new construct is asked for, naming the last one ("Apart from ..., what else ...") unless one
 *       was asked for in the last two questions or for that construct; else a request for another construct
 *       answered with none is asked once more naming the two newest ({@link GridOrder#askAgain}); else, while the
 *       ideal is not due (ratings
 *       owed, one construct), which difference matters most, once, with two constructs; else the ideal,
 *       unless asked or described; else which of the differences matters most, once; once the ideal was asked or
 *       described with two constructs on the table, no new triad or construct: which difference matters most,
 *       once; else, for a rating, which option they would choose first
 *       overall, once, but only once the options were rated on two constructs or the ideal was reached
 *       ({@link GridStage#rankingDue}): before that a triad that may name an option the opening listed and a later
 *       answer named again, when there is one (a rating never falls back to "that" or "the one at the top"
 *       with nothing ranked); a request for another construct names the last one only while it is the only one
 *       given ({@link GridStage#constructsGiven}); else {@code null};</li>
 *   <li>a ladder on a grid whose last question already laddered a construct, or whose focus is itself a laddered
 *       value, climbs no further: the next triad (or a new construct); a ladder whose focus names a rated construct
 *       that was not laddered yet, or is an option, or that follows the rating of the newest construct, asks about
 *       that construct by name; a ladder on an option otherwise, or right after an answer that gave the newest
 *       construct's reason ("Because ..."), or with the newest construct rated and its reason given, or right after
 *       its rating was asked and answered with no option placed or scored, is the next
 *       move, never "why does [an option] matter?" nor a ladder on a phrase of that answer;</li>
 *   <li>a change of angle ({@link Intent#REVITALIZE}) is the grid's next move as after a rating: a new triad, else a
 *       new construct asked for, else the ideal when due; never "another side of the topic we haven't touched";</li>
 *   <li>otherwise a comparison is a triad ({@link TriadQuestion}, in any methodology whose answers named three
 *       options), and for the rest {@code null}: the composer words the intent as before;</li>
 *   <li>but past the ideal (asked or described), with none of the moves above left and no ideal waiting for its
 *       closest option, the grid's end moves ({@link GridEnd}), never a ladder on a bare "that"; not for a ladder
 *       right after "which difference matters most?", whose answer is laddered, unless that answer gave the ideal
 *       ({@link GridOrder#idealGiven}): the ideal is never laddered.</li>
 * </ol>
 * Never asks a rating already given or asked (a construct is rated once), never asks for a rating on a laddered value,
 * an ideal or one option.
 */
final class GridMoves {

    private static final List<String> RATE = List.of(
            "On \"{c}\", where would you put each of your options?",
            "Where does each of your options sit between \"{l}\" and \"{r}\"?",
            "If one is \"{l}\" and five is \"{r}\", how would you score each of your options?");
    /** Ratings on a dimension of which one end was named ("freshness"). */
    private static final List<String> RATE_ONE = List.of(
            "Which of your options does best on \"{c}\", and which does worst?");
    private static final List<String> WHY = List.of(
            "Why does \"{c}\" matter to you when you choose?",
            "What makes the difference between \"{l}\" and \"{r}\" important to you?",
            "What is it about \"{c}\" that matters to you?");
    private static final List<String> ANOTHER = List.of(
            "Apart from \"{c}\", what else makes your options different for you?",
            "Besides \"{c}\", is there another way your options differ that matters to you when you choose?");
    private static final List<String> ANOTHER_PLAIN = List.of(
            "What other difference between your options matters to you when you choose?");
    /** A new construct asked for when several were given: naming one of them would set the others aside. */
    static final List<String> ANOTHER_SEVERAL = List.of(
            "Apart from the differences you've described so far, is there another way your options differ that "
                    + "matters to you?",
            "Beyond the differences you've described so far, what else sets your options apart for you?");
    /** A rating on a difference the last answer described without naming its poles ("A and B both ..., whereas C"). */
    private static final List<String> RATE_DESCRIBED = List.of(
            "On the difference you just described, where would you put each of your options?",
            "Taking the difference you just described, where does each of your options sit?");
    /**
     * A triad answered by describing how the options differ, without a name for either end: the interviewer asks for
     * the construct's two poles in the respondent's words before rating on it.
     */
    private static final List<String> NAME_POLES = List.of(
            "If you had to put a name to that difference, what would you call each end of it?",
            "How would you sum up that difference in a few words, one end and the other?");
    /** A rating with every construct asked about: the options overall, asked once, naming no construct. */
    private static final String OVERALL = "Taking everything together, which of your options would you choose "
            + "first, and which last?";
    /** The last move of a grid's round of constructs, asked once. */
    private static final String MATTERS_MOST =
            "Of all the differences you've described, which one matters most when you choose?";

    /** An answer that opens with a reason ("Because ..."): the construct it follows is laddered. */
    private static final Pattern REASON = Pattern.compile("(?i)^\\W*(?:well,?\\s+)?(?:because|'cause|cos)\\b");

    /** A comparison of options in one answer: what is shared ("both", "alike") and what sets one apart. */
    private static final Pattern SHARED = Pattern.compile("(?i)\\b(?:both|alike|similar|the same|odd one out|"
            + "whereas|unlike|different from)\\b");

    /**
     * A sentence that denies what the two options before it share, with a name of its own at its head ("Dunnes
     * isn't, ..."): the third of a triad said by another name.
     */
    private static final Pattern DENIES = Pattern.compile("^\\W*(?!(?:It|That|This|They|There|I|We|You|He|She)\\b)\\p{Lu}[\\p{L}'-]*(?: \\p{Lu}[\\p{L}'-]*)? "
            + "(?:isn't|is not|aren't|are not|doesn't|does not|don't|do not|wasn't|never)\\b");

    private static final List<Pattern> RATE_PATTERNS = patterns(java.util.stream.Stream.concat(RATE.stream(),
            RATE_ONE.stream()).toList());
    private static final List<Pattern> WHY_PATTERNS = patterns(WHY);
    private static final List<Pattern> ANOTHER_PATTERNS = patterns(java.util.stream.Stream.of(ANOTHER, ANOTHER_PLAIN, ANOTHER_SEVERAL,
            List.of(GridOrder.AGAIN)).flatMap(List::stream).toList());

    private final TriadQuestion triads;

    GridMoves(TriadQuestion triads) {
        this.triads = triads;
    }

    /**
     * The grid's next question for {@code intent} (see the class comment); past the ideal with no move left, the
     * grid's end moves ({@link GridEnd}), except right after "which difference matters most?" (the composer ladders
     * the answer); else {@code null}.
     */
    String question(FollowUpRequest request, Intent intent) {
        String move = move(request, intent);
        String asked = last(request); // right after "which matters most?": the difference named is laddered
        boolean mostAnswered = intent == Intent.DEEPEN && asked != null && asked.strip().equals(MATTERS_MOST)
                && !GridOrder.idealGiven(request); // an ideal given instead is no difference to ladder
        if (move != null || request.closing() || !grid(request.methodology()) || awaitsClosest(request)
                || mostAnswered) {
            return move;
        }
        return GridEnd.question(request, MATTERS_MOST, OVERALL);
    }

    /** Whether an ideal just described waits for which option comes closest to it ({@link GridRatings}). */
    private static boolean awaitsClosest(FollowUpRequest request) {
        boolean ideal = GridRatings.ideal(request) || GridRatings.describesIdeal(request.lastAnswer());
        return ideal && !GridRatings.rated(request) && !GridRatings.placesAnOption(request.lastAnswer(), request)
                && !GridIdeal.closestAsked(request);
    }

    private String move(FollowUpRequest request, Intent intent) {
        if (request.closing()) {
            return null;
        }
        if (!grid(request.methodology()) || !Set.of(Intent.RATE, Intent.COMPARE, Intent.DEEPEN, Intent.CLARIFY,
                Intent.IDEAL, Intent.REVITALIZE).contains(intent)) {
            return intent == Intent.COMPARE ? triads.question(request) : null; // three options named, if any
        }
        List<Construct> constructs = GridConstructs.read(request);
        Construct latest = constructs.isEmpty() ? null : constructs.get(constructs.size() - 1);
        String staged = idealStage(request, constructs);
        if (staged != null) {
            return staged; // the closest option to an ideal just described, why it is closest, then the next move
        }
        if (intent == Intent.IDEAL && latest != null && latest.inLastAnswer() && !latest.laddered()
                && (latest.rated() || GridRatings.named(request.lastAnswer(), request.elements()) > 3)
                && !GridIdeal.reached(request)) {
            return worded(WHY, latest, request); // a construct just named with its options placed: laddered first
        }
        if (intent == Intent.IDEAL) {
            boolean asked = GridIdeal.reached(request);
            if (GridIdeal.due(request, constructs) && !asked) {
                return choose(GridIdeal.IDEAL, request, "");
            }
            intent = Intent.RATE; // not due yet, or asked: the grid's next move ("how close is that" has no "that")
        }
        if (intent == Intent.REVITALIZE) {
            return next(request, latest); // a fresh angle in a grid is a new triad
        }
        boolean ideal = GridRatings.ideal(request) || GridRatings.describesIdeal(request.lastAnswer());
        if (ideal && !GridRatings.rated(request) && !GridRatings.placesAnOption(request.lastAnswer(), request)
                && !GridIdeal.closestAsked(request)) {
            return null; // an ideal focus: which option comes closest to it ({@link GridRatings})
        }
        if (ideal) { // "... Meet is closest.": the ideal and the closest option are given, the grid moves on
            return next(request, latest);
        }
        Construct unrated = null;
        for (Construct c : constructs) {
            if (!c.rated()) {
                unrated = c; // the newest wins
            }
        }
        if (unrated != null && (intent == Intent.RATE || unrated.inLastAnswer())) {
            return worded(RATE, unrated, request);
        }
        boolean poled = constructs.stream().anyMatch(Construct::inLastAnswer);
        if (!poled && TriadQuestion.asksTriad(last(request)) && twoAgainstOne(request)) {
            return choose(NAME_POLES, request, ""); // "A and B, someone checks it; C, anybody posts": name the ends
        }
        if (!poled && intent == Intent.DEEPEN && GridOrder.nothingToLadder(request, constructs) && !asksPoles(last(request))
                && (describesDifference(request) || twoAgainstOne(request))) {
            return choose(NAME_POLES, request, ""); // no construct named yet: its two ends first, then a ladder
        }
        if (!poled && describesDifference(request) && intent == Intent.RATE) {
            return choose(RATE_DESCRIBED, request, ""); // "A and B both hold you up, whereas C lets you slump"
        }
        Construct newest = constructs.isEmpty() ? null : constructs.get(constructs.size() - 1);
        String type = request.focusNodeType() == null ? "" : request.focusNodeType().toLowerCase(Locale.ROOT);
        if (intent == Intent.RATE) {
            if (newest != null && !newest.laddered() && (GridRatings.scoresOptions(request.lastAnswer(), request)
                    || newest.inLastAnswer() && newest.rated())) { // rated as it was named: its ratings are given
                return worded(WHY, newest, request); // just rated: why that construct matters, once
            }
            String move = next(request, newest); // no construct to rate on yet, or all rated: the next move
            boolean overallAsked = request.recentQuestions().stream().anyMatch(q -> q.strip().equals(OVERALL));
            if (move == null && !overallAsked && !GridStage.rankingDue(request, GridConstructs.read(request))) {
                move = triads.question(request, option -> GridStage.triadOption(request, option)); // not a ranking yet
            }
            if (move == null && !overallAsked && GridEnd.ranked(request.lastAnswer())) { // "Tusker first, ...": given
                return request.recentQuestions().contains(GridEnd.ANYTHING_LEFT) ? null : GridEnd.ANYTHING_LEFT;
            }
            return move != null || overallAsked ? move : OVERALL; // never "that" or "the one at the top" unnamed
        }
        if (intent == Intent.DEEPEN) {
            String last = last(request);
            if (newest != null && newest.inLastAnswer() && newest.rated() && !newest.laddered()) {
                return worded(WHY, newest, request); // named with the options placed on it: why it matters
            }
            if (asksWhy(last) || newest != null && laddered(last) || "laddered_construct".equals(type)) {
                return next(request, newest); // laddered once: the next comparison
            }
            boolean named = request.focusLabel() != null && newest != null && newest.namedIn(request.focusLabel());
            boolean option = GridRatings.optionFocus(request); // "Why does Radio Wales matter?" ladders no construct
            if (newest != null && newest.rated() && !newest.laddered()
                    && (named || option || newest.inLastAnswer()
                    || GridRatings.scoresOptions(request.lastAnswer(), request))) {
                return worded(WHY, newest, request);
            }
            boolean done = newest != null && newest.rated() && newest.laddered(); // rated, its reason given
            if (option || done || newest != null && newest.laddered() && REASON.matcher(request.lastAnswer()).find()) {
                return next(request, newest); // an option, or a construct laddered by the answer just given
            }
            if (newest != null && !named && !newest.inLastAnswer() && asksRating(last) && newest.quotedIn(last)
                    && !GridRatings.placesAnOption(request.lastAnswer(), request)
                    && !GridRatings.scoresOptions(request.lastAnswer(), request)) {
                return next(request, newest); // a rating answered with a reason: no ladder on a phrase of it
            }
        }
        if (intent == Intent.COMPARE && GridIdeal.reached(request)) {
            return next(request, newest); // after the ideal, a new triad only while constructs are few
        }
        return intent == Intent.COMPARE ? triads.question(request) : null; // a grid compares three options
    }

    /**
     * The next triad, else a new construct asked for (naming {@code last} when there is one). Past the first
     * comparison the options of a triad must be ones the respondent keeps naming: each in two of the answers in view
     * (a phrase typed as an option once, "Hong Kong" in "space in Hong Kong is money", is no option to compare).
     */
    private String next(FollowUpRequest request, Construct last) {
        String triad = triads.question(request, option -> GridStage.namedInView(request, option));
        List<Construct> constructs = GridConstructs.read(request);
        if (GridIdeal.reached(request) && GridIdeal.rated(request, constructs) >= 2) { // no eliciting after the ideal
            return request.recentQuestions().stream().anyMatch(q -> q.strip().equals(MATTERS_MOST)) ? null
                    : MATTERS_MOST;
        }
        if (triad != null) {
            return triad;
        }
        List<String> recent = request.recentQuestions();
        List<String> lastTwo = recent.subList(Math.max(0, recent.size() - 2), recent.size());
        String another = last == null ? choose(ANOTHER_PLAIN, request, "")
                : GridStage.constructsGiven(request) >= 2 ? choose(ANOTHER_SEVERAL, request, "") // not one of them
                : worded(ANOTHER, last, request);
        boolean askedAnother = lastTwo.stream().anyMatch(GridMoves::asksAnother)
                || last != null && recent.stream().anyMatch(q -> asksAnother(q) && last.quotedIn(q))
                || recent.stream().anyMatch(q -> q.strip().equals(another.strip())); // never the same words twice
        if (!askedAnother) {
            return another;
        }
        String again = GridOrder.askAgain(request, constructs); // answered with ratings or a reason: asked once more
        if (again != null) {
            return again;
        }
        if (!GridIdeal.due(request, constructs)) { // one construct, or its ratings still to come: no ideal yet
            return GridIdeal.rated(request, constructs) < 2
                    || recent.stream().anyMatch(q -> q.strip().equals(MATTERS_MOST)) ? null : MATTERS_MOST;
        }
        if (!GridIdeal.reached(request)) {
            return choose(GridIdeal.IDEAL, request, "");
        }
        return recent.stream().anyMatch(q -> q.strip().equals(MATTERS_MOST)) ? null : MATTERS_MOST;
    }

    /**
     * The ideal stage's own moves, whatever the intent: which option comes closest to the ideal just described (once;
     * an ideal told as an option it is like, "basically Auskick but all year round", has told it: the grid moves on),
     * what makes the option just named come closest, or, that answered, the grid's next move ({@link GridIdeal});
     * else {@code null}.
     */
    private String idealStage(FollowUpRequest request, List<Construct> constructs) {
        boolean described = GridIdeal.described(request, constructs) && !GridIdeal.closestAsked(request);
        if (described && GridRatings.namesClosest(request.lastAnswer(), request)) { // "Basically Auskick but ..."
            return next(request, constructs.isEmpty() ? null : constructs.get(constructs.size() - 1)); // told: on
        }
        if (described && !GridRatings.placesAnOption(request.lastAnswer(), request)) {
            return GridRatings.closestToIdeal(request);
        }
        String closest = GridIdeal.afterClosest(request);
        if (closest != null) {
            return closest;
        }
        List<String> recent = request.recentQuestions();
        boolean answeredClosest = !recent.isEmpty() && GridIdeal.asksClosest(recent.get(recent.size() - 1))
                && constructs.stream().noneMatch(c -> c.inLastAnswer() && !c.rated()); // a new one is rated first
        return answeredClosest ? next(request, constructs.isEmpty() ? null : constructs.get(constructs.size() - 1))
                : null; // the closest option and its reason given: the grid moves on, whatever the intent
    }

    /** Whether {@code question} asks for another construct ("Apart from ..., what else ..."). */
    static boolean asksAnother(String question) {
        return matches(ANOTHER_PATTERNS, question);
    }

    /** The last question asked, or {@code null}. */
    private static String last(FollowUpRequest request) {
        List<String> recent = request.recentQuestions();
        return recent.isEmpty() ? null : recent.get(recent.size() - 1);
    }

    /**
     * Whether the last answer compares options in its own words: it names two or more of them and says what some
     * share or what sets one apart ("Aldi and the Co-op are alike: small and quick.", "..., whereas the dining chair
     * lets you slump").
     */
    private static boolean describesDifference(FollowUpRequest request) {
        String answer = request.lastAnswer();
        if (answer == null) {
            return false;
        }
        return SHARED.matcher(answer).find() && GridRatings.named(answer, request.elements()) >= 2;
    }

    /**
     * Whether the last answer compares as a triad answer does: what some options share or what sets one apart
     * ({@link #describesDifference}), or one sentence naming two options and another naming a third, none naming
     * more ("A and B, ... C, ..."; a list of options is no comparison); never an answer that scores the options
     * ({@link GridRatings#givesScores}): its scores are on a dimension already named, with no new difference to
     * put a name to.
     */
    private static boolean twoAgainstOne(FollowUpRequest request) {
        if (GridRatings.givesScores(request.lastAnswer(), request)) {
            return false; // "Bus five, Volaris four, Viva two.": scores on a dimension already named, no new difference
        }
        if (describesDifference(request)) {
            return true;
        }
        List<String> compared = new java.util.ArrayList<>(request.elements());
        compared.addAll(TriadQuestion.optionsOf(last(request))); // the triad's own three, typed as options or not
        List<String> options = compared.stream().filter(java.util.Objects::nonNull)
                .map(o -> o.toLowerCase(Locale.ROOT).replaceFirst("^(?:the|a|an) ", "")).distinct().toList();
        String[] sentences = String.valueOf(request.lastAnswer()).split("(?<=[.!?])\\s+");
        List<Integer> counts = java.util.Arrays.stream(sentences)
                .map(sentence -> options.stream() // whole labels: "Radio Wales" is one option
                        .filter(e -> e != null && OptionMentions.said(e, List.of(sentence))).count())
                .map(Long::intValue).toList();
        boolean denied = java.util.stream.IntStream.range(0, sentences.length) // "Dunnes isn't, ...": the third
                .anyMatch(i -> counts.get(i) == 0 && DENIES.matcher(sentences[i]).find());
        return counts.contains(2) && (counts.contains(1) || denied) && counts.stream().allMatch(n -> n <= 2);
    }

    private static String worded(List<String> templates, Construct c, FollowUpRequest request) {
        List<String> fitting = c.onePole() ? templates.stream().filter(t -> !t.contains("{r}")).toList() : templates;
        if (c.onePole() && templates == RATE) {
            fitting = java.util.stream.Stream.concat(fitting.stream(), RATE_ONE.stream()).toList();
        }
        List<String> variants = fitting.stream().map(t -> t.replace("{c}", c.display()).replace("{l}", c.left())
                .replace("{r}", String.valueOf(c.right()))).toList();
        return choose(variants, request, c.display());
    }

    private static String choose(List<String> variants, FollowUpRequest request, String key) {
        List<String> finished = variants.stream().map(VariantChooser::finish).toList();
        long h = Text.mix(request.seed(), Text.hash(key), finished.size());
        return VariantChooser.choose(finished, Text.pick(h, finished.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** Whether the methodology is a repertory grid: its ontology has option and construct node types. */
    static boolean grid(MethodologyConfig methodology) {
        return methodology != null && methodology.ontology() != null
                && methodology.ontology().nodeType("element").isPresent()
                && methodology.ontology().nodeType("construct").isPresent();
    }

    /** Whether {@code question} is one of this class's rating questions. */
    static boolean asksRating(String question) {
        return matches(RATE_PATTERNS, question) || question != null
                && RATE_DESCRIBED.stream().map(VariantChooser::finish).anyMatch(question.strip()::equals);
    }

    /** Whether {@code question} asks for the two ends of the difference just described ({@link #NAME_POLES}). */
    static boolean asksPoles(String question) {
        return question != null && NAME_POLES.stream().map(VariantChooser::finish).anyMatch(question.strip()::equals);
    }

    /** Whether {@code question} is one of this class's questions asking why a construct matters. */
    static boolean asksWhy(String question) {
        return matches(WHY_PATTERNS, question);
    }

    /** Whether {@code question} ends with one of the built-in ladder wordings ("Why does that matter to you?"). */
    private static boolean laddered(String question) {
        if (question == null) {
            return false;
        }
        String q = question.strip();
        return java.util.stream.Stream.of(FocusKind.POSITIVE, FocusKind.NEGATIVE)
                .flatMap(k -> FocusFreeQuestions.of(Intent.DEEPEN, k).stream()).anyMatch(q::endsWith);
    }

    private static boolean matches(List<Pattern> patterns, String question) {
        return question != null && patterns.stream().anyMatch(p -> p.matcher(question.strip()).matches());
    }

    /** Patterns matching a question asked with one of {@code templates}, whatever fills its {x} slots. */
    static List<Pattern> patterns(List<String> templates) {
        return templates.stream().map(t -> Pattern.compile(Pattern.quote(VariantChooser.finish(t))
                .replaceAll("\\{[a-z]}", "\\\\E.+\\\\Q"))).toList();
    }
}
