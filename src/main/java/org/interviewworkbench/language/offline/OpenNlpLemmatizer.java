package org.interviewworkbench.language.offline;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.interviewworkbench.engine.port.Lemmatizer;

/** Lemmas from the OpenNLP pipeline (lowercased, punctuation dropped) for token-Jaccard deduplication. */
public final class OpenNlpLemmatizer implements Lemmatizer {

    private final OpenNlpPipeline nlp;

    public OpenNlpLemmatizer(OpenNlpPipeline nlp) {
        this.nlp = nlp;
    }

    @Override
    public List<String> lemmas(String text) {
        List<String> out = new ArrayList<>();
        for (OpenNlpPipeline.Sentence s : nlp.process(text)) {
            for (OpenNlpPipeline.Token t : s.tokens()) {
                if (t.is("PUNCT")) {
                    continue;
                }
                String lemma = t.lemma() == null || t.lemma().isBlank() || "O".equals(t.lemma()) ? t.text() : t.lemma();
                out.add(lemma.toLowerCase(Locale.ROOT));
            }
        }
        return out;
    }
}
