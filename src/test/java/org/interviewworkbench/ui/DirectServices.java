package org.interviewworkbench.ui;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/** Toolkit-free {@link UiServices} for ViewModel unit tests: everything runs synchronously on the caller. */
public final class DirectServices {

    private DirectServices() {
    }

    /** Dialogs that record what they were asked to show. */
    public static final class RecordingDialogs implements DialogService {
        public final List<String> errors = new ArrayList<>();
        public final List<String> infos = new ArrayList<>();
        public boolean answer = true;
        /** What {@link #ask} answers, in order (empty: cancelled). */
        public final java.util.Deque<String> typed = new java.util.ArrayDeque<>();
        public final List<String> asked = new ArrayList<>();
        /** What {@link #chooseSaveFile} answers (null: cancelled). */
        public volatile java.nio.file.Path saveAs;

        @Override
        public java.util.Optional<java.nio.file.Path> chooseSaveFile(String title, String initialName,
                                                                     String description, String pattern) {
            asked.add(title + ": " + initialName);
            return java.util.Optional.ofNullable(saveAs);
        }

        @Override
        public java.util.Optional<String> ask(String title, String prompt, String initial) {
            asked.add(title + ": " + prompt);
            return java.util.Optional.ofNullable(typed.poll());
        }

        @Override
        public void showError(String title, String message, Throwable cause) {
            errors.add(title + ": " + message);
        }

        @Override
        public void showInfo(String title, String message) {
            infos.add(title + ": " + message);
        }

        @Override
        public boolean confirm(String title, String message) {
            return answer;
        }
    }

    /** Synchronous "latest wins": runs immediately. */
    public static final class DirectLatestWins<T> implements LatestWins<T> {
        private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);

        @Override
        public void submit(Callable<T> work, Consumer<T> onResult, Consumer<Throwable> onFailure) {
            T value;
            try {
                value = work.call();
            } catch (Exception e) {
                onFailure.accept(e);
                return;
            }
            onResult.accept(value);
        }

        @Override
        public void cancel() {
        }

        @Override
        public ReadOnlyBooleanProperty runningProperty() {
            return running.getReadOnlyProperty();
        }
    }

    public static UiServices of(WorkbenchBridge bridge, DialogService dialogs) {
        return new UiServices(bridge, Runnable::run, Runnable::run, Runnable::run, new LatestWins.Factory() {
            @Override
            public <T> LatestWins<T> create(String name, Duration debounce) {
                return new DirectLatestWins<>();
            }
        }, dialogs);
    }
}
