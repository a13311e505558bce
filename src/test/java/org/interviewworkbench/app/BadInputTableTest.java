package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.interviewworkbench.persistence.JdbcSessionStore;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19: bad command lines, run as child processes exactly as a user runs them (with {@code -Xmx256m}). Every
 * one ends with the documented exit code, exactly one line on stderr that names the problem, no stack trace, and no
 * file changed outside the test's temporary folder (the repository and the real home's data folder are compared
 * before and after).
 */
class BadInputTableTest {

    @TempDir
    static Path tmp;

    private static Map<String, String> repoBefore;
    private static Map<String, String> homeBefore;
    private static final Path REAL_DATA = Path.of(System.getProperty("user.home"), ".interview-workbench");

    /** One bad command line: placeholders {t} (the case's folder), {db} (an existing database), {f} (fixtures). */
    record Case(String name, int exit, String fragment, String... args) {
        @Override
        public String toString() {
            return name;
        }
    }

    private static final String SIM = "simulate --methodology means_end_chain --concept oat_milk_mec --persona "
            + "baseline_cooperative --turns 2 --seed 1";
    private static final String INT = "interview --methodology means_end_chain --concept oat_milk_mec";
    private static final String GOOD_ANSWERS = "--answers {f}/answers.txt";

    private static List<Case> cases() {
        List<Case> c = new ArrayList<>();
        // validate: every file kind
        c.add(of("validate without a file", 2, "FILE", "validate"));
        c.add(of("validate a missing file", 2, "no such file", "validate {f}/missing.yaml"));
        c.add(of("validate a folder", 2, "folder", "validate {f}/folder"));
        c.add(of("validate an empty file", 2, "empty.yaml", "validate {f}/empty.yaml"));
        c.add(of("validate a binary file", 2, "binary.yaml", "validate {f}/binary.yaml"));
        c.add(of("validate a weight of .nan", 2, "finite number", "validate {f}/nan.yaml"));
        c.add(of("validate a weight of .inf", 2, "finite number", "validate {f}/inf.yaml"));
        c.add(of("validate a weight of -.inf", 2, "finite number", "validate {f}/neginf.yaml"));
        c.add(of("validate a huge weight", 2, "out of range", "validate {f}/huge-number.yaml"));
        c.add(of("validate a 20 MB file", 2, "limit", "validate {f}/big.yaml"));
        c.add(of("validate a truncated file", 2, "truncated.yaml", "validate {f}/truncated.yaml"));
        c.add(of("validate a duplicated key", 2, "duplicate", "validate {f}/dupkey.yaml"));
        c.add(of("validate a file of no known kind", 2, "not a study file", "validate {f}/other.yaml"));
        // interview: answers of every kind, options of every kind
        c.add(of("interview without --answers", 2, "--answers", INT + " --out {t}/o"));
        c.add(of("interview answers missing", 2, "not found", INT + " --answers {f}/missing.txt --db {db} --out {t}/o"));
        c.add(of("interview answers a folder", 2, "folder", INT + " --answers {f}/folder --db {db} --out {t}/o"));
        c.add(of("interview answers empty", 2, "no answers", INT + " --answers {f}/empty.txt --db {db} --out {t}/o"));
        c.add(of("interview answers binary", 2, "not a text file", INT + " --answers {f}/binary.bin --db {db} --out {t}/o"));
        c.add(of("interview answers not UTF-8", 2, "UTF-8", INT + " --answers {f}/latin1.txt --db {db} --out {t}/o"));
        c.add(of("interview answers 3 MB", 2, "limit of 2 MB", INT + " --answers {f}/huge.txt --db {db} --out {t}/o"));
        c.add(of("interview one answer too long", 2, "limit of 100000", INT + " --answers {f}/long-answer.txt --db {db} --out {t}/o"));
        c.add(of("interview answers from /dev/zero", 2, "limit of 2 MB", INT + " --answers /dev/zero --db {db} --out {t}/o"));
        c.add(of("interview unknown methodology", 2, "no_such_method",
                "interview --methodology no_such_method --concept oat_milk_mec " + GOOD_ANSWERS + " --db {db} --out {t}/o"));
        c.add(of("interview methodology with NaN", 2, "finite number",
                "interview --methodology {f}/nan.yaml --concept oat_milk_mec " + GOOD_ANSWERS + " --db {db} --out {t}/o"));
        c.add(of("interview unknown concept", 2, "no_such_concept",
                "interview --methodology means_end_chain --concept no_such_concept " + GOOD_ANSWERS + " --db {db} --out {t}/o"));
        c.add(of("interview concept of another methodology", 2, "customer_journey_mapping",
                "interview --methodology means_end_chain --concept gym_membership_cjm " + GOOD_ANSWERS + " --db {db} --out {t}/o"));
        c.add(of("interview --max-turns 0", 2, "--max-turns", INT + " " + GOOD_ANSWERS + " --max-turns 0 --db {db} --out {t}/o"));
        c.add(of("interview --max-turns not a number", 2, "--max-turns", INT + " " + GOOD_ANSWERS + " --max-turns ten --db {db} --out {t}/o"));
        c.add(of("interview --seed not a number", 2, "--seed", INT + " " + GOOD_ANSWERS + " --seed 1.5 --db {db} --out {t}/o"));
        c.add(of("interview --out is a file", 2, "is a file", INT + " " + GOOD_ANSWERS + " --db {db} --out {f}/afile"));
        c.add(of("interview --out under a file", 2, "afile", INT + " " + GOOD_ANSWERS + " --db {db} --out {f}/afile/sub"));
        c.add(of("interview unknown engine", 2, "nonsense", INT + " " + GOOD_ANSWERS + " --engine nonsense --db {db} --out {t}/o"));
        c.add(of("interview unknown redact mode", 2, "maybe", INT + " " + GOOD_ANSWERS + " --redact maybe --db {db} --out {t}/o"));
        c.add(of("interview resume of an unknown session", 2, "no session",
                "interview --resume nosuch " + GOOD_ANSWERS + " --db {db} --out {t}/o"));
        c.add(of("interview unknown option", 2, "--frobnicate", INT + " " + GOOD_ANSWERS + " --frobnicate --out {t}/o"));
        // simulate: numbers, files, mismatches, folders
        c.add(of("simulate --turns 0", 2, "--turns", "simulate --methodology means_end_chain --concept oat_milk_mec "
                + "--persona baseline_cooperative --turns 0 --seed 1 --out {t}/s"));
        c.add(of("simulate --turns huge", 2, "--turns", "simulate --methodology means_end_chain --concept oat_milk_mec "
                + "--persona baseline_cooperative --turns 99999999 --seed 1 --out {t}/s"));
        c.add(of("simulate --runs 0", 2, "--runs", SIM + " --runs 0 --out {t}/s"));
        c.add(of("simulate --runs negative", 2, "--runs", SIM + " --runs -3 --out {t}/s"));
        c.add(of("simulate seed overflow", 2, "largest seed", "simulate --methodology means_end_chain --concept "
                + "oat_milk_mec --persona baseline_cooperative --turns 2 --seed 9223372036854775807 --runs 2 --out {t}/s"));
        c.add(of("simulate --seed not a number", 2, "--seed", "simulate --methodology means_end_chain --concept "
                + "oat_milk_mec --persona baseline_cooperative --turns 2 --seed abc --out {t}/s"));
        c.add(of("simulate unknown persona", 2, "nobody", "simulate --methodology means_end_chain --concept "
                + "oat_milk_mec --persona nobody --turns 2 --seed 1 --out {t}/s"));
        c.add(of("simulate scenario of another concept", 2, "protein_bar_ct", SIM + " --scenario protein_bar_ct_1 --out {t}/s"));
        c.add(of("simulate concept of another methodology", 2, "jobs_to_be_done", "simulate --methodology "
                + "concept_testing --concept meal_planning_jtbd --persona baseline_cooperative --turns 2 --seed 1 "
                + "--out {t}/s"));
        c.add(of("simulate scenario file missing", 2, "missing.yaml", SIM + " --scenario {f}/missing.yaml --out {t}/s"));
        c.add(of("simulate methodology with -.inf", 2, "finite number", "simulate --methodology {f}/neginf.yaml "
                + "--concept oat_milk_mec --persona baseline_cooperative --turns 2 --seed 1 --out {t}/s"));
        c.add(of("simulate --out is a file", 2, "is a file", SIM + " --out {f}/afile"));
        c.add(of("simulate into an earlier batch", 2, "already holds", SIM + " --runs 2 --out {t}/batch"));
        c.add(of("simulate --parallel 0", 2, "--parallel", SIM + " --runs 2 --parallel 0 --out {t}/s"));
        c.add(of("simulate --force with --continue", 2, "exclude", SIM + " --force --continue --out {t}/s"));
        c.add(of("simulate unknown respondent", 2, "robot", SIM + " --respondent robot --out {t}/s"));
        c.add(of("simulate persona file of the wrong kind", 2, "persona", "simulate --methodology means_end_chain "
                + "--concept oat_milk_mec --persona {f}/nan.yaml --turns 2 --seed 1 --out {t}/s"));
        // rank and track: JSON inputs
        c.add(of("rank a signal of 1e999", 2, "out of range", "rank --methodology means_end_chain --signals {f}/sig-inf.json"));
        c.add(of("rank a 30-digit integer", 2, "out of range", "rank --methodology means_end_chain --signals {f}/sig-bigint.json"));
        c.add(of("rank a signal \"NaN\"", 2, "NaN", "rank --methodology means_end_chain --signals {f}/sig-nan.json"));
        c.add(of("rank malformed JSON", 2, "malformed JSON", "rank --methodology means_end_chain --signals {f}/malformed.json"));
        c.add(of("rank a JSON array", 2, "JSON object", "rank --methodology means_end_chain --signals {f}/array.json"));
        c.add(of("rank signals missing", 2, "not found", "rank --methodology means_end_chain --signals {f}/missing.json"));
        c.add(of("rank signals 5 MB", 2, "limit of 4 MB", "rank --methodology means_end_chain --signals {f}/huge.json"));
        c.add(of("rank methodology with .inf", 2, "finite number", "rank --methodology {f}/inf.yaml --signals {f}/sig-ok.json"));
        c.add(of("rank a persona as methodology", 2, "baseline_cooperative",
                "rank --methodology methodologies/personas/baseline_cooperative.yaml --signals {f}/sig-ok.json"));
        c.add(of("rank unknown phase", 2, "--phase", "rank --methodology means_end_chain --signals {f}/sig-ok.json --phase never"));
        c.add(of("rank --turn 0", 2, "--turn", "rank --methodology means_end_chain --signals {f}/sig-ok.json --turn 0"));
        c.add(of("track an event value of 1e999", 2, "out of range", "track --events {f}/events-inf.json"));
        c.add(of("track malformed JSON", 2, "malformed JSON", "track --events {f}/malformed.json"));
        c.add(of("track events a folder", 2, "folder", "track --events {f}/folder"));
        // export and the other database commands
        c.add(of("export over an existing file", 2, "already exists",
                "export --db {db} --session s1 --format json --out {f}/existing.json"));
        c.add(of("export unknown format", 2, "pdf", "export --db {db} --session s1 --format pdf --out {t}/x.pdf"));
        c.add(of("export --out a folder", 2, "folder", "export --db {db} --session s1 --format json --out {f}/folder"));
        c.add(of("export an unknown session", 2, "no session", "export --db {db} --session nosuch --format md --out {t}/x.md"));
        c.add(of("export a non-H2 database URL", 2, "mysql", "export --db jdbc:mysql://x/y --session s1 --format md --out {t}/x.md"));
        c.add(new Case("sessions with an empty --db", 2, "--db is empty", "sessions", "--db", ""));
        c.add(of("sessions on a mistyped database path", 2, "no database at", "sessions --db jdbc:h2:file:{t}/nowhere/workbench"));
        c.add(of("sessions on a zero-byte database file", 2, "is empty, not a database", "sessions --db jdbc:h2:file:{f}/zero"));
        c.add(of("export from a file that is not a database", 2, "not an H2 database",
                "export --db jdbc:h2:file:{f}/notdb --session s1 --format md --out {t}/x.md"));
        c.add(of("export from a database that does not exist", 2, "no database at",
                "export --db jdbc:h2:file:{t}/nowhere/workbench --session s1 --format md --out {t}/x.md"));
        c.add(of("edit with a missing edits file", 2, "missing.json", "edit --db {db} --session s1 --edits {f}/missing.json"));
        c.add(of("edit with malformed edits", 2, "malformed.json", "edit --db {db} --session s1 --edits {f}/malformed.json"));
        c.add(of("study create with an unknown methodology", 2, "nope", "study create --db {db} --methodology nope --name x"));
        c.add(of("study matrix of an unknown study", 2, "nosuch", "study matrix --db {db} --study nosuch --out {t}/m.csv"));
        c.add(of("study hvm cutoff not a number", 2, "--cutoff", "study hvm --db {db} --study x --cutoff abc --out {t}/h.svg"));
        c.add(of("unknown command", 2, "frobnicate", "frobnicate"));
        // a dependency that is not there: exit 1, one line, before the first turn
        c.add(of("interview against an unreachable LLM server", 1, "cannot reach the openai server",
                INT + " " + GOOD_ANSWERS + " --engine openai --base-url http://127.0.0.1:9/v1 --db {db} --out {t}/o"));
        c.add(of("simulate against an unreachable Ollama", 1, "--fallback offline",
                SIM + " --engine ollama --base-url http://127.0.0.1:9 --out {t}/s"));
        c.add(of("interview with an unknown fallback", 2, "--fallback", INT + " " + GOOD_ANSWERS
                + " --engine openai --base-url http://127.0.0.1:9/v1 --fallback cloud --db {db} --out {t}/o"));
        return c;
    }

    private static Case of(String name, int exit, String fragment, String args) {
        return new Case(name, exit, fragment, args.split(" "));
    }

    @BeforeAll
    static void fixtures() throws IOException {
        repoBefore = snapshot(Path.of("").toAbsolutePath());
        homeBefore = snapshot(REAL_DATA);
        Path f = Files.createDirectories(tmp.resolve("f"));
        Files.copy(Path.of("src/test/resources/answers/oat-milk-mec.txt"), f.resolve("answers.txt"));
        Files.createDirectories(f.resolve("folder"));
        Files.writeString(f.resolve("empty.txt"), "\n\n");
        Files.write(f.resolve("empty.yaml"), new byte[0]);
        byte[] binary = new byte[4096];
        for (int i = 0; i < binary.length; i++) {
            binary[i] = (byte) (i * 31);
        }
        Files.write(f.resolve("binary.bin"), binary);
        Files.write(f.resolve("binary.yaml"), binary);
        Files.write(f.resolve("latin1.txt"), "Caf\u00e9 au lait, tr\u00e8s cr\u00e9meux.".getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(f.resolve("huge.txt"), ("I like oat milk because it froths. ".repeat(30) + "\n\n").repeat(3_000));
        Files.writeString(f.resolve("long-answer.txt"), "I like oat milk because it froths well. ".repeat(4_000));
        String mec = Files.readString(Path.of("methodologies/means_end_chain.yaml"));
        Files.writeString(f.resolve("nan.yaml"), replaceFirstWeight(mec, ".nan"));
        Files.writeString(f.resolve("inf.yaml"), replaceFirstWeight(mec, ".inf"));
        Files.writeString(f.resolve("neginf.yaml"), replaceFirstWeight(mec, "-.inf"));
        Files.writeString(f.resolve("huge-number.yaml"), replaceFirstWeight(mec, "1.0e+300"));
        Files.writeString(f.resolve("truncated.yaml"), mec.substring(0, mec.length() / 3) + "\n  - [unclosed");
        Files.writeString(f.resolve("dupkey.yaml"), mec.replaceFirst("(?m)^(  name: .*)$", "$1\n$1"));
        Files.writeString(f.resolve("other.yaml"), "colour: blue\nsize: 3\n");
        try (var w = Files.newBufferedWriter(f.resolve("big.yaml"))) {
            w.write("# ");
            String chunk = "x".repeat(1024);
            for (int i = 0; i < 20 * 1024; i++) {
                w.write(chunk);
            }
            w.write("\n" + mec);
        }
        Files.writeString(f.resolve("sig-ok.json"), "{\"global\": {\"graph.node_count\": 3}, \"nodes\": {}}");
        Files.writeString(f.resolve("sig-inf.json"), "{\"global\": {\"graph.node_count\": 1e999}}");
        Files.writeString(f.resolve("sig-bigint.json"), "{\"global\": {\"graph.node_count\": 123456789012345678901234567890}}");
        Files.writeString(f.resolve("sig-nan.json"), "{\"global\": {\"graph.max_depth\": \"NaN\"}}");
        Files.writeString(f.resolve("events-inf.json"), "[{\"op\": \"yield\", \"node\": \"A\", \"turn\": 2, \"nodes_added\": 1e999, \"edges_added\": 0}]");
        Files.writeString(f.resolve("malformed.json"), "{\"global\": {");
        Files.writeString(f.resolve("array.json"), "[1, 2]");
        Files.writeString(f.resolve("huge.json"), "{\"global\": {\"x\": \"" + "y".repeat(5 * 1024 * 1024) + "\"}}");
        Files.writeString(f.resolve("existing.json"), "{\"mine\": true}");
        Files.writeString(f.resolve("afile"), "a file, not a folder");
        Files.write(f.resolve("zero.mv.db"), new byte[0]);
        Files.writeString(f.resolve("notdb.mv.db"), "PK this is a zip, or anything else");
        try (JdbcSessionStore store = new JdbcSessionStore("jdbc:h2:file:" + tmp.resolve("template/workbench"))) {
            store.listSessions();
        }
    }

    private static String replaceFirstWeight(String yaml, String value) {
        String out = yaml.replaceFirst("(llm\\.response_depth\\.surface: )[-0-9.]+", "$1" + value);
        assertThat(out).as("the fixture replaces a weight").isNotEqualTo(yaml);
        return out;
    }

    @TestFactory
    Stream<DynamicTest> every_bad_command_line_is_one_clear_line_with_its_exit_code() throws Exception {
        List<Case> all = cases();
        assertThat(all).hasSizeGreaterThanOrEqualTo(60);
        Path batch = Files.createDirectories(tmp.resolve("cases"));
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<Result>> results = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Case c = all.get(i);
            Path dir = Files.createDirectories(batch.resolve("case-" + i));
            results.add(pool.submit(() -> run(c, dir)));
        }
        pool.shutdown();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            Case c = all.get(i);
            Future<Result> future = results.get(i);
            tests.add(DynamicTest.dynamicTest(c.name(), () -> {
                Result r = future.get(3, TimeUnit.MINUTES);
                boolean validate = c.args()[0].equals("validate") && c.args().length > 1;
                // design.md: validate prints one line per problem (on stdout), each naming the file
                String err = validate ? (r.stdout + r.stderr).strip() : r.stderr.strip();
                assertThat(r.exit).as(c.name() + " exit code; " + r).isEqualTo(c.exit());
                assertThat(r.createdNowhere()).as(c.name() + ": a command that only reads created a database").isFalse();
                assertThat(err).as(c.name()).doesNotContain("\tat ").doesNotContain("Exception in thread")
                        .containsIgnoringCase(c.fragment());
                if (validate) {
                    String file = c.args()[1].replace("{f}", tmp.resolve("f").toString());
                    assertThat(err.lines()).as(c.name() + "; " + r).isNotEmpty().allMatch(l -> l.startsWith(file + ":"));
                } else {
                    assertThat(err.lines().count()).as(c.name() + ": exactly one line on stderr; " + r).isEqualTo(1);
                    assertThat(err).as(c.name()).startsWith("error: ");
                }
            }));
        }
        return tests.stream();
    }

    record Result(int exit, String stdout, String stderr, boolean createdNowhere) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- stderr\n" + stderr + "\n--- stdout\n"
                    + (stdout.length() > 2_000 ? stdout.substring(0, 2_000) + "..." : stdout);
        }
    }

    private static Result run(Case c, Path dir) throws Exception {
        Path db = dir.resolve("db");
        Files.createDirectories(db);
        Files.copy(tmp.resolve("template/workbench.mv.db"), db.resolve("workbench.mv.db"),
                StandardCopyOption.REPLACE_EXISTING);
        Files.createDirectories(dir.resolve("batch/run-1"));
        Files.writeString(dir.resolve("batch/summary.csv"), "run,seed\n");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"),
                "-Duser.home=" + dir.resolve("home"), "-Dinterview-workbench.log-dir=" + dir.resolve("logs"),
                Launcher.class.getName()));
        for (String a : c.args()) {
            command.add(a.replace("{t}", dir.toString()).replace("{f}", tmp.resolve("f").toString())
                    .replace("{db}", "jdbc:h2:file:" + db.resolve("workbench")));
        }
        Path out = dir.resolve("stdout.txt");
        Path err = dir.resolve("stderr.txt");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile())).start();
        if (!p.waitFor(150, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return new Result(-1, Files.readString(out), "timed out: " + Arrays.toString(c.args()), false);
        }
        return new Result(p.exitValue(), Files.readString(out), Files.readString(err),
                Files.exists(dir.resolve("nowhere")));
    }

    @AfterAll
    static void nothing_outside_the_temporary_folder_changed() throws IOException {
        assertThat(changed(repoBefore, snapshot(Path.of("").toAbsolutePath()))).as("files of the repository changed")
                .isEmpty();
        assertThat(changed(homeBefore, snapshot(REAL_DATA))).as("files of " + REAL_DATA + " changed").isEmpty();
    }

    /** Paths added, removed or changed (size or modification time) between two snapshots. */
    private static List<String> changed(Map<String, String> before, Map<String, String> after) {
        java.util.TreeSet<String> paths = new java.util.TreeSet<>(before.keySet());
        paths.addAll(after.keySet());
        return paths.stream().filter(p -> !java.util.Objects.equals(before.get(p), after.get(p))).toList();
    }

    private static Map<String, String> snapshot(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        if (!Files.isDirectory(root)) {
            return files;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(p -> {
                String rel = root.relativize(p).toString();
                return !rel.startsWith("target") && !rel.startsWith(".git") && !rel.startsWith("node_modules");
            }).filter(Files::isRegularFile).forEach(p -> {
                try {
                    files.put(root.relativize(p).toString(), Files.size(p) + "@" + Files.getLastModifiedTime(p));
                } catch (IOException e) {
                    files.put(root.relativize(p).toString(), "unreadable");
                }
            });
        }
        return files;
    }
}
