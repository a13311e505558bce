package org.interviewworkbench.ui;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * Brings a shown list of rows in line with the next one by the rows' keys (a concept's or relationship's id): rows
 * whose key is gone are removed, new keys are inserted where they stand, rows with the same key are replaced only
 * when they differ, consecutive removals and insertions go as one change. A turn that adds four concepts to a
 * 300-row table then makes one insertion instead of a whole new list, and a rename replaces the few rows that show
 * the label, so a table (and its sorted view) updates those rows only.
 *
 * <p>When a key moved (the order of the rows changed), the rest of the list from there on is replaced.
 */
public final class KeyedRows {

    private KeyedRows() {
    }

    /**
     * Makes {@code target} equal to {@code next} (same rows, same order) with few, small changes.
     *
     * @param key a row's identity; unique within each list
     * @return whether {@code target} changed
     */
    public static <T> boolean update(List<T> target, List<T> next, Function<? super T, ?> key) {
        Set<Object> nextKeys = new HashSet<>();
        for (T row : next) {
            nextKeys.add(key.apply(row));
        }
        Set<Object> shownKeys = new HashSet<>();
        for (T row : target) {
            shownKeys.add(key.apply(row));
        }
        boolean changed = false;
        int i = 0;
        int j = 0;
        while (j < next.size()) {
            int gone = i;
            while (gone < target.size() && !nextKeys.contains(key.apply(target.get(gone)))) {
                gone++;
            }
            if (gone > i) {
                target.subList(i, gone).clear();
                changed = true;
                continue;
            }
            if (i < target.size() && Objects.equals(key.apply(target.get(i)), key.apply(next.get(j)))) {
                if (!target.get(i).equals(next.get(j))) {
                    target.set(i, next.get(j));
                    changed = true;
                }
                i++;
                j++;
                continue;
            }
            int added = j;
            while (added < next.size() && !shownKeys.contains(key.apply(next.get(added)))) {
                added++;
            }
            if (added > j) {
                target.addAll(i, next.subList(j, added));
                i += added - j;
                j = added;
                changed = true;
                continue;
            }
            // a row moved: replace the rest
            target.subList(i, target.size()).clear();
            target.addAll(next.subList(j, next.size()));
            return true;
        }
        if (i < target.size()) {
            target.subList(i, target.size()).clear();
            changed = true;
        }
        return changed;
    }
}
