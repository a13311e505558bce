package org.interviewworkbench.simulation;

import java.util.List;

/**
 * The fixed wordings a {@link ScenarioRespondent} draws from (immutable lists; {@code {x}}, {@code {y}} are filled
 * with node phrasings). Only the persona's own deflections come from its file. Changing a list's size or order
 * changes which phrase a given seed draws.
 */
final class PhraseBank {

    static final List<String> STANDALONE = List.of(
        "{x}", "well, {x}", "I'd say {x}", "for me, {x}", "one thing is that {x}", "mostly {x}",
        "honestly, {x}", "the main thing is {x}", "I suppose {x}", "oh, and {x}", "also {x}");
    static final List<String> RESTATE = List.of(
        "What I mean is", "I guess what I'm trying to say is", "Put differently,", "To be more specific,",
        "Like, concretely,");
    static final List<String> SPECIFICS = List.of(
        "For example, just last week", "A concrete example: most days", "Like, take this morning,");
    static final List<String> BEDROCK = List.of(
        "I don't know, {x}, and that's just important to me", "It's hard to explain further; {x} is kind of the core of it",
        "That's just what matters in the end: {x}", "I think {x} is simply the bottom line for me");
    static final List<String> REPEATS = List.of("Like I said,", "As I mentioned,", "Again,");
    static final List<String> ELABORATIONS = List.of("I mean,", "What I'm getting at is", "In other words,",
        "And really,");
    static final List<String> CONFIRMS = List.of("Yes, that's about right", "Mostly, yes", "Yeah, that sums it up",
        "That's pretty accurate", "Right, more or less");
    static final List<String> CLOSINGS = List.of("No, I think that covers it, thanks", "Thanks, that was actually interesting to think about",
        "Nothing else really, happy to help", "I think I've said everything, thanks for asking");
    static final List<String> ACKS = List.of("Yeah, pretty much", "Right", "Sure, I guess", "Same as before really",
        "Yeah", "Mm, I think I already covered that", "Not much to add there");
    static final List<String> VAGUE = List.of("Hmm, I'm not sure, it's hard to say", "I haven't really thought about that",
        "I don't know, it just is what it is", "Good question, I'm not sure I have a clear answer",
        "It depends, I guess");
    static final List<String> NO_RELATION = List.of("Honestly, I don't see much of a connection between those two",
        "I don't really think of them together, to be honest", "For me they're separate things, really");
    static final List<String> TANGENTS = List.of(
        "That reminds me, my neighbour has a whole theory about this, but that's another story",
        "Funny thing, last summer I spent a whole weekend reading reviews about something completely different",
        "My brother always teases me about this kind of thing, actually",
        "Sorry, I got distracted thinking about a trip I took a couple of years ago",
        "It's a bit like when my old flatmate reorganised the whole kitchen, but anyway",
        "By the way, I read an article about this on the train once, I can't remember where");
    static final List<String> DISMISSIVE = List.of("Sure, that's fine", "I mean, okay", "Yeah, maybe",
        "That's not really the point for me");
    static final List<String> FIXATION_PIVOTS = List.of("But honestly, what really matters is that",
        "Sure, but going back to what I said,", "The real issue for me is still that",
        "Everything comes back to the fact that");
    static final List<String> FIXATION_DETAIL = List.of("I really can't stress enough that",
        "I keep thinking about how", "It's the thing I notice every single time:");
    static final List<String> CORRECTIONS = List.of(
        "Actually, it's not really about the {x}, it's more that {y}",
        "Wait, actually it's not the {x} so much; it's more that {y}",
        "Actually, I said {x} earlier, but thinking about it, it's more that {y}");
    static final List<String> HEDGE_PREFIXES = List.of("I guess", "Maybe", "I'm not totally sure, but", "I think",
        "Probably", "Kind of,");
    static final List<String> HEDGE_SUFFIXES = List.of(", or something like that", ", I suppose", ", kind of",
        ", if that makes sense");
    static final List<String> INTENSIFIERS = List.of("Honestly,", "Oh, absolutely,", "I really mean it,",
        "Seriously,");
    static final List<String> FEELINGS = List.of("I feel really strongly about that", "It honestly makes me so happy",
        "That part genuinely frustrates me", "I love that, I really do", "It gets to me every time");
    static final List<String> SKEPTIC = List.of("Though I'd want to see real evidence before I believe the marketing",
        "That said, I'm not convinced it's true for everyone", "I'm wary of claims I can't check myself",
        "To be fair, I'd need numbers to be sure about that");

    private PhraseBank() {
    }
}
