package org.interviewworkbench.language.offline;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which parts of the switch story a whole interview has already told, read from every answer so far (round 25's
 * jtbd judgement: "she had already described what she does instead"). Immutable; built by {@link #of}.
 *
 * <p>The parts, in the order a jobs-to-be-done moderator asks them ({@link Part}), each a general English cue:
 * <ul>
 *   <li>{@link Part#FIRST_THOUGHT}: the opening answer tells the occasion; later, "that's when", "it started when".</li>
 *   <li>{@link Part#BEFORE}: what they used before together with its shortfall ("before that we had ... it stopped
 *       counting", "I used to ... but it broke").</li>
 *   <li>{@link Part#NOW}: what they do now or instead ("now we ...", "instead", "these days", "that's new since").</li>
 *   <li>{@link Part#JOB}: the job in their words ("the real job", "what I want is", "all I want is", "I just want
 *       ..., that's all").</li>
 *   <li>{@link Part#PROGRESS}: what progress or doing it well would be ("ideally", "in an ideal world", "if it all
 *       went").</li>
 * </ul>
 *
 * @param told the parts told so far
 */
record SwitchToldParts(Set<Part> told) {

    /** A part of the switch story, in the order a moderator asks them. */
    enum Part { FIRST_THOUGHT, BEFORE, NOW, JOB, PROGRESS }

    private static final Pattern STARTED = Pattern.compile("(?i)\\b(?:that's when|that was when|that was the moment|"
            + "it (?:all )?(?:started|began) (?:when|with|after))\\b");
    private static final Pattern BEFORE = Pattern.compile("(?i)(?:^|[.!?]\\s+|,\\s*)(?:before that|before then|"
            + "until then|up to then|at first|(?:i|we) used to|(?:i|we) had (?:the|a|an) [^.!?]{1,40}?before)\\b");
    /** Its shortfall: "it stopped counting", "only worked for a month", "figured out how to get round it". */
    static final Pattern SHORTFALL = Pattern.compile("(?i)\\b(?:(?:it|that|they) (?:just )?(?:stopped|quit|broke|"
            + "died|failed)\\b|stopped (?:working|counting)|(?:didn't|did not|never) (?:work|last|help)|(?:only )?"
            + "(?:worked|lasted) (?:for )?(?:about |maybe |,? ?i'd say,? )?(?:a|an|one|two|three|four|a few|a couple of)"
            + " (?:day|week|month)s?|figured out|found a way (?:round|around)|got round it|got around it|useless|"
            + "rubbish|too (?:expensive|dear|slow|complicated|fiddly))");
    private static final Pattern NOW = Pattern.compile("(?i)\\b(?:(?:i|we|they) (?:\\w+ )?now\\b|now (?:i|we)\\b|"
            + "these days|nowadays|instead|new since|since then|ever since)");
    /** The job named in their words; group 1: what follows it in its sentence. */
    static final Pattern JOB = Pattern.compile("(?i)\\b(?:(?:that's|that is|this is|it's) the (?:real|actual|whole|"
            + "main) (?:job|point|goal|aim)|the (?:real|actual) (?:job|point|goal) is|what (?:i|we) (?:really )?want is|"
            + "all (?:i|we) (?:really )?want is|(?:i|we) just want [^.!?]{3,80}?,? that's all)\\b");
    private static final Pattern PROGRESS = Pattern.compile("(?i)\\b(?:ideally|in an ideal world|if it all went|"
            + "in a perfect world|what (?:good|success) (?:would )?look(?:s)? like)\\b");

    SwitchToldParts {
        told = Set.copyOf(told);
    }

    /** The parts told across {@code answers}, the first of them the answer to the opening. */
    static SwitchToldParts of(List<String> answers) {
        EnumSet<Part> told = EnumSet.noneOf(Part.class);
        for (int i = 0; i < answers.size(); i++) {
            String a = answers.get(i) == null ? "" : answers.get(i).replace('\u2019', '\'');
            if (i == 0 || STARTED.matcher(a).find()) {
                told.add(Part.FIRST_THOUGHT);
            }
            Matcher before = BEFORE.matcher(a);
            if (before.find() && SHORTFALL.matcher(a.substring(before.start())).find()) {
                told.add(Part.BEFORE);
            }
            if (NOW.matcher(a).find()) {
                told.add(Part.NOW);
            }
            if (JOB.matcher(a).find()) {
                told.add(Part.JOB);
            }
            if (PROGRESS.matcher(a).find()) {
                told.add(Part.PROGRESS);
            }
        }
        return new SwitchToldParts(told);
    }

    /** Whether {@code part} is told. */
    boolean has(Part part) {
        return told.contains(part);
    }

    /** The first part not yet told, or {@code null} when all are. */
    Part firstUntold() {
        for (Part p : Part.values()) {
            if (!told.contains(p)) {
                return p;
            }
        }
        return null;
    }
}
