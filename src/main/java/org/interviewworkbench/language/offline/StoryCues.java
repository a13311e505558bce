package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Sentence;
import org.interviewworkbench.language.offline.OpenNlpPipeline.Token;

/**
 * The general English cues by which {@link StoryCoverage} hears that a part of a story was told (issue 12, "keeps
 * asking what happened next after the incident ended"). Every method reads one answer, already lowercased with
 * straight apostrophes ({@link #normal}), except {@link #advises}, which reads the raw answer with the tagger:
 * <ul>
 *   <li>{@link #outcome}: how it ended, "in the end", "eventually" (not "when you eventually need them"), the whole
 *       summed up ("an hour and a half in all", "all up", "all told"), "got ... back", "it worked", "was refunded", what
 *       sorted it named ("What actually sorted it was Facebook"), a test come back clear ("the scan was clear"), and
 *       relief named on its own ("Relief, mostly.") in an answer that says it went well ("he was fine"), or as the
 *       answer's first word with nothing after it going on with the story ("Relieved. And a bit of a hero at home."),
 *       a result told as a past-tense verb of passing or winning ("Passed. Twenty-two.", "I got the job", "they
 *       cancelled the charge", "it cleared up", "was approved", "and then they paid €180"), the thing lost found
 *       whole ("it is there, everything inside"), or the feared harm that did not come ("nothing
 *       had gone", "no harm done"), or a formula that closes the story ("that's the story, the end", "end of story",
 *       "and that was it."); {@link #ranOut}: an answer that only says nothing more happened ("Nope.");</li>
 *   <li>{@link #lesson}: "I learned", "lesson learned", "my advice", a rule for anyone ("you have to"), an answer
 *       that opens with a bare "That ..." clause (the thing learned: "That you go local", "That a shop ...", after a
 *       laugh too: "Ha. That the big hospital's not the only option.", "That London is not so bad"),
 *       "you can always"; {@link #advises}: a
 *       sentence that opens with a verb in its base form and is no formula ("Learn the book, not the country.",
 *       "Check any plant before it comes in the house."; not "Thank you", "Took ages", nor a verb acting on the
 *       speaker, "Cost me €240 for the tyre");</li>
 *   <li>{@link #change}: what they do now, "now I always", a sentence that opens with "now" ("Now when somebody
 *       ... I tell them"), a habit of theirs said with a closing "now" ("I keep a spare key with my neighbour now"),
 *       a habit given up ("I don't lend my car now", "we no longer ... any more"),
 *       "next time", "since then", "never ... again";</li>
 *   <li>{@link #second}: another incident told for contrast, "the other time", "the opposite", "completely
 *       different", "it happened again", "funny thing, ...", "different story at my new job", "night and day", a
 *       sentence opening on a later occasion with a choice made in its place
 *       ("This year I went to the supermarket instead");</li>
 *   <li>{@link #felt}: a feeling shown rather than named, "I just cried", "I nearly cried", "that put the fear in me",
 *       a liking or dislike of the thing ("I kind of love it", "we hated that"), or a judgement strengthened by "so"
 *       ("it was honestly so quick"), or the body showing it ("we were all screaming", "I was shaking"): each says how it felt, so it is not asked again.</li>
 * </ul>
 * Stateless apart from the tagger it is given (may be {@code null}: then {@link #advises} is always false).
 */
final class StoryCues {

    /**
     * The teller closes the story with a formula: "So that's the story, the end.", "End of story.", "and that was
     * it.", "That's kinda it.", "that's kind of the end of it", "That's the story really.", "That's all. No call,
     * nothing." (a sentence that ends on it, never "that's all I know" nor "that was it, the last straw").
     */
    private static final String CLOSED_FORMULA = "\\b(?:that's|that is|that was|and that's|so that's) (?:the (?:whole )?"
            + "story|(?:(?:kinda|kind of|sort of|pretty much|basically) )?the end(?: of (?:it|the story))?|about it|"
            + "all|"
            + "(?:kinda|kind of|pretty much|basically) it)"
            + "(?: really| basically| anyway| i guess| i suppose)?(?=[.!,;]|$)"
            + "|\\bend of (?:the )?story\\b|(?:^|(?<=[.!?,] ))the end[.!]*$"
            + "|\\b(?:and|so) that was (?:it|that)(?=[.!]|$)"
            // "Story ends there basically", "that's where it ends"
            + "|\\b(?:the )?story ends (?:there|here)\\b|\\bthat's where (?:it|the story) ends\\b";
    private static final Pattern CLOSED = Pattern.compile(CLOSED_FORMULA);

    /** Whether {@code normal} closes the story with a formula ({@link #CLOSED_FORMULA}). */
    static boolean closed(String normal) {
        return CLOSED.matcher(normal).find();
    }

    /**
     * "In the end" that opens the next step rather than the outcome: someone arriving or answering ("In the end a woman
     * came out, sat me down ...", "in the end somebody picked up"), after which the story goes on.
     */
    private static final String STEP_AFTER_END = "(?!,? (?:a|an|the|some|someone|somebody|this|one)\\b(?: [a-z']+){0,2}"
            + " (?:came|turned up|showed up|appeared|picked up|answered)\\b)";
    private static final Pattern OUTCOME = Pattern.compile("\\b(?:in the end" + STEP_AFTER_END
            + "|at the end of (?:it|the day)|"
            + "ended up|it ended|(?:in all|all up|in total)(?=[.,!;]|$)|all told|all in all|"
            + "(?<!\\b(?:if|until|before|unless) (?:you|i|we|they|he|she|it) |\\b(?:when|once) you )"
            + "(?:eventually|finally)"
            // someone answering at last is a step: "finally replied", "the girl that finally picked said ..."
            + "(?!,? (?:[a-z]+ ){0,2}(?:replied|answered|responded|wrote back|texted back|rang back|called back|"
            + "got back to|picked(?: up)?|got through|came on the line|turned up|showed up))|"
            + "(?<!\\b(?:not|never|be|to) )(?:refunded|reimbursed|compensated)\\b|(?:got|had|get|gets|getting) (?:[^\\s.!?,]+ ){1,5}back\\b"
            + "(?! (?:home|to|from|into)\\b)|(?:it|that|this) (?:worked|paid off|did the trick)|"
            + "(?:money|payment|deposit|refund|funds|cash) (?:came|was sent|got sent) back\\b|"
            + "(?:was|were|got) (?:sorted|resolved|fixed|refunded|reimbursed|settled|approved|granted|paid out)|"
            + "sorted (?:it|things) out|that was the end of it|(?:it|that) cleared up|"
            // what settled it named: "What actually sorted it was Facebook", "what fixed it in the end was a letter"
            + "(?:what|which|that) (?:actually |finally |really |eventually )?(?:sorted|fixed|solved|settled) it\\b|"
            // a test or check that came back clear: "the scan was clear", "the results came back normal"
            + "(?:scan|test|tests|result|results|x-ray|biopsy|bloods|check) (?:was|were|came back) (?:all )?"
            + "(?:clear|fine|normal|negative)\\b|"
            + "(?:reversed|overturned|refunded|reimbursed|upheld|cancelled|waived|dropped) (?:it|the|my|our|us|me)|"
            + "(?:i|we) (?:passed|won|got the (?:job|place|visa|flat|offer|licen[cs]e))|"
            + "(?:^|(?<=[.!?] ))(?:passed|approved|sorted|done and dusted)[.!,]|"
            // the job told done without its subject: "Finished about six.", "Done by lunchtime."
            + "(?:^|(?<=[.!?] ))(?:finished|done|all done) (?:about|around|by|at) [a-z0-9:']+[.!]|"
            + "(?:^|(?<=[.!?] ))(?:cleared up|healed up|all healed)\\b|"
            // the thing lost found whole: "it is there, everything inside", "the bag was still there"
            + "(?:it|everything|the bag|my bag|the lot|all of it) (?:is|was|were) (?:all )?(?:still )?(?:there|inside|"
            + "intact)\\b|everything (?:still )?inside\\b|"

            + "(?:^|(?<=[.!?] ))(?:(?:and |but |so )?then |and |but |so )?(?:they|he|she) (?:finally |eventually )?"
            + "(?:paid(?: (?:up|out|in full|me|us|it|the lot|everything))?[.,!]|backed down|gave in|caved|relented"
            + "|paid (?:(?:me|us) )?(?:back )?(?:[$£€] ?\\d|\\d[\\d,.]* (?:pounds|dollars|euros|quid|bucks)\\b|(?:half|part|some|most) of)))"
            + "|(?:[$£€] ?\\d[\\d,.]*|\\b\\d[\\d,.]* (?:pounds|dollars|euros|quid|bucks)) back\\b"
            // a payment told without its subject, with when or how much: "Paid next Friday, all £212."
            + "|(?:^|(?<=[.!?] ))(?:(?:and|so|then|finally) )?(?:got )?paid (?:(?:back|in full|up|out) )?(?:the )?"
            + "(?:next|following|that|within|by|all|in full)\\b"
            // the harm that was feared did not come to pass: "nothing had gone", "no harm done", "we didn't lose a thing"
            + "|\\bnothing (?:had |has |was |got )?(?:been )?(?:gone|taken|lost|stolen|missing|touched)\\b|\\bnothing (?:had|has) left\\b"
            + "|\\bno harm done\\b|\\b(?:i|we) (?:didn't|never) lose (?:anything|a thing|a penny|a cent|any money)\\b"
            // "That's it. We ate, we went home." (round 69): nothing more, and the answer ends on going home
            + "|^(?:that's it|that was it)[.!]"
            + "|(?:^|[.!?,] )(?:and |then |so )?(?:we|i) (?:all )?(?:just )?(?:went|came|drove|walked|headed) "
            + "(?:back )?home[.!]*$"
            + "|" + CLOSED_FORMULA);

    private static final Pattern LESSON = Pattern.compile("\\b(?:(?:i|we)(?:'ve| have)? learn(?:ed|t)|the lesson|"
            + "lesson (?:is|was|learned|learnt|learn)|(?:so |and )?lesson ?[:,-] ?(?=[a-z])|taught (?:me|us)|my advice|"
            + "the moral|what i learned|"
            + "(?:i'd|i would) (?:tell|say to) (?:anyone|everyone|people|a friend)|"
            + "you (?:have to|'ve got to|need to|should always|should never|must|can always|can never)|"
            + "(?:^|(?<=[.!?] ))(?:never|always|don't ever|don't|make sure) (?!mind\\b|know\\b)[a-z]+)\\b"
            + "|^(?:(?:ha|haha|hmm|well|oh|um|gosh|wow)[.!,] )?that (?:you|it|it's|i|we|the|a|an|your|they|nobody|"
            + "no one|people|there|if|when|every|any)\\b(?![^.!?]*\\b(?:was|were|did|had)\\b)"
            // "That London is not so bad like people say": a bare that-clause opening the answer, in the present
            + "|^that [a-z]+ (?:is|are|isn't|aren't|can|can't|will|won't|doesn't|don't|never|always)\\b"
            + "(?![^.!?]*\\b(?:was|were|did|had)\\b)");
    private static final Pattern CHANGE = Pattern.compile("\\b(?:now,? (?:i|we) (?:always|never|only|make sure|"
            + "do|check|keep|take|read|ask|use|go)|(?:i|we) (?:always|never) [a-z]+ [^.!?]{0,60}\\bnow\\b|"
            + "next time|from now on|these days,? (?:i|we)|since then|(?:i|we)(?:'ve| have) started|"
            + "i do things differently|(?:i|we)(?: have|'ve)? never [a-z]+ (?:[a-z']+ ){0,4}again)\\b"
            + "|(?:^|(?<=[.!?] )|(?<=^(?:so|and|yes|yeah),? )|(?<=[.!?] (?:so|and|yes|yeah),? ))now,? "
            + "(?!that\\b|i'm\\b|i am\\b|i feel\\b|it's\\b|he's\\b|she's\\b|we're\\b|they're\\b)"
            + "|\\b(?:i|we)(?:'ve| have)? (?!(?:am|was|were|feel|felt|think|thought|know|knew|guess|reckon|suppose|"
            + "said|told|asked|rang|called|got|had|went|came|did)\\b)[a-z]+ [^.!?,]{0,60}\\bnow(?=[.!?,]|$| instead\\b| rather\\b)"
            // a habit given up: "I don't answer unknown numbers now", "we no longer ...", "I won't ... any more"
            + "|\\b(?:i|we) (?:don't|do not|no longer|won't|never) [a-z]+ [^.!?,]{0,60}\\b(?:now|any ?more)(?=[.!?,]|$)");
    private static final Pattern SECOND = Pattern.compile("\\b(?:(?:the|one) other time|another time|(?:i|we) had another one|"
            + "(?:the|total|complete|exact) opposite|opposite (?:was|is)|(?:it|that) happened again|there was one before|the time before|"
            + "(?:completely|totally|so|quite|very|a lot) different(?! (?:question|thing|story))|"
            // "Funny thing, the dog's claim went fine.", "Different story at my new job", "Night and day."
            + "funny thing(?:,| is| was)|(?:a )?different story (?:at|with|when|in|on|for|the)|night and day|"
            + "chalk and cheese|(?:in|by) contrast)\\b"
            // a sentence that opens on a later occasion and tells a choice made in its place: "This year I went to
            // the supermarket instead", "The next time we booked direct instead"
            + "|(?:^|(?<=[.!?] ))(?:this|last|the next|the following) (?:year|time)\\b[^.!?]*\\binstead\\b");
    private static final Pattern SETTLED = Pattern.compile("\\b(?:(?:was|were|got|it's|is|been|it was|all) "
            + "(?:sorted|resolved|fixed|refunded|reimbursed|approved|granted|accepted)|"
            + "(?:^|(?<=[.!?] ))(?:sorted|approved|granted|fixed|done)[.!])");
    private static final Pattern CONTRAST_WHY = Pattern.compile("\\b(?:so (?:now )?it's|so it was|that's why|which is why|"
            + "the difference (?:is|was)|it's (?:(?:just|all) )?(?:who|what|how|where|about|not about)|it was (?:who|what|how)|"
            + "but that was|that's the difference)\\b");
    private static final Pattern FELT = Pattern.compile("\\b(?:(?:i|we) (?:(?:just|nearly|almost|actually|did|"
            + "really|kind of|sort of|kinda) )*(?:cried|cry|was crying|were crying|broke down|was in tears|were in tears|"
            + "love|loved|hate|hated)|crying|in tears|(?:it|that|this|which) "
            + "(?:[a-z]+ ){1,2}the [a-z]+ (?:in|into|out of) (?:me|us)|(?:was|is|were|are|felt|feels|'s) "
            + "(?:(?:honestly|really|just|actually|all) )*so (?!(?:that|far|i|we|you|they|he|she|it|much|many)\\b)"
            + "[a-z]+"
            // a feeling shown by the body, of oneself or the group: "we were all screaming", "I was shaking"
            + "|(?:i|we) (?:was|were) (?:all |just |literally )?(?:screaming|shaking|trembling|laughing|cheering|"
            + "buzzing|shouting|jumping up and down|over the moon|in bits)"
            // "My heart just dropped", "I nearly choked", "I thought I'm going to die", "My wife cried. Me also."
            + "|(?:my|our) hearts? (?:just |literally )?(?:dropped|sank|stopped|skipped a beat|was racing|was pounding|"
            + "was in my mouth)|(?:i|we) (?:nearly|almost) (?:choked|died|fainted|had a heart attack|passed out)"
            + "|(?:i|we) thought (?:i|we)(?:'m| am| was| were|'re| are) going to die"
            + "|(?:i|we) (?:just |totally |completely )?(?:panicked|freaked(?: out)?|lost it"
            + "|lost my (?:temper|head|mind))"
            + "|(?:i|we) (?:was|were) (?:a|an absolute|a total|a complete|a nervous) (?:wreck|mess|state)"
            + "|(?:cried|crying|in tears)[^.!?]{0,40}[.!?,] (?:and )?me (?:also|too))\\b");
    /** Sentence-opening verbs that are formulas or asides, never advice ("Thank you", "Mind you", "Wait, no"). */
    private static final Set<String> FORMULAS = Set.of("thank", "thanks", "bless", "see", "wait", "hang", "mind",
            "imagine", "look", "let", "guess", "say", "hold", "listen", "believe", "picture", "cheers", "sorry",
            "excuse", "pardon", "please", "go", "come", "mean", "reckon", "suppose", "ask", "tell");

    /** Endings of a past, participle, -ing or third-person form ("Turned out", "Written for", "Sounds daft"). */
    private static final Pattern INFLECTED = Pattern.compile("(?:ed|(?<!^(?:r|br|s|st|sw|cl|fl|spr|str|wr))ing|[^s]s|"
            + "[a-z]{3}en)$"); // "ring", "bring": base forms that end in -ing
    private static final Set<String> WH = Set.of("where", "when", "how", "what", "who", "why");
    /**
     * Words after the verb that show the sentence is no advice: "you" or "I" as its subject, or the speaker as its
     * object ("Cost me €240 for the tyre.", "Text me the answer."): a lesson is addressed to anyone in the speaker's
     * place and is about what they should do, so an imperative acting on the speaker is a request, or a story told
     * without its subject.
     */
    private static final Set<String> PERSONS = Set.of("you", "i", "me", "us", "myself", "ourselves");

    private final OpenNlpPipeline nlp;
    private final AnswerShape shape;

    StoryCues(OpenNlpPipeline nlp) {
        this.nlp = nlp;
        this.shape = new AnswerShape(nlp);
    }

    /** What kind of thing the raw {@code answer} tells, read with the tagger ({@link AnswerShape}). */
    AnswerShape.Read shape(String answer) {
        return shape.read(answer);
    }

    static String normal(String text) {
        return text == null ? "" : text.strip().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
    }

    static boolean outcome(String normal) {
        return OUTCOME.matcher(normal).find() || RELIEF.matcher(normal).find() && WELL.matcher(normal).find()
                || RELIEF_FIRST.matcher(normal).find() && !GOES_ON.matcher(normal).find();
    }

    /** Relief named on its own ("Relief, mostly.", "Relieved."): an ending when the answer says it went well. */
    private static final Pattern RELIEF = Pattern.compile("(?:^|(?<=[.!?] ))(?:relief|relieved|such a relief|"
            + "what a relief)(?=[.,!]| mostly\\b)");
    /**
     * Relief as the answer's first word, and nothing after it goes on with the story ("Relieved. And a bit of a hero
     * at home, the pool was up by Saturday."): the relief of its end.
     */
    private static final Pattern RELIEF_FIRST = Pattern.compile("^(?:so |just |honestly,? |mostly )?(?:relieved|"
            + "(?:what a |such a |massive |huge )?relief)[.!,]");
    /** The story going on after a feeling, or a feeling mixed with another ("then", "next", "after that", "but"). */
    private static final Pattern GOES_ON = Pattern.compile("\\b(?:then|next|after that|afterwards|until|later|"
            + "but)\\b");
    /** It went well in the end: someone or something fine, over, or home ("his bloods were fine", "came home"). */
    private static final Pattern WELL = Pattern.compile("\\b(?:(?:was|were|is|'s|are) (?:all |totally |absolutely )?"
            + "(?:fine|ok|okay|alright|all right|over)|(?:came|come|got|get|went|go|could go|could come) home)\\b");

    /** An answer that says nothing more happened ("Nope.", "That was it."): the story has run to its end. */
    private static final Pattern RAN_OUT = Pattern.compile("(?:no|nope|nah|not really|nothing(?: else| more)?|"
            + "that was it|that was that|that's it|that's all)[.!]*");

    /** Whether {@code normal} (a whole answer) says only that nothing more happened. */
    static boolean ranOut(String normal) {
        return RAN_OUT.matcher(normal.strip()).matches();
    }

    static boolean lesson(String normal) {
        return LESSON.matcher(normal).find();
    }

    static boolean change(String normal) {
        return CHANGE.matcher(normal).find();
    }

    /**
     * Whether a journey's answer tells its moment of truth, a decision or a fix ("she said it's approved", "it was
     * refunded", "Sorted."): narrower than {@link #outcome}, which also hears where a story merely ended up.
     */
    static boolean settled(String normal) {
        return SETTLED.matcher(normal).find();
    }

    static boolean second(String normal) {
        return SECOND.matcher(normal).find();
    }

    /**
     * Whether a contrasting incident comes with what made the difference ("So it's who you rent from", "But that was
     * an accident"), so it is not asked.
     */
    static boolean contrastExplained(String normal) {
        return CONTRAST_WHY.matcher(normal).find();
    }

    /** Tears shown ("I nearly cried", "I was in tears"): a feeling shown, and the step hurt. */
    private static final Pattern TEARS = Pattern.compile("\\b(?:(?:i|we) (?:(?:just|nearly|almost|actually|did|"
            + "really|kind of|sort of|kinda) )*(?:cried|cry|was crying|were crying|broke down|was in tears|"
            + "were in tears)|crying|in tears)\\b");

    /** Whether {@code text} shows tears: the step it tells of went badly for them. */
    static boolean tearful(String text) {
        return text != null && TEARS.matcher(text.toLowerCase(java.util.Locale.ROOT).replace('\u2019', '\'')).find();
    }

    static boolean felt(String text) {
        return text != null && FELT.matcher(text.toLowerCase(java.util.Locale.ROOT).replace('\u2019', '\'')).find();
    }

    /** A past tense: advice in the imperative does not tell what was ("Sign on the door ..., and it was four."). */
    private static final Pattern PAST_TOLD = Pattern.compile("(?i)\\b(?:was|were|had|did|went|came|got|rang|sat|"
            + "took|gave|said|told|made|found|paid|left|kept|(?!(?:need|feed|speed|seed|bleed|breed|weed|indeed|exceed|"
            + "proceed|succeed)\\b)[a-z]{2,}ed)\\b");

    /**
     * Whether a sentence of {@code answer} is advice in the imperative: it opens with a verb in its base form, has
     * at least three words, is no question and no formula ({@link #FORMULAS}), tells nothing in the past itself
     * ("Sign on the door saying back at five and it was quarter to four."), and, when its verb's past is its base
     * form ("Put", "Set"), is not in an answer that tells in the past ("Rang the bank. ... Put the money back.").
     */
    boolean advises(String answer) {
        if (nlp == null || answer == null || answer.isBlank()) {
            return false;
        }
        boolean pastTold = PAST_TOLD.matcher(answer).find();
        for (Sentence s : nlp.process(answer)) {
            java.util.List<Token> t = s.tokens();
            if (t.size() < 3 || s.text().strip().endsWith("?") || PAST_TOLD.matcher(s.text()).find()) {
                continue;
            }
            // a verb whose past is its base form ("Put the money back") in an answer told in the past: told, not advised
            if (pastTold && SayableClause.SAME_PAST.contains(t.get(0).lower().replace('\u2019', '\''))) {
                continue;
            }
            Token first = t.get(0);
            String word = first.lower().replace('\u2019', '\'');
            boolean base = first.is("VERB") && word.equals(first.lemma().toLowerCase(Locale.ROOT))
                    && !INFLECTED.matcher(word).find(); // the lemmatiser leaves "Turned", "Written" as they are
            Token next = t.get(1);
            boolean object = next.is("DET", "PRON", "ADP", "NOUN", "PROPN", "ADJ")
                    || next.is("ADV") && WH.contains(next.lower()); // "Know where your stopcock is."
            if (base && object && !FORMULAS.contains(word) && !PERSONS.contains(next.lower())
                    && baseWhenLowerCase(s.text(), word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the sentence's first word is still its own lemma when the sentence is read with that word in lower
     * case: the lemmatiser leaves a capitalised first word as it is, so a story told without its subject ("Rang them
     * the next morning.", "Took it back to the shop.") would otherwise read as advice.
     */
    private boolean baseWhenLowerCase(String sentence, String word) {
        String text = sentence.strip();
        if (text.isEmpty()) {
            return false;
        }
        List<Sentence> again = nlp.process(Character.toLowerCase(text.charAt(0)) + text.substring(1));
        if (again.isEmpty() || again.get(0).tokens().isEmpty()) {
            return false;
        }
        Token first = again.get(0).tokens().get(0);
        return first.lemma() == null || first.lemma().isBlank() || "O".equals(first.lemma())
                || word.equals(first.lemma().toLowerCase(Locale.ROOT));
    }
}
