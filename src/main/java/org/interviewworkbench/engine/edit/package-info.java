/**
 * The researcher's corrections of a session's surface graph (design.md "Researcher edits", issue 13): one record
 * per edit command, applied as pure functions by {@link org.interviewworkbench.engine.edit.GraphEditor} over a
 * copy of the session's graph and tracker, so the same edit works from the command line, the workbench and tests.
 */
package org.interviewworkbench.engine.edit;
