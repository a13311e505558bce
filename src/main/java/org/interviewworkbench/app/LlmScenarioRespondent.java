package org.interviewworkbench.app;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.engine.port.LanguageTaskException;
import org.interviewworkbench.language.llm.LlmPersonaResponder;
import org.interviewworkbench.simulation.Persona;
import org.interviewworkbench.simulation.Respondent;
import org.interviewworkbench.simulation.RespondentSetup;
import org.interviewworkbench.simulation.RespondentTurn;
import org.interviewworkbench.simulation.Scenario;
import org.interviewworkbench.simulation.TruthEdge;
import org.interviewworkbench.simulation.TruthNode;

/**
 * A simulated respondent played by an LLM ({@code simulate --respondent llm}): the persona's name, description,
 * traits and speech pattern, and the scenario's truth as hidden knowledge, one fact per truth node with its
 * phrasings and what it leads to, so the interview can still be scored against the scenario. A failed answer ends
 * the run with a one-line message (the LLM engine has already retried); answers are not cached, so runs are not
 * reproducible the way offline runs are.
 */
final class LlmScenarioRespondent implements Respondent {

    private final LlmPersonaResponder responder;
    private final LlmPersonaResponder.Persona persona;
    private final List<LlmPersonaResponder.HiddenFact> truth;

    LlmScenarioRespondent(LlmPersonaResponder responder, RespondentSetup setup) {
        this.responder = responder;
        Persona p = setup.persona();
        this.persona = new LlmPersonaResponder.Persona(p.name(), p.description(), p.traits(), p.speechPattern());
        this.truth = hiddenTruth(setup.scenario());
    }

    /** One fact per truth node: its label, what it leads to (by label) and the phrasings the persona might use. */
    static List<LlmPersonaResponder.HiddenFact> hiddenTruth(Scenario scenario) {
        List<LlmPersonaResponder.HiddenFact> facts = new ArrayList<>();
        if (scenario == null) {
            return facts;
        }
        Map<String, TruthNode> byId = scenario.nodesById();
        for (TruthNode n : scenario.nodes()) {
            List<TruthEdge> out = scenario.outgoing(n.id());
            String leadsTo = out.isEmpty() ? "" : " \u2014 for you this leads to: " + out.stream()
                    .map(e -> byId.get(e.target()).label()).collect(Collectors.joining(", "));
            facts.add(new LlmPersonaResponder.HiddenFact(n.label() + leadsTo, n.phrasings()));
        }
        return facts;
    }

    @Override
    public String answer(RespondentTurn turn) {
        try {
            String answer = responder.answer(new LlmPersonaResponder.PersonaTurn(persona, truth, turn.turnNumber(),
                    turn.question())).value();
            if (answer == null || answer.isBlank()) {
                throw new UserInputException("the LLM respondent gave an empty answer at turn " + turn.turnNumber());
            }
            return answer.strip();
        } catch (LanguageTaskException e) {
            throw new UserInputException("the LLM respondent failed at turn " + turn.turnNumber() + ": "
                    + e.getMessage(), e);
        }
    }
}
