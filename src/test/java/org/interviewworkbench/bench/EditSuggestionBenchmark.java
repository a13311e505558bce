package org.interviewworkbench.bench;

import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.interviewworkbench.app.EngineAssembly;
import org.interviewworkbench.app.OfflineComponents;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.edit.GraphEdit;
import org.interviewworkbench.engine.model.Concept;
import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.model.SessionState;
import org.interviewworkbench.engine.pipeline.InterviewService;
import org.interviewworkbench.engine.pipeline.PendingQuestionWriter;
import org.interviewworkbench.engine.pipeline.SessionCorrection;
import org.interviewworkbench.engine.pipeline.TurnInput;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.methodology.LoadResult;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.testkit.InMemorySessionStore;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Issue 13's figure "applying an edit and recomputing the suggestion at 300 nodes under 50 ms": a real offline
 * laddering interview grown to about 300 surface concepts, then (1) deleting the pending question's focus with the
 * pending ranking recomputed ({@link SessionCorrection}, pure) and (2) the same plus the new question's wording
 * by the offline engine ({@link PendingQuestionWriter}). Run as {@link RankingBenchmark} says.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EditSuggestionBenchmark {

    private MethodologyConfig methodology;
    private SessionSnapshot session;
    private List<TurnResult> turns;
    private SessionCorrection correction;
    private PendingQuestionWriter writer;
    private List<GraphEdit> deleteFocus;

    @Setup(Level.Trial)
    public void setUp() {
        StudyFiles files = StudyFiles.forWorkingDirectory();
        LoadResult<MethodologyConfig> m = files.methodologies().resolve("means_end_chain");
        methodology = m.value();
        Concept concept = files.concepts().resolve("oat_milk_mec").value().concept();
        OfflineComponents offline = new OfflineComponents();
        InMemorySessionStore store = new InMemorySessionStore();
        InterviewService service = EngineAssembly.interviewService(store, offline.languageEngine(),
                offline.embeddings(), offline.lemmatizer(), Clock.SYSTEM);
        String id = service.start(new InterviewService.StartRequest(null, methodology, m.source(), concept,
                "offline", 7, 400, null, null)).info().id();
        SplittableRandom random = new SplittableRandom(7);
        for (int turn = 1; turn <= 400; turn++) {
            TurnResult r = service.answer(new TurnInput(id, answer(random), methodology));
            SessionState s = store.load(id).orElseThrow().state();
            if (r.graphCounts().surfaceNodes() >= 300 && s.pendingFocusNodeId() != null) {
                break;
            }
        }
        session = store.load(id).orElseThrow();
        turns = store.turnResults(id);
        correction = EngineAssembly.sessionCorrection();
        writer = EngineAssembly.pendingQuestionWriter(offline.languageEngine(), offline.embeddings());
        deleteFocus = List.of(new GraphEdit.DeleteNode(session.state().pendingFocusNodeId()));
        System.out.printf("%n%d surface nodes, %d relationships, %d turns%n", session.graph().nodeCount(),
                session.graph().edgeCount(), turns.size());
    }

    @Benchmark
    public Object deleteFocusAndRerank() {
        return correction.apply(methodology, session, turns, deleteFocus);
    }

    @Benchmark
    public Object deleteFocusRerankAndReword() {
        SessionCorrection.Outcome o = correction.apply(methodology, session, turns, deleteFocus);
        SessionSnapshot corrected = new SessionSnapshot(session.info(), session.concept(),
                session.methodologySource(), o.state(), o.graph(), session.utterances());
        return writer.write(methodology, corrected, o.ranking());
    }

    private static final String[] ADJECTIVES = {"silky", "nutty", "mild", "rich", "light", "sweet", "earthy",
        "frothy", "smooth", "thick", "fresh", "toasty", "golden", "gentle", "bold", "crisp", "velvety", "subtle",
        "natural", "local", "organic", "creamy", "clean", "simple", "warm", "bright", "soft", "full", "plain", "pure"};
    private static final String[] NOUNS = {"texture", "aftertaste", "foam", "carton", "label", "recipe", "colour",
        "aroma", "finish", "body", "cap", "bottle", "blend", "brand", "price", "pack", "scent", "taste", "feel",
        "look", "pour", "mix", "sweetness", "grain", "oats", "formula", "design", "lid", "shape", "size"};
    private static final String[] FUNCTIONS = {"froths well", "mixes into tea", "keeps fresh for a week",
        "does not curdle", "tastes good in cereal", "works in baking", "pours without mess", "fills me up"};
    private static final String[] FEELINGS = {"feel calm", "feel healthy", "feel less guilty", "feel in control",
        "feel like a treat", "feel proud", "feel relaxed", "feel energised"};
    private static final String[] VALUES = {"take care of myself", "be responsible", "live sustainably",
        "self-respect", "family security", "peace of mind", "being a good parent"};

    private static String answer(SplittableRandom r) {
        return "I really like the " + ADJECTIVES[r.nextInt(ADJECTIVES.length)] + " " + NOUNS[r.nextInt(NOUNS.length)]
                + " because it " + FUNCTIONS[r.nextInt(FUNCTIONS.length)] + ", so I "
                + FEELINGS[r.nextInt(FEELINGS.length)] + ". That matters to me because I want to "
                + VALUES[r.nextInt(VALUES.length)] + ".";
    }
}
