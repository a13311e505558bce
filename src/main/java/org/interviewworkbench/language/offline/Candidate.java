package org.interviewworkbench.language.offline;

import java.util.Map;
import org.interviewworkbench.language.offline.DiscourseAnalyzer.Clause;
import org.interviewworkbench.language.offline.TypeClassifier.Cue;

/**
 * A concept candidate before typing: its label, the clause it was found in, its grammatical form ("noun", "verb",
 * "adj", "feel", "value"), the lexical cues for {@link TypeClassifier} and the quote it stands for.
 */
record Candidate(String label, Clause clause, String form, Map<Cue, Integer> cues, String quote) {
}
