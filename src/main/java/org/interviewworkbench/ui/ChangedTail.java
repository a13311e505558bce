package org.interviewworkbench.ui;

import java.util.List;

/**
 * Updating a shown list by its changed tail: a new turn replaces the last entry and appends one, so replacing only
 * what follows the common prefix makes a list view or a strip re-render two rows instead of all of them.
 */
public final class ChangedTail {

    private ChangedTail() {
    }

    /** How many leading elements {@code shown} and {@code next} share (by {@code equals}). */
    public static int commonPrefix(List<?> shown, List<?> next) {
        int common = 0;
        int limit = Math.min(shown.size(), next.size());
        while (common < limit && shown.get(common).equals(next.get(common))) {
            common++;
        }
        return common;
    }

    /** Makes {@code target} equal to {@code next}, replacing only the elements after their common prefix. */
    public static <T> void replace(List<T> target, List<T> next) {
        int common = commonPrefix(target, next);
        if (common == target.size() && common == next.size()) {
            return;
        }
        if (common < target.size()) {
            target.subList(common, target.size()).clear();
        }
        if (common < next.size()) {
            target.addAll(next.subList(common, next.size()));
        }
    }
}
