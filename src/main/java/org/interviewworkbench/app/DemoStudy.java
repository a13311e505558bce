package org.interviewworkbench.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.CodebookProposer;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.ui.LabBridge.SimulationRequest;
import org.interviewworkbench.ui.LabBridge.SimulationRun;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A study of simulated interviews for the screenshots and the Study tab's tests: offline interviews of the shipped
 * {@value #SCENARIO} scenario answered by two synthetic respondents (the cooperative and the brief persona, which
 * become the {@code segment} variable), added with respondent ids {@code P01, P02, ...}, codebook proposed at the
 * default threshold. Built only when the database holds no study yet.
 */
public final class DemoStudy {

    private static final Logger LOG = LoggerFactory.getLogger(DemoStudy.class);
    public static final String SCENARIO = "oat_milk_mec_1";
    public static final String NAME = "Oat milk laddering (simulated)";
    /** Persona id to the segment its interviews get. */
    private static final List<Map.Entry<String, String>> SEGMENTS = List.of(
            Map.entry("baseline_cooperative", "cooperative"), Map.entry("brief_responder", "brief"));

    private final DesktopBridge bridge;

    public DemoStudy(DesktopBridge bridge) {
        this.bridge = bridge;
    }

    /**
     * The most recent study of the database, or a new demo study of {@code perSegment} interviews per segment of
     * {@code turns} turns each when there is none.
     */
    public Study ensure(int perSegment, int turns) {
        StudyStore studies = bridge.studyStore();
        List<Study> existing = studies.listStudies();
        if (!existing.isEmpty()) {
            return existing.get(existing.size() - 1);
        }
        long t0 = System.nanoTime();
        List<String> sessionIds = new ArrayList<>();
        List<String> segments = new ArrayList<>();
        long seed = 1;
        for (Map.Entry<String, String> persona : SEGMENTS) {
            List<SimulationRun> runs = bridge.simulate(new SimulationRequest("means_end_chain", SCENARIO,
                    persona.getKey(), "offline", turns, perSegment, seed), p -> { }, () -> false);
            seed += perSegment;
            for (SimulationRun r : runs) {
                sessionIds.add(r.sessionId());
                segments.add(persona.getValue());
            }
        }
        Study study = studies.createStudy(NAME, "means_end_chain", conceptOf(sessionIds).orElse(null));
        // interleave the segments so the discovery curve reads like a study run over time
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < perSegment; i++) {
            order.add(i);
            order.add(perSegment + i);
        }
        int respondent = 1;
        for (int i : order) {
            studies.addSession(study.id(), sessionIds.get(i), Map.of("respondent",
                    String.format(java.util.Locale.ROOT, "P%02d", respondent++), "segment", segments.get(i)));
        }
        bridge.proposeCodebook(study.id(), CodebookProposer.DEFAULT_THRESHOLD, f -> { }, () -> false);
        LOG.info("Demo study of {} simulated interviews built in {} ms", sessionIds.size(),
                (System.nanoTime() - t0) / 1_000_000);
        return studies.study(study.id()).orElse(study);
    }

    private Optional<String> conceptOf(List<String> sessionIds) {
        return sessionIds.isEmpty() ? Optional.empty()
                : Optional.ofNullable(bridge.loadSession(sessionIds.get(0)).info().conceptId());
    }
}
