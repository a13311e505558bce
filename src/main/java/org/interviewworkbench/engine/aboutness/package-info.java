/**
 * What the respondent's last answer is <em>about</em>: which stretches of the answer carry its point and which are
 * asides, background, the respondent describing who they are, or a joke they took back. The focus chooser reads it
 * through the node signal {@code graph.node.answer_role} so that a question follows the answer's point rather than a
 * stray noun from it (issue 12). Plain English rules over the answer text; no language model, no NLP library.
 */
package org.interviewworkbench.engine.aboutness;
