package org.interviewworkbench.language.embedding;

import dev.langchain4j.data.embedding.Embedding;
import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.model.embedding.EmbeddingModel;
import dev.langchain4j.model.embedding.onnx.allminilml6v2q.AllMiniLmL6V2QuantizedEmbeddingModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.interviewworkbench.engine.port.EmbeddingPort;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sentence embeddings from the in-process, quantized all-MiniLM-L6-v2 model (ONNX, bundled in the LangChain4j
 * jar; no network, no download).
 *
 * <p>Vectors are 384-dimensional and L2-normalised. The model is loaded lazily, once, on the first call (about
 * 0.4-0.8 s on two cores); {@link #loadMillis()} reports how long that took. Results are cached in a bounded
 * LRU cache keyed by the exact text, so a text is never embedded twice while it stays in the cache.
 * {@link #embedAll(List)} embeds all cache misses of a batch in a single model call.
 *
 * <p>Thread-safe. Deterministic: the same text always yields the same vector. The model runs on the calling
 * thread (no executor is created), so no threads are left behind.
 */
public final class MiniLmEmbeddings implements EmbeddingPort {

    /** Default number of cached vectors (about 1.6 KB each). */
    public static final int DEFAULT_CACHE_SIZE = 10_000;

    /** Dimension of all-MiniLM-L6-v2 vectors. */
    public static final int DIMENSION = 384;

    private static final Logger LOG = LoggerFactory.getLogger(MiniLmEmbeddings.class);

    private final int cacheSize;
    private final Map<String, float[]> cache;
    private final Object modelLock = new Object();
    private volatile EmbeddingModel model;
    private volatile long loadMillis = -1;

    /** Embeddings with the {@linkplain #DEFAULT_CACHE_SIZE default cache size}. */
    public MiniLmEmbeddings() {
        this(DEFAULT_CACHE_SIZE);
    }

    /**
     * Embeddings with a bounded cache.
     *
     * @param cacheSize maximum number of cached vectors, at least 1
     * @throws IllegalArgumentException when {@code cacheSize < 1}
     */
    public MiniLmEmbeddings(int cacheSize) {
        if (cacheSize < 1) {
            throw new IllegalArgumentException("cacheSize must be >= 1: " + cacheSize);
        }
        this.cacheSize = cacheSize;
        this.cache = new LinkedHashMap<>(256, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, float[]> eldest) {
                return size() > MiniLmEmbeddings.this.cacheSize;
            }
        };
    }

    /** Loads the model now (otherwise it loads on first use). Returns the load time in milliseconds. */
    public long preload() {
        model();
        return loadMillis;
    }

    /** How long loading the model took in milliseconds, or {@code -1} when it is not loaded yet. */
    public long loadMillis() {
        return loadMillis;
    }

    /** Whether the model has been loaded. */
    public boolean isLoaded() {
        return model != null;
    }

    /** Number of vectors currently cached. */
    public int cachedCount() {
        synchronized (cache) {
            return cache.size();
        }
    }

    @Override
    public float[] embed(String text) {
        Objects.requireNonNull(text, "text");
        float[] cached = lookup(text);
        if (cached != null) {
            return cached.clone();
        }
        float[] vector = normalise(model().embed(safe(text)).content().vector());
        store(text, vector);
        return vector.clone();
    }

    @Override
    public List<float[]> embedAll(List<String> texts) {
        Objects.requireNonNull(texts, "texts");
        float[][] out = new float[texts.size()][];
        Map<String, List<Integer>> misses = new LinkedHashMap<>();
        for (int i = 0; i < texts.size(); i++) {
            String text = Objects.requireNonNull(texts.get(i), "texts contains null");
            float[] cached = lookup(text);
            if (cached != null) {
                out[i] = cached.clone();
            } else {
                misses.computeIfAbsent(text, k -> new ArrayList<>()).add(i);
            }
        }
        if (!misses.isEmpty()) {
            List<TextSegment> segments = new ArrayList<>(misses.size());
            for (String text : misses.keySet()) {
                segments.add(TextSegment.from(safe(text)));
            }
            List<Embedding> embeddings = model().embedAll(segments).content();
            int k = 0;
            for (Map.Entry<String, List<Integer>> miss : misses.entrySet()) {
                float[] vector = normalise(embeddings.get(k++).vector());
                store(miss.getKey(), vector);
                for (int index : miss.getValue()) {
                    out[index] = vector.clone();
                }
            }
        }
        return List.of(out);
    }

    private EmbeddingModel model() {
        EmbeddingModel m = model;
        if (m == null) {
            synchronized (modelLock) {
                m = model;
                if (m == null) {
                    long start = System.nanoTime();
                    // Runnable::run: batches run on the calling thread; no executor threads to own or stop
                    m = new AllMiniLmL6V2QuantizedEmbeddingModel(Runnable::run);
                    m.embed("warm up");
                    loadMillis = (System.nanoTime() - start) / 1_000_000;
                    LOG.info("MiniLM (quantized) loaded in {} ms", loadMillis);
                    model = m;
                }
            }
        }
        return m;
    }

    private float[] lookup(String text) {
        synchronized (cache) {
            return cache.get(text);
        }
    }

    private void store(String text, float[] vector) {
        synchronized (cache) {
            cache.put(text, vector);
        }
    }

    /** The model rejects blank text; a blank text is embedded as a single space-free placeholder. */
    private static String safe(String text) {
        return text.isBlank() ? "." : text;
    }

    private static float[] normalise(float[] v) {
        double sum = 0;
        for (float f : v) {
            sum += (double) f * f;
        }
        double norm = Math.sqrt(sum);
        float[] out = new float[v.length];
        if (norm == 0) {
            return out;
        }
        for (int i = 0; i < v.length; i++) {
            out[i] = (float) (v[i] / norm);
        }
        return out;
    }
}
