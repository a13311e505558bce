package org.interviewworkbench.export.study;

/** RFC 4180 field quoting. */
final class Csv {

    private Csv() {
    }

    static String field(String s) {
        if (s == null) {
            return "";
        }
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0
                || (!s.isEmpty() && (Character.isWhitespace(s.charAt(0))
                || Character.isWhitespace(s.charAt(s.length() - 1))))) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }
}
