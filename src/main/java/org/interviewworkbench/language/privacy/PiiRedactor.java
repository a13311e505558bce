package org.interviewworkbench.language.privacy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Replaces personal data with typed placeholders that stay the same for the same value across a session
 * ({@code "Anna"} is {@code [PERSON_1]} in every request), and restores them in text that comes back.
 *
 * <p>Detectors, in the order they claim text (a span claimed once is not claimed again):
 * <ol>
 *   <li>EMAIL: {@code local@domain.tld}. URL: {@code http(s)://...} and {@code www....}.</li>
 *   <li>ID: IBANs (two letters, two digits, 11-30 characters in groups), card numbers (13-19 digits in groups of
 *       spaces or dashes that pass the Luhn check), any other run of 6 or more digits (national, account, customer
 *       numbers).</li>
 *   <li>DATE_OF_BIRTH: a date after "born", "birthday", "date of birth" or "DOB".</li>
 *   <li>PHONE: international numbers ({@code +44 20 7946 0958}, {@code +49 30 1234567}, {@code +1 415 555 0100}),
 *       UK ({@code 07700 900123}, {@code 020 7946 0958}), US ({@code (415) 555-0100}, {@code 415-555-0100}) and
 *       German ({@code 030 1234567}, {@code 0151 23456789}) national formats.</li>
 *   <li>ADDRESS: a house number with a street word ({@code 12 Baker Street}, {@code 221b Elm Road}), a German street
 *       with its number ({@code Hauptstraße 5}), UK postcodes ({@code SW1A 1AA}), US ZIP codes after a state
 *       abbreviation, German postcodes before a capitalised town ({@code 10115 Berlin}).</li>
 *   <li>ORG: capitalised words ending in a company form (Ltd, GmbH, Inc, LLC, plc, AG, Corp, ...) and the capitalised
 *       name after "work(s/ed) at/for".</li>
 *   <li>PERSON: a title and a capitalised name ({@code Dr Patel}); a name after "my husband/wife/son/daughter/
 *       partner/boss/friend/..." ; a first name from the shipped list (about 700 names from many languages) with an
 *       optional capitalised surname; a capitalised word not at a sentence start followed by another capitalised
 *       word (a full name) unless either is a common word.</li>
 * </ol>
 * Not thread-safe per call, but the placeholder table is guarded so concurrent tasks of one turn share it.
 */
public final class PiiRedactor {

    private static final Pattern EMAIL = Pattern.compile("[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,}");
    private static final Pattern URL = Pattern.compile("(?i)\\b(?:https?://|www\\.)[^\\s<>\"]+[^\\s<>\".,;:!?)]");
    private static final Pattern IBAN = Pattern.compile("\\b[A-Z]{2}\\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,3})?\\b");
    private static final Pattern CARD = Pattern.compile("\\b\\d(?:[ -]?\\d){12,18}\\b");
    private static final Pattern DOB = Pattern.compile("(?i)\\b(?:born(?: on)?|birthday(?: is)?|date of birth(?: is)?:?|"
            + "d\\.?o\\.?b\\.?:?)\\s+((?:\\d{1,2}[./-]\\d{1,2}[./-]\\d{2,4})|(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?"
            + "[A-Z][a-z]+\\s+\\d{4})|(?:[A-Z][a-z]+\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4})|(?:\\d{4}-\\d{2}-\\d{2}))");
    private static final Pattern PHONE = Pattern.compile(
            "(?:\\+\\d{1,3}[ .-]?(?:\\(0\\)[ .-]?)?\\(?\\d{1,4}\\)?(?:[ .-]?\\d{2,4}){2,4})"
                    + "|(?:\\(\\d{3}\\)\\s?\\d{3}[ .-]\\d{4})"
                    + "|(?:\\b\\d{3}[.-]\\d{3}[.-]\\d{4}\\b)"
                    + "|(?:\\b0\\d{2,4}[ /-]?\\d{3,4}[ -]?\\d{3,5}\\b)");
    private static final Pattern LONG_DIGITS = Pattern.compile("\\b\\d{6,}\\b");
    private static final Pattern STREET = Pattern.compile("\\b\\d{1,5}[a-z]?,?\\s+(?:[A-Z][a-z]+\\s+){1,3}"
            + "(?:Street|St|Road|Rd|Avenue|Ave|Lane|Ln|Drive|Dr|Close|Way|Court|Ct|Place|Pl|Terrace|Crescent|Gardens|"
            + "Boulevard|Blvd|Square|Sq|Hill|Grove|Park|Row|Mews)\\b\\.?");
    private static final Pattern GERMAN_STREET = Pattern.compile("\\b[A-ZÄÖÜ][a-zäöüß-]+(?:straße|strasse|str\\.|weg|"
            + "gasse|platz|allee|ring|damm)\\s+\\d{1,4}[a-z]?\\b");
    private static final Pattern UK_POSTCODE = Pattern.compile("\\b[A-Z]{1,2}\\d[A-Z\\d]?\\s?\\d[A-Z]{2}\\b");
    private static final Pattern US_ZIP = Pattern.compile("\\b[A-Z]{2}\\s+\\d{5}(?:-\\d{4})?\\b");
    private static final Pattern DE_POSTCODE = Pattern.compile("\\b\\d{5}\\s+[A-ZÄÖÜ][a-zäöüß]+\\b");
    private static final Pattern ORG_SUFFIX = Pattern.compile("\\b(?:[A-Z][\\w&'-]*\\s+){0,3}[A-Z][\\w&'-]*\\s+"
            + "(?:Ltd|Limited|GmbH|Inc|LLC|plc|PLC|AG|Corp|Corporation|Co\\.|SE|S\\.A\\.|BV|NV|LLP|KG)\\b\\.?");
    private static final Pattern WORKS_AT = Pattern.compile("\\b(?:work(?:s|ed|ing)?|employed|job)\\s+(?:at|for|with)\\s+"
            + "((?:[A-Z][\\w&'-]+)(?:\\s+[A-Z][\\w&'-]+){0,3})");
    private static final Pattern TITLE_NAME = Pattern.compile("\\b(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Herr|Frau)\\.?\\s+"
            + "[A-Z][a-zA-Z'-]+(?:\\s+[A-Z][a-zA-Z'-]+)?");
    private static final Pattern RELATION_NAME = Pattern.compile("\\b(?:my|our|his|her)\\s+(?:husband|wife|son|daughter|"
            + "partner|boyfriend|girlfriend|boss|manager|colleague|friend|mum|mom|mother|dad|father|brother|sister|"
            + "grandma|grandmother|grandpa|grandfather|neighbour|neighbor|doctor|GP|nurse|teacher|child|kid|baby)"
            + ",?\\s+([A-Z][a-zA-Z'-]+(?:\\s+[A-Z][a-zA-Z'-]+)?)");
    private static final Pattern CAPITALISED = Pattern.compile("\\b[A-Z][a-zA-Z'-]+(?:\\s+[A-Z][a-zA-Z'-]+)*");

    /** A found span of personal data. */
    private record Span(int start, int end, PiiKind kind, String value) {
    }

    /** The result of redacting one text: the text and how many values of each kind it replaced. */
    public record Redacted(String text, Map<PiiKind, Integer> counts) {
        public int total() {
            return counts.values().stream().mapToInt(Integer::intValue).sum();
        }
    }

    private final Set<String> firstNames;
    private final Set<String> commonWords;
    private final Map<String, String> placeholderOf = new HashMap<>();
    private final Map<String, String> valueOf = new LinkedHashMap<>();
    private final Map<PiiKind, Integer> next = new EnumMap<>(PiiKind.class);

    public PiiRedactor() {
        this(words("/privacy/first-names.txt"), words("/privacy/common-capitalised.txt"));
    }

    PiiRedactor(Set<String> firstNames, Set<String> commonWords) {
        this.firstNames = firstNames;
        this.commonWords = commonWords;
    }

    /** {@code text} with every value found replaced by its session placeholder. */
    public synchronized Redacted redact(String text) {
        if (text == null || text.isEmpty()) {
            return new Redacted(text == null ? "" : text, Map.of());
        }
        List<Span> spans = new ArrayList<>();
        boolean[] taken = new boolean[text.length()];
        find(text, EMAIL, 0, PiiKind.EMAIL, spans, taken);
        find(text, URL, 0, PiiKind.URL, spans, taken);
        find(text, IBAN, 0, PiiKind.ID, spans, taken);
        Matcher card = CARD.matcher(text);
        while (card.find()) {
            if (luhn(card.group())) {
                claim(card.start(), card.end(), PiiKind.ID, text, spans, taken);
            }
        }
        find(text, DOB, 1, PiiKind.DATE_OF_BIRTH, spans, taken);
        find(text, PHONE, 0, PiiKind.PHONE, spans, taken);
        find(text, LONG_DIGITS, 0, PiiKind.ID, spans, taken);
        find(text, STREET, 0, PiiKind.ADDRESS, spans, taken);
        find(text, GERMAN_STREET, 0, PiiKind.ADDRESS, spans, taken);
        find(text, UK_POSTCODE, 0, PiiKind.ADDRESS, spans, taken);
        find(text, US_ZIP, 0, PiiKind.ADDRESS, spans, taken);
        find(text, DE_POSTCODE, 0, PiiKind.ADDRESS, spans, taken);
        find(text, ORG_SUFFIX, 0, PiiKind.ORG, spans, taken);
        find(text, WORKS_AT, 1, PiiKind.ORG, spans, taken);
        find(text, TITLE_NAME, 0, PiiKind.PERSON, spans, taken);
        find(text, RELATION_NAME, 1, PiiKind.PERSON, spans, taken);
        names(text, spans, taken);
        knownValues(text, spans, taken);
        spans.sort(Comparator.comparingInt(Span::start));
        StringBuilder out = new StringBuilder();
        Map<PiiKind, Integer> counts = new EnumMap<>(PiiKind.class);
        int at = 0;
        for (Span s : spans) {
            out.append(text, at, s.start());
            out.append(placeholder(s.kind(), s.value()));
            counts.merge(s.kind(), 1, Integer::sum);
            at = s.end();
        }
        out.append(text.substring(at));
        return new Redacted(out.toString(), counts);
    }

    /** {@code text} with every placeholder of this session replaced by the value it stands for. */
    public synchronized String restore(String text) {
        if (text == null || valueOf.isEmpty() || text.indexOf('[') < 0) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        Matcher m = Pattern.compile("\\[(?:EMAIL|URL|PHONE|ID|DATE_OF_BIRTH|ADDRESS|ORG|PERSON)_\\d+]").matcher(text);
        int at = 0;
        while (m.find()) {
            String value = valueOf.get(m.group());
            out.append(text, at, m.start()).append(value == null ? m.group() : value);
            at = m.end();
        }
        return out.append(text.substring(at)).toString();
    }

    private String placeholder(PiiKind kind, String value) {
        String key = kind + "\u0000" + value;
        String p = placeholderOf.get(key);
        if (p == null) {
            int n = next.merge(kind, 1, Integer::sum);
            p = kind.placeholder(n);
            placeholderOf.put(key, p);
            valueOf.put(p, value);
        }
        return p;
    }

    private void names(String text, List<Span> spans, boolean[] taken) {
        Matcher m = CAPITALISED.matcher(text);
        while (m.find()) {
            String[] words = m.group().split("\\s+");
            int start = m.start();
            boolean sentenceStart = isSentenceStart(text, start);
            int offset = 0;
            // trim leading common words ("Yesterday Anna ..." -> "Anna ...")
            int first = 0;
            while (first < words.length && (commonWords.contains(words[first].toLowerCase(Locale.ROOT))
                    && !firstNames.contains(words[first]))) {
                offset += words[first].length();
                offset = skipSpace(text, start + offset) - start;
                first++;
            }
            if (first == 0 && sentenceStart && words.length > 1 && !firstNames.contains(words[0])) {
                // a capital at a sentence start says nothing: judge the words after it
                offset = skipSpace(text, start + words[0].length()) - start;
                first = 1;
                sentenceStart = false;
            }
            if (first >= words.length) {
                continue;
            }
            boolean known = firstNames.contains(words[first]);
            int count = words.length - first;
            boolean fullName = count >= 2 && !commonWords.contains(words[first + 1].toLowerCase(Locale.ROOT));
            if (!known && !(fullName && !(sentenceStart && first == 0))) {
                continue;
            }
            int end = start + offset + words[first].length();
            if (count >= 2 && !commonWords.contains(words[first + 1].toLowerCase(Locale.ROOT))) {
                end = skipSpace(text, end) + words[first + 1].length();
            }
            claim(start + offset, end, PiiKind.PERSON, text, spans, taken);
        }
    }

    /** Names and organisations seen earlier in the session, wherever they appear again. */
    private void knownValues(String text, List<Span> spans, boolean[] taken) {
        List<String> keys = new ArrayList<>(placeholderOf.keySet());
        keys.sort(Comparator.comparingInt(String::length).reversed());
        for (String key : keys) {
            int sep = key.indexOf('\u0000');
            PiiKind kind = PiiKind.valueOf(key.substring(0, sep));
            String value = key.substring(sep + 1);
            if (kind != PiiKind.PERSON && kind != PiiKind.ORG) {
                continue;
            }
            Matcher m = Pattern.compile("\\b" + Pattern.quote(value) + "\\b").matcher(text);
            while (m.find()) {
                claim(m.start(), m.end(), kind, text, spans, taken);
            }
        }
    }

    private static int skipSpace(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isSentenceStart(String text, int start) {
        int i = start - 1;
        while (i >= 0 && (Character.isWhitespace(text.charAt(i)) || text.charAt(i) == '"' || text.charAt(i) == '\'')) {
            i--;
        }
        return i < 0 || ".!?:\n>-*#\u2022([".indexOf(text.charAt(i)) >= 0;
    }

    private static void find(String text, Pattern p, int group, PiiKind kind, List<Span> spans, boolean[] taken) {
        Matcher m = p.matcher(text);
        while (m.find()) {
            if (m.group(group) == null) {
                continue;
            }
            claim(m.start(group), m.end(group), kind, text, spans, taken);
        }
    }

    private static void claim(int start, int end, PiiKind kind, String text, List<Span> spans, boolean[] taken) {
        for (int i = start; i < end; i++) {
            if (taken[i]) {
                return;
            }
        }
        for (int i = start; i < end; i++) {
            taken[i] = true;
        }
        spans.add(new Span(start, end, kind, text.substring(start, end)));
    }

    static boolean luhn(String digits) {
        String d = digits.replaceAll("[ -]", "");
        if (d.length() < 13 || d.length() > 19) {
            return false;
        }
        int sum = 0;
        boolean dbl = false;
        for (int i = d.length() - 1; i >= 0; i--) {
            int n = d.charAt(i) - '0';
            if (dbl) {
                n *= 2;
                if (n > 9) {
                    n -= 9;
                }
            }
            sum += n;
            dbl = !dbl;
        }
        return sum % 10 == 0;
    }

    private static Set<String> words(String resource) {
        Set<String> out = new TreeSet<>();
        try (InputStream in = PiiRedactor.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + resource);
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = r.readLine()) != null) {
                line = line.strip();
                if (!line.isEmpty() && !line.startsWith("#")) {
                    out.add(line);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }
}
