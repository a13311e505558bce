package org.interviewworkbench.language.privacy;

/** The kinds of personal data replaced by placeholders, with their placeholder tag ({@code [EMAIL_1]}). */
public enum PiiKind {
    EMAIL, URL, PHONE, ID, DATE_OF_BIRTH, ADDRESS, ORG, PERSON;

    /** The placeholder for the n-th value of this kind in a session. */
    String placeholder(int n) {
        return "[" + name() + "_" + n + "]";
    }
}
