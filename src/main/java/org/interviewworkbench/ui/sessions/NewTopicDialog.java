package org.interviewworkbench.ui.sessions;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.StringBinding;
import javafx.collections.ObservableList;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Window;
import org.interviewworkbench.engine.config.PlainLabels;

/**
 * File > New topic: the form that replaces a hand-written concept file. The methodology the topic is for, its name,
 * what the interviews should find out, and (optional, for concept testing) the stimulus elements, one per line. OK
 * stays disabled, with the reason under the form, until the topic can be written.
 */
public final class NewTopicDialog extends Dialog<NewTopic> {

    public NewTopicDialog(ObservableList<String> methodologies, String preferred, Window owner) {
        initOwner(owner);
        setTitle("New topic");
        setHeaderText("A topic for interviews: what they are about and what they should find out");
        setResizable(true);
        ComboBox<String> methodology = new ComboBox<>(methodologies);
        methodology.setId("topic-methodology");
        methodology.setMaxWidth(Double.MAX_VALUE);
        methodology.setValue(preferred);
        methodology.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(String id) {
                return id == null ? "" : PlainLabels.readable(id);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        TextField name = new TextField();
        name.setId("topic-name");
        name.setPromptText("e.g. Oat milk as a dairy alternative");
        TextArea objective = new TextArea();
        objective.setId("topic-objective");
        objective.setPromptText("What the interviews should find out");
        objective.setPrefRowCount(3);
        objective.setWrapText(true);
        TextArea elements = new TextArea();
        elements.setId("topic-elements");
        elements.setPromptText("Optional: the parts of the concept card the interview must cover, one per line "
                + "(e.g. \u201conly 3 g of sugar\u201d)");
        elements.setPrefRowCount(4);
        Label problem = new Label();
        problem.setId("new-topic-problem");
        problem.getStyleClass().add("error-text");
        problem.setWrapText(true);
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, new Label("Methodology"), methodology);
        grid.addRow(1, new Label("Topic"), name);
        grid.addRow(2, new Label("Objective"), objective);
        grid.addRow(3, new Label("Stimulus elements"), elements);
        grid.add(problem, 0, 4, 2, 1);
        ColumnConstraints labels = new ColumnConstraints();
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints(280, 380, Double.MAX_VALUE);
        fields.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().setAll(labels, fields);
        getDialogPane().setContent(grid);
        getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        java.util.function.Supplier<NewTopic> topic = () -> new NewTopic(methodology.getValue(), name.getText(),
                objective.getText(), NewTopic.lines(elements.getText()));
        StringBinding why = Bindings.createStringBinding(() -> {
            String p = topic.get().problem();
            return p == null ? "" : p;
        }, methodology.valueProperty(), name.textProperty(), objective.textProperty());
        problem.textProperty().bind(why);
        getDialogPane().lookupButton(ButtonType.OK).disableProperty().bind(why.isNotEmpty());
        setResultConverter(b -> b == ButtonType.OK ? topic.get() : null);
    }
}
