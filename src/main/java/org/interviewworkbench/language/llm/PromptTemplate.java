package org.interviewworkbench.language.llm;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A prompt resource ({@code /prompts/<name>.md}) with a {@code === system ===} part and a {@code === user ===} part
 * and {@code {{placeholders}}}. Rendering is one pass: text inserted for a placeholder is never scanned again, so
 * braces inside an answer stay literal. A placeholder without a value is an error.
 */
final class PromptTemplate {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([a-z_]+)\\s*}}");
    private static final String SYSTEM_MARK = "=== system ===";
    private static final String USER_MARK = "=== user ===";

    /** A rendered prompt. */
    record Rendered(String system, String user) {
    }

    private final String name;
    private final String system;
    private final String user;

    private PromptTemplate(String name, String system, String user) {
        this.name = name;
        this.system = system;
        this.user = user;
    }

    /** Loads {@code /prompts/<name>.md} from the class path. */
    static PromptTemplate load(String name) {
        String resource = "/prompts/" + name + ".md";
        try (InputStream in = PromptTemplate.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("missing prompt resource " + resource);
            }
            return parse(name, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read prompt resource " + resource, e);
        }
    }

    static PromptTemplate parse(String name, String text) {
        String normalized = text.replace("\r\n", "\n");
        int s = normalized.indexOf(SYSTEM_MARK);
        int u = normalized.indexOf(USER_MARK);
        if (s < 0 || u < s) {
            throw new IllegalStateException("prompt " + name + " needs '" + SYSTEM_MARK + "' then '" + USER_MARK + "'");
        }
        return new PromptTemplate(name, normalized.substring(s + SYSTEM_MARK.length(), u).strip(),
                normalized.substring(u + USER_MARK.length()).strip());
    }

    Rendered render(Map<String, String> values) {
        return new Rendered(fill(system, values), fill(user, values));
    }

    private String fill(String template, Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalStateException("prompt " + name + ": no value for {{" + m.group(1) + "}}");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }
}
