package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The repertory grid's triad (Kelly's minimum context form): three of the options the respondent named, and in what
 * way two of them are alike and different from the third. A comparison question that names one option ("What sets
 * that apart from the alternatives?") elicits no construct; the triad is how a grid interview gets its dimensions.
 * Contract:
 * <ul>
 *   <li>only options whose labels pass the {@link NounPhraseGate} are named, written as the respondent wrote them
 *       (their capitals and article are taken from the answers in view, else from the questions in view, else from
 *       the earlier answers: "the Yamaha", not "the yamaha"; "the Echo", not "Echo"; "ETN", not "the etn"), an
 *       option named two ways once only ({@link OptionAliases}: "the bus, ETN,"), and never a phrase the answers only ever used as the circumstance of
 *       another option ("Radio Wales in the car", "OneNote at work": {@link OptionMentions});</li>
 *   <li>after the opening, an option is named only as its answer wrote it (a label the answer does not hold, "use at
 *       tiny balcony table", is not named), never a quantity ("loads"); the items of the list its answer gave ("The
 *       Echo, ... The six o'clock news on the telly ...": {@link ListedOptions}) are options too, after the typed
 *       ones; so are, all interview long, the activities and plain phrases the answer to the opening listed
 *       ("babysitting, Sunday shifts, stacking shelves": {@link ListItems}), each said as the list said it, in place
 *       of a typed option of two or more words with the same last word ("coaching at the GAA summer camp", not
 *       "the coach at gaa summer camp") and with the list's capitals ("WhatsApp group");</li>
 *   <li>only phrases shaped as options ({@link OptionShape}): past the opening, one the answer to the opening named;
 *       never a relative or what one does ("when my brother drives"), a part of a longer name or a place ("Mill
 *       Street in Gardens", "Montague Gardens"), nor the way the options were met ("in person or on Zoom");</li>
 *   <li>three such options are needed, else there is no triad and the question is worded as before;</li>
 *   <li>each triad asked is new: a triad whose three options were all named in one recent question is not asked
 *       again, nor one whose three options one answer after the opening named (the respondent compared them
 *       already); the options named first come first (the respondent's own order), and the focus option, when it
 *       is one, is in the triad;</li>
 *   <li>a phrase that opens inside a fixed phrase ("and of course paper") is named without that word ("paper");</li>
 *   <li>never a phrase that is only the scene of another option, a quantity, someone acting on the option named
 *       before it ("Azul, a colleague recommended it") or an item waved off ("does Snap count? Probably not.").</li>
 * </ul>
 */
final class TriadQuestion {

    private static final List<String> WORDINGS = List.of(
            "Thinking of {a}, {b} and {c}: in what important way are two of them alike, and different from the "
                    + "third?",
            "Of {a}, {b} and {c}, which two are most alike for you, and how is the third different?",
            "If you take {a}, {b} and {c}, how are two of them alike in a way that the third is not?");
    /** The wordings as patterns, made once (any three options). */
    private static final List<java.util.regex.Pattern> ASKED = GridMoves.patterns(WORDINGS);

    /** Options beyond this many are not combined (the first named come first anyway). */
    private static final int MAX_OPTIONS = 8;
    /** The options a triad names. */
    private static final int TRIAD = 3;

    private final NounPhraseGate gate;

    TriadQuestion(NounPhraseGate gate) {
        this.gate = gate;
    }

    /** Whether {@code question} is one of the triad wordings (with any three options). */
    static boolean asksTriad(String question) {
        return question != null && ASKED.stream().anyMatch(p -> p.matcher(question.strip()).matches());
    }

    /** The wordings with the three options captured, made once. */
    private static final List<java.util.regex.Pattern> CAPTURED = WORDINGS.stream().map(w -> java.util.regex.Pattern
            .compile(java.util.regex.Pattern.quote(VariantChooser.finish(w)).replace("{a}", "\\E(.+?)\\Q")
                    .replace("{b}", "\\E(.+?)\\Q").replace("{c}", "\\E(.+?)\\Q"))).toList();

    /** The three options a triad question named, as it named them, or none when it is no triad question. */
    static List<String> optionsOf(String question) {
        if (question == null) {
            return List.of();
        }
        for (java.util.regex.Pattern p : CAPTURED) {
            java.util.regex.Matcher m = p.matcher(question.strip());
            if (m.matches()) {
                return List.of(m.group(1), m.group(2), m.group(3));
            }
        }
        return List.of();
    }

    /** A triad question for {@code request}, or {@code null} when fewer than three options can be named. */
    String question(FollowUpRequest request) {
        return question(request, option -> true);
    }

    /** As {@link #question(FollowUpRequest)}, of the options that {@code usable} accepts only. */
    String question(FollowUpRequest request, java.util.function.Predicate<String> usable) {
        List<String> everything = new ArrayList<>(answers(request));
        everything.addAll(request.earlierAnswers());
        List<String> options = OptionAliases.merged(options(request), everything).stream().filter(usable).toList();
        if (options.size() < 3) {
            return null;
        }
        String focus = request.focusLabel() == null ? null : named(request.focusLabel(), request);
        List<String> triad = nextTriad(options, focus, request.recentQuestions(), compared(request, options));
        if (triad == null) {
            return null;
        }
        List<String> variants = WORDINGS.stream().map(w -> VariantChooser.finish(w.replace("{a}", triad.get(0))
                .replace("{b}", triad.get(1)).replace("{c}", triad.get(2)))).toList();
        int start = Text.pick(Text.mix(request.seed(), Text.hash(String.join("|", triad))), variants.size());
        return VariantChooser.choose(variants, start, Math.max(0, request.attempt()), request.recentQuestions());
    }

    /** The options that can be named, each once, in the order the respondent named them. */
    private List<String> options(FollowUpRequest request) {
        Set<String> seen = new LinkedHashSet<>();
        List<String> out = new ArrayList<>();
        List<String> answers = answers(request);
        List<String> all = new ArrayList<>(answers);
        all.addAll(request.earlierAnswers()); // a cut-off word ("nickel-and") is read in every answer
        boolean opening = request.recentQuestions().size() <= 1; // the answer to the opening lists the options
        for (String typed : request.elements()) {
            String label = withoutFixedPhrase(typed, all); // every answer: "of course paper" said out of view too
            String clean = label == null ? null : LabelCleaner.cleanLabel(label.strip().toLowerCase(Locale.ROOT), "");
            if (clean == null || notAnOption(clean, all) || opening && !OptionMentions.said(clean, answers)
                    || OptionMentions.fragment(clean, all) || !shaped(clean, all, opening ? null : openingAnswer(request))) {
                continue; // "Radio Wales in the car": the car is where she listens, not an option
            }
            String named = named(label, request);
            boolean part = named != null && out.stream().map(TriadQuestion::unarticled)
                    .anyMatch(o -> (" " + o + " ").contains(" " + unarticled(named) + " ")); // "the hall": "the village hall"
            if (named != null && !part && seen.add(named.toLowerCase(Locale.ROOT)) && out.size() < MAX_OPTIONS) {
                String whole = " " + unarticled(named) + " ";
                out.removeIf(o -> whole.contains(" " + unarticled(o) + " ")); // "the wood" was part of "the wood stove"
                out.add(named);
            }
        }
        List<String> listed = new ArrayList<>(opening ? ListedOptions.of(request.lastAnswer(), gate) : List.of());
        String openingAnswer = opening ? request.lastAnswer()
                : request.earlierAnswers().isEmpty() ? null : request.earlierAnswers().get(0);
        listed.addAll(ListItems.of(openingAnswer, gate)); // "babysitting, Sunday shifts, ...": options all along
        for (String item : listed) { // the answer to the opening: its list names the options
            String bare = unarticled(item);
            boolean known = out.stream().map(TriadQuestion::unarticled)
                    .anyMatch(o -> o.contains(bare) || bare.contains(o));
            int same = sameHead(out, item);
            if (same >= 0 && out.stream().map(TriadQuestion::unarticled).noneMatch(bare::equals)) {
                out.set(same, item); // "the coach at gaa summer camp" typed: the list's own "coaching at the GAA ..."
            } else if (!known && !notAnOption(bare, answers) && shaped(bare, all, null) && out.size() < MAX_OPTIONS) {
                out.add(item);
            } else {
                out.replaceAll(o -> o.equalsIgnoreCase(item) && !item.equals(item.toLowerCase(Locale.ROOT)) ? item
                        : o); // "WhatsApp group", with the capitals the list wrote it with
            }
        }
        return namesFirst(out, all);
    }

    /**
     * The options with the ones the respondent wrote as names first ("the Echo Dot", "Siri", "CineStar"), each group
     * in the respondent's order: a name is what a grid compares, while a common noun in the answer to the opening may
     * be where or with whom an option is used ("in the kids' room", "the car"), so a triad of names is asked first.
     */
    private static List<String> namesFirst(List<String> options, List<String> answers) {
        List<String> out = new ArrayList<>(options.stream().filter(o -> isName(o, answers)).toList());
        options.stream().filter(o -> !isName(o, answers)).forEach(out::add);
        return out;
    }

    /**
     * Whether an option reads as a name: written with a capital inside a sentence of the answers ("There's the Echo
     * Dot", "I use Siri"), or of two capitalised words ("Luz Photography"), or standing as a list item before a
     * comma or a full stop ("Dobble, mostly on trains."); not a word capitalised only because it opens a sentence
     * ("Joking!", "Sweater's a given").
     */
    private static boolean isName(String option, List<String> answers) {
        String bare = option.replaceFirst("^(?:the|a|an) ", "");
        if (bare.isEmpty() || !Character.isUpperCase(bare.charAt(0))) {
            return false;
        }
        if (bare.matches("\\p{Lu}\\S*\\s+\\p{Lu}.*")) {
            return true; // "Luz Photography", "Bright Day Studios"
        }
        String quoted = java.util.regex.Pattern.quote(bare);
        java.util.regex.Pattern inside = java.util.regex.Pattern.compile("[\\p{L}\\d,;:'\"-]\\s+(?:(?:the|a|an)\\s+)?"
                + quoted + "(?![\\p{L}\\d])");
        java.util.regex.Pattern item = java.util.regex.Pattern.compile("(?<![\\p{L}\\d'])" + quoted + "\\s*[,.;:]");
        boolean oneName = bare.matches("\\p{Lu}[\\p{L}\\d'+-]*"); // a list item that is one word: "Dobble,"
        return answers.stream().anyMatch(a -> a != null && (inside.matcher(a).find() || oneName && item.matcher(a)
                .find()));
    }

    /**
     * Whether a phrase the answers hold is no option to compare: only ever the scene of another one ("at the pub"),
     * a quantity, someone acting on the option named before it ("a colleague recommended it") or an item the
     * respondent waved off ("does Snap count? Probably not."), or an interjection ("Ehn", "Uff": {@link
     * OptionShape#interjection}), or a person's first name ("my flatmate Jonas", "Mia said": {@link PersonName}), or
     * one only ever said as the owner of what follows ("old Ron's place": {@link #possessorOnly}).
     * (A cut-off part of a hyphenated word, "nickel-and" of
     * "nickel-and-dimed", is dropped too, read in every answer: {@link OptionMentions#fragment}.)
     */
    private static boolean notAnOption(String phrase, List<String> answers) {
        return OptionMentions.circumstance(phrase, answers) || OptionMentions.quantity(phrase)
                || OptionMentions.actor(phrase, answers) || OptionMentions.dismissed(phrase, answers)
                || OptionShape.interjection(phrase, answers) // "Ehn, plenty.": a filler, never an option
                || PersonName.names(phrase, answers) // "my flatmate Jonas": a person, never an option to compare
                || possessorOnly(phrase, answers); // "old Ron's place": Ron owns the option, he is none
    }

    /**
     * Whether every time the answers say {@code phrase} it owns what follows ("old Ron's place", "my sister's
     * car"): the owner is no option; what is owned, said whole, may be.
     */
    static boolean possessorOnly(String phrase, List<String> answers) {
        String bare = unarticled(phrase.strip().toLowerCase(Locale.ROOT));
        if (bare.isEmpty()) {
            return false;
        }
        java.util.regex.Pattern said = java.util.regex.Pattern.compile("(?<![\\p{L}\\d])"
                + java.util.regex.Pattern.quote(bare) + "(?![\\p{L}\\d])('s\\s+\\p{L})?");
        boolean any = false;
        for (String a : answers) {
            if (a == null) {
                continue;
            }
            java.util.regex.Matcher m = said.matcher(a.toLowerCase(Locale.ROOT).replace('\u2019', '\''));
            while (m.find()) {
                if (m.group(1) == null) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    /**
     * Whether {@code phrase} is shaped as an option of the grid ({@link OptionShape}): named by the answer to the
     * opening ({@code opening}, {@code null} at the opening itself), not a relative or what one does, not part of a
     * longer name or a place, not a way of meeting the options ("in person or on Zoom").
     */
    private static boolean shaped(String phrase, List<String> texts, String opening) {
        return !OptionShape.notInOpening(phrase, opening) && !OptionShape.relativeClause(phrase, texts)
                && !OptionShape.partOfName(phrase, texts) && !OptionShape.manner(phrase, texts);
    }

    /** The answer to the opening question, or {@code null} when there is none yet. */
    private static String openingAnswer(FollowUpRequest request) {
        return request.earlierAnswers().isEmpty() ? null : request.earlierAnswers().get(0);
    }

    /** {@code label} without its first word when every mention opens inside a fixed phrase: "course paper" -> "paper". */
    private static String withoutFixedPhrase(String label, List<String> answers) {
        if (label == null || !OptionMentions.fixedPhraseTail(label.strip(), answers)) {
            return label;
        }
        String[] words = label.strip().split("\\s+", 2);
        return words.length < 2 ? null : words[1];
    }

    /**
     * The place in {@code options} of a typed option of two or more words with the same last word as the list item
     * {@code item} of two or more words, said otherwise ("the coach at gaa summer camp" for "coaching at the GAA
     * summer camp"), or -1.
     */
    private static int sameHead(List<String> options, String item) {
        String[] words = unarticled(item).split("\\s+");
        for (int i = 0; i < options.size(); i++) {
            String[] other = unarticled(options.get(i)).split("\\s+");
            if (words.length > 1 && other.length > 1 && !unarticled(options.get(i)).equals(unarticled(item))
                    && other[other.length - 1].equals(words[words.length - 1])) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The first triad (in the respondent's order) not named in a recent question, with the focus if it is one, and
     * not one whose three options an answer after the opening already set side by side ("Aqua fitness and Zumba are
     * similar ... Pilates is quiet"); {@code null} when there is none.
     */
    private static List<String> nextTriad(List<String> options, String focus, List<String> recent,
            List<String> compared) {
        int n = options.size();
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int k = j + 1; k < n; k++) {
                    List<String> triad = List.of(options.get(i), options.get(j), options.get(k));
                    boolean withFocus = focus == null || !options.contains(focus) || triad.contains(focus);
                    if (withFocus && !namedTogether(triad, recent) && !namedTogether(triad, compared)) {
                        return triad;
                    }
                }
            }
        }
        return null;
    }

    /**
     * The answers after the one to the opening (which lists the options): where options were compared already. An
     * answer that names more than three of {@code options} scores or ranks them ("Parle-G five ... Monaco three ...
     * Hide &amp; Seek one", "Engen and Shell top, Total middle, Sasol and BP bottom", rounds 69 and 72) and sets no
     * three of them side by side, so it leaves every triad still to ask.
     */
    private static List<String> compared(FollowUpRequest request, List<String> options) {
        List<String> all = new ArrayList<>(request.earlierAnswers());
        all.add(request.lastAnswer());
        return all.size() <= 1 ? List.of() : all.subList(1, all.size()).stream()
                .filter(a -> optionsNamedIn(options, a) <= TRIAD).toList();
    }

    /** How many of {@code options} {@code text} names. */
    private static long optionsNamedIn(List<String> options, String text) {
        String lower = text == null ? "" : text.toLowerCase(Locale.ROOT);
        return options.stream().filter(o -> lower.contains(o.toLowerCase(Locale.ROOT))).count();
    }

    /** Whether one of {@code texts} (questions asked, or answers) names all three options of {@code triad}. */
    private static boolean namedTogether(List<String> triad, List<String> texts) {
        for (String q : texts) {
            String lower = q == null ? "" : q.toLowerCase(Locale.ROOT);
            if (triad.stream().allMatch(o -> lower.contains(o.toLowerCase(Locale.ROOT)))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The option's label as it reads in the question, with the respondent's capitals and without an adverb of how
     * often before it ("Mostly Engen on Rivonia" gives "Engen", round 72), or {@code null}.
     */
    private String named(String label, FollowUpRequest request) {
        String clean = label == null ? null : LabelCleaner.cleanLabel(label.strip().toLowerCase(Locale.ROOT), "");
        clean = clean == null ? null : HOW_OFTEN.matcher(clean).replaceFirst(""); // "Mostly Engen on ...": "Engen"
        if (clean == null || clean.isBlank()) {
            return null;
        }
        List<String> said = new ArrayList<>(answers(request)); // the answers first, then the questions asked
        request.recentTurns().stream().filter(l -> l.speaker() != org.interviewworkbench.engine.model.Speaker.USER)
                .forEach(l -> said.add(l.text()));
        said.addAll(request.earlierAnswers()); // "Viva Aerobus", "ETN": as the opening answer wrote them, out of view
        String cased = OptionMentions.asSaid(clean, said); // "the Echo", with the respondent's capitals
        String rendered = gate.render(cased);
        boolean name = Character.isUpperCase(cased.charAt(0)); // a name said without "the" keeps none: "FaceTime"
        return rendered != null && name && rendered.startsWith("the ") ? cased : rendered;
    }

    /** An adverb of how often or how much before a name that heads a list ("Mostly Engen, the Shell, ..."). */
    private static final java.util.regex.Pattern HOW_OFTEN = java.util.regex.Pattern.compile("^(?:mostly|mainly|"
            + "usually|sometimes|often|normally|always|generally|occasionally) (?=\\S)");

    private static String unarticled(String option) {
        return option.toLowerCase(Locale.ROOT).replaceFirst("^(?:the|a|an) ", "");
    }

    /** The respondent's answers in view, the last one first. */
    private static List<String> answers(FollowUpRequest request) {
        List<String> texts = new ArrayList<>();
        if (request.lastAnswer() != null) {
            texts.add(request.lastAnswer());
        }
        request.recentTurns().stream().filter(l -> l.speaker() == org.interviewworkbench.engine.model.Speaker.USER)
                .forEach(line -> texts.add(line.text()));
        return texts;
    }
}
