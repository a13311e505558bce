package org.interviewworkbench.ui.edit;

import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * "Code as...": the answer of a turn with the passage the researcher selected, and the concept to attach it to as a
 * quote ({@link GraphEditViewModel#attachQuote}, an undoable edit on record). OK is enabled once a passage is
 * selected and a concept chosen.
 */
public final class CodeAsDialog {

    private final Dialog<ButtonType> dialog = new Dialog<>();
    private final TextArea answer = new TextArea();
    private final ComboBox<ConceptRow> concept = new ComboBox<>();

    /**
     * @param selected the passage already selected in the transcript ("" for none: select it here)
     */
    public CodeAsDialog(GraphEditViewModel edits, int turn, String answerText, String selected) {
        dialog.setTitle("Code as...");
        dialog.setHeaderText("Select the passage of answer " + turn + " and the concept it is a quote of");
        answer.setId("code-as-answer");
        answer.setText(answerText);
        answer.setEditable(false);
        answer.setWrapText(true);
        answer.setPrefRowCount(6);
        if (selected != null && !selected.isBlank()) {
            int at = answerText.indexOf(selected);
            if (at >= 0) {
                answer.selectRange(at, at + selected.length());
            }
        }
        concept.setId("code-as-concept");
        concept.getItems().setAll(edits.concepts());
        concept.setCellFactory(l -> new RowCell());
        concept.setButtonCell(new RowCell());
        concept.setMaxWidth(Double.MAX_VALUE);
        Label conceptLabel = new Label("Concept");
        conceptLabel.setLabelFor(concept);
        dialog.getDialogPane().setContent(new VBox(8, answer, conceptLabel, concept));
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(
                answer.selectedTextProperty().isEmpty().or(concept.valueProperty().isNull()));
        dialog.setResultConverter(b -> b);
        dialog.setOnHidden(e -> {
            if (dialog.getResult() == ButtonType.OK) {
                edits.attachQuote(concept.getValue(), answer.getSelectedText(), turn);
            }
        });
    }

    /** Shows the dialog (not blocking); the edit runs when OK is pressed. */
    public void show(Window owner) {
        if (owner != null && dialog.getOwner() == null) {
            dialog.initOwner(owner);
        }
        dialog.show();
    }

    public Dialog<ButtonType> dialog() {
        return dialog;
    }

    private static final class RowCell extends ListCell<ConceptRow> {
        @Override
        protected void updateItem(ConceptRow row, boolean empty) {
            super.updateItem(row, empty);
            setText(empty || row == null ? null : row.label() + "  (" + row.type().replace('_', ' ') + ")");
        }
    }
}
