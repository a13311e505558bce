package org.interviewworkbench.ui.edit;

import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.interviewworkbench.engine.study.MemberCheck;

/**
 * The member-check view: large plain-language sentences, one per ladder, that the moderator can turn towards the
 * respondent, each with "That's right", "Needs correcting" and "That's not me". Binds only; the ViewModel decides.
 */
public final class MemberCheckView {

    private final MemberCheckViewModel viewModel;
    private final VBox cards = new VBox(14);
    private final BorderPane root = new BorderPane();

    public MemberCheckView(MemberCheckViewModel viewModel) {
        this.viewModel = viewModel;
        root.setId("member-check");
        Label title = new Label("Did we understand you correctly?");
        title.setStyle("-fx-font-size: 20px; -fx-font-weight: bold;");
        Label status = new Label();
        status.setId("member-check-status");
        status.setWrapText(true);
        status.textProperty().bind(viewModel.statusProperty());
        VBox top = new VBox(6, title, status);
        top.setPadding(new Insets(16, 16, 8, 16));
        root.setTop(top);
        cards.setPadding(new Insets(8, 16, 16, 16));
        ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        root.setCenter(scroll);
        viewModel.items().addListener((ListChangeListener<MemberCheck.Item>) c -> rebuild());
        viewModel.verdicts().addListener((MapChangeListener<String, String>) c -> rebuild());
        rebuild();
    }

    public Parent node() {
        return root;
    }

    private void rebuild() {
        cards.getChildren().setAll(viewModel.items().stream().map(this::card).toList());
    }

    private Node card(MemberCheck.Item item) {
        Label sentence = new Label(item.statement());
        sentence.setWrapText(true);
        sentence.setStyle("-fx-font-size: 18px;");
        String verdict = viewModel.verdicts().get(item.ladderId());
        Label state = new Label(verdict == null ? "" : switch (verdict) {
            case "confirmed" -> "\u2713 confirmed";
            case "corrected" -> "\u270E to be corrected";
            default -> "\u2717 rejected";
        });
        state.setId("member-check-verdict-" + item.ladderId());
        HBox buttons = new HBox(8, button(item, "That's right", "confirmed"),
                button(item, "Needs correcting", "corrected"), button(item, "That's not me", "rejected"), state);
        VBox card = new VBox(8, sentence, buttons);
        card.setId("member-check-ladder-" + item.ladderId());
        card.setPadding(new Insets(12));
        card.setStyle("-fx-border-color: #c8c8c8; -fx-border-radius: 6; -fx-background-radius: 6;");
        return card;
    }

    private Button button(MemberCheck.Item item, String text, String verdict) {
        Button b = new Button(text);
        b.setId("member-check-" + verdict + "-" + item.ladderId());
        b.setOnAction(e -> viewModel.record(item, verdict, ""));
        return b;
    }
}
