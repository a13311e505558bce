package org.interviewworkbench.app;

import java.nio.file.Path;
import org.interviewworkbench.cli.WindowScreenshotter;
import org.interviewworkbench.simulation.Persona;
import org.interviewworkbench.simulation.RespondentTurn;
import org.interviewworkbench.simulation.Scenario;
import org.interviewworkbench.simulation.ScenarioRespondent;
import org.interviewworkbench.simulation.SimulationFiles;
import org.interviewworkbench.ui.DemoScript;
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

    @Override
    public void capture(String view, Path out, boolean demo, int width, int height) throws Exception {
        if (System.getProperty(DesktopBridgeFactory.DB_PROPERTY) == null) { // measurements may pass a file DB
            System.setProperty(DesktopBridgeFactory.DB_PROPERTY, "jdbc:h2:mem:screenshot-demo;DB_CLOSE_DELAY=-1");
        }
        OfflineComponents offline = new OfflineComponents();
        DemoScript script = demo ? scenarioScript(offline) : null;
        new ScreenshotRunner(() -> new DesktopBridgeFactory().create(offline), script)
                .capture(view, out, demo, width, height);
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
