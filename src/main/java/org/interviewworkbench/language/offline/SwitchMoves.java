package org.interviewworkbench.language.offline;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.port.FollowUpRequest;

/**
 * Question composition, <b>the switch interview</b>: the moves a jobs-to-be-done moderator makes along the story of a
 * switch, read from what the last answer just told (issue 12). A method runs a switch interview when its ontology
 * has a trigger node type and a solution node type ({@link #reads}), decided from the ontology, not its name.
 *
 * <p>Contract of {@link #question}, first rule that applies, each a general English pattern of the answer:
 * <ol>
 *   <li><b>First thought</b>: after the opening only, an answer that tells the moment they resolved or realised
 *       something ("I said to myself", "I realised", "I decided") is asked what they did first; one that tells of
 *       getting something ("the reason I bought it") without that moment is asked what first got them thinking;
 *       one that tells the occasion as their own steps ("I fed it on Friday, mixed it on Saturday") with no reason
 *       or trigger is asked what got them started on it (the first thought), never why a step of it mattered.</li>
 *   <li><b>The next untold part</b> after an answer that closed one itself (an option never tried, the way
 *       used instead told, a social worry): {@link SwitchStoryNext}.</li>
 *   <li><b>How it started</b>, told later ("It started when ..."): what they did first, never what gets in the way
 *       of a resolve told with it ("I couldn't let it die").</li>
 *   <li><b>A mixed verdict</b> that goes on to a trouble ("Mixed. ... But the battery ...") is asked how they get
 *       round it (the workaround), never what tipped a choice that was not made.</li>
 *   <li><b>Options compared</b>: "I looked at three", "we compared a few" without the pick and its reason
 *       ("went with", "chose", "sold me") is asked how they compared them.</li>
 *   <li><b>What decided the choice</b> told ("that's the bit that sold me"): what, if anything, made them
 *       hesitate (the anxieties of the new), never why it mattered again.</li>
 *   <li><b>An option tried and turned down</b> in a sentence of its own ("We tried the gym too, ... So no."), its
 *       reason told before the refusal (more than {@value #REASONED_WORDS} words): what they do instead.</li>
 *   <li><b>An option fired</b> ("I gave up on it", "we cancelled"): in a reply to a struggle (asked what they do
 *       about it, or told in the answer before), it is their way round it and its reason is told: how well that
 *       works when a way in place now is told with it ("now", "instead"), else what they did instead; otherwise,
 *       with its reason told after it, what they did instead; without, what put them off it.</li>
 *   <li><b>An option set aside</b> ("it'd be grand if ... but", "I don't see how that helps", a sentence of its
 *       own "I don't trust them", never a relative clause "the stuff we didn't trust them with"; an option
 *       considered and set aside in one breath, "A box, maybe, but ...", "I did look at X. But ..."): with its reason
 *       told (more than {@value #REASONED_WORDS} other words, or two after its "but"), what it would take for it to
 *       work for them; without, what put them off it. One set aside "maybe, but ..." is asked about only when the
 *       answer ends on it (at most two sentences after), so that "that" points at it.</li>
 *   <li><b>Others' delighted reaction</b> ("the guys go nuts"): what it means to them (the social payoff).</li>
 *   <li><b>An earlier workaround</b>: "before that it was just ...", "I used to ..." with no trouble told is asked
 *       what was wrong with it; told with its trouble ("... but then I thought ..."), what they did then.</li>
 *   <li><b>An outcome sought</b>: a sentence opening on "I (just) want (her) to feel / be / have / see / never ..." is
 *       said back ({@link #wanted}) and asked how close they are to it now (the progress the job is hired for).</li>
 *   <li><b>A social job</b>: "I'm the one who keeps everything", "I was always the organised one" is said back in
 *       their words and asked what being that means to them.</li>
 *   <li><b>An emotional outcome in a word or two</b> ("Lighter.", "Just relaxed, man.", "Peace of mind, mostly.")
 *       is said back (a word that is no noun in quotation marks, never rebuilt into "feeling lighter") and asked
 *       what it gives them.</li>
 * </ol>
 * {@code null} when no rule applies, the method runs no switch interview, the question is a closing one, the
 * move was already asked among the recent questions, or it asks what they have tried to get an outcome when an answer
 * told a try or a question asked about tries (the composer's own move then stands).
 */
final class SwitchMoves {

    private static final Pattern RESOLVED = Pattern.compile("(?i)\\b(?:said to myself|thought to myself|"
            + "made up my mind|(?:i|we) (?:realised|realized|decided|had to|needed to)|that's when|that was when|"
            + "that was the moment)\\b");
    private static final Pattern ACQUIRED = Pattern.compile("(?i)\\b(?:i|we) (?:bought|ordered|booked|signed up|"
            + "joined|switched|subscribed)\\b");
    private static final Pattern COMPARED = Pattern.compile("(?i)\\b(?:i|we) (?:looked at|compared|considered|"
            + "weighed up|shopped around|narrowed it down to|got quotes from)\\s+(?:two|three|four|five|several|"
            + "a few|a couple|a handful|loads|lots|different|all|quotes|options)\\b");
    /** A verb in the simple past: a regular "-ed" form ("mixed", "called", never "need") or a common irregular one. */
    private static final String PAST = "\\w+[^e\\W]ed|fed|made|took|put|went|ran|bought|drove|wrote|rang|brought|sent|"
            + "set|left|cut|kept|paid|sold|did|gave|found|told|spent|built|ate|sat|met|threw|caught|began";
    /**
     * The occasion told as the respondent's own steps, one after another ("I fed it on Friday, mixed it on Saturday",
     * "we packed the car and then drove up"): a past verb of theirs, then another after a comma, "and" or "then".
     */
    private static final Pattern STEPS = Pattern.compile("(?i)\\b(?:i|we) (?:\\w+ly )?(?:" + PAST + ")\\b"
            + "[^.!?;]*?(?:,|\\band\\b|\\bthen\\b)\\s+(?:then\\s+)?(?:i\\s+|we\\s+)?(?:" + PAST + ")\\b");
    /** How it all started, told later in the interview ("It started when ...", "That's how it began"). */
    private static final Pattern BEGAN = Pattern.compile("(?i)\\b(?:it|this|that|all|the whole thing) (?:all )?"
            + "(?:started|began|kicked off) (?:when|with|after|because)\\b|\\bhow (?:it|this|that) (?:all )?"
            + "(?:started|began)\\b");
    /** A reason or a trigger told with the occasion ("because I had a lab", "so we had to", "that's why"). */
    private static final Pattern WHY_TOLD = Pattern.compile("(?i)\\b(?:because|'cause|cos|since|so that|that's why|"
            + "which is why|the reason)\\b|,\\s*so\\b");
    private static final Pattern PICKED = Pattern.compile("(?i)\\b(?:went with|chose|picked|settled on|sold me|"
            + "decided on|ended up with|opted for)\\b");
    private static final Pattern BEFORE = Pattern.compile("(?i)(?:^|[.!?]\\s+|,\\s*)(?:before that|before then|"
            + "until then|up to then|first i just|at first i just|(?:i|we) used to)\\b");
    private static final Pattern TROUBLE = Pattern.compile("(?i)\\b(?:but|except|though|problem|trouble|annoying|"
            + "useless|rubbish|didn't work|wasn't working)\\b");
    /** "I'm the one who ...", "now I'm the guy who ...", "I was always the organised one". */
    private static final Pattern IDENTITY = Pattern.compile("(?i)\\bI(?:'m| am| was| have always been|'ve always "
            + "been| should be| want to be| need to be)(?: always)? (the (?:[a-z-]+ )?(?:one|guy|person|girl|woman|man|"
            + "friend|mum|mom|dad|parent)"
            + "(?: who [^.,;:!?]+)?)");
    /** A clause's end inside a said-back phrase ("... who keeps everything and ..."). */
    private static final Pattern CLAUSE_END = Pattern.compile("(?i)\\s+(?:and|but|so|because|when|if|you know)\\b.*");
    /** What decided the choice, told ("that's the bit that sold me", "that's what swung it"). */
    private static final Pattern DECIDED = Pattern.compile("(?i)\\b(?:sold (?:me|us|it)|swung it|clinched it|"
            + "(?:that's|that was|it's|it was) what decided (?:it|me|us)|sealed the deal|tipped it)\\b");
    /** An option fired: given up, stopped, cancelled ("Then I gave up on it after two weeks"). */
    private static final Pattern FIRED = Pattern.compile("(?i)\\b(?:i|we) (?:(?:just|soon|eventually|quickly) )?"
            + "(?:gave up on|stopped using|ditched|dropped|cancelled|canceled|quit|got rid of|gave up)\\b");
    /**
     * An option tried and then turned down in a sentence of its own, its reason told in between (group 1): "We tried
     * the gym too, it's miles away and always packed. So no."
     */
    private static final Pattern TRIED_REFUSED = Pattern.compile("(?i)\\b(?:i|we) (?:also |even |once )?tried\\b"
            + "([^?]*?)[.!]\\s+(?:so,? |and )?(?:no|nope|never again|not for (?:me|us)|no way)[.!]");
    /** A way in place now, told with the option given up ("I go at lunch now", "I walk instead"). */
    private static final Pattern IN_PLACE = Pattern.compile("(?i)\\b(?:now|instead|these days|nowadays)\\b");
    /** The reason told with it ("because entering every receipt was tedious", "it was too dear"). */
    private static final Pattern REASON = Pattern.compile("(?i)\\b(?:because|cause|'cause|as|since|too|so|but|when|"
            + "after|once)\\b");
    /**
     * An option considered and set aside in the same breath: "A box, maybe, but they're dear", "I did look at the
     * vouchers. But ...", "I thought about a nanny, but ...".
     */
    private static final String CONSIDERED = "(?:^|[.!?]\\s+)[^.!?]{1,60}?,\\s*(?:maybe|perhaps|possibly),?\\s+but\\b|"
            + "\\b(?:i|we) (?:did |have |'ve )?(?:look(?:ed)? at|look(?:ed)? into|thought about|thought of|considered)"
            + "\\b[^.!?]{0,80}[.!?,]?\\s+but\\b";
    /** An option set aside: "it'd be grand if ...", "I don't see how that helps", "I didn't trust it". */
    private static final Pattern DISMISSED = Pattern.compile("(?i)\\b(?:(?:it|that)(?:'d| would) be (?:grand|fine|"
            + "good|great|okay|ok|all right|alright|nice) if|i (?:don't|didn't|can't) see how (?:that|it|they) "
            + "(?:helps?|would help|works?|would work)|(?<=^|[.!?,;]\\s|\\bbut\\s|\\band\\s)(?:i|we) (?:didn't|don't|"
            + "wouldn't) trust|(?:it's|it was|that's) not for (?:me|us))\\b|" + CONSIDERED);
    /** More words than this besides the setting aside: its reason is told, before or after it. */
    private static final int REASONED_WORDS = 6;
    /** Others' delighted reaction told ("the guys go nuts", "everyone loved it"): the social payoff. */
    private static final Pattern REACTION = Pattern.compile("(?i)\\b(?:guys|everyone|everybody|people|they|kids|"
            + "family|group|friends|mates|team|others) (?:all )?(?:go|went|goes|going) (?:nuts|mad|wild|crazy)\\b|"
            + "\\b(?:everyone|everybody|they) (?:all )?loved it\\b");
    /** A verdict of both kinds ("Mixed.", "Good and bad, really.") that goes on to a trouble. */
    private static final Pattern MIXED = Pattern.compile("(?i)^\\W*(?:mixed(?: feelings| bag)?|good and bad|"
            + "(?:it's |it was )?a mixed bag|(?:it's |it was )?hit and miss|up and down)\\b");
    /** A lead-in before a one-word state ("Just relaxed", "Honestly, lighter"). */
    private static final Pattern LEAD = Pattern.compile("(?i)^(?:(?:just|honestly|mostly|really|i felt|i feel|"
            + "feeling|felt|so much|much|a lot|way|it's|it was|i'm|i was|oh|well)[,]?\\s+)*");
    /** States people seek from getting a job done: the emotional jobs an answer names in a word or two. */
    private static final Set<String> STATES = Set.of("relaxed", "calm", "calmer", "free", "freer", "relieved",
            "lighter", "safe", "safer", "secure", "settled", "sorted", "organised", "organized", "confident",
            "proud", "happy", "happier", "in control", "peace of mind", "relief", "freedom", "control", "reassured",
            "independent", "prepared", "ready", "on top of it", "on top of things");
    /** The states above that are nouns and read in a question's noun slot as they are ("peace of mind"). */
    private static final Set<String> NOUN_STATES = Set.of("peace of mind", "relief", "freedom", "control");
    /** "I want to feel like ...", "And I want her to ...": the aim after "I want" (group 1, "to" included). */
    private static final Pattern WANTED = Pattern.compile("(?i)^(?:(?:and|but|so|look|honestly|like),?\\s+)*i "
            + "(?:really |just |only |simply )?want ((?:(?:her|him|them|us|my \\w+|our \\w+) )?to (?:feel|be|have|"
            + "keep|stay|never|always|not|stop|spend|enjoy|see|know)\\b.*)");
    private static final int WANT_WORDS = 14;
    /** An emotional-job probe ({@link SwitchFeeling}) or an outcome sought said back ({@link #wanted}). */
    private static final Pattern FEELING_PROBE = Pattern.compile("(?i)\\bto feel instead\\?|\\bthat matter to you\\?|"
            + "^You said [^?]*\\. How close (?:are you|do you get) to that\\b");
    private static final Pattern FIRST_PERSON = Pattern.compile("(?i)\\b(?:(?:i|we)['\u2019](?:m|re|ve|d|ll)|i|me|"
            + "my|mine|myself|we|us all|us|our|ours)\\b");

    private SwitchMoves() {
    }

    /** Whether the methodology runs a switch interview: its ontology has a trigger and a solution node type. */
    static boolean reads(MethodologyConfig methodology) {
        if (methodology == null || methodology.ontology() == null) {
            return false;
        }
        boolean trigger = false;
        boolean solution = false;
        for (var type : methodology.ontology().nodeTypes()) {
            String name = type.name().toLowerCase(Locale.ROOT);
            trigger |= name.contains("trigger");
            solution |= name.contains("solution");
        }
        return trigger && solution;
    }

    /** The switch interview's next question after the last answer, or {@code null} (see the class comment). */
    static String question(FollowUpRequest request) {
        if (request.closing() || !reads(request.methodology()) || request.lastAnswer() == null) {
            return null;
        }
        List<String> variants = variants(request.lastAnswer().strip().replace('\u2019', '\''),
                request.recentQuestions().size() <= 1, IntentClassifier.intent(request.strategy()),
                struggleBefore(request));
        if (variants.equals(SwitchForces.TRIED_TO_GET_THERE) && SwitchPlainMove.triesTold(
                java.util.stream.Stream.concat(request.earlierAnswers().stream(), java.util.stream.Stream.of(
                        request.lastAnswer())).toList(), request.recentQuestions())) {
            return null; // the ways tried are told or asked: "what have you tried so far?" would ask them again
        }
        if (variants.isEmpty() || FEELING_PROBE.matcher(variants.get(0)).find()
                && request.recentQuestions().stream().skip(Math.max(0, request.recentQuestions().size() - 2))
                .anyMatch(q -> q != null && FEELING_PROBE.matcher(q).find())) {
            return null; // an emotional probe or an outcome said back just asked: not another in a row
        }
        for (String q : variants) {
            String lower = q.toLowerCase(Locale.ROOT);
            if (request.recentQuestions().stream()
                    .anyMatch(r -> r != null && r.toLowerCase(Locale.ROOT).equals(lower))) {
                return null; // asked already: the composer's own move
            }
        }
        long h = Text.mix(request.seed(), Text.hash(request.lastAnswer()), variants.size());
        return VariantChooser.choose(variants, Text.pick(h, variants.size()), Math.max(0, request.attempt()),
                request.recentQuestions());
    }

    /** The questions a switch moderator asks after this answer ({@code first}: the answer to the opening). */
    static List<String> variants(String answer, boolean first) {
        return variants(answer, first, null);
    }

    /**
     * As {@link #variants(String, boolean)}; {@code intent}: the strategy's, so that where it would ladder ("why does
     * that matter") or ask what was hard, the forces of the switch are asked instead ({@link SwitchForces}).
     */
    static List<String> variants(String answer, boolean first, QuestionComposer.Intent intent) {
        return variants(answer, first, intent, false);
    }

    /**
     * Whether the answer replies to a struggle: the question just answered asked what they do about it
     * ({@link ToldWayRound#ASKS_WHAT_THEY_DO}), or the answer before it told one ({@link SwitchForces#struggles}).
     */
    static boolean struggleBefore(FollowUpRequest request) {
        List<String> asked = request.recentQuestions();
        String last = asked.isEmpty() ? null : asked.get(asked.size() - 1);
        List<String> earlier = request.earlierAnswers();
        return last != null && ToldWayRound.ASKS_WHAT_THEY_DO.matcher(last.strip()).find()
                || !earlier.isEmpty() && SwitchForces.struggles(earlier.get(earlier.size() - 1));
    }

    /**
     * As {@link #variants(String, boolean, QuestionComposer.Intent)}; {@code afterStruggle}: the answer replies to a
     * struggle ({@link #struggleBefore}), so an option given up in it is their way round it, its reason told already.
     */
    static List<String> variants(String answer, boolean first, QuestionComposer.Intent intent,
                                 boolean afterStruggle) {
        if (first && RESOLVED.matcher(answer).find()) {
            return List.of("What did you do first?", "What was the first thing you did about it?");
        }
        if (first && ACQUIRED.matcher(answer).find()) {
            return List.of("What first got you thinking about it?", "When did you first start thinking about it?");
        }
        if (first && STEPS.matcher(answer).find() && !WHY_TOLD.matcher(answer).find()) {
            return List.of("What got you started on it in the first place?", "When did you first start doing it?");
        }
        if (first) {
            return List.of(); // the opening's answer: only the first thought is asked about
        }
        List<String> next = SwitchStoryNext.variants(answer); // a part closed in the answer itself: the next untold
        if (!next.isEmpty()) {
            return next;
        }
        if (BEGAN.matcher(answer).find()) { // "It started when ... I couldn't let it die": the timeline, not a snag
            return List.of("What did you do first?", "What was the first thing you did?");
        }
        if (MIXED.matcher(answer).find() && TROUBLE.matcher(answer).find()) {
            return List.of("How do you get round that?", "What have you tried, to get round that?");
        }
        if (COMPARED.matcher(answer).find() && !PICKED.matcher(answer).find()) {
            return List.of("How did you compare them?", "How did you weigh them up against each other?");
        }
        if (DECIDED.matcher(answer).find()) {
            return List.of("Was there anything that made you hesitate?", "What, if anything, nearly put you off?");
        }
        Matcher refused = TRIED_REFUSED.matcher(answer);
        if (refused.find() && words(refused.group(1)) >= REASONED_WORDS) {
            return List.of("What do you do instead?", "What do you do about it now?"); // "So no.": its reason told
        }
        Matcher fired = FIRED.matcher(answer);
        if (fired.find() && afterStruggle && !REASON.matcher(answer.substring(fired.end())).find()) {
            return IN_PLACE.matcher(answer).find() ? ToldWayRound.HOW_WELL // "I bake only on weekends now, I gave up
                    : List.of("What did you do instead?", "What did you try after that?"); // on ...": why is told
        }
        if (fired.find(0)) {
            return REASON.matcher(answer.substring(fired.end())).find()
                    ? List.of("What did you do instead?", "What did you try after that?")
                    : List.of("What put you off it?", "What made you drop it?");
        }
        Matcher dismissed = DISMISSED.matcher(answer);
        boolean found = dismissed.find();
        boolean aside = found && dismissed.group().toLowerCase(Locale.ROOT).endsWith("but");
        if (found && !(aside && answer.substring(dismissed.end()).split("[.!?]+(?:\\s|$)").length > 2)) {
            // set aside "maybe, but ..." and then more told after it: "that" would not point at it, so not here
            boolean reasoned = aside
                    ? words(answer.substring(dismissed.end())) >= 2 // "maybe, but they're like R1500"
                    : words(answer) - words(dismissed.group()) >= REASONED_WORDS;
            return reasoned ? List.of("What would it take for that to work for you?")
                    : List.of("What put you off it?");
        }
        if (REACTION.matcher(answer).find()) {
            return List.of("What does it mean to you when people react like that?",
                    "How does it feel when people react like that?");
        }
        Matcher before = BEFORE.matcher(answer);
        if (before.find()) {
            return TROUBLE.matcher(answer.substring(before.start())).find()
                    ? List.of("What did you do then?", "What did you do after that?")
                    : List.of("What was wrong with what you had before?");
        }
        String wanted = wanted(answer);
        if (wanted != null) { // "I want to feel like I'm actually feeding them": the outcome sought, and how near
            return List.of("You said " + wanted + ". How close are you to that at the moment?",
                    "You said " + wanted + ". How close do you get to that these days?");
        }
        Matcher identity = IDENTITY.matcher(answer);
        while (identity.find()) {
            String role = saidBack(CLAUSE_END.matcher(identity.group(1)).replaceFirst("").strip());
            if (role.split("\\s+").length <= 10 && !role.equalsIgnoreCase("the one") // "being the one": clipped
                    && !disowned(answer, role)) {
                return List.of("What does being " + role + " mean to you?", "What does being " + role
                        + " give you?");
            }
        }
        String state = state(answer);
        String climb = state == null ? null : ToldWhy.rung(answer, state);
        if (climb != null && !climb.matches("(?i).*\\b(?:i'm|i am)\\b.*")) { // "Calm. It's the one thing ...": told
            String back = saidBack(climb.substring(0, 1).toLowerCase(Locale.ROOT) + climb.substring(1));
            return List.of("You said " + back + ". What does that give you?",
                    "You said " + back + ". Why does that matter to you?");
        }
        if (state != null && (state.startsWith("in ") || state.startsWith("on "))) {
            return List.of("What does feeling " + state + " give you?", "Why does feeling " + state
                    + " matter to you?"); // "Feeling in control": their own words
        }
        if (state != null && NOUN_STATES.contains(state)) {
            return List.of("What does " + state + " give you?", "Why does " + state + " matter to you?");
        }
        if (state != null) { // their word quoted, never rebuilt into a phrase of ours ("feeling lighter")
            return List.of("You said \"" + state + "\". What does that give you?",
                    "You said \"" + state + "\". Why does that matter to you?");
        }
        List<String> felt = SwitchFeeling.variants(answer); // "there I feel stupid": the emotional job
        return felt.isEmpty() ? SwitchForces.variants(answer, intent) : felt;
    }

    /**
     * Whether the answer says the respondent will not be {@code role} any more ("I was always the last one ... this
     * year I will not be the last", round 71): a role they mean to leave, never asked what being it gives them.
     */
    private static boolean disowned(String answer, String role) {
        String core = role.toLowerCase(Locale.ROOT).replaceFirst("^the ", "").replaceFirst(" (?:one|guy|person)$", "");
        return Pattern.compile("(?i)\\b(?:not|never|won't|no longer|don't want to|do not want to) be (?:the )?"
                + Pattern.quote(core) + "\\b").matcher(answer).find();
    }

    /**
     * The outcome sought, said back ("you want her to never feel like she's on the outside of her own family"): a
     * sentence that opens on "I want (her / him / them / us) to ..." (after "and", "but", "so" or "look" at most), up
     * to its first comma, dash or conjunction, of {@value #WANT_WORDS} words or fewer, when what follows "to" is a
     * state or a way of living ("feel", "be", "have", "never", "spend" ...), never a plan or a wish to say something
     * ("I want to try the app", "I want to say ..."), nor a "want" not wanted ("I don't want ..."). {@code null} when
     * no sentence opens so.
     */
    static String wanted(String answer) {
        for (String sentence : answer.split("(?<=[.!?])\\s+")) {
            Matcher m = WANTED.matcher(sentence.strip());
            if (!m.find()) {
                continue;
            }
            String aim = CLAUSE_END.matcher(m.group(1).split("\\s*(?:,|;|\\s-\\s|\u2014)\\s*")[0])
                    .replaceFirst("").replaceAll("[.!?\\s]+$", "").strip();
            if (!aim.isEmpty() && words(aim) <= WANT_WORDS) {
                return saidBack("I want " + aim);
            }
        }
        return null;
    }

    private static int words(String text) {
        return text.isBlank() ? 0 : text.strip().split("\\s+").length;
    }

    /**
     * The emotional state an answer opens with in a word or two ("Lighter. Honestly.", "Peace of mind, mostly."): one
     * of the states people seek ({@link #STATES}) or a comparative on its own; {@code null} otherwise.
     */
    static String state(String answer) {
        String head = LEAD.matcher(answer.strip()).replaceFirst("");
        int end = head.length();
        for (String stop : new String[] {".", ",", "!", "?", ";", " - ", "\u2014"}) {
            int i = head.indexOf(stop);
            end = i >= 0 ? Math.min(end, i) : end;
        }
        String phrase = head.substring(0, end).strip().toLowerCase(Locale.ROOT);
        phrase = phrase.replaceFirst("\\s+(?:mostly|really|honestly|mainly|man|though)$", "");
        return STATES.contains(phrase) || !phrase.contains(" ") && NounPhraseGate.comparative(phrase) ? phrase : null;
    }

    /** The respondent's words as the interviewer says them back ("makes us look good" to "makes you all look good"). */
    static String saidBack(String phrase) {
        Matcher m = FIRST_PERSON.matcher(phrase);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String w = m.group().toLowerCase(Locale.ROOT).replace('\u2019', '\'');
            String r = switch (w) {
                case "i", "me", "we" -> "you";
                case "i'm", "we're" -> "you're";
                case "i've", "we've" -> "you've";
                case "i'd", "we'd" -> "you'd";
                case "i'll", "we'll" -> "you'll";
                case "us all" -> "you all";
                case "us" -> "you all";
                case "my", "our" -> "your";
                case "mine", "ours" -> "yours";
                default -> "yourself";
            };
            m.appendReplacement(out, r);
        }
        m.appendTail(out);
        return out.toString();
    }
}
