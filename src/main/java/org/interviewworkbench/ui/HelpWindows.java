package org.interviewworkbench.ui;

import java.util.List;
import java.util.Locale;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.transformation.FilteredList;
import javafx.geometry.Insets;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help windows: the getting-started guide, the glossary of every term the workbench shows, and the first-run guide
 * that offers the demo interview. Non-modal windows (the interview stays usable beside them); each builds its content
 * from a method tests can call without opening a window.
 */
public final class HelpWindows {

    /** The short guide (Help > Getting started). */
    public static final String GETTING_STARTED = String.join("\n",
            "1. Start a session: File > New session (Ctrl+N). Choose the methodology first; only the topics written "
                    + "for it are offered. Add the participant's id, the date, who moderates, notes and what the "
                    + "participant consented to.",
            "2. Interview: read the suggested question (you may reword it, or pick another approach), type or paste "
                    + "the answer and press Ctrl+Enter. The workbench listens for concepts and how they relate, and "
                    + "suggests the next question.",
            "3. Watch the interview grow: the Surface graph shows what the participant said and how it connects; "
                    + "the Heatmap shows which concepts are exhausted (red) or still yield new material (green).",
            "4. Go back in time with the turn scrubber under the tabs (Ctrl+Left / Ctrl+Right): every panel shows the "
                    + "interview as it was at that turn.",
            "5. Correct the graph beside it (rename, merge, delete concepts); Ctrl+Z undoes.",
            "6. Export the session (File > Export) or add it to a study (Study tab) to compare interviews.",
            "Methodology lab: the Strategy ranking explains why the interviewer chose its question, the Simulation "
                    + "runs synthetic interviews, and the Methodology editor changes how questions are chosen (its "
                    + "Weights tab is a form of the weights that shows how the edited weights would rank the current "
                    + "turn).",
            "Every term is explained in Help > Glossary; hover a column name or a badge for its meaning.");

    private HelpWindows() {
    }

    /** The glossary content: a filter box over a table of every term (plain name, kind, meaning, id). */
    public static Parent glossaryContent(List<Terms.Entry> entries) {
        FilteredList<Terms.Entry> shown = new FilteredList<>(FXCollections.observableArrayList(entries));
        TextField filter = new TextField();
        filter.setId("glossary-filter");
        filter.setPromptText("Find a term");
        filter.textProperty().addListener((o, a, text) -> {
            String q = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
            shown.setPredicate(e -> q.isEmpty() || (e.label() + " " + e.meaning() + " " + e.id() + " " + e.kind())
                    .toLowerCase(Locale.ROOT).contains(q));
        });
        TableView<Terms.Entry> table = new TableView<>(shown);
        table.setId("glossary-table");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getStyleClass().add("glossary");
        table.getColumns().add(column("Term", Terms.Entry::label, 190));
        table.getColumns().add(column("Kind", Terms.Entry::kind, 120));
        TableColumn<Terms.Entry, String> meaning = column("Meaning", Terms.Entry::meaning, 430);
        meaning.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.wrappingWidthProperty().bind(c.widthProperty().subtract(12));
                text.getStyleClass().add("glossary-text");
                setPrefHeight(USE_COMPUTED_SIZE);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                text.setText(empty || item == null ? "" : item);
                setGraphic(empty ? null : text);
            }
        });
        table.getColumns().add(meaning);
        table.getColumns().add(column("Id", Terms.Entry::id, 190));
        table.setStyle("-fx-fixed-cell-size: -1;");
        VBox box = new VBox(8, filter, table);
        VBox.setVgrow(table, Priority.ALWAYS);
        box.setPadding(new Insets(10));
        return box;
    }

    /** The getting-started content. */
    public static Parent gettingStartedContent() {
        Label text = new Label(GETTING_STARTED.replace("\n", "\n\n"));
        text.setId("getting-started-text");
        text.setWrapText(true);
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(text);
        scroll.setFitToWidth(true);
        scroll.setPadding(new Insets(12));
        return scroll;
    }

    /**
     * The first-run guide: what the workbench is for, and a button that starts the demo interview (oat milk
     * laddering, offline: nothing leaves the laptop).
     */
    public static Parent firstRunContent(Runnable startDemo, Runnable close) {
        Label title = new Label("Welcome to Interview Workbench");
        title.getStyleClass().add("sidebar-title");
        Label body = new Label("The workbench helps you run a qualitative interview: it listens to each answer, keeps "
                + "track of what the participant said and how it connects, and suggests the next question. It works "
                + "without a network: nothing leaves this laptop unless you choose a cloud language model in "
                + "Settings.\n\nTry it on a demo interview about oat milk (a laddering interview, answered by you), "
                + "or close this guide and start your own with File > New session. Help > Getting started shows "
                + "these steps again.");
        body.setWrapText(true);
        Button demo = new Button("Start the demo interview");
        demo.setId("first-run-demo");
        demo.getStyleClass().add("accent");
        demo.setDefaultButton(true);
        demo.setOnAction(e -> {
            startDemo.run();
            close.run();
        });
        Button later = new Button("Close");
        later.setId("first-run-close");
        later.setCancelButton(true);
        later.setOnAction(e -> close.run());
        HBox buttons = new HBox(8, demo, later);
        VBox box = new VBox(12, title, body, buttons);
        box.setPadding(new Insets(18));
        box.setPrefWidth(520);
        return box;
    }

    /** Opens {@code content} in a non-modal window over {@code owner} and returns it. */
    public static Stage open(Window owner, String title, Parent content, double width, double height,
                             List<String> stylesheets) {
        Stage stage = new Stage();
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.setTitle(title);
        Scene scene = new Scene(content instanceof BorderPane ? content : new BorderPane(content), width, height);
        scene.getStylesheets().setAll(stylesheets);
        scene.setOnKeyPressed(e -> {
            if (e.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                stage.close();
            }
        });
        stage.setScene(scene);
        stage.show();
        return stage;
    }

    private static TableColumn<Terms.Entry, String> column(String name, java.util.function.Function<Terms.Entry,
            String> f, double width) {
        TableColumn<Terms.Entry, String> c = new TableColumn<>(name);
        c.setCellValueFactory(d -> new ReadOnlyStringWrapper(f.apply(d.getValue())));
        c.setPrefWidth(width);
        return c;
    }

}
