package org.interviewworkbench.language.offline;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import opennlp.tools.lemmatizer.LemmatizerME;
import opennlp.tools.lemmatizer.LemmatizerModel;
import opennlp.tools.postag.POSModel;
import opennlp.tools.postag.POSTaggerME;
import opennlp.tools.sentdetect.SentenceDetectorME;
import opennlp.tools.sentdetect.SentenceModel;
import opennlp.tools.tokenize.TokenizerME;
import opennlp.tools.tokenize.TokenizerModel;
import opennlp.tools.util.Span;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sentence splitting, tokenisation, Universal-Dependencies POS tags and lemmas with the Apache OpenNLP 1.3 UD-EWT
 * English models (class-path resources of the {@code opennlp-models-*-en} jars).
 *
 * <p>Models load once, in the constructor. The OpenNLP {@code *ME} tools are not thread-safe, so each thread
 * gets its own instances over the shared (thread-safe) models. The last few processed texts are cached, because
 * a turn analyses, extracts from and rates the same answer.
 *
 * <p>Post-processing on top of the models: contraction tokens the model tags with a joint tag
 * ({@code it's -> PRON+AUX}, {@code don't -> AUX+PART}) are split into two tokens; a word after a form of
 * <em>be</em> tagged VERB that looks like an adjective (creamy, delicious) is re-tagged ADJ, and adjective lemmas
 * are the lowercased word (the lemmatizer sometimes invents forms such as {@code creeam}); a sound word
 * ({@link Interjections#soundWord}: "hmm", "mm-hm") without a determiner is tagged INTJ, and a preposition the model
 * read as a noun at the start of a sentence, before an adverb or determiner ("Till then"), ADP.
 */
public final class OpenNlpPipeline {

    /** Class-path resource of the sentence model. */
    public static final String SENTENCE_MODEL = "/opennlp-en-ud-ewt-sentence-1.3-2.5.4.bin";
    /** Class-path resource of the tokenizer model. */
    public static final String TOKEN_MODEL = "/opennlp-en-ud-ewt-tokens-1.3-2.5.4.bin";
    /** Class-path resource of the POS model. */
    public static final String POS_MODEL = "/opennlp-en-ud-ewt-pos-1.3-2.5.4.bin";
    /** Class-path resource of the lemmatizer model. */
    public static final String LEMMA_MODEL = "/opennlp-en-ud-ewt-lemmas-1.3-2.5.4.bin";

    private static final Logger LOG = LoggerFactory.getLogger(OpenNlpPipeline.class);
    /** Bounded cache of processed texts: one turn analyses, extracts, rates and lemmatises the same texts. */
    static final int CACHE_SIZE = 1024;
    private static final Set<String> ADJ_SUFFIXES = Set.of("y", "ous", "ful", "ive", "able", "ible", "al", "ic",
            "ish", "less", "ent", "ant", "ary");
    private static final Set<String> INTENSIFIERS = Set.of("really", "very", "so", "too", "quite", "pretty",
            "super", "rather", "fairly", "extremely", "incredibly", "not", "n't", "always", "never", "just", "also",
            "still", "a", "bit", "little", "kind", "sort", "of", "more", "less", "most", "least");

    private final SentenceModel sentenceModel;
    private final TokenizerModel tokenModel;
    private final POSModel posModel;
    private final LemmatizerModel lemmaModel;
    private final long loadMillis;
    private final ThreadLocal<Tools> tools;
    private final java.util.concurrent.atomic.AtomicLong computed = new java.util.concurrent.atomic.AtomicLong();
    private final Map<String, List<Sentence>> cache = new LinkedHashMap<>(CACHE_SIZE, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<Sentence>> eldest) {
            return size() > CACHE_SIZE;
        }
    };

    /**
     * Loads the four models from the class path.
     *
     * @throws UncheckedIOException when a model resource is missing or unreadable
     */
    public OpenNlpPipeline() {
        long start = System.nanoTime();
        try (InputStream s = open(SENTENCE_MODEL); InputStream t = open(TOKEN_MODEL); InputStream p = open(POS_MODEL);
             InputStream l = open(LEMMA_MODEL)) {
            sentenceModel = new SentenceModel(s);
            tokenModel = new TokenizerModel(t);
            posModel = new POSModel(p);
            lemmaModel = new LemmatizerModel(l);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load OpenNLP models", e);
        }
        tools = ThreadLocal.withInitial(() -> new Tools(new SentenceDetectorME(sentenceModel),
                new TokenizerME(tokenModel), new POSTaggerME(posModel), new LemmatizerME(lemmaModel)));
        loadMillis = (System.nanoTime() - start) / 1_000_000;
        LOG.info("OpenNLP models loaded in {} ms", loadMillis);
    }

    /** How many texts were run through the OpenNLP models (cache misses) since construction. */
    public long processedCount() {
        return computed.get();
    }

    /** How long loading the four models took, in milliseconds. */
    public long loadMillis() {
        return loadMillis;
    }

    /** A token with its UD POS tag and lemma; {@code start}/{@code end} are offsets in the sentence text. */
    public record Token(String text, String tag, String lemma, int start, int end) {
        /** Lowercased surface form. */
        public String lower() {
            return text.toLowerCase(Locale.ROOT);
        }

        public boolean is(String... tags) {
            for (String t : tags) {
                if (tag.equals(t)) {
                    return true;
                }
            }
            return false;
        }

        /** Whether this token is a noun, proper noun or number. */
        public boolean nominal() {
            return is("NOUN", "PROPN");
        }
    }

    /** One sentence: its text, its offset in the analysed text and its tokens. */
    public record Sentence(String text, int start, List<Token> tokens) {
        public Sentence {
            tokens = List.copyOf(tokens);
        }
    }

    /** Splits, tokenises, tags and lemmatises {@code text}. Never null; empty for blank text. */
    public List<Sentence> process(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        text = text.strip();
        synchronized (cache) {
            List<Sentence> hit = cache.get(text);
            if (hit != null) {
                return hit;
            }
        }
        List<Sentence> result = List.copyOf(compute(text));
        computed.incrementAndGet();
        synchronized (cache) {
            cache.put(text, result);
        }
        return result;
    }

    private List<Sentence> compute(String text) {
        Tools t = tools.get();
        List<Sentence> out = new ArrayList<>();
        for (Span span : t.sentences.sentPosDetect(text)) {
            String sentence = text.substring(span.getStart(), span.getEnd());
            Span[] tokenSpans = t.tokenizer.tokenizePos(sentence);
            if (tokenSpans.length == 0) {
                continue;
            }
            String[] words = new String[tokenSpans.length];
            for (int i = 0; i < words.length; i++) {
                words[i] = sentence.substring(tokenSpans[i].getStart(), tokenSpans[i].getEnd());
            }
            String[] tags = t.tagger.tag(words);
            String[] lemmas = t.lemmatizer.lemmatize(words, tags);
            List<Token> tokens = new ArrayList<>(words.length + 4);
            for (int i = 0; i < words.length; i++) {
                expand(tokens, words[i], tags[i], lemmas[i], tokenSpans[i].getStart());
            }
            mergeHyphenated(tokens, sentence);
            fixTags(tokens);
            out.add(new Sentence(sentence, span.getStart(), tokens));
        }
        return out;
    }

    /** Splits joint-tag contraction tokens ({@code it's PRON+AUX it+be}) into their parts. */
    private static void expand(List<Token> out, String word, String tag, String lemma, int start) {
        int plus = tag.indexOf('+');
        if (plus > 0) {
            String lower = word.toLowerCase(Locale.ROOT).replace('\u2019', '\'');
            int cut = lower.endsWith("n't") ? word.length() - 3 : lower.lastIndexOf('\'');
            if (cut > 0 && cut < word.length()) {
                String[] lemmaParts = lemma.split("\\+", 2);
                String firstLemma = lemmaParts[0];
                String secondLemma = lemmaParts.length > 1 ? lemmaParts[1] : word.substring(cut).toLowerCase(Locale.ROOT);
                out.add(new Token(word.substring(0, cut), tag.substring(0, plus), firstLemma, start, start + cut));
                out.add(new Token(word.substring(cut), tag.substring(plus + 1), secondLemma, start + cut,
                        start + word.length()));
                return;
            }
            tag = tag.substring(0, plus);
        }
        if (lemma == null || lemma.isEmpty() || "O".equals(lemma)) {
            lemma = word.toLowerCase(Locale.ROOT);
        }
        out.add(new Token(word, tag, lemma.toLowerCase(Locale.ROOT), start, start + word.length()));
    }

    /**
     * Joins hyphenated compounds written without spaces ({@code self - respect -> self-respect} NOUN,
     * {@code plant - based -> plant-based} ADJ), which the tokenizer splits into three tokens.
     */
    private static void mergeHyphenated(List<Token> tokens, String sentence) {
        mergeAttachedHyphen(tokens);
        for (int i = 0; i + 2 < tokens.size(); i++) {
            Token a = tokens.get(i);
            Token h = tokens.get(i + 1);
            Token b = tokens.get(i + 2);
            if (!h.text().equals("-") || a.end() != h.start() || h.end() != b.start()
                    || !Character.isLetterOrDigit(a.text().charAt(a.text().length() - 1))
                    || !Character.isLetter(b.text().charAt(0))) {
                continue;
            }
            String word = a.text() + "-" + b.text();
            String lb = b.lower();
            String tag = b.is("ADJ") || lb.endsWith("ed") || lb.endsWith("free") || lb.endsWith("friendly")
                    || lb.endsWith("ing") && a.is("NOUN", "ADJ", "VERB") && !lb.equals("thing") ? "ADJ" : "NOUN";
            String lemma = word.toLowerCase(Locale.ROOT);
            if ("NOUN".equals(tag) && b.is("NOUN") && !b.lemma().equals(lb)) {
                lemma = a.lower() + "-" + b.lemma();
            }
            tokens.set(i, new Token(word, tag, lemma, a.start(), b.end()));
            tokens.remove(i + 1);
            tokens.remove(i + 1);
        }
    }

    /**
     * Joins a compound the tokenizer split in two with the hyphen stuck to one half ({@code open -plan},
     * {@code part- time}): neither half is a word of the answer, so neither may become a label on its own (issue 12:
     * "your office is open" from "open-plan"). The compound is an adjective when its first half was tagged one and
     * the second half was not read as a noun ("is open-plan"), else tagged as {@link #mergeHyphenated} tags it.
     */
    private static void mergeAttachedHyphen(List<Token> tokens) {
        for (int i = 0; i + 1 < tokens.size(); i++) {
            Token a = tokens.get(i);
            Token b = tokens.get(i + 1);
            if (a.end() != b.start() || a.text().isEmpty() || b.text().isEmpty()) {
                continue;
            }
            boolean hyphenOnB = b.text().length() > 1 && b.text().charAt(0) == '-'
                    && Character.isLetter(b.text().charAt(1))
                    && Character.isLetterOrDigit(a.text().charAt(a.text().length() - 1));
            boolean hyphenOnA = a.text().length() > 1 && a.text().charAt(a.text().length() - 1) == '-'
                    && Character.isLetterOrDigit(a.text().charAt(a.text().length() - 2))
                    && Character.isLetter(b.text().charAt(0));
            if (!hyphenOnB && !hyphenOnA) {
                continue;
            }
            String word = a.text() + b.text();
            String second = word.substring(word.indexOf('-', hyphenOnB ? a.text().length() : a.text().length() - 1)
                    + 1).toLowerCase(Locale.ROOT);
            boolean secondNoun = hyphenOnA && b.is("NOUN", "PROPN");
            String tag = a.is("ADJ") && !secondNoun || second.endsWith("ed") || second.endsWith("free")
                    || second.endsWith("friendly") || second.endsWith("ing") && !second.equals("thing") ? "ADJ"
                    : "NOUN";
            tokens.set(i, new Token(word, tag, word.toLowerCase(Locale.ROOT), a.start(), b.end()));
            tokens.remove(i + 1);
        }
    }

    /** Re-tags adjective-looking predicates after a form of "be"; adjective lemmas are the word itself. */
    private static void fixTags(List<Token> tokens) {
        repairTags(tokens);
        boolean afterBe = false;
        for (int i = 0; i < tokens.size(); i++) {
            Token tok = tokens.get(i);
            String lower = tok.lower();
            Token before = i > 0 ? tokens.get(i - 1) : null;
            if (!tok.is("INTJ") && Interjections.soundWord(tok.text()) && (before == null
                    || !before.is("DET", "NUM") && !POSSESSIVE_WORDS.contains(before.lower()))) {
                tok = new Token(tok.text(), "INTJ", lower, tok.start(), tok.end()); // "mm-hm", "hmm": a sound, no noun
                tokens.set(i, tok);
                continue;
            }
            if (i == 0 && tok.is("NOUN", "PROPN") && Lexicon.PREPOSITIONS.contains(lower) && tokens.size() > 1
                    && tokens.get(1).is("ADV", "DET", "PRON")) {
                tok = new Token(tok.text(), "ADP", lower, tok.start(), tok.end()); // "Till then ...", not "the till"
                tokens.set(i, tok);
            }
            if (tok.is("ADP") && !Lexicon.PREPOSITIONS.contains(lower) && i + 1 < tokens.size()
                    && tokens.get(i + 1).is("NOUN", "PROPN") && lower.chars().allMatch(Character::isLetter)) {
                tok = new Token(tok.text(), "NOUN", lower, tok.start(), tok.end());
                tokens.set(i, tok);
            }
            if (afterBe && tok.is("VERB", "NOUN") && looksAdjective(lower) && !lower.endsWith("ing")
                    && !lower.endsWith("ed") && !(i + 1 < tokens.size() && tokens.get(i + 1).nominal())) {
                tok = new Token(tok.text(), "ADJ", lower, tok.start(), tok.end());
                tokens.set(i, tok);
            } else if (tok.is("ADJ") && !tok.lemma().equals(lower) && !lower.endsWith("er") && !lower.endsWith("est")) {
                tok = new Token(tok.text(), "ADJ", lower, tok.start(), tok.end());
                tokens.set(i, tok);
            }
            if ("be".equals(tok.lemma()) || lower.equals("'s") || lower.equals("'re") || lower.equals("'m")) {
                afterBe = true;
            } else if (!INTENSIFIERS.contains(lower)) {
                afterBe = false;
            }
        }
    }

    /** Subject-like words before which a NOUN-tagged "matters"/"fits" is a verb. */
    private static final Set<String> SUBJECT_WORDS = Set.of("it", "that", "this", "which", "what", "he", "she",
            "everything", "nothing", "something");
    private static final Set<String> POSSESSIVE_WORDS = Set.of("my", "your", "his", "her", "its", "our", "their");
    private static final Set<String> OBJECT_PRONOUNS = Set.of("it", "them", "me", "us", "him", "her");
    /** Verbs taking a gerund complement ("like allowing", "enjoy cooking"). */
    private static final Set<String> CATENATIVE_VERBS = Set.of("like", "love", "enjoy", "hate", "prefer", "avoid",
            "miss", "keep", "start", "stop", "quit", "mind");
    /** Common verbs the small POS model tags NOUN after a subject ("That fits with ..."). */
    private static final Set<String> NOUNY_VERBS = Set.of("matters", "matter", "fits", "counts", "helps", "works",
            "costs", "lasts", "tastes", "smells", "looks", "feels");

    /** Repairs the POS model's typical errors in short spoken clauses (see class comment). */
    private static void repairTags(List<Token> tokens) {
        for (int i = 0; i < tokens.size(); i++) {
            Token tok = tokens.get(i);
            String lower = tok.lower();
            Token prev = i > 0 ? tokens.get(i - 1) : null;
            Token next = i + 1 < tokens.size() ? tokens.get(i + 1) : null;
            // "The froth matters because", "Feeling less guilty matters", "That fits with"
            if (tok.is("NOUN") && NOUNY_VERBS.contains(lower) && prev != null
                    && (prev.is("NOUN", "ADJ", "PROPN") || prev.is("PRON") && (SUBJECT_WORDS.contains(prev.lower())
                    || prev.lower().endsWith("self")))
                    && (next == null || next.is("PUNCT", "SCONJ", "ADP", "ADV", "ADJ", "CCONJ")
                    || Set.of("because", "to", "so", "a", "more", "less").contains(next.lower()))) {
                String lemma = lower.endsWith("s") && !lower.equals("matter") ? lower.substring(0, lower.length() - 1)
                        : lower;
                tokens.set(i, new Token(tok.text(), "VERB", lemma, tok.start(), tok.end()));
                if (prev.is("ADJ") && i >= 2 && tokens.get(i - 2).is("DET")) {
                    tokens.set(i - 1, new Token(prev.text(), "NOUN", prev.lower(), prev.start(), prev.end()));
                }
                continue;
            }
            // "I like being organised": "like" after a subject pronoun is the verb, not a conjunction
            if (tok.is("SCONJ", "ADP") && Set.of("like", "love").contains(lower) && prev != null && prev.is("PRON")
                    && Set.of("i", "we", "they", "you").contains(prev.lower()) && next != null
                    && !next.is("PRON", "PUNCT")) {
                tokens.set(i, new Token(tok.text(), "VERB", lower, tok.start(), tok.end()));
                continue;
            }
            // "my stomach handles it": a NOUN-tagged -s word after a determined noun, before an object pronoun
            if (tok.is("NOUN") && lower.endsWith("s") && !lower.endsWith("ss") && lower.length() > 3 && prev != null
                    && prev.is("NOUN") && i >= 2 && (tokens.get(i - 2).is("DET") || tokens.get(i - 2).is("PRON")
                    && POSSESSIVE_WORDS.contains(tokens.get(i - 2).lower())) && next != null && next.is("PRON")
                    && OBJECT_PRONOUNS.contains(next.lower())) {
                tokens.set(i, new Token(tok.text(), "VERB", lower.substring(0, lower.length() - 1), tok.start(),
                        tok.end()));
                continue;
            }
            // "I like allowing myself ...": a -ing word right after a catenative verb is a verb, whatever its tag
            if (!tok.is("VERB") && lower.endsWith("ing") && lower.length() > 5 && prev != null && prev.is("VERB")
                    && CATENATIVE_VERBS.contains(prev.lemma()) && next != null && !next.is("PUNCT")) {
                tokens.set(i, new Token(tok.text(), "VERB", lower, tok.start(), tok.end()));
                continue;
            }
            // "my morning latte feel like": a non -ly ADV between a noun and a verb is a noun
            if (tok.is("ADV") && prev != null && prev.is("NOUN") && next != null && next.is("VERB")
                    && !lower.endsWith("ly") && !Lexicon.MANNER_ADVERBS.contains(lower)
                    && !Set.of("also", "still", "just", "always", "never", "often", "really", "even", "then", "now",
                    "sometimes", "usually", "only", "too", "so", "ever", "already").contains(lower)) {
                tokens.set(i, new Token(tok.text(), "NOUN", lower, tok.start(), tok.end()));
                continue;
            }
            // "stops feeling like", "keeps feeling": a NOUN-tagged -ing word after a verb, before like/ADJ/ADP
            if (tok.is("NOUN") && lower.endsWith("ing") && prev != null && prev.is("VERB") && next != null
                    && (next.is("ADJ", "ADP") || next.lower().equals("like"))) {
                String lemma = "feeling".equals(lower) ? "feel" : tok.lemma();
                tokens.set(i, new Token(tok.text(), "VERB", lemma, tok.start(), tok.end()));
                continue;
            }
            // "tastes watery", "looks awful": an adjective-looking complement of a linking verb
            if (tok.is("NOUN", "VERB") && prev != null && prev.is("VERB")
                    && Set.of("taste", "look", "smell", "sound", "seem", "feel").contains(prev.lemma())
                    && looksAdjective(lower) && !lower.endsWith("ing") && (next == null || !next.nominal())) {
                tokens.set(i, new Token(tok.text(), "ADJ", lower, tok.start(), tok.end()));
            }
        }
    }

    private static boolean looksAdjective(String word) {
        for (String suffix : ADJ_SUFFIXES) {
            if (word.length() > suffix.length() + 2 && word.endsWith(suffix)) {
                return true;
            }
        }
        return false;
    }

    private static InputStream open(String resource) throws IOException {
        InputStream in = OpenNlpPipeline.class.getResourceAsStream(resource);
        if (in == null) {
            throw new IOException("missing class-path resource " + resource);
        }
        return in;
    }

    private record Tools(SentenceDetectorME sentences, TokenizerME tokenizer, POSTaggerME tagger,
                         LemmatizerME lemmatizer) {
    }
}
