package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.model.Speaker;
import org.interviewworkbench.engine.port.ConversationLine;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>the grid's constructs so far</b>: the bipolar dimensions the respondent named in so many
 * words ("compact versus bulky", "it's pricey vs basically free"), oldest first, each with whether the options were
 * already rated on it and whether it was already laddered. Read from the recent conversation only (the respondent's
 * answers and the questions asked), with no tagging.
 *
 * <p>Contract:
 * <ul>
 *   <li>a construct is a "versus" ("vs", "vs.") inside one sentence, or "the opposite of X is Y", or a sentence
 *       opening "X against Y" / "X as opposed to Y" (X one to three words), or "not X, (it's) more Y" (X one or two
 *       words), or a sentence summing a difference up as "it's X or Y" or "X or Y, that's the difference", or, when an
 *       answer has neither, one end named as a new dimension ("Freshness is a big one.", {@link #onePole});
 *       otherwise with a pole of one to five words on each side,
 *       cut at the nearest clause boundary (punctuation, "that's", "I suppose", a copula before the left pole, though
 *       "can be" before a participle stays with it: "can be thrashed") and
 *       without leading fillers and hesitations ("so", "I guess", "um"); a pole ending in a function word is no
 *       pole;</li>
 *   <li>it is <b>rated</b> when a later or the same answer gives scores or places several options and names one of
 *       its poles ({@link GridRatings#scoresOptions}), when the answer naming it places four or more options by
 *       its poles, sentence by sentence (more than the triad's three), when, asked for the ends of a difference, it names
 *       the difference the answer before it
 *       described option by option (two or more options) and places a further option on it in a sentence of its
 *       own ("... The bus is in the middle."), when an answer to a question naming it places an option, or
 *       when a rating question naming it was asked ({@link GridMoves#asksRating}): a construct is rated once;</li>
 *   <li>it is <b>laddered</b> when a question asking why it matters named it ({@link GridMoves#asksWhy}), or,
 *       for the newest construct, when a later answer opens with a reason ("Because ...", or a pole picked in a
 *       few words first: "Concentration, for me. Because ...") or the answer naming it
 *       says why it matters ("..., that one matters because ...") or opens with its reason ("Because ... So it's everyday
 *       versus special.").</li>
 * </ul>
 */
final class GridConstructs {

    /** One bipolar construct in the respondent's words. */
    record Construct(String left, String right, boolean inLastAnswer, boolean rated, boolean laddered) {
        /** Both poles as the questions name it: "compact versus bulky". */
        String display() {
            return GridConstructs.display(new String[] {left, right});
        }

        /** Whether the respondent named only one end ("Freshness is a big one."). */
        boolean onePole() {
            return right == null;
        }

        /** Whether {@code question} names both poles ("... between "cheap" and "pricey" ..."). */
        boolean quotedIn(String question) {
            String q = question.toLowerCase(Locale.ROOT);
            return q.contains(left.toLowerCase(Locale.ROOT))
                    && (right == null || q.contains(right.toLowerCase(Locale.ROOT)));
        }

        /** Whether {@code text} names one of the poles (a content word of three letters or more). */
        boolean namedIn(String text) {
            String t = " " + text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9']+", " ") + " ";
            for (String pole : right == null ? List.of(left) : List.of(left, right)) {
                for (String w : pole.toLowerCase(Locale.ROOT).split("[^a-z0-9']+")) {
                    if (w.length() >= 3 && !FUNCTION.contains(w) && t.contains(" " + w + " ")) {
                        return true;
                    }
                }
            }
            return false;
        }
    }

    private static final Pattern VERSUS = Pattern.compile("(?i)\\s(?:versus|vs\\.?|v\\.)(?=[\\s,])");
    /**
     * "Local against far away.", "Calm as opposed to all that shouting, ...": two ends set against each other by a
     * sentence that opens on the first (one to three words), or on "for me it's / this is" before it ("For me this is
     * personal against anonymous."), so "I'm dead against it" names no dimension.
     */
    private static final Pattern AGAINST = Pattern.compile("(?i)^\\W*(?:so,?\\s+|and\\s+|but\\s+)?"
            + "(?:for (?:me|us),?\\s+(?:it's|it is|this is)\\s+)?([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*){0,2})\\s+"
            + "(?:against|as opposed to)\\b(.+)");
    private static final Pattern HEDGE_AFTER = Pattern.compile("(?i)\\s+(?:(?:you|we|one) (?:can|could|might|would) "
            + "(?:say|call it)|let's say|so to speak|if you like)$");
    private static final Pattern CLAUSE_END = Pattern.compile("[,;:()\\u2013\\u2014]|\\s-\\s");
    /** Words a left pole starts after: the last of them in the clause ends the lead-in ("for me it's | price"). */
    private static final Set<String> LEAD_IN = Set.of("is", "are", "was", "were", "it's", "that's", "there's", "it",
            "about", "like", "say", "so", "and", "but", "or", "nor", "versus", "guess", "suppose", "think", "mean",
            "then", "okay", "ok", "well", "yeah", "yes", "oh", "um", "uh", "basically", "mainly", "mostly", "really",
            "probably", "maybe", "just", "also", "i'd", "i", "me", "call", "it'd", "one's", "thing's", "be", "between");
    /** Modals of what something can take, kept with "be" and a participle in a pole ("can be thrashed"). */
    private static final Set<String> ABLE = Set.of("can", "can't", "cannot", "could", "couldn't", "won't");
    private static final Pattern PARTICIPLE = Pattern.compile("[a-z]{3,}(?:ed|en)");
    /** Words after "and" that open a clause of its own ("cheap versus dear and I hate that"), never a pole's end. */
    private static final Set<String> AFTER_AND_CLAUSE = Set.of("i", "you", "he", "she", "we", "they", "it", "that",
            "this", "there", "the", "a", "an", "my", "then", "so", "also");
    /** Words a right pole ends before ("bulky | that's another one", "lets you slump | I suppose"). */
    private static final Set<String> TAIL = Set.of("that's", "thats", "i", "i'm", "i'd", "which", "who", "because",
            "cos", "so", "but", "though", "really", "basically", "if", "when", "and");
    /**
     * "For" ends a right pole only as the speaker's own aside ("bulky | for me", "| for example"); "everyone for
     * themselves" is one pole, and cut there it would read "everyone".
     */
    private static final Set<String> ASIDE_AFTER_FOR = Set.of("me", "us", "my", "our", "example", "instance", "sure",
            "now", "one");
    /**
     * "It's not cutthroat like the others, it's more, parallel.": one end denied (one or two words, a comparison
     * after it dropped) and the other put in its place with "more" or "rather".
     */
    private static final Pattern RATHER = Pattern.compile("(?i)\\bnot\\s+(?:as\\s+|so\\s+|that\\s+|really\\s+|very\\s+)?"
            + "([a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)(?:\\s+like\\s+[^,;.]+)?\\s*,?\\s*(?:it's\\s+|it is\\s+|but\\s+|just\\s+)?"
            + "(?:more|rather)\\b,?\\s+(?:like\\s+)?(.+)");
    /**
     * A sentence that sums a difference up as a choice between two ends: "So it's for tourists or for us, basically.",
     * "So for me it is party or concentration.",
     * "Soft or cardboard, that's the difference.", "So long game or instant, that's the split." (the "so" that opens
     * the summing up is no part of the pole; each end one to five words, no comma inside).
     */
    private static final Pattern EITHER = Pattern.compile("(?i)^\\W*(?:(?:so|basically|and),?\\s+)?"
            + "(?:for (?:me|us),?\\s+)?(?:it's|it is|(?<=for (?:me|us),?\\s{1,3})this is)\\s+"
            + "([^,;?]+?)\\s+or(?:,?\\s+(?:like|um+|uh+|erm?|you know|i mean|i guess),)?\\s+([^,;?]+?)(?:,\\s*(?:basically|really|i guess|i suppose|i'd say))?[.!]|"
            + "^\\W*(?:(?:so|basically|and),?\\s+)?([^,;?]+?)\\s+or\\s+([^,;?]+?),\\s+"
            + "(?:that's|that is) (?:the|my) (?:difference|split|line)[.!]");
    /** "... matters because ...": the answer naming a construct says why it matters, unasked. */
    private static final Pattern WHY_GIVEN = Pattern.compile("(?i)\\b(?:matters?|mattered|important|counts)\\b"
            + "(?:\\s+[\\w']+){0,3}?\\s+(?:because|since|'cause|cos)\\b");
    /** "The opposite of quick would be fiddly": the poles are the words after "of" and after the verb. */
    private static final Pattern OPPOSITE = Pattern.compile("(?i)\\bthe opposite of ([^,;:]{1,60}?)\\s+(?:would be|"
            + "is|was|'s|'d be|has to be)\\s+(.+)");
    private static final Pattern ONE_POLE = Pattern.compile("(?i)^(?:and\\s+|oh,?\\s+|also,?\\s+)?"
            + "([a-z][a-z' -]{1,40}?)(?:\\s+(?:is|'s)\\s+(?:another|a big|a huge|an important|the other) "
            + "(?:one|thing)\\b|,?\\s+i forgot (?:about )?that(?: one)?\\b"
            + "|(?:\\s+(?:is|'s) what)?\\s+(?:matters|counts)(?!\\s+(?:less|little|nothing|not)\\b)"
            + "(?: to me)?(?: too| as well| a lot)?\\b|,?\\s+as well,? i should say\\b)");
    /** "Teams is the opposite of simple, ...": one end of a dimension, set against an option. */
    private static final Pattern OPPOSITE_OF = Pattern.compile("(?i)^(\\S+)(?: \\S+)?\\s+(?:is|'s|are|feels like)\\s+"
            + "the (?:complete |total |exact )?opposite of ([^,;.!?]+)");
    /**
     * An answer that opens by naming a dimension in a word said as a sentence ("Cost.") or a word or two with a
     * marker ("Money, obviously.", "Interrupting, yes."): never a question ("Honestly?"), an interjection ("Hmm."),
     * a contraction ("Don't know.", "Hotel's expensive.").
     */
    private static final Pattern BARE = Pattern.compile("(?i)(?:([a-z][a-z-]{3,})|([a-z][a-z-]+(?: [a-z][a-z-]+)?),? "
            + "(?:obviously|yes|yeah|really|mainly|mostly|i guess|i suppose|i'd say|for sure|definitely))[.!]");
    private static final Pattern PICKING = Pattern.compile("(?i)\\bwhich\\b");
    /**
     * A ladder question ("Why does ... matter?", "What does that give you, in the end?"): a word said on its own in
     * answer is the value the construct serves ("Time."), not a new dimension to rate the options on.
     */
    private static final Pattern LADDER = Pattern.compile("(?i)^\\s*(?:why\\b|what (?:does|did|would) (?:that|it|this) "
            + "(?:give|do|mean|cost|get)\\b|what makes .+ important\\b|what is it about .+ that matters\\b)");
    private static final Set<String> NOT_A_POLE = Set.of("hmm", "hmmm", "yeah", "yes", "okay", "right", "dunno",
            "sure", "well", "honestly", "exactly", "nope", "fine", "true", "thanks", "cheers", "absolutely", "totally",
            "maybe", "never", "always", "sometimes", "nothing", "everything", "that's", "same", "correct", "indeed",
            "definitely", "probably", "basically", "really", "mostly", "mainly", "agreed", "perhaps", "whatever",
            "goodbye", "bye", "sorry", "alright", "great", "lovely", "brilliant");
    /** Words that point back at something said before ("Which is the opposite of ..."): no option before it. */
    private static final Set<String> POINTING = Set.of("which", "that", "it", "this", "what", "there", "so");
    private static final Set<String> NOT_A_POLE_START = Set.of("it", "that", "this", "there", "they", "he", "she",
            "i", "we", "you", "which", "what", "who", "nothing", "everything", "something", "a", "an", "the", "my",
            "our", "your", "his", "her", "their", "one", "and", "but", "so");
    /** Commas and hesitations between "versus" and the right pole ("drilling versus, um, actually diagnosing"). */
    private static final Pattern HESITATION = Pattern.compile("(?i)^(?:[\\s,.\u2026]+|(?:um+|uh+|er+m?|like|actually|"
            + "well|basically|i guess|i mean|you know|what(?=\\s*,)|what's the (?:opposite|word)|how do i put it)"
            + "\\b)+");
    /** Leading adverbs dropped from a right pole ("basically free"). */
    private static final Set<String> RIGHT_LEAD = Set.of("basically", "really", "just", "like", "pretty", "kind",
            "sort", "of", "more", "quite", "totally");
    static final Set<String> FUNCTION = Set.of("a", "an", "the", "of", "to", "for", "with", "and", "or", "at",
            "my", "your", "our", "their", "is", "are", "it", "that", "this", "than", "be", "from", "by", "very",
            "too", "so", "not", "you", "they", "them", "i", "me", "we", "us", "being", "more", "less", "much");
    /** Object pronouns a pole may end on ("grades me", "lets you"). */
    private static final Set<String> OBJECTS = Set.of("me", "you", "us", "them", "it");
    private static final int MAX_POLE_WORDS = 5;

    private GridConstructs() {
    }

    /** The constructs of the recent conversation, oldest first, each once (by its two poles). */
    static List<Construct> read(FollowUpRequest request) {
        List<String[]> exchanges = exchanges(request); // {question, answer}
        Map<String, Construct> out = new LinkedHashMap<>();
        for (int i = 0; i < exchanges.size(); i++) {
            String answer = exchanges.get(i)[1];
            boolean last = i == exchanges.size() - 1;
            for (String[] poles : poles(answer, exchanges.get(i)[0])) {
                if (poles[1] == null && (GridRatings.option(poles[0], request.elements())
                        || OptionShape.noDimension(poles[0], request))) {
                    continue; // "The furnace is the main thing", "Stansted.": an option; "Eish.": no dimension
                }
                String key = display(poles).toLowerCase(Locale.ROOT);
                Construct c = new Construct(poles[0], poles[1], last, false, false);
                out.remove(key); // named again: it moves to the end (the newest)
                out.put(key, c);
            }
        }
        List<Construct> result = new ArrayList<>();
        List<Construct> named = new ArrayList<>(out.values());
        for (int i = 0; i < named.size(); i++) {
            Construct c = named.get(i);
            boolean newest = i == named.size() - 1;
            result.add(new Construct(c.left(), c.right(), c.inLastAnswer(), rated(c, exchanges, request),
                    laddered(c, request) || newest && reasonGiven(c, exchanges)));
        }
        return result;
    }

    /** The answers of the recent conversation with the question each answered ({@code null} when not in view). */
    private static List<String[]> exchanges(FollowUpRequest request) {
        List<String[]> out = new ArrayList<>();
        String question = null;
        for (ConversationLine line : request.recentTurns()) {
            if (line.speaker() == Speaker.SYSTEM) {
                question = line.text();
            } else if (line.text() != null && !line.text().isBlank()) {
                out.add(new String[] {question, line.text()});
                question = null;
            }
        }
        String last = request.lastAnswer();
        if (last != null && !last.isBlank() && (out.isEmpty()
                || !out.get(out.size() - 1)[1].strip().equals(last.strip()))) {
            List<String> asked = request.recentQuestions();
            out.add(new String[] {asked.isEmpty() ? null : asked.get(asked.size() - 1), last});
        }
        return out;
    }

    private static boolean rated(Construct c, List<String[]> exchanges, FollowUpRequest request) {
        if (request.recentQuestions().stream().anyMatch(q -> GridRatings.asksForRating(q) && c.quotedIn(q))) {
            return true;
        }
        boolean from = false;
        String before = null;
        for (String[] exchange : exchanges) {
            String answer = exchange[1];
            boolean names = poles(answer).stream().anyMatch(p -> display(p).equalsIgnoreCase(c.display()));
            boolean askedEnds = GridMoves.asksPoles(exchange[0]) || TriadQuestion.asksTriad(exchange[0]);
            if (!from && names && askedEnds && before != null && placedWithComparison(answer, before, request)) {
                return true; // "A and B ... C ...", then "X versus Y. D is in the middle.": all placed
            }
            from = from || names;
            before = answer;
            if (!from) {
                continue;
            }
            for (String part : answer.split("(?<=[.!?])\\s+|(?i)(?=\\bon\\s)")) {
                if (c.namedIn(part) && GridRatings.scoresOptions(part, request)) {
                    return true;
                }
            }
            if (placedWhenNamed(c, answer, request)) {
                return true;
            }
        }
        return false;
    }

    /** More options than a triad holds: an answer placing this many on a construct has rated them. */
    private static final int PLACED_BEYOND_TRIAD = 4;

    /**
     * Whether the answer naming {@code c} sets more options than a triad's three by its poles, sentence by sentence
     * ("Quarry Rock and the Grind are after-work hikes ... Joffre is a whole day ... Lynn Canyon's after-work too"):
     * the respondent has placed them on it unasked, and asking for the ratings again repeats the answer.
     */
    private static boolean placedWhenNamed(Construct c, String answer, FollowUpRequest request) {
        StringBuilder placing = new StringBuilder();
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            if (c.namedIn(sentence) && poles(sentence).isEmpty()) {
                placing.append(sentence).append(' '); // a sentence by a pole, not the one that names the construct
            }
        }
        return GridRatings.typedOptions(placing.toString(), request.elements()) >= PLACED_BEYOND_TRIAD;
    }

    /**
     * Whether the answer that names a construct, asked for the ends of a difference (or to a triad), for the difference
     * the answer before it described option by option
     * ("A and B charge for everything, C includes stuff.") places a further option on it in a sentence of its own
     * ("The bus is in the middle."): with the options the comparison set at its ends, three or more options stand on
     * the construct, and asking where each sits repeats the two answers.
     */
    private static boolean placedWithComparison(String answer, String before, FollowUpRequest request) {
        StringBuilder placing = new StringBuilder();
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            if (poles(sentence).isEmpty() && GridRatings.placesAnOption(sentence, request)) {
                placing.append(sentence).append(' ');
            }
        }
        return !placing.isEmpty() && GridRatings.typedOptions(before, request.elements()) >= 2
                && GridRatings.typedOptions(before + " " + placing, request.elements()) >= 3;
    }

    private static boolean laddered(Construct c, FollowUpRequest request) {
        return request.recentQuestions().stream().anyMatch(q -> GridMoves.asksWhy(q) && c.quotedIn(q));
    }

    /**
     * Whether an answer after the one naming {@code c} opens with a reason ("Because space is money."): the
     * respondent has said why the newest construct matters without being asked.
     */
    private static boolean reasonGiven(Construct c, List<String[]> exchanges) {
        boolean after = false;
        for (String[] exchange : exchanges) {
            String answer = exchange[1];
            if (after && (REASON.matcher(answer).find() || PICKED_THEN_REASON.matcher(answer).find())) {
                return true;
            }
            boolean names = poles(answer).stream().anyMatch(p -> display(p).equalsIgnoreCase(c.display()));
            if (names && (WHY_GIVEN.matcher(answer).find() || REASON.matcher(answer).find())) {
                return true; // "Quiet versus loud, that one matters because ...", "Because ... So X versus Y."
            }
            after = after || names;
        }
        return false;
    }

    private static final Pattern REASON = Pattern.compile("(?i)^\\W*(?:well,?\\s+|i guess\\s+|probably\\s+)?"
            + "(?:because|'cause|cause|cos)\\b");
    /** A pole picked in a few words, then its reason: "Concentration, for me. Because then I do it correct, ...". */
    private static final Pattern PICKED_THEN_REASON = Pattern.compile("(?i)^\\W*[^.!?]{1,30}[.!]\\s+(?:well,?\\s+)?"
            + "(?:because|'cause|cos)\\b");

    /** The two poles of every "versus" in {@code answer}, in its words (see the class comment). */
    static List<String[]> poles(String answer) {
        return poles(answer, null);
    }

    /**
     * As {@link #poles(String)}, for the answer to {@code question}: after a question that asks the respondent to pick
     * ("which ..."), a word or two said on its own names an option ("Climbing."), not a dimension; after a ladder
     * ("Why ...?", "What does that give you, in the end?") it is the value laddered to ("Time."), not a dimension.
     */
    static List<String[]> poles(String answer, String question) {
        boolean picking = question != null && PICKING.matcher(question).find();
        boolean ladder = question != null && LADDER.matcher(question).find(); // "Time.": the value, not a dimension
        List<String[]> out = new ArrayList<>();
        if (answer == null) {
            return out;
        }
        String text = LabelCleaner.withoutParticles(answer.replace('\u2019', '\'').replaceAll("(?i)\\bvs\\.", "vs"));
        List<String[]> single = new ArrayList<>();
        String[] sentences = text.split("(?<=[.!?])\\s+");
        for (String sentence : sentences) {
            String one = onePole(sentence, !picking && single.isEmpty() && out.isEmpty() && sentence == sentences[0],
                    ladder);
            if (one != null) {
                single.add(new String[] {one, null});
                continue;
            }
            Matcher m = VERSUS.matcher(sentence);
            Matcher o = OPPOSITE.matcher(sentence);
            Matcher a = AGAINST.matcher(sentence.strip());
            Matcher r = RATHER.matcher(sentence);
            String left;
            String right;
            if (m.find()) {
                left = leftPole(sentence.substring(0, m.start()));
                right = rightPole(sentence.substring(m.end()));
            } else if (o.find()) {
                left = pole(Arrays.asList(o.group(1).strip().split("\\s+")));
                right = rightPole(o.group(2));
            } else if (a.find() && Arrays.stream(a.group(1).split("\\s+"))
                    .noneMatch(w -> w.contains("'") || NOT_A_POLE_START.contains(bare(w)))) {
                left = pole(Arrays.asList(a.group(1).strip().split("\\s+")));
                right = rightPole(a.group(2));
            } else if (r.find() && Arrays.stream(r.group(1).split("\\s+"))
                    .noneMatch(w -> NOT_A_POLE_START.contains(bare(w)) || NOT_A_POLE.contains(bare(w)))) {
                left = pole(Arrays.asList(r.group(1).strip().split("\\s+")));
                right = rightPole(r.group(2));
            } else if (EITHER.matcher(sentence.strip()).matches()) {
                Matcher e = EITHER.matcher(sentence.strip());
                e.matches();
                left = pole(unarticledIfLong((e.group(1) != null ? e.group(1) : e.group(3)).strip().split("\\s+")));
                right = pole(Arrays.asList((e.group(1) != null ? e.group(2) : e.group(4)).strip().split("\\s+")));
            } else {
                continue;
            }
            if (left != null && right != null) {
                out.add(new String[] {left, right});
            }
        }
        return out.isEmpty() ? single : out; // "Price as well. So expensive versus affordable.": one construct
    }

    /** A construct as the questions name it: "compact versus bulky", or the one end named ("freshness"). */
    static String display(String[] poles) {
        return poles[1] == null ? poles[0] : poles[0] + " versus " + poles[1];
    }

    /**
     * One end of a new dimension named as such at the start of a sentence: "Freshness is a big one.", "Choice is the
     * other thing.", "Battery use, I forgot that one.", "Packaging matters to me too.", "Finishing is what counts.",
     * "Price as well, I should say."; or the end an option is set against ("Teams is the opposite of simple."); or, opening an answer, a word
     * or two said as a sentence of its own ({@link #BARE}); one to four words, not opening on a pronoun or a
     * determiner.
     */
    private static String onePole(String sentence, boolean first, boolean afterLadder) {
        Matcher m = ONE_POLE.matcher(sentence.strip());
        Matcher o = OPPOSITE_OF.matcher(sentence.strip());
        Matcher b = BARE.matcher(sentence.strip());
        String found = m.find() ? m.group(1) : o.find() && !POINTING.contains(bare(o.group(1))) ? o.group(2)
                : first && b.matches() && !(afterLadder && b.group(1) != null) && !NOT_A_POLE.contains(bare(b.group(b.group(1) != null ? 1 : 2)))
                ? b.group(b.group(1) != null ? 1 : 2) : null;
        if (found == null) {
            return null;
        }
        List<String> words = new ArrayList<>(Arrays.asList(found.strip().split("\\s+")));
        while (words.size() > 1 && (RIGHT_LEAD.contains(bare(words.get(0))) || LEAD_IN.contains(bare(words.get(0)))
                || Set.of("honestly", "the", "plus").contains(bare(words.get(0))))) {
            words.remove(0); // "And honestly the noise matters too": "noise"
        }
        if (words.size() > 4 || NOT_A_POLE_START.contains(bare(words.get(0)))) {
            return null;
        }
        return pole(words);
    }

    private static String leftPole(String before) {
        String[] parts = CLAUSE_END.split(before, -1);
        List<String> words = new ArrayList<>(Arrays.asList(parts[parts.length - 1].strip().split("\\s+")));
        int start = 0;
        for (int i = 0; i < words.size() - 1; i++) { // the last word is the pole's own ("grades me")
            if (LEAD_IN.contains(bare(words.get(i)))) {
                start = i + 1;
            }
        }
        if (start >= 2 && start < words.size() && "be".equals(bare(words.get(start - 1)))
                && ABLE.contains(bare(words.get(start - 2))) && PARTICIPLE.matcher(bare(words.get(start))).matches()) {
            start -= 2; // "can be thrashed versus ...": the pole is what it can take, not "thrashed", a worn-out state
        }
        while (start < words.size() - 1 && Set.of("that", "this").contains(bare(words.get(start)))) {
            start++; // "What I'd rate it on is that family-friendly versus ...": the pointing word is no part of it
        }
        return pole(words.subList(start, words.size()));
    }

    private static String rightPole(String after) {
        String bare = HESITATION.matcher(after.replaceAll("[.!?]+\\s*$", "")).replaceFirst("");
        // "salty you can say": the hedge after the pole is no part of it
        String clause = HEDGE_AFTER.matcher(CLAUSE_END.split(bare, 2)[0].strip()).replaceFirst("");
        List<String> words = new ArrayList<>(Arrays.asList(clause.split("\\s+")));
        while (!words.isEmpty() && RIGHT_LEAD.contains(bare(words.get(0)))) {
            words.remove(0);
        }
        for (int i = 1; i < words.size(); i++) {
            boolean aside = bare(words.get(i)).equals("for")
                    && (i + 1 >= words.size() || ASIDE_AFTER_FOR.contains(bare(words.get(i + 1))));
            boolean joined = bare(words.get(i)).equals("and") && words.size() - i - 1 >= 1 && words.size() - i - 1 <= 2
                    && !AFTER_AND_CLAUSE.contains(bare(words.get(i + 1))); // "drop and go", "slow and pricey": one pole
            if (TAIL.contains(bare(words.get(i))) && !joined || aside) {
                words = words.subList(0, i);
                break;
            }
        }
        return pole(words);
    }

    /**
     * The words without a leading article when they are one word too many for a pole ("the same person the whole
     * way" said as one end of an either-or: "same person the whole way").
     */
    private static List<String> unarticledIfLong(String[] words) {
        List<String> list = Arrays.asList(words);
        return list.size() > MAX_POLE_WORDS && Set.of("the", "a", "an").contains(bare(list.get(0)))
                ? list.subList(1, list.size()) : list;
    }

    /** The words as a pole, or {@code null}: one to five words, not ending in a function word. */
    private static String pole(List<String> words) {
        List<String> kept = words.stream().map(w -> w.replaceAll("^[\"'(]+|[\"'.!?)]+$", ""))
                .filter(w -> !w.isBlank()).toList();
        String end = kept.isEmpty() ? "" : bare(kept.get(kept.size() - 1));
        if (kept.isEmpty() || kept.size() > MAX_POLE_WORDS || FUNCTION.contains(end) && !OBJECTS.contains(end)
                || kept.stream().noneMatch(w -> w.matches(".*[A-Za-z]{2,}.*"))) {
            return null;
        }
        String first = kept.get(0);
        boolean name = first.length() > 1 && first.substring(1).chars().anyMatch(Character::isUpperCase)
                || first.equals("I");
        String joined = String.join(" ", kept);
        return name ? joined : Character.toLowerCase(joined.charAt(0)) + joined.substring(1);
    }

    private static String bare(String word) {
        return word.toLowerCase(Locale.ROOT).replaceAll("^[^a-z0-9']+|[^a-z0-9']+$", "");
    }
}
