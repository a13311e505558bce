package org.interviewworkbench.testkit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.port.Extraction;
import org.interviewworkbench.engine.port.ExtractionRequest;
import org.interviewworkbench.engine.port.FollowUpRequest;
import org.interviewworkbench.engine.port.LanguageEngine;
import org.interviewworkbench.engine.port.OpeningRequest;
import org.interviewworkbench.engine.port.RatingRequest;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.SlotProposal;
import org.interviewworkbench.engine.port.SlotRequest;
import org.interviewworkbench.engine.port.SrlAnalysis;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * A language engine that answers from a script: extractions per answer text, one rubric score for every key,
 * questions naming the strategy and focus, one slot per node label. Records every request for assertions.
 */
public final class ScriptedLanguageEngine implements LanguageEngine {

    private final Map<String, Extraction> extractions = new LinkedHashMap<>();
    private final List<ExtractionRequest> extractionRequests = new ArrayList<>();
    private final List<FollowUpRequest> questionRequests = new ArrayList<>();
    private int rubricScore = 3;

    /** Scripts the extraction of one answer. */
    public ScriptedLanguageEngine on(String answer, Extraction extraction) {
        extractions.put(answer, extraction);
        return this;
    }

    /** Every rubric key gets this score from now on. */
    public ScriptedLanguageEngine rubricScore(int score) {
        this.rubricScore = score;
        return this;
    }

    public List<ExtractionRequest> extractionRequests() {
        return extractionRequests;
    }

    public List<FollowUpRequest> questionRequests() {
        return questionRequests;
    }

    @Override
    public String id() {
        return "scripted";
    }

    @Override
    public TaskResult<SrlAnalysis> analyse(String answer, String question) {
        return TaskResult.of(SrlAnalysis.EMPTY, id());
    }

    @Override
    public TaskResult<Extraction> extract(ExtractionRequest request) {
        extractionRequests.add(request);
        return TaskResult.of(extractions.getOrDefault(request.answer(), Extraction.notExtractable("not scripted")), id());
    }

    @Override
    public TaskResult<RubricScores> rate(RatingRequest request) {
        Map<String, Integer> scores = new LinkedHashMap<>();
        request.rubricKeys().forEach(k -> scores.put(k, rubricScore));
        return TaskResult.of(new RubricScores(scores, Map.of()), id());
    }

    @Override
    public TaskResult<String> openingQuestion(OpeningRequest request) {
        return TaskResult.of("What comes to mind when you think about " + request.concept().name() + "?", id());
    }

    @Override
    public TaskResult<String> followUpQuestion(FollowUpRequest request) {
        questionRequests.add(request);
        return TaskResult.of(request.strategy().name() + " about " + request.focusLabel() + " (turn "
                + request.recentTurns().size() + ", attempt " + request.attempt() + ")?", id());
    }

    @Override
    public TaskResult<List<SlotProposal>> proposeSlots(SlotRequest request) {
        List<SlotProposal> out = new ArrayList<>();
        request.nodesByType().forEach((type, nodes) -> nodes.forEach(n ->
                out.add(new SlotProposal(type, n.label(), n.label(), List.of(n.id())))));
        return TaskResult.of(out, id());
    }
}
