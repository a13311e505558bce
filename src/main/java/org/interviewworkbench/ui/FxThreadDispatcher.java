package org.interviewworkbench.ui;

import javafx.application.Platform;

/** {@link FxDispatcher} on the JavaFX application thread: runs inline when already there. */
public final class FxThreadDispatcher implements FxDispatcher {

    @Override
    public void dispatch(Runnable action) {
        if (Platform.isFxApplicationThread()) {
            action.run();
        } else {
            Platform.runLater(action);
        }
    }
}
