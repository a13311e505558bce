package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One option named two ways: a respondent who writes "And the bus, ETN, if that counts?" names the bus by its
 * company in apposition, and a triad of "the bus" and one of "ETN" with the same two other options is the same triad
 * asked twice. Contract: {@link #merged} drops every option that an answer names, written with a capital, in
 * apposition right after another option ("X, Y," or "X (Y)", Y then closing its phrase), keeping the first name;
 * a list is no apposition: not when an option and a comma stand before X ("A, X, Y"), nor when another option, or
 * "and"/"or" and an option, follows Y ("X, Y, Z", "X, Y and Z").
 */
final class OptionAliases {

    private OptionAliases() {
    }

    /** {@code options} without the second names of options named in apposition in {@code texts} (class comment). */
    static List<String> merged(List<String> options, List<String> texts) {
        List<String> out = new ArrayList<>(options);
        for (String option : options) {
            for (String other : options) {
                if (!other.equals(option) && out.contains(other) && appositive(other, option, options, texts)) {
                    out.remove(option);
                    break;
                }
            }
        }
        return out;
    }

    /** Whether a text names {@code second} in apposition right after {@code first} (class comment). */
    private static boolean appositive(String first, String second, List<String> options, List<String> texts) {
        Pattern pair = Pattern.compile("(?i)(?<![\\p{L}\\d'])" + Pattern.quote(bare(first))
                + "\\s*(?:,|\\()\\s*(" + Pattern.quote(bare(second)) + ")(?=\\s*[,.;:?!)])");
        for (String text : texts) {
            Matcher m = text == null ? null : pair.matcher(text);
            while (m != null && m.find()) {
                boolean capital = Character.isUpperCase(m.group(1).charAt(0));
                String before = text.substring(0, m.start()).toLowerCase(Locale.ROOT).replaceFirst("(?:the|a|an)\\s*$", "")
                        .strip();
                String after = text.substring(m.end()).toLowerCase(Locale.ROOT).replaceFirst("^[\\s,)]+", "")
                        .replaceFirst("^(?:and|or)\\s+", "");
                boolean listBefore = before.endsWith(",") && options.stream().anyMatch(o -> !o.equals(first)
                        && before.replaceFirst(",$", "").strip().endsWith(bare(o).toLowerCase(Locale.ROOT)));
                boolean listAfter = options.stream().anyMatch(o -> !o.equals(first) && !o.equals(second)
                        && after.replaceFirst("^(?:the|a|an)\\s+", "").startsWith(bare(o).toLowerCase(Locale.ROOT)));
                if (capital && !listBefore && !listAfter) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String bare(String option) {
        return option.strip().replaceFirst("(?i)^(?:the|a|an)\\s+", "");
    }
}
