package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The declaration of what each built-in question wording presupposes about its focus (stop 29): a table of the
 * English phrasings that carry a presupposition, each with the {@link SlotDemand} it makes. A template's demand is the
 * combination of every row its wording matches (kinds intersected, flags joined); a template no row matches
 * presupposes nothing ({@link SlotDemand#NONE}). The table covers the templates of {@link QuestionTemplates},
 * {@link FocusFreeQuestions} and {@link LabelQuestions} alike, so a new template with one of these phrasings is
 * declared by its words; {@code SlotKindTest} checks that every shipped wording with such a phrasing matches a row.
 *
 * <p>A researcher's own {@code questions:} in the methodology YAML are never checked: their words win.
 */
final class TemplateKinds {

    private static final Set<SlotKind> DOINGS = EnumSet.of(SlotKind.ACTIVITY, SlotKind.EVENT);

    /** One phrasing and what it presupposes. */
    private record Row(String name, Pattern wording, SlotDemand demand) {
    }

    private static Row row(String name, String regex, Set<SlotKind> kinds, boolean recurring, boolean past,
                           boolean owned) {
        return new Row(name, Pattern.compile(regex, Pattern.CASE_INSENSITIVE), new SlotDemand(kinds, recurring, past,
                owned));
    }

    private static final List<Row> ROWS = List.of(
            // something that goes well or badly is a doing or a happening, never an object or a value
            row("goes well", "\\bgo(?:es)? well\\b", DOINGS, false, false, false),
            // something that happens: an activity or an event, not a thing, a state or a value; "usually": it recurs.
            // "How often does that happen?" too: a standing condition ("the packets all look the same", "I'm scared
            // we end up ...") does not happen, it holds
            row("usually happens", "\\busually happens?\\b|\\bwhen (?:that|\\{f}) happens\\b|"
                    + "\\bdoes (?:that|\\{f}) happen\\b", DOINGS, true, false, false),
            // anchored in time on the focus: it happened ("What happened next?", "the next thing that happened" are
            // anchored on the story, not on it)
            row("happened", "(?:(?<!thing )\\bthat|\\{f}) happened\\b|\\bhappened (?:just )?(?:before|after) (?:that|\\{f})|"
                    + "\\bled up to\\b|\\bcame before\\b|\\bright after (?:that|\\{f})|\\bafter \\{f}|"
                    + "\\bhigh point or low point\\b|\\bmake you feel afterwards\\b", DOINGS, false, false, false),
            // the moment when it comes up: a doing, a happening or a feeling that recurs ("when the third grade comes
            // up" asks an object to occur; "In what situations does the price come up?" is only recurring)
            row("comes up", "\\bwhen (?:that|\\{f}) (?:comes up|plays a role)\\b",
                    EnumSet.of(SlotKind.ACTIVITY, SlotKind.EVENT, SlotKind.STATE), true, false, false),
            // something that works or not, and where it lets you down: a tool, a method, a habit
            row("not work", "\\bnot work\\b", EnumSet.of(SlotKind.ACTIVITY, SlotKind.THING), true, false, false),
            row("lets you down", "\\blets? you down\\b", EnumSet.of(SlotKind.THING), false, false, false),
            // "there" as a place things happen in
            row("run into there", "\\brun into there\\b", EnumSet.of(SlotKind.ACTIVITY, SlotKind.THING,
                    SlotKind.EVENT), false, false, false),
            // an everyday, typical, usual or frequent focus
            row("recurs", "\\beveryday\\b|\\bday to day\\b|\\btypical\\b|\\busually\\b|\\bhow often\\b|"
                    + "\\bwhen does\\b|\\bin what situations\\b|\\bin which settings\\b",
                    EnumSet.of(SlotKind.ANY), true, false, false),
            // a time of day: something done, happening or used, not a feeling or a value ("being a dad who shows up")
            row("time of day", "\\btime of day\\b", EnumSet.of(SlotKind.ACTIVITY, SlotKind.EVENT, SlotKind.THING),
                    true, false, false),
            // what the respondent has done about it, or what it does to them now: it is already part of their life
            row("done about", "\\b(?:done|do|did|tried to do) about\\b|\\bhandle (?:that|\\{f}) before\\b|"
                    + "\\bcosts? you\\b|\\baffects? you\\b|\\bbothers? you\\b|"
                    + "\\bhave you tried\\b|\\bbefore (?:that|\\{f}),? what did you", EnumSet.of(SlotKind.ANY),
                    false, true, false),
            // something they have and could lose or replace
            row("owned", "\\bmiss if\\b|\\bwere gone\\b|\\bweren't (?:available|an option)\\b|\\bswitch\\b|"
                    + "\\bpick \\{f} over\\b|\\binstead of \\{f}", EnumSet.of(SlotKind.ANY), false, false, true));

    private TemplateKinds() {
    }

    /** What {@code template}'s wording presupposes about its focus (see the class comment). */
    static SlotDemand of(String template) {
        if (template == null) {
            return SlotDemand.NONE;
        }
        Set<SlotKind> kinds = EnumSet.of(SlotKind.ANY);
        boolean recurring = false;
        boolean past = false;
        boolean owned = false;
        for (Row r : ROWS) {
            if (!r.wording().matcher(template).find()) {
                continue;
            }
            SlotDemand d = r.demand();
            if (!d.kinds().contains(SlotKind.ANY)) {
                if (kinds.contains(SlotKind.ANY)) {
                    kinds = EnumSet.copyOf(d.kinds());
                } else {
                    Set<SlotKind> both = EnumSet.copyOf(kinds);
                    both.retainAll(d.kinds());
                    kinds = both.isEmpty() ? kinds : both; // rows never contradict; keep the first if they did
                }
            }
            recurring |= d.recurring();
            past |= d.past();
            owned |= d.owned();
        }
        return new SlotDemand(kinds, recurring, past, owned);
    }

    /** The names of the rows {@code template} falls under, in table order (for tests and docs). */
    static List<String> rows(String template) {
        List<String> out = new ArrayList<>();
        for (Row r : ROWS) {
            if (r.wording().matcher(template).find()) {
                out.add(r.name());
            }
        }
        return out;
    }

    /**
     * The focus-free wordings that fit what "that" points at, or, when none does, {@link #NEUTRAL}: wordings that
     * presuppose nothing ("Could you tell me more about that?").
     */
    static List<String> fittingOrNeutral(List<String> templates, FocusNature focus) {
        List<String> out = fitting(templates, focus);
        return out.isEmpty() ? NEUTRAL : out;
    }

    /** Wordings about "that" which presuppose nothing about it: the last resort of {@link #fittingOrNeutral}. */
    static final List<String> NEUTRAL = List.of("Could you tell me more about that?",
            "Could you say a little more about that?"); // "What does that mean for you?": 0 in 4 judged usable

    /** The templates among {@code templates} whose demand a focus of this nature meets, in their order. */
    static List<String> fitting(List<String> templates, FocusNature focus) {
        if (templates == null) {
            return List.of();
        }
        return templates.stream().filter(t -> of(t).admits(focus)).toList();
    }
}
