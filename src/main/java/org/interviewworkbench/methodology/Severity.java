package org.interviewworkbench.methodology;

/** How bad a {@link Problem} is: errors make a file invalid, warnings only inform. */
public enum Severity {
    ERROR, WARNING
}
