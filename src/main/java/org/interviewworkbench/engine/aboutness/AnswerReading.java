package org.interviewworkbench.engine.aboutness;

import java.util.ArrayList;
import java.util.List;

/**
 * One answer read for what it is about: its text and the stretches that are not plain main line, each with its
 * {@link AnswerRole}. Built by {@link #of(String)} from the sentence rules ({@link IdentityClause},
 * {@link Retraction}, {@link PointMarkers}) and the in-sentence rules ({@link AsideSpans},
 * {@link BackgroundClauses}).
 *
 * <p>Precedence where stretches overlap: a retracted sentence and an identity clause win over everything; then an
 * aside; then a background clause; then the sentence's own role (point or plain). Text outside every stretch is
 * {@link AnswerRole#PLAIN}.
 *
 * @param text  the answer
 * @param spans the marked stretches, strongest first (the first stretch holding an offset decides its role)
 */
public record AnswerReading(String text, List<AnswerSpan> spans) {

    public AnswerReading {
        text = text == null ? "" : text;
        spans = List.copyOf(spans);
    }

    /** The reading of {@code answer}. Cost: linear in the answer's length times the (fixed) number of rules. */
    public static AnswerReading of(String answer) {
        List<Sentence> sentences = AnswerSentences.of(answer);
        List<AnswerSpan> strongest = new ArrayList<>();
        List<AnswerSpan> asides = new ArrayList<>();
        List<AnswerSpan> background = new ArrayList<>();
        List<AnswerSpan> sentenceRoles = new ArrayList<>();
        for (int i = 0; i < sentences.size(); i++) {
            Sentence s = sentences.get(i);
            if (Retraction.retracted(sentences, i)) {
                strongest.add(new AnswerSpan(s.start(), s.end(), AnswerRole.RETRACTED));
                continue;
            }
            IdentityClause.in(s).ifPresent(strongest::add);
            asides.addAll(AsideSpans.in(s));
            background.addAll(BackgroundClauses.in(s));
            if (PointMarkers.isPoint(sentences, i)) {
                sentenceRoles.add(new AnswerSpan(s.start(), s.end(), AnswerRole.POINT));
            }
        }
        List<AnswerSpan> all = new ArrayList<>(strongest);
        all.addAll(asides);
        all.addAll(background);
        all.addAll(sentenceRoles);
        return new AnswerReading(answer, all);
    }

    /** The role of the character at {@code offset}; {@link AnswerRole#PLAIN} outside every stretch or the text. */
    public AnswerRole roleAt(int offset) {
        for (AnswerSpan s : spans) {
            if (s.contains(offset)) {
                return s.role();
            }
        }
        return AnswerRole.PLAIN;
    }

    /**
     * The most central role in which this answer mentions a concept, or {@code null} when none of its quotes or
     * label words can be found in the answer ({@link ConceptLocator}).
     */
    public AnswerRole roleOf(String label, List<String> quotes) {
        AnswerRole best = null;
        for (int offset : ConceptLocator.offsets(text, label, quotes)) {
            best = AnswerRole.moreCentral(best, roleAt(offset));
        }
        return best;
    }
}
