package org.interviewworkbench.ui;

import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@link DialogService} with JavaFX alerts; logs the details of errors once, here, where they are handled. */
public final class FxDialogService implements DialogService {

    private static final Logger LOG = LoggerFactory.getLogger(FxDialogService.class);
    private final Window owner;

    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public void showError(String title, String message, Throwable cause) {
        LOG.error("{}: {}", title, message, cause);
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.getDialogPane().getStyleClass().add("friendly-error");
        alert.show();
    }

    @Override
    public void showInfo(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, message, ButtonType.OK);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        alert.show();
    }

    @Override
    public boolean confirm(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, ButtonType.YES, ButtonType.NO);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(title);
        return alert.showAndWait().filter(ButtonType.YES::equals).isPresent();
    }

    @Override
    public java.util.Optional<String> ask(String title, String prompt, String initial) {
        javafx.scene.control.TextInputDialog dialog = new javafx.scene.control.TextInputDialog(initial);
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(title);
        dialog.setContentText(prompt);
        dialog.getEditor().setPrefColumnCount(32);
        return dialog.showAndWait().map(String::strip).filter(s -> !s.isEmpty());
    }

    @Override
    public java.util.Optional<java.nio.file.Path> chooseSaveFile(String title, String initialName,
                                                                 String description, String pattern) {
        javafx.stage.FileChooser chooser = new javafx.stage.FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new javafx.stage.FileChooser.ExtensionFilter(description, pattern));
        chooser.setInitialFileName(initialName);
        java.io.File file = chooser.showSaveDialog(owner);
        return java.util.Optional.ofNullable(file).map(java.io.File::toPath);
    }
}
