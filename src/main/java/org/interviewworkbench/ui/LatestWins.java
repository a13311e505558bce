package org.interviewworkbench.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;

/**
 * "The latest request wins" background work (validation as you type, re-rank previews): a new {@link #submit}
 * supersedes the previous one, whose result is dropped. Callbacks run on the UI thread.
 *
 * @param <T> result type
 */
public interface LatestWins<T> {

    /** Starts {@code work} (after the debounce delay), cancelling any earlier request. Call on the UI thread. */
    void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure);

    /** Drops the pending request, if any. */
    void cancel();

    /** True while a request is pending or running. */
    ReadOnlyBooleanProperty runningProperty();

    /** Creates {@link LatestWins} instances; injected so tests can run them synchronously. */
    interface Factory {
        <T> LatestWins<T> create(String name, java.time.Duration debounce);
    }
}
