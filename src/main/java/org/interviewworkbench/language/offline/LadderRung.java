package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The rung a laddering answer climbed to (issue 12, means-end chain): asked why something matters, a respondent often
 * tells a story or gives a figure on the way and then says what they want, need, know or cannot stand ("... my parents
 * did that with six of us round a tiny table, and I want that meal to be something they remember"). A moderator
 * ladders from that statement of their own ("You said you want that meal to be something they remember. Why is that
 * important to you?"), never from the anecdote ("How did that affect you?") or the figure ("Why is going through a
 * litre in three weeks something you care about?").
 *
 * <p>Contract: {@link #clause} looks in the last answer for the last clause whose subject is the respondent ("I" or
 * "we") with a verb of wanting, needing, knowing, liking or disliking ("I want", "we need", "I know", "I'd rather",
 * "I don't like", "I can't stand", "I care about"; or of what they are spared, "I don't have to", "we never worry",
 * "I don't lie awake", only in the answer's last two sentences and not given as a reason, "since I don't have to
 * ...": said earlier or as a reason it is the means to a rung the answer climbed past; present tense only: "I knew the filter was gone" is a story), or the last result clause in
 * the answer's last two sentences ("..., so I'm happier", "which means we ...", "that way it ..."; from its subject
 * to the next comma or end of sentence; not a story, "so I rang them", not after a caveat, "..., mind, so it's not
 * all savings", not a filler, "so, you know", not a pointer back, "so I don't do that anymore"),
 * with something of its own after the verb (not "I don't like that at all"), running from that subject to the end of its sentence (a colon or
 * semicolon ends it too). It is said back in reported speech ({@link ReportedSpeech}); when reported speech refuses it
 * because it leans on a referent the respondent had in mind ("I know where it comes from", "something they
 * remember"), it is quoted verbatim instead, in their own words and person, if it has at most {@value #MAX_QUOTED}
 * words ({@code "I know where it comes from."}, with its quotation marks). {@code null} when the methodology does not ladder ({@link MethodFit#laddering}), the focus is not in the last
 * answer (the interview is going back to an earlier ladder), the focus quote already holds the clause (it is the
 * rung), no such clause is found, or it was said back in an earlier question. "I don't know" and "I know what you
 * mean" are hedges, not rungs.
 *
 * <p>Two more readings of a ladder live here: {@link #endOfLadder} (a verbless answer of a few words to "why does
 * that matter": the top, confirmed rather than climbed past) and {@link #pastEvent} (a quote that tells of something
 * that happened, which is no value held).
 */
final class LadderRung {

    private static final Pattern CUE = Pattern.compile("\\b(?:i|we) (?:really |just |always |still |do |also )?"
            + "(?:want|need|know|like|love|hate|care about|don't like|don't want|do not want|do not like|"
            + "can't stand|would rather|'d rather|(?:don't|do not|never|no longer) (?:have to|need to|worry|lie awake))"
            + "\\b");
    /** Cues of what the respondent is against: laddered with "why does that matter", never "what does it give you". */
    private static final Pattern AGAINST = Pattern.compile("^(?:i|we) (?:really |just |always |still |do |also )?"
            + "(?:hate|don't|do not|can't)\\b");
    /**
     * Cues of a loss the clause reports ("the coffee stops feeling like a treat", "it ruins the calm moment"): a
     * drawback, laddered with "why does that matter", never asked what it gives them or does for them.
     */
    private static final Pattern LOSS = Pattern.compile("\\b(?:stops?|stopped|no longer|ruins?|ruined|spoils?|"
            + "spoiled|spoilt|loses?|lost|takes? away)\\b");
    /** Words that name nothing by themselves: "I don't like that at all" says nothing a quote could point at. */
    private static final Set<String> EMPTY_OBJECT = Set.of("that", "this", "it", "them", "at", "all", "much",
            "either", "very", "really", "one", "bit", "a", "lot", "so", "too");
    private static final Pattern CONTRACTED_RATHER = Pattern.compile("\\b(?:i'd|we'd) rather\\b");
    private static final Set<String> HEDGE_AFTER_KNOW = Set.of("what you mean", "what i mean", "if", "why",
            "whether");

    /**
     * A result the answer ends on: "..., so I'm happier", "which means I don't lie awake", "that way we ...", "so
     * nobody is bothered": the cue,
     * then a subject the clause said back starts from (the lookahead).
     */
    private static final Pattern RESULT = Pattern.compile("(?:^|[,;.!?\u2014-]\\s*|\\band )(?:so|and so|which means|"
            + "that means|that way)(?: that)?,? (?=(?:i|i'm|i've|i'll|we|we're|we've|we'll|it|it's|she|she's|"
            + "he|he's|they|they're|you|you're|nobody|nobody's|no one|everybody|everyone)\\b)");
    /** Words after a result cue's subject that tell a story ("so I rang them"), not a rung reached. */
    private static final Set<String> PAST = Set.of("was", "were", "had", "did", "went", "got", "rang", "knew",
            "took", "came", "made", "said", "thought", "bought", "found", "told", "left", "felt", "kept", "paid",
            "put", "ran", "sat", "saw", "gave", "brought", "sent", "spent", "threw", "wrote", "drove", "tried");
    /** Adverbs between a subject and its verb ("so I just ..."). */
    private static final Set<String> ADVERBS = Set.of("just", "never", "always", "really", "still", "actually",
            "also", "then", "finally", "even");

    /** Words that single out one attribute of several as the one that counts. */
    private static final Pattern FLAG = Pattern.compile("\\b(?:the (?:main|big|biggest|key|most important|number one) "
            + "(?:thing|bit|part|one|reason)|first and foremost|above all|most importantly|what matters most)\\b");

    private static final Pattern SENTENCE_END = Pattern.compile("[.!?]+\\s+(?=\\S)");
    /** A caveat before the result: "..., mind, so it's not all savings" qualifies, it reaches no rung. */
    private static final Pattern CONCESSION = Pattern.compile("\\b(?:but|though|although|mind|still|then again)\\b");
    /** Fillers a result cue can precede: "..., so, you know." */
    private static final List<String> FILLERS = List.of("you know", "you see", "i mean", "i suppose", "i guess",
            "i think", "i reckon", "i dunno", "i don't know");

    /** Words that tie a rung to one already talked about. */
    private static final Pattern JOINS = Pattern.compile("\\b(?:(?:comes?|circles?|goes|leads?|gets?) (?:right |all |"
            + "straight )?back (?:round )?to|like i said|as i said|same as (?:before|i said))\\b");

    /** A cue of what the respondent is spared ("I don't have to", "we never worry"), matched within {@link #CUE}. */
    private static final Pattern SPARED = Pattern.compile("(?:don't|do not|never|no longer) (?:have to|need to|worry|"
            + "lie awake)$");
    /** A reason connective just before a clause: "... since I don't have to ..." gives the means, not the rung reached. */
    private static final Pattern REASON_BEFORE = Pattern.compile("\\b(?:because|since|as|'cause|cos|now that)\\s*$");

    /** "so I don't do that anymore": the clause points back at what was done, it names no rung of its own. */
    private static final Pattern PRO_VERB = Pattern.compile("\\b(?:do|does|doing) (?:that|it|this|so)\\b");

    static final int MAX_QUOTED = 14;

    private LadderRung() {
    }

    /** The rung clause said back ("you want that meal to be something they remember"), or {@code null}. */
    static String clause(ReportedSpeech speech, FollowUpRequest request, Set<String> properNouns) {
        if (!MethodFit.laddering(request.methodology()) || !AnswerReferences.fromLastAnswer(request)) {
            return null;
        }
        String found = lastRung(request.lastAnswer());
        if (found == null || request.focusQuote().toLowerCase(Locale.ROOT).contains(found.toLowerCase(Locale.ROOT))
                || found.toLowerCase(Locale.ROOT).contains(request.focusQuote().strip().toLowerCase(Locale.ROOT))) {
            return null;
        }
        String said = speech.clause(found, properNouns).orElse(null);
        if (said == null && found.split("\\s+").length <= MAX_QUOTED && !found.contains("\"")
                && !speech.negatedFragment(found) // never "You said, \"I arrive with not red eyes.\""
                && !JokingAside.joking(found, request.lastAnswer())) { // nor a joke: "sounds a bit like ..."
            said = "\"" + found.substring(0, 1).toUpperCase(Locale.ROOT) + found.substring(1) + ".\"";
        }
        String back = said;
        return back == null || request.recentQuestions().stream().anyMatch(q -> q != null
                && q.toLowerCase(Locale.ROOT).contains(back.toLowerCase(Locale.ROOT))) ? null : back;
    }

    /**
     * The questions that ladder from this rung: a dislike is asked why it matters, not what it gives them; a rung that
     * names an end state ("you want to respect yourself", {@link LexicalCues#namesEndState}) is the top of the ladder,
     * confirmed and left for a new one ({@link MethodFit#TOP}), never asked why it matters.
     */
    static java.util.List<String> questions(String rung) {
        String r = rung.replace("\"", "").toLowerCase(Locale.ROOT);
        if (LexicalCues.namesEndState(r)) {
            return MethodFit.TOP;
        }
        return drawback(rung) ? WHY : MethodFit.UP;
    }

    /** The ladder's wordings that fit a drawback as well as a gain: why it matters, never what it gives them. */
    static final java.util.List<String> WHY = java.util.List.of("Why does that matter to you?",
            "Why is that important to you?");

    /**
     * Whether a clause said back reports something the respondent is against or a loss ("I hate ...", "you don't
     * ...", "the coffee stops feeling like a treat", "it ruins ..."): laddered with {@link #WHY} only.
     */
    static boolean drawback(String clause) {
        String r = clause.replace("\"", "").toLowerCase(Locale.ROOT);
        return AGAINST.matcher(r.replaceFirst("^you ", "i ")).lookingAt() || LOSS.matcher(r).find();
    }

    /** The last clause of the answer in the respondent's own words that states what they want or know, or null. */
    static String lastRung(String answer) {
        if (answer == null || answer.isBlank()) {
            return null;
        }
        String a = answer.replace('\u2019', '\'');
        String lower = a.toLowerCase(Locale.ROOT);
        String found = null;
        int foundAt = -1;
        for (Pattern p : new Pattern[] {CUE, CONTRACTED_RATHER}) {
            Matcher m = p.matcher(lower);
            while (m.find()) {
                String after = lower.substring(m.end()).strip();
                if ((m.group().endsWith("know") || m.group().endsWith("knew"))
                        && HEDGE_AFTER_KNOW.stream().anyMatch(after::startsWith)) {
                    continue; // "I know what you mean": a hedge, not a rung
                }
                int end = Text.endAt(lower, m.end(), ".!?;:");
                end = lower.indexOf(" (", m.end()) > 0 ? Math.min(end, lower.indexOf(" (", m.end())) : end; // an aside
                String clause = a.substring(m.start(), end).strip();
                if (java.util.Arrays.stream(lower.substring(m.end(), end).split("[\\s,]+"))
                        .allMatch(w -> w.isEmpty() || EMPTY_OBJECT.contains(w))) {
                    continue; // "I don't like that at all": nothing of its own to say back
                }
                if (SPARED.matcher(m.group()).find() && (m.start() <= nearEnd(lower)
                        || REASON_BEFORE.matcher(lower.substring(0, m.start())).find())) {
                    continue; // what they are spared, said earlier or as the reason for a later rung: a rung below it
                }
                if (m.start() > foundAt) {
                    found = clause;
                    foundAt = m.start();
                }
            }
        }
        Matcher r = RESULT.matcher(lower);
        int near = nearEnd(lower);
        while (r.find()) {
            int end = Text.endAt(lower, r.end(), ",.!?;:");
            int from = Math.max(lower.lastIndexOf(". ", r.start()), Math.max(lower.lastIndexOf("? ", r.start()),
                    lower.lastIndexOf("! ", r.start())));
            String clause = lower.substring(r.end(), end);
            if (r.end() > foundAt && r.end() > near && present(clause) && end - r.end() > 6
                    && !CONCESSION.matcher(lower.substring(Math.max(0, from), r.start())).find()
                    && FILLERS.stream().noneMatch(clause::startsWith) && !PRO_VERB.matcher(clause).find()) {
                found = a.substring(r.end(), end).strip();
                foundAt = r.end();
            }
        }
        return found;
    }

    /**
     * Where the answer's last two sentences begin: a result said earlier follows from a circumstance on the way ("I'm
     * a nurse, so I'm up close to faces all day"), not from where the answer ended up.
     */
    private static int nearEnd(String lower) {
        Matcher stop = SENTENCE_END.matcher(lower.strip());
        List<Integer> starts = new java.util.ArrayList<>(List.of(0));
        while (stop.find()) {
            starts.add(stop.end());
        }
        return starts.get(Math.max(0, starts.size() - 2)) - 1;
    }

    /**
     * Whether a result clause after its cue ({@code before} ends with "so") tells a rung reached: of now, not of
     * something that happened ({@link #present}), after no caveat ("..., mind, so"), not a filler ("so, you know") and
     * not pointing back at what was done ("so I don't do that anymore").
     */
    static boolean resultTold(String before, String clause) {
        String c = clause.strip().toLowerCase(Locale.ROOT);
        return present(c) && c.length() > 6 && !CONCESSION.matcher(before.toLowerCase(Locale.ROOT)).find()
                && FILLERS.stream().noneMatch(c::startsWith) && !PRO_VERB.matcher(c).find();
    }

    /** Whether a result clause ("it's cheap to run", "I rang them") tells of now, not of something that happened. */
    private static boolean present(String clause) {
        String[] w = clause.strip().split("\\s+");
        if (w.length < 2 || w[0].contains("'")) {
            return w.length >= 2;
        }
        int i = 1;
        while (i < w.length - 1 && ADVERBS.contains(w[i])) {
            i++;
        }
        return !PAST.contains(w[i]) && !w[i].endsWith("ed");
    }

    /**
     * Whether a laddering interview about to ask for more attributes should ladder the focus instead: the respondent
     * flagged it as the one that counts ("the main thing I notice is ...", "above all ...", "most important is ...")
     * in the last answer, so a moderator asks why it matters rather than "what else".
     */
    static boolean flagged(FollowUpRequest request, QuestionComposer.Intent intent) {
        return intent == QuestionComposer.Intent.EXPLORE && !request.closing() && request.focusQuote() != null
                && MethodFit.laddering(request.methodology()) && AnswerReferences.fromLastAnswer(request)
                && FLAG.matcher(request.focusQuote().toLowerCase(Locale.ROOT)).find();
    }

    /**
     * Whether the focus, in the last answer of a laddering interview, says the ladder has joined one climbed before
     * ("so it circles back to the sleep thing really", "it all comes back to money", "like I said"): what it leads to
     * has been laddered already, so a moderator confirms it and turns to another attribute rather than asking why it
     * matters again.
     */
    static boolean joinsEarlier(FollowUpRequest request) {
        return request.focusQuote() != null && MethodFit.laddering(request.methodology())
                && AnswerReferences.fromLastAnswer(request)
                && JOINS.matcher(request.focusQuote().toLowerCase(Locale.ROOT).replace('\u2019', '\'')).find();
    }

    /**
     * Whether the last answer reads as the end of a ladder: a short phrase with no verb ("Peace at home.") given to a
     * question that asked why something matters, with the focus taken from it. A moderator confirms such an end state
     * rather than asking what it gives them in turn.
     */
    static boolean endOfLadder(OpenNlpPipeline nlp, FollowUpRequest request) {
        String last = request.lastAnswer();
        if (last == null || last.isBlank() || !AnswerReferences.fromLastAnswer(request)
                || last.strip().split("\\s+").length > 4 || request.recentQuestions().isEmpty()) {
            return false;
        }
        String asked = request.recentQuestions().get(request.recentQuestions().size() - 1);
        if (asked == null || FocusFreeQuestions.of(QuestionComposer.Intent.DEEPEN, FocusKind.POSITIVE).stream()
                .noneMatch(asked::endsWith)) {
            return false;
        }
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(last.strip());
        return !sentences.isEmpty() && sentences.stream().flatMap(x -> x.tokens().stream())
                .noneMatch(t -> t.is("VERB", "AUX"));
    }

    /**
     * Whether the quote tells of something that happened: its first verb is in the past tense with no auxiliary
     * before it ("my parents bailed me out once"), which a value ("not wanting to depend on anyone") never is.
     */
    static boolean pastEvent(OpenNlpPipeline nlp, String quote) {
        if (quote == null || quote.isBlank()) {
            return false;
        }
        List<OpenNlpPipeline.Sentence> sentences = nlp.process(quote.strip());
        if (sentences.isEmpty()) {
            return false;
        }
        for (OpenNlpPipeline.Token t : sentences.get(0).tokens()) {
            if (t.is("AUX")) {
                return false;
            }
            if (t.is("VERB")) {
                String w = t.lower();
                return !w.equals(t.lemma()) && !w.endsWith("s") && !w.endsWith("ing");
            }
        }
        return false;
    }
}
