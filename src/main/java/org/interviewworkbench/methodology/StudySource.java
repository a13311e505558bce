package org.interviewworkbench.methodology;

/**
 * The text of a located study file.
 *
 * @param id     the file stem (methodology / concept / persona id)
 * @param name   the name used in problem lines: the path as found, or {@code classpath:<resource>}
 * @param text   the YAML text
 * @param origin {@code file} or {@code classpath}
 */
public record StudySource(String id, String name, String text, String origin) {
}
