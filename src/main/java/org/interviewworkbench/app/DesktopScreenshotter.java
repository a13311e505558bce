package org.interviewworkbench.app;

import java.nio.file.Path;
import java.util.List;
import org.interviewworkbench.cli.GalleryRequest;
import org.interviewworkbench.cli.WindowScreenshotter;
import org.interviewworkbench.simulation.Persona;
import org.interviewworkbench.simulation.RespondentTurn;
import org.interviewworkbench.simulation.Scenario;
import org.interviewworkbench.simulation.ScenarioRespondent;
import org.interviewworkbench.simulation.SimulationFiles;
import org.interviewworkbench.ui.DemoScript;
import org.interviewworkbench.ui.GalleryRunner;
import org.interviewworkbench.ui.ScreenshotRunner;

/**
 * {@link WindowScreenshotter} with the real window and engine: an offline demo interview of the shipped
 * {@value #DEMO_SCENARIO} scenario, answered by the {@value #DEMO_PERSONA} synthetic respondent, in an in-memory
 * database (the researcher's own database is never touched) unless {@code -Dinterview-workbench.db=...} names one
 * explicitly (used for the start-up measurements).
 */
public final class DesktopScreenshotter implements WindowScreenshotter {

    public static final String DEMO_SCENARIO = "oat_milk_mec_1";
    public static final String DEMO_PERSONA = "baseline_cooperative";
    public static final int DEMO_TURNS = 20;

    /** Interviews per segment and turns per interview of the demo study ({@code --demo --view study}). */
    public static final int DEMO_STUDY_INTERVIEWS_PER_SEGMENT = 5;
    public static final int DEMO_STUDY_TURNS = 16;

    @Override
    public void capture(String view, Path out, boolean demo, int width, int height) throws Exception {
        boolean study = "study".equals(view);
        // the Study tab without --demo pictures the most recent study of the researcher's database (read as is);
        // everything else runs in an in-memory database unless measurements name one
        if (System.getProperty(DesktopBridgeFactory.DB_PROPERTY) == null && (demo || !study)) {
            System.setProperty(DesktopBridgeFactory.DB_PROPERTY, "jdbc:h2:mem:screenshot-demo;DB_CLOSE_DELAY=-1");
        }
        OfflineComponents offline = new OfflineComponents();
        // the Study tab's demo is a study of simulated interviews, not the one-session demo interview
        DemoScript script = demo && !study ? scenarioScript(offline) : null;
        new ScreenshotRunner(() -> {
            var bridge = new DesktopBridgeFactory().create(offline);
            if (demo && study && bridge instanceof DesktopBridge desktop) {
                new DemoStudy(desktop).ensure(DEMO_STUDY_INTERVIEWS_PER_SEGMENT, DEMO_STUDY_TURNS);
            }
            return bridge;
        }, script).capture(view, out, demo, width, height);
    }

    @Override
    public List<Path> captureGallery(GalleryRequest request, Path dir, boolean demo) throws Exception {
        List<String> views = GalleryRunner.expand(request.views()); // unknown names fail before anything opens
        if (System.getProperty(DesktopBridgeFactory.DB_PROPERTY) == null) {
            System.setProperty(DesktopBridgeFactory.DB_PROPERTY, "jdbc:h2:mem:screenshot-gallery;DB_CLOSE_DELAY=-1");
        }
        OfflineComponents offline = new OfflineComponents();
        DemoScript script = demo ? scenarioScript(offline) : null;
        // the Study views picture a study of simulated interviews, made after the interview views are taken
        java.util.function.Consumer<org.interviewworkbench.ui.WorkbenchBridge> study = !demo ? null : bridge -> {
            if (bridge instanceof DesktopBridge desktop) {
                new DemoStudy(desktop).ensure(DEMO_STUDY_INTERVIEWS_PER_SEGMENT, DEMO_STUDY_TURNS);
            }
        };
        List<GalleryRunner.Size> sizes = request.sizes().stream()
                .map(s -> new GalleryRunner.Size(s.width(), s.height())).toList();
        return new GalleryRunner(() -> new DesktopBridgeFactory().create(offline), script, study)
                .capture(dir, views, sizes, request.dark(), demo);
    }

    private static DemoScript scenarioScript(OfflineComponents offline) {
        SimulationFiles files = new SimulationFiles(Path.of("methodologies"));
        Scenario scenario = files.scenario(DEMO_SCENARIO);
        Persona persona = files.persona(DEMO_PERSONA);
        ScenarioRespondent respondent = new ScenarioRespondent(scenario, persona, 1, offline.embeddings());
        return new DemoScript() {
            @Override
            public String methodologyId() {
                return scenario.methodology();
            }

            @Override
            public String conceptId() {
                return scenario.concept();
            }

            @Override
            public int turns() {
                return DEMO_TURNS;
            }

            @Override
            public String answer(int turn, String question, String strategy, String focusLabel) {
                return respondent.answer(new RespondentTurn(question, turn, strategy, null, focusLabel));
            }
        };
    }
}
