package org.interviewworkbench.methodology;

import java.text.Normalizer;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Writes a concept file (the shape {@link ConceptLoader} reads: {@code id}, {@code name}, {@code methodology},
 * {@code objective}, optional {@code elements}) from what a researcher typed into the "New topic" form. Every text is
 * written as a double-quoted YAML scalar, so quotes, colons and {@code #} in a topic survive the round trip.
 */
public final class ConceptWriter {

    /** Longest id made from a name (the file name is the id plus {@code .yaml}). */
    public static final int MAX_ID_LENGTH = 48;

    private ConceptWriter() {
    }

    /**
     * The id (file stem) for a topic name: lower-case ASCII letters, digits and underscores
     * ("Oat milk: the café test" -> {@code oat_milk_the_cafe_test}), {@code topic} when nothing is left, with
     * {@code _2}, {@code _3}... appended while the id is {@code taken}.
     */
    public static String idFor(String name, Set<String> taken) {
        String base = slug(name);
        if (base.isEmpty()) {
            base = "topic";
        }
        String id = base;
        for (int n = 2; taken.contains(id); n++) {
            id = base + "_" + n;
        }
        return id;
    }

    /**
     * The YAML text of a concept file.
     *
     * @param elements the stimulus elements' labels, in order (blank lines ignored); each gets an id made from its
     *                 label, unique within the file
     */
    public static String yaml(String id, String name, String methodologyId, String objective, List<String> elements) {
        StringBuilder out = new StringBuilder();
        out.append("# Written by the workbench (File > New topic).\n");
        out.append("id: ").append(id).append('\n');
        out.append("name: ").append(quoted(name)).append('\n');
        out.append("methodology: ").append(methodologyId).append('\n');
        if (objective != null && !objective.isBlank()) {
            out.append("objective: ").append(quoted(objective.strip())).append('\n');
        }
        List<String> labels = elements == null ? List.of()
                : elements.stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
        if (!labels.isEmpty()) {
            out.append("elements:\n");
            Set<String> ids = new HashSet<>();
            for (String label : labels) {
                String elementId = idFor(label, ids);
                ids.add(elementId);
                out.append("  - id: ").append(elementId).append('\n');
                out.append("    label: ").append(quoted(label)).append('\n');
            }
        }
        return out.toString();
    }

    /** A YAML double-quoted scalar. */
    static String quoted(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : text.strip().toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> { }
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\x%02x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private static String slug(String text) {
        if (text == null) {
            return "";
        }
        String ascii = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}", "");
        String s = ascii.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
        if (s.length() > MAX_ID_LENGTH) {
            s = s.substring(0, MAX_ID_LENGTH).replaceAll("_+$", "");
        }
        return s;
    }
}
