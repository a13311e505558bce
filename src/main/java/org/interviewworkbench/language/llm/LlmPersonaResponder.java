package org.interviewworkbench.language.llm;

import java.util.List;
import org.interviewworkbench.engine.config.Ordered;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.LanguageTaskException;
import org.interviewworkbench.engine.port.TaskResult;

/**
 * The LLM persona respondent (simulation seam): answers an interviewer question in character, guided by the
 * persona's hidden truth, with the {@code respondent} task model. There is no offline fallback here: a failure
 * throws {@link LanguageTaskException} and the simulation decides what to do.
 */
public final class LlmPersonaResponder {

    /** Persona fields (peer persona YAML shape). */
    public record Persona(String name, String description, List<String> traits, String speechPattern) {
        public Persona {
            traits = Ordered.copyOf(traits);
        }
    }

    /** One thing the persona knows: a node label and ways the persona would phrase it. */
    public record HiddenFact(String label, List<String> phrasings) {
        public HiddenFact {
            phrasings = Ordered.copyOf(phrasings);
        }
    }

    /** Input of one answer. */
    public record PersonaTurn(Persona persona, List<HiddenFact> truth, int turn, String question) {
        public PersonaTurn {
            truth = Ordered.copyOf(truth);
        }
    }

    private final StructuredCall call;
    private final Prompts prompts;
    private final String engineId;

    /** The persona respondent of an LLM engine; empty for any other engine (e.g. the offline one). */
    public static java.util.Optional<LlmPersonaResponder> of(org.interviewworkbench.engine.port.LanguageEngine engine) {
        return engine instanceof LlmLanguageEngine llm ? java.util.Optional.of(new LlmPersonaResponder(llm))
                : java.util.Optional.empty();
    }

    LlmPersonaResponder(LlmLanguageEngine engine) {
        this.call = engine.call(LanguageTask.RESPONDENT);
        this.prompts = engine.prompts();
        this.engineId = engine.id();
    }

    /**
     * The persona's answer to {@code turn.question()}, with the tokens spent.
     *
     * @throws LanguageTaskException when the model could not produce an answer
     */
    public TaskResult<String> answer(PersonaTurn turn) {
        PromptTemplate.Rendered p = prompts.respondent(turn);
        try {
            StructuredCall.Reply<String> reply = call.text(p.system(), p.user(), OutputParsers::respondentAnswer);
            return new TaskResult<>(reply.value(), engineId, null, reply.usage());
        } catch (StructuredCall.FailedCall failed) {
            throw new LanguageTaskException(LanguageTask.RESPONDENT,
                    failed.getMessage().replace(" respondent ", " respondent answer "), failed);
        }
    }
}
