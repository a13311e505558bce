package org.interviewworkbench.app;

import org.interviewworkbench.engine.port.EmbeddingPort;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.Lemmatizer;
import org.interviewworkbench.language.embedding.MiniLmEmbeddings;
import org.interviewworkbench.language.offline.OfflineLanguageEngine;
import org.interviewworkbench.language.offline.OpenNlpLemmatizer;

/**
 * The embedded offline language components, created once on first use and shared (their caches too): MiniLM
 * embeddings, the OpenNLP pipeline and the offline language engine. Owned by the composition root.
 */
public final class OfflineComponents {

    private MiniLmEmbeddings embeddings;
    private OfflineLanguageEngine engine;
    private OpenNlpLemmatizer lemmatizer;

    public synchronized EmbeddingPort embeddings() {
        if (embeddings == null) {
            embeddings = new MiniLmEmbeddings();
        }
        return embeddings;
    }

    public synchronized LanguageEngine languageEngine() {
        if (engine == null) {
            engine = new OfflineLanguageEngine(embeddings());
        }
        return engine;
    }

    public synchronized Lemmatizer lemmatizer() {
        if (lemmatizer == null) {
            lemmatizer = new OpenNlpLemmatizer(((OfflineLanguageEngine) languageEngine()).nlp());
        }
        return lemmatizer;
    }
}
