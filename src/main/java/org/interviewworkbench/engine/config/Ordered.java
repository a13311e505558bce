package org.interviewworkbench.engine.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Immutable copies that keep insertion order (order decides ties everywhere in the engine). */
public final class Ordered {

    private Ordered() {
    }

    /** An unmodifiable copy of {@code map} that keeps its iteration order; {@code null} becomes empty. */
    public static <K, V> Map<K, V> copyOf(Map<K, V> map) {
        if (map == null || map.isEmpty()) {
            return Map.of();
        }
        return Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /** An unmodifiable copy of {@code list}; {@code null} becomes empty. */
    public static <T> List<T> copyOf(List<T> list) {
        if (list == null || list.isEmpty()) {
            return List.of();
        }
        return Collections.unmodifiableList(new ArrayList<>(list));
    }
}
