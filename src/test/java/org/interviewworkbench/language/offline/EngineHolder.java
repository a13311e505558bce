package org.interviewworkbench.language.offline;

import org.interviewworkbench.language.embedding.MiniLmEmbeddings;

/** One real engine shared by the test classes of a JVM (models load once). */
final class EngineHolder {

    static final MiniLmEmbeddings EMBEDDINGS = new MiniLmEmbeddings();
    static final OpenNlpPipeline NLP = new OpenNlpPipeline();
    static final OfflineLanguageEngine ENGINE = new OfflineLanguageEngine(EMBEDDINGS, NLP);

    private EngineHolder() {
    }
}
