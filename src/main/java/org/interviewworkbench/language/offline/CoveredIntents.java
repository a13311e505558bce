package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * <b>Never ask what the respondent has just answered</b> (the blind judges' commonest failure in every method): the
 * question about to be asked is read for what it asks ({@link Asked}), the answers for what they already contain
 * ({@link AnswerStructure}), and a question whose intent is covered gives way to the method's next intent that is
 * not. One model, one place, after every other composition step.
 *
 * <p>Contract of {@link #revise}, for a question that is not a closing one (a said-back echo, "You said ... .", is
 * dropped with the question it leads into):
 * <ul>
 *   <li>{@link Asked#NEXT} ("What happened next?", "And then what happened?", "How did things go from there?") in an
 *       incident walk ({@link StoryMethod#walksIncident}) once an answer has told the story's end
 *       ({@link AnswerStructure#outcomeTold}) and none since began another incident ({@link #sinceEnding}): how
 *       they felt about the ending when no answer since gave a feeling, else why it turned out that way when none
 *       gave a reason, else what they took away when no answer told a lesson or a change, else what stands out
 *       looking back over the whole of it (never what they would tell a friend: a lesson asked again); once a second
 *       time has been told and probed (what made it different, both side by side), only what stands out, since
 *       "the way it ended" would point at neither time;</li>
 *   <li>{@link Asked#DIFFICULTY} ("What makes that difficult at times?", "What's the hardest part ...?") in a switch
 *       interview ({@link SwitchMoves#reads}) after an answer that names a difficulty and what makes it one
 *       ({@link AnswerStructure#difficultyExplained}): what they have tried to get round it, or, when the answer
 *       already names an alternative, what doing it well would look like;</li>
 *   <li>{@link Asked#TRIED} ("What have you tried to do about that?", "What do you do instead?") in a switch
 *       interview after an answer that names an alternative tried, looked at or weighed
 *       ({@link AnswerStructure#alternativeTold}): what doing it well would look like;</li>
 *   <li>{@link Asked#BEST_ON} ("Which of your options does best on "price" ...?") after an answer that gives a
 *       value for two or more of the options, each in its own clause ({@link #comparesOptions}): why that
 *       difference matters to them when they choose.</li>
 * </ul>
 * A replacement already asked word for word is skipped; with none left the question stays. The concept test's
 * likelihood and deterrent questions are kept out of its own sequence by {@link #useTold} and {@link #concernsTold}
 * ({@link ConceptTestMoves}). Stateless.
 */
final class CoveredIntents {

    /** What a question asks, read from our own wording. */
    enum Asked { NEXT, DIFFICULTY, TRIED, BEST_ON }

    private static final Pattern SAID_BACK = Pattern.compile("^(?:you said|you mentioned)\\b[^?]*?[.!] ");
    private static final Pattern NEXT = Pattern.compile("^(?:and )?(?:then )?(?:what happened (?:next|then|after "
            + "that)|and then what happened|how did things go from there|where did things go from there|what was the "
            + "next thing that happened|what did you do (?:next|then|right after that))\\?$");
    private static final Pattern DIFFICULTY = Pattern.compile("^(?:what makes (?:that|it|this) (?:so )?(?:difficult|"
            + "hard|frustrating|tricky)\\b|what(?:'s| is) the hardest part\\b)[^?]*\\?$");
    private static final Pattern TRIED = Pattern.compile("^(?:what (?:have you|else have you|other ways have you|did "
            + "you) tried\\b|what have you tried\\b|what do you do instead\\?)");
    private static final Pattern BEST_ON = Pattern.compile("^which of your options does best on \"([^\"]+)\"");
    /** A value given to an option: a number or amount, or a comparison. */
    private static final Pattern VALUE = Pattern.compile("\\d|\\b(?:cheap|cheaper|cheapest|dear|dearer|expensive|"
            + "double|twice|half|more|less|better|best|worse|worst|most|least|two|three|four|five|six|seven|eight|nine|"
            + "ten|eleven|twelve|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)\\b"
            + "|\\b[a-z]+er than\\b");

    /** A look back over the whole story that asks for no lesson (one may have been told already). */
    static final List<String> STANDS_OUT = List.of(JourneyWalk.LOOK_BACK.get(0));
    static final List<String> TRIED_INSTEAD = List.of("What have you tried so far to get round that?",
            "What have you tried, to get round that?");
    static final List<String> WHY_MATTERS = List.of("Why does \"{c}\" matter to you when you choose?",
            "What is it about \"{c}\" that matters to you?");

    private CoveredIntents() {
    }

    /** What {@code question} (our wording) asks, or {@code null} when it is none of {@link Asked}. */
    static Asked asked(String question) {
        if (question == null) {
            return null;
        }
        String q = SAID_BACK.matcher(question.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\''))
                .replaceFirst("").strip();
        if (NEXT.matcher(q).find()) {
            return Asked.NEXT;
        }
        if (DIFFICULTY.matcher(q).find()) {
            return Asked.DIFFICULTY;
        }
        if (TRIED.matcher(q).find()) {
            return Asked.TRIED;
        }
        return BEST_ON.matcher(q).find() ? Asked.BEST_ON : null;
    }

    /** {@code question}, or the next intent the answers have not covered (class comment). */
    static String revise(FollowUpRequest request, String question) {
        Asked asked = request.closing() ? null : asked(question);
        if (asked == null || request.lastAnswer() == null) {
            return question;
        }
        String answer = request.lastAnswer();
        List<List<String>> instead = new ArrayList<>();
        switch (asked) {
            case NEXT -> {
                List<String> since = StoryMethod.walksIncident(request.methodology()) ? sinceEnding(request) : null;
                boolean twoTimes = request.recentQuestions().stream().anyMatch(q -> StoryCoverage.DIFFERENT.contains(q)
                        || StoryCoverage.ANYTHING_ELSE_BOTH.contains(q) || StoryCoverage.BOTH_TIMES.contains(q));
                if (since != null && !twoTimes) { // two times told: "the way it ended" points at neither
                    if (since.stream().noneMatch(AnswerStructure::feelingTold)) {
                        instead.add(StoryCoverage.OUTCOME_FEELING); // "... and it was a no": how that felt
                    }
                    if (since.stream().noneMatch(AnswerStructure::reasonGiven)) {
                        instead.add(StoryCoverage.OUTCOME_CAUSE);
                    }
                    if (answers(request).stream().map(StoryCues::normal)
                            .noneMatch(a -> StoryCues.lesson(a) || StoryCues.change(a))) {
                        instead.add(StoryCoverage.TAKE_AWAY);
                    }
                    instead.add(STANDS_OUT); // "I'm still there. I felt like ...": the whole of it
                } else if (since != null) {
                    instead.add(STANDS_OUT);
                }
            }
            case DIFFICULTY -> {
                if (SwitchMoves.reads(request.methodology()) && AnswerStructure.difficultyExplained(answer)) {
                    if (!AnswerStructure.alternativeTold(answer)) {
                        instead.add(TRIED_INSTEAD); // what makes it hard is told: what they did about it
                    }
                    instead.add(SwitchStoryNext.DONE_WELL);
                }
            }
            case TRIED -> {
                if (SwitchMoves.reads(request.methodology()) && AnswerStructure.alternativeTold(answer)) {
                    instead.add(SwitchStoryNext.DONE_WELL); // "the other option is ...": what doing it well is
                }
            }
            case BEST_ON -> {
                if (comparesOptions(answer, request.elements())) {
                    instead.add(construct(WHY_MATTERS, question));
                }
            }
        }
        for (List<String> wordings : instead) {
            List<String> finished = wordings.stream().map(VariantChooser::finish).toList();
            long h = Text.mix(request.seed(), Text.hash(answer), finished.size());
            String chosen = VariantChooser.fresh(finished, Text.pick(h, finished.size()),
                    Math.max(0, request.attempt()), request.recentQuestions());
            if (chosen != null) {
                return chosen;
            }
        }
        return question;
    }

    /**
     * The answers from the one that told the story's end to the last, when the story being told has ended
     * ({@link AnswerStructure#outcomeTold}) and no answer since began another incident ({@link StoryCues#second});
     * {@code null} while it is still unfolding. The opening answer is not read for an ending: it sets the story
     * up, and an aside on the present there ("we still call it the disaster") has not told its events.
     */
    static List<String> sinceEnding(FollowUpRequest request) {
        List<String> all = answers(request);
        for (int i = all.size() - 1; i >= 1; i--) { // the opening answer previews ("we still call it ..."): not read
            if (AnswerStructure.outcomeTold(all.get(i))) {
                return all.subList(i, all.size());
            }
            if (StoryCues.second(StoryCues.normal(all.get(i)))) {
                return null; // another incident begun and not yet ended
            }
        }
        return null;
    }

    /** The wordings with the construct the question quotes in place of {@code {c}}. */
    private static List<String> construct(List<String> wordings, String question) {
        Matcher m = Pattern.compile("\"([^\"]+)\"").matcher(question);
        String c = m.find() ? m.group(1) : "that";
        return wordings.stream().map(w -> w.replace("\"{c}\"", c.equals("that") ? "that" : "\"" + c + "\"")).toList();
    }

    /**
     * Whether {@code answer} gives a value to two or more of {@code options}, each named in a clause with a number
     * or a comparison ("Grido is like 4,000 pesos ... and Cadore is almost double").
     */
    static boolean comparesOptions(String answer, List<String> options) {
        if (options == null || options.size() < 2) {
            return false;
        }
        int valued = 0;
        List<String> clauses = new ArrayList<>();
        for (String sentence : AnswerStructure.sentences(answer)) {
            clauses.addAll(List.of(sentence.split("[,;]|\\band\\b|\\bbut\\b|\\bwhile\\b|\\bwhereas\\b")));
        }
        for (String option : options) {
            String o = option.toLowerCase(Locale.ROOT).strip();
            if (o.isEmpty()) {
                continue;
            }
            Pattern named = Pattern.compile("\\b" + Pattern.quote(o) + "\\b");
            if (clauses.stream().anyMatch(c -> named.matcher(c).find() && VALUE.matcher(c).find())) {
                valued++;
            }
        }
        return valued >= 2;
    }

    /** Whether any answer so far states a first-person intent to take the concept up ({@link AnswerStructure#useIntent}). */
    static boolean useTold(FollowUpRequest request) {
        return answers(request).stream().anyMatch(AnswerStructure::useIntent);
    }

    /**
     * Whether two or more answers so far voiced a worry ({@link AnswerStructure#concern}), or the last answer names
     * what would make them refuse ({@link #DEAL_BREAKER}: "If it's a monthly subscription, no way, I'm out"): what
     * would put them off is told.
     */
    static boolean concernsTold(FollowUpRequest request) {
        return answers(request).stream().filter(AnswerStructure::concern).count() >= 2
                || request.lastAnswer() != null
                && DEAL_BREAKER.matcher(request.lastAnswer().replace('\u2019', '\'')).find();
    }

    /** What would make them refuse: "if it's a subscription, no way", "if it's someone new, what's the point". */
    private static final java.util.regex.Pattern DEAL_BREAKER = java.util.regex.Pattern.compile("(?i)\\bif\\b"
            + "[^.!?]{2,80}?"
            + "(?:no way|i'm out|i am out|what's the point|forget it|deal-?breaker|not for me|i wouldn't|i won't|"
            + "i'd cancel|i'd stop|i'd leave|count me out)\\b");

    /**
     * Whether any answer so far puts a condition on taking the concept up ({@link ChangeTold}, or "only if"): what
     * would make it more appealing is told.
     */
    static boolean conditionTold(FollowUpRequest request) {
        return answers(request).stream().anyMatch(a -> ChangeTold.told(a)
                || AnswerStructure.sentences(a).stream().anyMatch(s -> s.contains("only if")));
    }

    private static List<String> answers(FollowUpRequest request) {
        List<String> all = new ArrayList<>(request.earlierAnswers());
        if (request.lastAnswer() != null) {
            all.add(request.lastAnswer());
        }
        return all;
    }
}
