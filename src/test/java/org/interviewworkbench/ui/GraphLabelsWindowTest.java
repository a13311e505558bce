package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.interviewworkbench.ui.graph.GraphModel;
import org.interviewworkbench.ui.graph.GraphStreamView;
import org.interviewworkbench.ui.graph.LabelPlacer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Issue 15 at 1024x640: in a 50-concept surface graph no node label is drawn over another, no relationship label
 * covers a node label, and the selected concept's full label is shown.
 */
@ExtendWith(ApplicationExtension.class)
class GraphLabelsWindowTest {

    private static final String[][] LEVELS = {
        {"attribute", "silky texture", "nutty aftertaste", "recyclable carton", "thick foam", "oat formula",
            "plain label", "light body", "toasty aroma", "screw cap", "gentle sweetness"},
        {"functional_consequence", "froths well in my morning coffee", "mixes into tea", "keeps fresh for a week",
            "does not curdle", "tastes good in cereal", "works in baking", "pours without mess", "fills me up",
            "easy on my stomach", "lasts the whole week", "no sugar crash", "cheaper per cup", "fits the fridge door",
            "less waste", "quick breakfast"},
        {"psychosocial_consequence", "feel calm", "feel healthy", "feel less guilty", "feel in control",
            "feel like a treat", "feel proud", "feel relaxed", "feel energised", "feel organised", "feel grown up",
            "feel like a barista", "feel light"},
        {"instrumental_value", "be responsible", "be organised", "take care of myself", "be a good host",
            "be efficient", "be careful with money", "be consistent", "be kind to animals"},
        {"terminal_value", "live sustainably", "peace of mind", "self-respect", "family security", "health"},
    };
    private static final String SELECTED = "n10"; // "froths well in my morning coffee"

    private final FakeWindowFixture fixture = new FakeWindowFixture(3, 1024, 640);
    private MainWindow window;

    @Start
    void start(Stage stage) {
        window = fixture.start(stage);
    }

    @AfterEach
    void tearDown() throws Exception {
        fixture.close();
    }

    /** 50 concepts over the five means-end levels, each linked to one or two of the level above. */
    static GraphModel fiftyConcepts() {
        List<GraphModel.Node> nodes = new ArrayList<>();
        List<List<String>> ids = new ArrayList<>();
        int k = 0;
        for (String[] level : LEVELS) {
            List<String> here = new ArrayList<>();
            for (int i = 1; i < level.length; i++) {
                String id = "n" + k++;
                here.add(id);
                nodes.add(new GraphModel.Node(id, level[i], level[0], (k % 10) / 10.0, false, false, false));
            }
            ids.add(here);
        }
        List<GraphModel.Edge> edges = new ArrayList<>();
        Random random = new Random(15);
        for (int l = 0; l + 1 < ids.size(); l++) {
            for (String from : ids.get(l)) {
                for (int j = 0; j < 1 + random.nextInt(2); j++) {
                    String to = ids.get(l + 1).get(random.nextInt(ids.get(l + 1).size()));
                    edges.add(new GraphModel.Edge("e" + edges.size(), from, to, "leads to", false));
                }
            }
        }
        return new GraphModel(nodes, edges);
    }

    private List<String> overlaps(Map<String, LabelPlacer.Box> boxes) {
        List<String> out = new ArrayList<>();
        List<String> ids = new ArrayList<>(boxes.keySet());
        for (int i = 0; i < ids.size(); i++) {
            for (int j = i + 1; j < ids.size(); j++) {
                boolean edges = ids.get(i).startsWith("e") && ids.get(j).startsWith("e");
                if (!edges && boxes.get(ids.get(i)).intersects(boxes.get(ids.get(j)))) {
                    out.add(ids.get(i) + " x " + ids.get(j));
                }
            }
        }
        return out;
    }

    @Test
    void in_a_fifty_concept_graph_no_label_is_drawn_over_another_and_the_selected_concept_shows_its_full_label(
            FxRobot robot) throws Exception {
        fixture.openFirstSession(robot);
        robot.interact(() -> window.view("graph"));
        window.surfaceGraph().lastApply().get(10, TimeUnit.SECONDS);
        GraphStreamView view = window.surfaceGraph().graphView();
        GraphModel model = fiftyConcepts();
        assertThat(model.nodes()).hasSize(50);
        String full = model.nodes().stream().filter(n -> n.id().equals(SELECTED)).findFirst().orElseThrow().label();
        assertThat(full.length()).as("longer than a shortened label").isGreaterThan(GraphStreamView.LABEL_MAX);
        WaitForAsyncUtils.asyncFx(() -> view.show(model, true, SELECTED, true)).get().get(10, TimeUnit.SECONDS);

        Thread.sleep(3000); // the labels are placed a few times a second
        Map<String, LabelPlacer.Box> boxes = WaitForAsyncUtils.asyncFx(view::drawnLabelBoxes).get();
        assertThat(overlaps(boxes)).as("labels drawn over one another: %s", boxes).isEmpty();
        assertThat(WaitForAsyncUtils.asyncFx(() -> view.drawnLabel(SELECTED)).get()).as("the selected concept")
                .isEqualTo(full);
        long nodeLabels = boxes.keySet().stream().filter(id -> id.startsWith("n")).count();
        long edgeLabels = boxes.keySet().stream().filter(id -> id.startsWith("e")).count();
        System.out.printf("MEASURE graph labels at 1024x640: %d of 50 node labels drawn, %d relationship labels%n",
                nodeLabels, edgeLabels);
        assertThat(nodeLabels).as("concepts keep a label where there is room").isGreaterThanOrEqualTo(5);
        assertThat(edgeLabels).as("the selected concept's relationships are named").isPositive();
    }
}
