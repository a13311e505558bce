package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * The switch interview's question checked against the whole interview, not only the last answer: a part of the switch
 * story already told in any earlier answer is never asked again, and a job the respondent names is said back in their
 * words (round 25's jtbd judgement). Applies only when the method runs a switch interview ({@link SwitchMoves#reads})
 * and never to the opening's answer or a closing question.
 *
 * <p>Contract of {@link #instead}, first rule that applies, each a general English pattern:
 * <ol>
 *   <li><b>The job named</b> in the last answer ("That's the real job. Raising someone who can stop.", "all I want
 *       is ..."): said back in their words and asked what would tell them it is working (the progress they seek),
 *       when the answer ends on it (at most one sentence after) and the question is not already on the ways tried
 *       to get there.</li>
 *   <li><b>A part told</b>: a question asking what was wrong with what they had before, or what they do instead or
 *       now, when the interview has told that part ({@link SwitchToldParts}) is asked the first part not yet told;
 *       when every part is told, what else they have tried, or, that asked already,
 *       whether anything has not been touched on yet.</li>
 *   <li><b>Nothing to place</b>: a question asking in what situations or when it comes up, after an answer that
 *       only says it is no trouble ("Easy.", "Sem? Fine."), is asked the first part not yet told.</li>
 * </ol>
 * Any other question is returned as it is. Stateless.
 */
final class SwitchUntold {

    private static final Pattern ASKS_BEFORE = Pattern.compile("(?i)(?:^|[.?!]\\s+)what was wrong with what you "
            + "(?:had|used|did) before\\?$");
    private static final Pattern ASKS_NOW = Pattern.compile("(?i)(?:^|[.?!]\\s+)what (?:do|did) you do (?:instead|"
            + "about it now)\\?$");
    private static final Pattern ASKS_WHEN = Pattern.compile("(?i)(?:^|[.?!]\\s+)(?:in what situations does (?:that|it)"
            + " come up|when and where does (?:that|it) usually happen|when does (?:that|it) (?:usually )?"
            + "(?:happen|come up))\\b[^.?!]*\\?$");
    /** An answer that only says it is no trouble: "Easy.", "Sem? Easy. He'd rather ...", "Fine, really." */
    private static final Pattern NO_TROUBLE = Pattern.compile("(?i)^(?:[\\w' ]{1,20}\\?\\s+)?(?:oh,? )?(?:easy|fine|"
            + "no problem|no trouble|not an issue|no issue)(?: really| enough)?[.!,]");
    /** "That's the real job, I suppose. Raising someone who can stop.": the name (group 1), the job (group 2). */
    private static final Pattern JOB_THEN_NAMED = Pattern.compile("(?i)\\b(?:that's|that is|this is|it's) the "
            + "((?:real|actual|whole|main) (?:job|point|goal|aim))\\b[^.!?]*[.!?]\\s+([^.!?]{3,80})[.!?]?\\s*$");
    /** "The real job is ...", "what I want is ...", "all I want is ...": the name (group 1), the job (group 2). */
    private static final Pattern JOB_IS = Pattern.compile("(?i)\\b(the (?:real|actual) (?:job|point|goal)|what "
            + "(?:i|we) (?:really )?want|all (?:i|we) (?:really )?want) is,? ([^.!?;]{3,80})");
    private static final int JOB_WORDS = 10;
    /** A question on the ways tried: after a job named, already the next move ("What have you tried to get there?"). */
    private static final Pattern ASKS_TRIED = Pattern.compile("(?i)\\btried\\b");
    /** Every part told and the other ways tried asked already: what has not come up at all. */
    static final List<String> NOT_TOUCHED = List.of("Is there anything about this we haven't touched on yet?");
    /** What would tell them the job named is being done. */
    private static final List<String> WORKING = List.of("What would tell you it's working?",
            "How would you know you're getting there?");

    private SwitchUntold() {
    }

    /** {@code question}, or the move the whole interview calls for (see the class comment). */
    static String revise(FollowUpRequest request, String question) {
        if (question == null || request.closing() || request.lastAnswer() == null || request.earlierAnswers().isEmpty()
                || !SwitchMoves.reads(request.methodology())) {
            return question;
        }
        List<String> answers = new ArrayList<>(request.earlierAnswers());
        answers.add(request.lastAnswer());
        List<String> instead = instead(question.strip(), answers);
        if (instead == SwitchStoryNext.WHAT_ELSE_TRIED
                && request.recentQuestions().stream().anyMatch(q -> q != null && ASKS_TRIED.matcher(q).find())) {
            instead = NOT_TOUCHED; // the other ways tried were asked about already
        }
        if (instead == null) {
            return question;
        }
        long h = Text.mix(request.seed(), Text.hash(request.lastAnswer()), instead.size());
        String chosen = VariantChooser.choose(instead, Text.pick(h, instead.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
        return chosen == null ? question : chosen;
    }

    /** The questions asked instead of {@code question} after {@code answers} (oldest first), or {@code null}. */
    static List<String> instead(String question, List<String> answers) {
        String last = answers.get(answers.size() - 1).strip().replace('\u2019', '\'');
        String job = namedJob(last);
        if (job != null && !ASKS_TRIED.matcher(question).find()) {
            String back = "You said " + SwitchMoves.saidBack(job) + ". ";
            return WORKING.stream().map(q -> back + q).toList();
        }
        boolean toldPart = ASKS_BEFORE.matcher(question).find() || ASKS_NOW.matcher(question).find();
        if (toldPart || ASKS_WHEN.matcher(question).find() && NO_TROUBLE.matcher(last).find()) {
            SwitchToldParts told = SwitchToldParts.of(answers);
            if (toldPart && !(ASKS_BEFORE.matcher(question).find() ? told.has(SwitchToldParts.Part.BEFORE)
                    : told.has(SwitchToldParts.Part.NOW))) {
                return null; // that part is not told yet: the question stands
            }
            return untold(told.firstUntold());
        }
        return null;
    }

    /** The job the answer names, as "the real job is ..." or "what I want is ...", or {@code null}. */
    static String namedJob(String answer) {
        Matcher then = JOB_THEN_NAMED.matcher(answer);
        if (then.find() && words(then.group(2)) <= JOB_WORDS) {
            return "the " + then.group(1).toLowerCase(Locale.ROOT) + " is " + lowerFirst(then.group(2).strip());
        }
        Matcher is = JOB_IS.matcher(answer);
        if (is.find() && words(is.group(2)) <= JOB_WORDS && sentences(answer.substring(is.end())) <= 1) {
            return lowerFirst(is.group(1)) + " is " + is.group(2).strip();
        }
        return null;
    }

    /** The questions for {@code part}, the first part not told ({@code null}: all told, so what else they tried). */
    static List<String> untold(SwitchToldParts.Part part) {
        if (part == null) {
            return SwitchStoryNext.WHAT_ELSE_TRIED;
        }
        return switch (part) {
            case FIRST_THOUGHT -> List.of("What first got you thinking about it?",
                    "When did you first start thinking about it?");
            case BEFORE -> List.of("What did you use before, and how did that work out?");
            case NOW -> List.of("What do you do about it now?", "How do you handle it these days?");
            case JOB -> List.of("What is it you're really trying to get done?");
            case PROGRESS -> SwitchStoryNext.DONE_WELL;
        };
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() || s.length() > 1 && Character.isUpperCase(s.charAt(1)) ? s
                : s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
    }

    /** How many sentences {@code text} holds after the end of the one it starts in. */
    private static int sentences(String text) {
        String rest = text.replaceFirst("^[^.!?]*[.!?]*", "").strip();
        return rest.isEmpty() ? 0 : rest.split("[.!?]+(?:\\s|$)").length;
    }

    private static int words(String text) {
        return text.isBlank() ? 0 : text.strip().split("\\s+").length;
    }
}
