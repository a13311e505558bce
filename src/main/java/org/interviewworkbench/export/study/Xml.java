package org.interviewworkbench.export.study;

import java.nio.charset.StandardCharsets;
import java.util.UUID;

/** XML escaping and the stable GUIDs REFI-QDA needs on every object. */
final class Xml {

    private Xml() {
    }

    static String esc(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\n' -> sb.append("&#10;");
                case '\r' -> sb.append("&#13;");
                case '\t' -> sb.append("&#9;");
                default -> {
                    if (c < 0x20) {
                        continue; // not allowed in XML 1.0
                    }
                    sb.append(c);
                }
            }
        }
        return sb.toString();
    }

    /** Text content escaping (line ends kept as they are). */
    static String text(String s) {
        return esc(s).replace("&#10;", "\n").replace("&#9;", "\t");
    }

    /** A GUID derived from a stable key, so the same study exports the same GUIDs every time. */
    static String guid(String key) {
        return UUID.nameUUIDFromBytes(("interview-workbench:" + key).getBytes(StandardCharsets.UTF_8)).toString();
    }
}
