package org.interviewworkbench.language.offline;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.interviewworkbench.app.Launcher;

/**
 * The answer corpus of issue 12 with its gold coding ({@code src/test/resources/corpus/<folder>/<set>/}: concept.yaml,
 * answers.txt, gold.yaml), and how one set is run through the offline interviewer ({@code interview} command, as a
 * researcher would) for scoring.
 */
final class GoldCorpus {

    static final Path ROOT = Path.of("src/test/resources/corpus");
    /**
     * {@code dev} was tuned on; the others are held out ({@code heldout5} was written by a second person, blind to
     * the rule changes it measures; docs/question-quality.md "Round 5").
     */
    static final List<String> FOLDERS = List.of("dev", "heldout", "heldout2", "heldout3", "heldout5", "heldout6",
            "heldout7", "heldout8", "heldout9", "heldout10", "heldout11", "heldout12", "heldout13", "heldout14",
            "heldout15", "heldout16", "heldout17", "heldout18", "heldout19", "heldout20", "heldout21", "heldout22",
            "heldout23", "heldout24", "heldout25", "heldout26", "heldout27", "heldout28", "heldout29", "heldout30",
            "heldout31", "heldout32", "heldout33", "heldout34", "heldout35", "heldout36", "heldout37", "heldout38",
            "heldout39", "heldout40", "heldout41", "heldout42", "heldout43", "heldout44", "heldout45", "heldout46",
            "heldout47", "heldout48", "heldout49", "heldout50", "heldout51", "heldout52", "heldout53", "heldout54",
            "heldout55", "heldout56", "heldout57", "heldout58", "heldout59", "heldout60", "heldout61", "heldout62",
            "heldout63", "heldout64", "heldout65", "heldout66", "heldout67", "heldout68", "heldout69", "heldout70",
            "heldout71", "heldout72", "heldout73", "heldout74", "heldout75", "heldout76", "heldout77", "heldout78",
            "heldout79", "heldout80", "heldout81", "heldout82", "heldout83", "heldout84");

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One answer set: its folder, its name, its directory and the methodology its concept file names. */
    record AnswerSet(String folder, String name, Path dir, String methodology) {

        GoldCoding gold() throws IOException {
            return GoldCoding.read(dir.resolve("gold.yaml"));
        }

        /** The answers, normalised with {@link GoldCodingScorer#norm(String)}, in order. */
        List<String> answers() throws IOException {
            List<String> out = new ArrayList<>();
            for (String block : Files.readString(dir.resolve("answers.txt")).split("\\n\\s*\\n")) {
                if (!block.isBlank()) {
                    out.add(GoldCodingScorer.norm(block));
                }
            }
            return out;
        }

        @Override
        public String toString() {
            return folder + "/" + name;
        }
    }

    private GoldCorpus() {
    }

    /** Every set of every folder, folders in {@link #FOLDERS} order, sets by name. */
    static List<AnswerSet> sets() throws IOException {
        List<AnswerSet> sets = new ArrayList<>();
        for (String folder : FOLDERS) {
            try (Stream<Path> dirs = Files.list(ROOT.resolve(folder))) {
                for (Path dir : dirs.filter(Files::isDirectory).sorted().toList()) {
                    String methodology = Files.readAllLines(dir.resolve("concept.yaml")).stream()
                            .filter(l -> l.startsWith("methodology:")).findFirst().orElseThrow()
                            .substring("methodology:".length()).strip();
                    sets.add(new AnswerSet(folder, dir.getFileName().toString(), dir, methodology));
                }
            }
        }
        return sets;
    }

    /** Runs the set's answers through {@code interview} (offline engine, in-memory database); returns session.json. */
    static JsonNode interview(AnswerSet set, Path out) throws IOException {
        StringWriter err = new StringWriter();
        int code = Launcher.run(new String[] {"interview", "--methodology", set.methodology(), "--concept",
                set.dir().resolve("concept.yaml").toString(), "--answers", set.dir().resolve("answers.txt").toString(),
                "--db", "jdbc:h2:mem:gold-" + set.name() + "-" + System.nanoTime() + ";DB_CLOSE_DELAY=-1",
                "--out", out.toString()}, new PrintWriter(new StringWriter()), new PrintWriter(err));
        if (code != 0) {
            throw new IllegalStateException(set + ": interview exited " + code + ": " + err);
        }
        return JSON.readTree(out.resolve("session.json").toFile());
    }

    /**
     * Whether a label could fill a question slot: the test {@code QuestionCorpusTest} reports, {@link NounPhraseGate}
     * on the cleaned label or on its noun-phrase form.
     */
    static Predicate<String> gate() {
        NounPhraseGate gate = new NounPhraseGate(EngineHolder.NLP);
        QuestionComposer composer = new QuestionComposer(EngineHolder.NLP);
        return label -> {
            String clean = LabelCleaner.cleanLabel(label.toLowerCase(Locale.ROOT), "");
            return clean != null && (gate.passes(clean) || gate.passes(composer.nounPhrase(clean)));
        };
    }
}
