package org.interviewworkbench.ui;

import java.util.function.BiConsumer;
import javafx.beans.value.ObservableValue;

/**
 * A change listener that tells values apart by identity. JavaFX's {@code ChangeListener} compares the old and the new
 * value with {@code equals} before it calls the listener; for the session's snapshot and turn results, which are
 * records holding whole graphs, that deep comparison walked most of the session on the FX thread after every turn
 * (and grew with the graph). A new snapshot or turn is always a new object, so identity is the change that matters.
 */
public final class IdentityChange<T> {

    private T last;

    private IdentityChange(T first) {
        this.last = first;
    }

    /**
     * Calls {@code action(previous, current)} whenever {@code value} is set to another object (by identity). The value
     * is read on every invalidation, so the listener sees every change, like a change listener.
     */
    public static <T> void listen(ObservableValue<T> value, BiConsumer<T, T> action) {
        IdentityChange<T> state = new IdentityChange<>(value.getValue());
        value.addListener(o -> {
            T now = value.getValue();
            T before = state.last;
            if (now != before) {
                state.last = now;
                action.accept(before, now);
            }
        });
    }
}
