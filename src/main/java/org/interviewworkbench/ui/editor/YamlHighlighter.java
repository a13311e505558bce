package org.interviewworkbench.ui.editor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.fxmisc.richtext.model.StyleSpans;
import org.fxmisc.richtext.model.StyleSpansBuilder;

/** YAML syntax highlighting plus error marks, as RichTextFX style spans. */
public final class YamlHighlighter {

    private static final Pattern PATTERN = Pattern.compile(
            "(?<COMMENT>#[^\\n]*)|(?<KEY>[A-Za-z_][\\w.\\-]*(?=\\s*:))|(?<STRING>\"[^\"\\n]*\"|'[^'\\n]*')"
                    + "|(?<NUMBER>(?<![\\w.])-?\\d+(\\.\\d+)?(?![\\w.]))|(?<BOOL>\\b(true|false|null|none)\\b)"
                    + "|(?<DASH>^\\s*-)", Pattern.MULTILINE);

    private YamlHighlighter() {
    }

    /** Styles for {@code text}: syntax classes, with "error-mark" over every mark. */
    public static StyleSpans<Collection<String>> compute(String text, List<EditorViewModel.Mark> marks) {
        int n = text.length();
        List<Set<String>> styles = new ArrayList<>(Collections.nCopies(n, null));
        Matcher m = PATTERN.matcher(text);
        while (m.find()) {
            String cls = m.group("COMMENT") != null ? "yaml-comment" : m.group("KEY") != null ? "yaml-key"
                    : m.group("STRING") != null ? "yaml-string" : m.group("NUMBER") != null ? "yaml-number"
                    : m.group("BOOL") != null ? "yaml-bool" : "yaml-dash";
            for (int i = m.start(); i < m.end(); i++) {
                styles.set(i, Set.of(cls));
            }
        }
        for (EditorViewModel.Mark mark : marks) {
            for (int i = Math.max(0, mark.start()); i < Math.min(n, mark.end()); i++) {
                Set<String> s = new HashSet<>(styles.get(i) == null ? Set.of() : styles.get(i));
                s.add("error-mark");
                styles.set(i, s);
            }
        }
        StyleSpansBuilder<Collection<String>> b = new StyleSpansBuilder<>();
        if (n == 0) {
            b.add(Collections.emptyList(), 0);
            return b.create();
        }
        int runStart = 0;
        for (int i = 1; i <= n; i++) {
            if (i == n || !java.util.Objects.equals(styles.get(i), styles.get(runStart))) {
                Set<String> s = styles.get(runStart);
                b.add(s == null ? Collections.emptyList() : List.copyOf(s), i - runStart);
                runStart = i;
            }
        }
        return b.create();
    }
}
