package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Set;

/**
 * The small word lists behind the offline engine's heuristics. Lowercase; multi-word entries are matched as
 * phrases on word boundaries.
 */
final class Lexicon {

    private Lexicon() {
    }

    /** Predicates that carry no content of their own for SRL frames (peer-spec 6.1 noise set). */
    static final Set<String> NOISE_PREDICATES = Set.of("mean", "know", "think", "guess", "say", "tell", "ask",
            "like", "want", "need");

    /** Verbs that only frame a thought ("I think ..."): skipped, the clause after them is the content. */
    static final Set<String> FRAMING_VERBS = Set.of("think", "guess", "suppose", "mean", "know", "say", "believe",
            "reckon", "feel_that", "tell", "ask", "imagine", "assume", "wonder", "figure");

    /** Preference verbs: their object (or the infinitive after them) is the concept. */
    static final Set<String> PREFERENCE_VERBS = Set.of("like", "love", "enjoy", "prefer", "want", "need", "hate",
            "dislike", "value", "appreciate", "have", "own", "adore", "miss", "try", "choose", "pick", "use", "wish", "hope",
            "care");

    /** Real English prepositions; an ADP-tagged word outside this set before a noun is a tagging error. */
    static final Set<String> PREPOSITIONS = Set.of("in", "on", "at", "to", "for", "with", "of", "from", "by",
            "about", "like", "into", "onto", "over", "under", "after", "before", "during", "without", "through",
            "between", "among", "against", "around", "than", "as", "since", "until", "till", "up", "down", "off", "out",
            "near", "across", "behind", "beside", "besides", "beyond", "inside", "outside", "per", "via", "towards",
            "toward", "upon", "within", "despite", "except", "instead", "because", "along", "past", "below",
            "above", "unlike", "away", "back", "whether", "if", "while", "so", "though", "although");

    /** Causative verbs: "X makes [me] feel Y" -> the embedded clause is the concept. */
    static final Set<String> CAUSATIVE_VERBS = Set.of("make", "let", "help", "get");

    /** Linking verbs that take an adjective complement ("feel relaxed", "tastes nutty"). */
    static final Set<String> LINKING_VERBS = Set.of("feel", "seem", "look", "sound", "taste", "smell", "become",
            "get", "stay", "remain", "keep");

    /** Manner adverbs worth keeping in a verb phrase label ("froths well"). */
    static final Set<String> MANNER_ADVERBS = Set.of("well", "better", "badly", "easily", "quickly", "fast",
            "slowly", "properly", "nicely", "smoothly", "longer", "together", "faster", "cheaper", "worse", "best",
            "more", "less", "healthy", "right", "wrong", "evenly", "home", "up", "out", "down", "off", "away",
            "back", "on", "over");

    /** Words never worth a concept on their own. */
    /**
     * Nouns that only name a person by kinship or role ({@link LabelCleaner#personOnly}); "family", "friends" and
     * "people" are left out, since they name values and groups as often as persons.
     */
    static final Set<String> PERSON_NOUNS = Set.of("wife", "husband", "partner", "sister", "brother", "sisters",
            "brothers", "dad", "mum", "mom", "mother", "father", "mama", "papa", "daughter", "son", "daughters", "sons",
            "kid", "kids", "child", "children", "woman", "man", "women", "men", "guy", "guys", "bloke", "fella", "lady",
            "girl", "boy", "neighbour", "neighbor", "nurse", "grandmother", "grandma", "granny", "granddad", "grandpa",
            "grandfather", "aunt", "auntie", "uncle", "cousin", "nephew", "niece", "boss", "colleague", "mother-in-law",
            "father-in-law", "in-laws", "parents", "baby", "toddler", "teenager", "missus", "hubby", "bf", "gf",
            "boyfriend", "girlfriend", "fiancé", "fiance", "fiancée", "assessor", "receptionist", "salesman",
            "saleswoman", "salesperson", "cashier", "clerk", "driver", "chap", "dude", "mate");

    static final Set<String> STOPWORDS = Set.of("a", "an", "the", "this", "that", "these", "those", "it", "its",
            "i", "me", "my", "mine", "myself", "you", "your", "we", "our", "us", "they", "them", "their", "he", "she",
            "him", "her", "his", "one", "ones", "thing", "things", "stuff", "lot", "lots", "bit", "kind", "sort",
            "way", "something", "anything", "everything", "nothing", "someone", "anyone", "everyone", "people",
            "guy", "guys", "time", "times", "day", "question", "answer", "idea", "point", "fact", "reason", "yes",
            "no", "yeah", "ok", "okay", "well", "really", "just", "also", "so", "very", "much", "more", "most",
            "other", "else", "all", "some", "any", "each", "every", "both", "either", "neither", "own", "sure",
            "part", "case", "matter", "deal", "there", "here", "what", "which", "who", "whom", "whose", "am", "is",
            "are", "was", "were", "be", "been", "being", "do", "does", "did", "have", "has", "had", "not", "n't",
            "too", "same", "different", "main", "whole", "certain", "pretty", "quite", "interviewer");

    /** Possessive and personal pronouns dropped from labels. */
    static final Set<String> DROP_IN_LABEL = Set.of("my", "your", "our", "their", "his", "her", "its", "the",
            "this", "that", "these", "those", "some", "any", "really", "very", "so", "quite", "pretty", "just",
            "also", "actually", "definitely", "totally", "super", "kind", "sort", "of_");

    /** Acknowledgement-only and yes/no answers (peer-spec 6.2 set plus common variants). */
    static final Set<String> ACKNOWLEDGEMENTS = Set.of("yes", "no", "yeah", "yea", "yep", "yup", "nope", "nah",
            "sure", "okay", "ok", "fine", "right", "uh", "huh", "mm", "hmm", "mhm", "hm", "i", "see", "got", "it",
            "thanks", "thank", "you", "cool", "alright", "great", "good", "true", "exactly", "absolutely",
            "definitely", "agreed", "indeed", "maybe", "perhaps", "possibly", "dunno", "idk", "so", "well", "oh",
            "ah", "totally", "of", "course", "makes", "sense", "that", "guess", "suppose", "not", "really", "know",
            "don't", "do", "n't", "correct", "certainly", "probably", "a", "lot", "yes,", "thing", "sounds");

    /** Yes/no words (a reason "Yes/no answer only"). */
    static final Set<String> YES_NO = Set.of("yes", "no", "yeah", "yep", "yup", "nope", "nah", "sure", "maybe",
            "definitely", "absolutely", "probably", "certainly");

    /** Hedges that lower certainty (phrase matched). "I think"/"I feel" as openers are deliberately absent. */
    static final List<String> HEDGES = List.of("i guess", "maybe", "perhaps", "sort of", "kind of", "kinda",
            "sorta", "not sure", "probably", "i suppose", "possibly", "might", "mostly", "somewhat", "i'm not sure",
            "i am not sure", "not certain", "hard to say", "i don't know", "i dunno", "dunno", "i don't really know",
            "it depends", "depends", "more or less", "i'd say", "i would say", "could be", "i reckon", "seems",
            "apparently", "i imagine", "roughly", "or something", "or so", "a little", "a bit", "not really sure",
            "unsure", "i'm not certain");

    /** Explicit doubt: pulls certainty down to 1-2. */
    static final List<String> DOUBT = List.of("i don't know", "i dunno", "no idea", "not sure", "hard to say",
            "i'm not certain", "i can't say", "no clue", "haven't thought", "never thought about");

    /** Boosters: fully committed language. */
    static final List<String> BOOSTERS = List.of("definitely", "absolutely", "always", "certainly", "for sure",
            "without a doubt", "100%", "clearly", "obviously", "totally", "never", "every time", "really", "exactly",
            "i know", "i'm sure", "i am sure", "no doubt");

    /** Positive sentiment words. */
    static final Set<String> POSITIVE = Set.of("love", "loved", "like", "liked", "enjoy", "enjoyed", "great",
            "good", "nice", "delicious", "tasty", "creamy", "smooth", "happy", "glad", "pleased", "treat", "amazing",
            "awesome", "fantastic", "wonderful", "excellent", "perfect", "best", "better", "favorite", "favourite",
            "comfortable", "relaxed", "relaxing", "calm", "fresh", "healthy", "proud", "easy", "easier", "convenient",
            "fun", "satisfying", "satisfied", "delighted", "grateful", "relieved", "confident", "beautiful", "cozy",
            "pleasant", "joy", "excited", "exciting", "reliable", "worth", "recommend", "helpful", "quick", "clean",
            "rich", "light", "energized", "cheerful", "positive", "fine", "lovely", "appreciate", "safe", "secure",
            "impressed", "surprised", "interesting", "well");

    /** Negative sentiment words. */
    static final Set<String> NEGATIVE = Set.of("hate", "hated", "dislike", "bad", "awful", "terrible", "horrible",
            "worse", "worst", "annoying", "annoyed", "frustrating", "frustrated", "frustration", "angry", "upset",
            "disappointed", "disappointing", "sad", "stress", "stressed", "stressful", "expensive", "overpriced",
            "bitter", "watery", "gross", "disgusting", "problem", "problems", "issue", "issues", "difficult", "hard",
            "pain", "painful", "worried", "worry", "anxious", "tired", "boring", "bored", "slow", "waste", "wasted",
            "confusing", "confused", "uncomfortable", "guilty", "sick", "bloated", "ugh", "unfortunately", "fail",
            "failed", "broke", "broken", "rude", "mess", "messy", "hassle", "nightmare", "regret", "sucks", "poor",
            "cheap-looking", "useless", "lonely", "scared", "afraid", "nervous", "embarrassed", "irritated",
            "irritating", "struggle", "struggling", "rushed", "rushing", "late", "curdle", "curdles", "spoil",
            "spoiled", "miserable", "hurt", "hurts", "jitters", "jittery");

    /** Negators that flip the sentiment of the next few words. */
    static final Set<String> NEGATORS = Set.of("not", "n't", "never", "no", "hardly", "barely", "without",
            "nothing", "nobody", "neither", "nor");

    /** Feeling / emotion / social words (cue for emotional, psychosocial, state types). */
    static final Set<String> EMOTION = Set.of("feel", "feels", "feeling", "felt", "happy", "glad", "proud",
            "guilty", "relaxed", "calm", "stress", "stressed", "stressful", "anxious", "worried", "confident",
            "treat", "treated", "enjoy", "enjoyment", "pleasure", "joy", "comfort", "comforting", "cozy", "excited",
            "frustrated", "annoyed", "angry", "upset", "sad", "disappointed", "delighted", "relieved", "grateful",
            "surprised", "embarrassed", "nervous", "scared", "lonely", "respect", "respected", "admired",
            "accepted", "belong", "belonging", "impress", "impressed", "friends", "family", "peers", "colleagues",
            "social", "image", "reward", "rewarding", "indulgent", "indulgence", "mood", "energized", "refreshed",
            "satisfied", "satisfaction", "fun", "love", "loved", "care", "cared", "special", "healthier", "good",
            "better", "awkward", "skeptical", "curious", "overwhelmed", "pleasantly", "spoil", "pamper", "myself",
            "morning", "mornings", "ritual", "moment");

    /** Value / life-goal words (cue for value types). */
    static final Set<String> VALUE = Set.of("value", "values", "important", "matters", "matter", "principle",
            "principles", "security", "secure", "safety", "freedom", "independence", "independent", "respect",
            "self-respect", "accomplishment", "achievement", "achieve", "responsible", "responsibility", "health",
            "healthy", "wellbeing", "well-being", "sustainability", "sustainable", "environment", "planet",
            "future", "honest", "honesty", "integrity", "fairness", "family", "kids", "children", "balance",
            "control", "purpose", "meaning", "meaningful", "happiness", "peace", "harmony", "success", "growth",
            "care", "caring", "ethical", "ethics", "example", "duty", "best", "life", "self", "myself", "being",
            "goal", "goals", "believe", "belief");

    /** Context / situation cue words. */
    static final Set<String> CONTEXT = Set.of("when", "while", "during", "whenever", "morning", "mornings",
            "evening", "night", "weekend", "weekends", "work", "office", "home", "commute", "commuting", "travel",
            "traveling", "travelling", "rushing", "busy", "trip", "holiday", "vacation", "weekday", "weekdays",
            "lunch", "breakfast", "dinner", "gym", "school", "meeting", "meetings", "party", "visit", "situation",
            "usually", "sometimes", "often");

    /** Frustration / obstacle / pain cue words. */
    static final Set<String> PAIN = Set.of("annoying", "annoyed", "frustrating", "frustrated", "frustration",
            "problem", "problems", "issue", "issues", "hard", "difficult", "expensive", "overpriced", "slow",
            "waste", "wasting", "hassle", "struggle", "struggling", "can't", "cannot", "couldn't", "too", "bitter",
            "watery", "confusing", "broke", "broken", "late", "pain", "upset", "hate", "worst", "bad", "fails",
            "never", "takes", "long", "queue", "wait", "waiting", "curdles", "spoils", "missing", "lack", "lacks",
            "stomach", "bloated", "jitters", "crowded", "noisy", "rude", "unreliable");

    /** Money / time / effort cue words. */
    static final Set<String> MONEY_TIME = Set.of("price", "prices", "cost", "costs", "money", "cheap", "cheaper",
            "expensive", "pay", "paid", "paying", "dollars", "euros", "pounds", "budget", "afford", "save", "saves",
            "saving", "time", "minutes", "minute", "hours", "hour", "quick", "quickly", "fast", "slow", "effort",
            "convenient", "convenience", "$", "€", "£");

    /** Reason / motivation markers (intellectual engagement, depth). */
    static final List<String> REASONS = List.of("because", "since", "so that", "that's why", "that is why",
            "which means", "the reason", "in order to", "so i", "so it", "so we", "that makes", "which makes",
            "leads to", "means that", "therefore", "as a result", "that way", "otherwise", "if i", "which is why");

    /** Example / concreteness markers. */
    static final List<String> EXAMPLES = List.of("for example", "for instance", "like when", "last time",
            "the other day", "yesterday", "last week", "last month", "this morning", "one time", "once", "such as",
            "e.g.", "specifically", "in particular", "recently");

    /** Time expressions (specificity). */
    static final Set<String> TIME_WORDS = Set.of("monday", "tuesday", "wednesday", "thursday", "friday",
            "saturday", "sunday", "morning", "mornings", "evening", "night", "yesterday", "today", "tomorrow",
            "week", "weekend", "month", "year", "minutes", "minute", "hours", "hour", "am", "pm", "o'clock",
            "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
            "november", "december", "daily", "weekly", "everyday", "breakfast", "lunch", "dinner");

    /** Abstract nouns that do not count as concrete for specificity. */
    static final Set<String> ABSTRACT_NOUNS = Set.of("thing", "things", "stuff", "way", "lot", "kind", "sort",
            "time", "idea", "reason", "experience", "quality", "life", "feeling", "sense", "part", "aspect",
            "matter", "point", "fact", "situation", "everything", "something", "nothing", "anything", "bit");

    /** Cues that the respondent revises an earlier statement. */
    static final List<String> REVISION_CUES = List.of("actually", "i was wrong", "not really", "on second thought",
            "i take that back", "i changed my mind", "correction", "scratch that", "to be honest it's more",
            "more like", "rather than", "i meant", "let me rephrase", "now that i think about it");

    /** Patterns of text addressed at the interviewer/system rather than about the topic. */
    static final List<String> META_INSTRUCTION = List.of("ignore previous", "ignore all", "ignore the previous",
            "ignore your", "disregard", "system prompt", "you are now", "new instructions", "instructions",
            "act as", "pretend to be", "ask me about", "ask about", "you must", "forget everything",
            "override", "jailbreak", "as an ai", "developer mode");

    /**
     * Conversational asides: a sentence containing one of these is about the conversation or a digression, not the
     * topic ("that reminds me ... but that's another story", "I'm not sure I have much to add"), and yields no
     * concept.
     */
    static final List<String> ASIDE_MARKERS = List.of("reminds me", "another story", "funny thing", "by the way",
            "got distracted", "but anyway", "something completely different", "teases me", "much to add",
            "hard to say", "hard one to answer", "hard to explain", "haven't really thought", "not sure i have",
            "i feel really strongly", "frustrates me", "gets to me every time", "i love that", "makes me so happy",
            "it is what it is", "good question", "i can't remember", "coming back to the same point",
            "main thing for me hasn't changed");

    /** Frames that return to a point made earlier instead of taking up the question. */
    static final List<String> RETURN_FRAMES = List.of("like i said", "as i said", "as i mentioned",
            "like i mentioned", "going back to what i said", "comes back to the fact", "the real issue for me is still",
            "what really matters is", "what i really want to talk about");

    /** Dismissals of the question ("that's not really the point for me"): no revision of an earlier statement. */
    static final List<String> DISMISSALS = List.of("not really the point", "not the point", "beside the point",
            "that's fine", "i mean okay", "not what i meant to talk about");

    /**
     * Filler openers that frame a statement without adding content ("like I said, X", "I can't stress enough that
     * X", "going back to what I said, X"): removed (with a following comma/colon/"that") before clause analysis,
     * so the frame neither becomes a node nor takes the statement's edge.
     */
    static final java.util.regex.Pattern FILLER_FRAMES = java.util.regex.Pattern.compile(
            "(?i)\\b(?:(?:sure, )?but )?(?:like i said|as i said|as i mentioned|like i mentioned|again(?=,)"
            + "|going back to what i said|(?:i )?(?:really )?can(?:'|\u2019)?t stress (?:this |it )?enough(?: that)?"
            + "|in other words|what i mean is|what i'm getting at is|i guess what i'm trying to say is"
            + "|put differently|to be more specific|i keep thinking about how"
            + "|it's the thing i notice every single time|everything comes back to the fact that"
            + "|the real issue for me is still that|what really matters is that"
            + "|that's (?:just )?what matters in the end)\\b[,:;]?\\s*"
            // closing frames: "X is kind of the core of it", "X is simply the bottom line for me"
            + "|\\s+is (?:kind of |sort of |simply |really |just )?(?:the )?(?:core|bottom line|heart|crux|essence)"
            + "(?: of it| for me)?(?=[.!?]|$)");
}
