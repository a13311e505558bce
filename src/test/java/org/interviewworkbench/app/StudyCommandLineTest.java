package org.interviewworkbench.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The {@code study} command line of design.md "Studies", run as a researcher would. */
class StudyCommandLineTest {

    @TempDir
    Path tmp;

    private AppFactory factory;
    private String db;

    /** The worked example of {@code WorkedExampleTest} as a researcher's CSV, rows shuffled. */
    static String workedExampleCsv() {
        String[][] rows = {{"R1", "ACEF"}, {"R1", "BDE"}, {"R2", "ACE"}, {"R2", "ADF"}, {"R3", "BCEF"},
                {"R3", "ACF"}, {"R3", "BD"}, {"R4", "ACEF"}, {"R4", "BCE"}, {"R5", "ADEF"}, {"R5", "BDF"},
                {"R5", "ACE"}};
        Map<Character, String> types = Map.of('A', "attribute", 'B', "attribute", 'C', "functional_consequence",
                'D', "functional_consequence", 'E', "psychosocial_consequence", 'F', "terminal_value");
        Map<Character, String> names = Map.of('A', "\"creamy, thick\"", 'B', "oat based", 'C', "froths well",
                'D', "no bloating", 'E', "enjoy my coffee", 'F', "happiness");
        List<String> lines = new ArrayList<>();
        Map<String, Integer> ladderNo = new LinkedHashMap<>();
        for (String[] r : rows) {
            int ladder = ladderNo.merge(r[0], 1, Integer::sum);
            for (int i = 0; i < r[1].length(); i++) {
                char c = r[1].charAt(i);
                lines.add(r[0] + "," + ladder + "," + (i + 1) + "," + names.get(c) + "," + types.get(c));
            }
        }
        // the first ladder stays first so the codes keep their first-appearance order; the rest in any order
        List<String> rest = new ArrayList<>(lines.subList(4, lines.size()));
        Collections.reverse(rest);
        List<String> all = new ArrayList<>(lines.subList(0, 4));
        all.addAll(rest);
        return "respondent,ladder,step,code,type\n" + String.join("\n", all) + "\n";
    }

    @BeforeEach
    void setUp() {
        factory = TestApp.factory(tmp);
        db = "jdbc:h2:" + tmp.resolve("study-db").toAbsolutePath();
    }

    private CliRun cli(String... args) {
        return CliRun.run(factory, args);
    }

    private String createStudy() {
        CliRun create = cli("study", "create", "--db", db, "--name", "Oat milk laddering", "--methodology",
                "means_end_chain");
        assertThat(create.exitCode).as(create.toString()).isZero();
        return create.out.strip();
    }

    @Test
    void imported_ladders_give_the_hand_counted_matrix_and_map() throws Exception {
        String study = createStudy();
        assertThat(cli("study", "list", "--db", db).out.strip()).isEqualTo(study);
        Path csv = tmp.resolve("ladders.csv");
        Files.writeString(csv, workedExampleCsv());
        CliRun imported = cli("study", "import-ladders", "--db", db, "--study", study, "--file", csv.toString());
        assertThat(imported.exitCode).as(imported.toString()).isZero();
        assertThat(imported.out).contains("12 ladders of 5 respondents");

        Path square = tmp.resolve("square.csv");
        assertThat(cli("study", "matrix", "--db", db, "--study", study, "--format", "square", "--out",
                square.toString()).exitCode).isZero();
        List<String> rows = Files.readAllLines(square);
        assertThat(rows.get(0)).isEqualTo("code,\"creamy, thick\",froths well,enjoy my coffee,happiness,oat based,"
                + "no bloating");
        assertThat(rows.get(1)).isEqualTo("\"creamy, thick\",0.00,5.00,0.05,0.05,0.00,2.00");
        assertThat(rows.get(2)).isEqualTo("froths well,0.00,0.00,6.00,1.03,0.00,0.00");
        assertThat(rows.get(6)).isEqualTo("no bloating,0.00,0.00,2.00,2.01,0.00,0.00");

        Path longCsv = tmp.resolve("long.csv");
        cli("study", "matrix", "--db", db, "--study", study, "--count", "respondents", "--out", longCsv.toString());
        assertThat(Files.readAllLines(longCsv)).contains("from,to,direct,indirect",
                "\"creamy, thick\",enjoy my coffee,0,4", "froths well,enjoy my coffee,5,0");

        Path json = tmp.resolve("hvm.json");
        CliRun hvm = cli("study", "hvm", "--db", db, "--study", study, "--cutoff", "4", "--links", "total",
                "--format", "json", "--out", json.toString());
        assertThat(hvm.exitCode).as(hvm.toString()).isZero();
        JsonNode map = new ObjectMapper().readTree(json.toFile());
        assertThat(map.get("cutoff").asInt()).isEqualTo(4);
        assertThat(map.get("links").asText()).isEqualTo("total");
        assertThat(map.get("count").asText()).isEqualTo("ladders");
        assertThat(map.get("edges")).hasSize(6);
        assertThat(map.get("nodes")).hasSize(4);
        assertThat(map.get("share_of_links_represented").asDouble()).isCloseTo(29.0 / 46, org.assertj.core.data
                .Offset.offset(1e-9));
        for (String format : List.of("svg", "png", "graphml")) {
            Path out = tmp.resolve("hvm." + format);
            assertThat(cli("study", "hvm", "--db", db, "--study", study, "--cutoff", "3", "--format", format,
                    "--out", out.toString()).exitCode).isZero();
            assertThat(Files.size(out)).isPositive();
        }
        assertThat(Files.readString(tmp.resolve("hvm.svg"))).contains("froths well").contains("<svg");
        byte[] png = Files.readAllBytes(tmp.resolve("hvm.png"));
        assertThat(png[1]).isEqualTo((byte) 'P');

        // GraphML: the hand-counted map at cut-off 3 on direct links (A->C 5, C->E 6, E->F 4, B->D 3; six codes)
        assertThat(graphMlLinks(tmp.resolve("hvm.graphml"), 6)).containsExactly(
                "creamy, thick -> froths well: direct 5, indirect 0, count 5",
                "froths well -> enjoy my coffee: direct 6, indirect 0, count 6",
                "enjoy my coffee -> happiness: direct 4, indirect 0, count 4",
                "oat based -> no bloating: direct 3, indirect 0, count 3");
        // and at cut-off 4 on direct + indirect links: four codes, six links weighted by their totals
        Path total = tmp.resolve("hvm-total.graphml");
        assertThat(cli("study", "hvm", "--db", db, "--study", study, "--cutoff", "4", "--links", "total",
                "--format", "graphml", "--out", total.toString()).exitCode).isZero();
        assertThat(graphMlLinks(total, 4)).containsExactly(
                "creamy, thick -> froths well: direct 5, indirect 0, count 5",
                "creamy, thick -> enjoy my coffee: direct 0, indirect 5, count 5",
                "creamy, thick -> happiness: direct 0, indirect 5, count 5",
                "froths well -> enjoy my coffee: direct 6, indirect 0, count 6",
                "froths well -> happiness: direct 1, indirect 3, count 4",
                "enjoy my coffee -> happiness: direct 4, indirect 0, count 4");
    }

    /**
     * Parses a GraphML map (a parse error fails the test), checks it holds {@code nodes} nodes each with a label and
     * returns its edges as "from -> to: direct d, indirect i, count c" with the endpoints' labels.
     */
    private static List<String> graphMlLinks(Path file, int nodes) throws Exception {
        String ns = "http://graphml.graphdrawing.org/xmlns";
        var factory = DocumentBuilderFactory.newDefaultInstance();
        factory.setNamespaceAware(true);
        var dom = factory.newDocumentBuilder().parse(file.toFile());
        assertThat(dom.getDocumentElement().getLocalName()).isEqualTo("graphml");
        assertThat(dom.getDocumentElement().getNamespaceURI()).isEqualTo(ns);
        Map<String, String> keys = new LinkedHashMap<>(); // key id -> attr.name
        NodeList keyList = dom.getElementsByTagNameNS(ns, "key");
        for (int i = 0; i < keyList.getLength(); i++) {
            Element k = (Element) keyList.item(i);
            keys.put(k.getAttribute("id"), k.getAttribute("attr.name"));
        }
        Element graph = (Element) dom.getElementsByTagNameNS(ns, "graph").item(0);
        assertThat(graph.getAttribute("edgedefault")).isEqualTo("directed");
        NodeList nodeList = graph.getElementsByTagNameNS(ns, "node");
        assertThat(nodeList.getLength()).isEqualTo(nodes);
        Map<String, String> labels = new LinkedHashMap<>();
        for (int i = 0; i < nodeList.getLength(); i++) {
            Element n = (Element) nodeList.item(i);
            labels.put(n.getAttribute("id"), data(n, keys, "label"));
        }
        assertThat(labels.values()).doesNotContainNull().doesNotHaveDuplicates();
        List<String> links = new ArrayList<>();
        NodeList edges = graph.getElementsByTagNameNS(ns, "edge");
        for (int i = 0; i < edges.getLength(); i++) {
            Element e = (Element) edges.item(i);
            assertThat(labels).containsKeys(e.getAttribute("source"), e.getAttribute("target"));
            links.add(labels.get(e.getAttribute("source")) + " -> " + labels.get(e.getAttribute("target"))
                    + ": direct " + Integer.parseInt(data(e, keys, "direct")) + ", indirect "
                    + Integer.parseInt(data(e, keys, "indirect")) + ", count "
                    + Integer.parseInt(data(e, keys, "count")));
        }
        return links;
    }

    /** The text of an element's {@code <data>} whose key has the attribute name {@code name}, or null. */
    private static String data(Element owner, Map<String, String> keys, String name) {
        NodeList data = owner.getElementsByTagNameNS("http://graphml.graphdrawing.org/xmlns", "data");
        for (int i = 0; i < data.getLength(); i++) {
            Element d = (Element) data.item(i);
            if (name.equals(keys.get(d.getAttribute("key")))) {
                return d.getTextContent();
            }
        }
        return null;
    }

    @Test
    void a_bad_ladder_file_names_every_bad_row_and_imports_nothing() throws IOException {
        String study = createStudy();
        Path csv = tmp.resolve("bad.csv");
        Files.writeString(csv, "respondent,ladder,step,code,type\n"
                + "R1,1,1,creamy,attribute\n"
                + "R1,1,two,froths,functional_consequence\n"
                + "R1,1,3,calm,feeling\n"
                + "R2,1,1,,attribute\n"
                + "R2,1,1,thick,attribute\n");
        CliRun run = cli("study", "import-ladders", "--db", db, "--study", study, "--file", csv.toString());
        assertThat(run.exitCode).isEqualTo(2);
        assertThat(run.err.lines().toList()).containsExactly(
                csv + ":3: step 'two' is not a whole number",
                csv + ":4: type 'feeling' is not a node type of the methodology (use one of attribute, "
                        + "functional_consequence, psychosocial_consequence, instrumental_value, terminal_value)",
                csv + ":5: code is empty");
        Path out = tmp.resolve("m.csv");
        cli("study", "matrix", "--db", db, "--study", study, "--out", out.toString());
        assertThat(Files.readAllLines(out)).containsExactly("from,to,direct,indirect");
        assertThat(cli("study", "matrix", "--db", db, "--study", "nope", "--out", out.toString()).err)
                .startsWith("error: no study nope");
    }

    @Test
    void ten_simulated_interviews_form_a_study_that_exports_a_valid_refi_qda_project() throws Exception {
        Path sim = tmp.resolve("sim");
        CliRun simulate = cli("simulate", "--methodology", "means_end_chain", "--concept", "oat_milk_mec",
                "--persona", "baseline_cooperative", "--scenario", "oat_milk_mec_1", "--turns", "12", "--seed", "1",
                "--runs", "10", "--db", db, "--out", sim.toString());
        assertThat(simulate.exitCode).as(simulate.toString()).isZero();
        String study = cli("study", "create", "--db", db, "--name", "Oat milk & friends", "--methodology",
                "means_end_chain", "--concept", "oat_milk_mec").out.strip();
        List<String> sessions = cli("sessions", "--db", db).out.lines().skip(1).map(l -> l.split("\\s+")[0]).toList();
        assertThat(sessions).hasSize(10);
        for (int i = 0; i < sessions.size(); i++) {
            CliRun add = cli("study", "add", "--db", db, "--study", study, "--session", sessions.get(i), "--var",
                    "respondent=P" + (i + 1), "--var", "segment=" + (i % 2 == 0 ? "students" : "parents"));
            assertThat(add.exitCode).as(add.toString()).isZero();
        }
        CliRun propose = cli("study", "codebook", "--db", db, "--study", study, "--propose");
        assertThat(propose.exitCode).as(propose.toString()).isZero();
        // paraphrases across interviews share a code: some code has members from several sessions
        assertThat(propose.out.lines().filter(l -> l.matches("C\\d+\\t.*\\t\\d+ members"))
                .mapToInt(l -> Integer.parseInt(l.replaceAll(".*\\t(\\d+) members", "$1"))).max().orElse(0))
                .isGreaterThanOrEqualTo(5);

        Path json = tmp.resolve("hvm2.json");
        cli("study", "hvm", "--db", db, "--study", study, "--cutoff", "2", "--format", "json", "--out",
                json.toString());
        JsonNode map = new ObjectMapper().readTree(json.toFile());
        List<String> links = new ArrayList<>();
        map.get("edges").forEach(e -> links.add(e.get("from").asText() + " -> " + e.get("to").asText()));
        // the scenario's main chain (creamy texture -> froths well / foam) is on the map
        assertThat(links).anyMatch(l -> l.startsWith("creamy -> "));

        Path qdpx = tmp.resolve("study.qdpx");
        CliRun export = cli("study", "export", "--db", db, "--study", study, "--format", "qdpx", "--out",
                qdpx.toString());
        assertThat(export.exitCode).as(export.toString()).isZero();
        Map<String, byte[]> entries = unzip(qdpx);
        byte[] project = entries.get("project.qde");
        validate(project, "/refi-qda/Project.xsd");
        var doc = DocumentBuilderFactory.newDefaultInstance();
        doc.setNamespaceAware(true);
        var dom = doc.newDocumentBuilder().parse(new ByteArrayInputStream(project));
        NodeList sources = dom.getElementsByTagNameNS("urn:QDA-XML:project:1.0", "TextSource");
        assertThat(sources.getLength()).isEqualTo(10);
        int checked = 0;
        for (int s = 0; s < sources.getLength(); s++) {
            Element source = (Element) sources.item(s);
            String path = source.getAttribute("plainTextPath").replace("internal://", "sources/");
            String text = new String(entries.get(path), StandardCharsets.UTF_8);
            assertThat(text).doesNotContain("\r");
            NodeList selections = source.getElementsByTagNameNS("urn:QDA-XML:project:1.0", "PlainTextSelection");
            for (int i = 0; i < selections.getLength(); i++) {
                Element sel = (Element) selections.item(i);
                int start = Integer.parseInt(sel.getAttribute("startPosition"));
                int end = Integer.parseInt(sel.getAttribute("endPosition"));
                int[] cps = text.codePoints().toArray();
                String selected = new String(cps, start, end - start);
                // the selection's name starts with the quoted words: offsets count characters of the text
                String name = sel.getAttribute("name").replace("\u2026", "");
                assertThat(selected.replaceAll("\\s+", " ")).startsWith(name);
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(20);

        Path qdc = tmp.resolve("codebook.qdc");
        assertThat(cli("study", "export", "--db", db, "--study", study, "--format", "qdc", "--out",
                qdc.toString()).exitCode).isZero();
        validate(Files.readAllBytes(qdc), "/refi-qda/Codebook.xsd");

        Path report = tmp.resolve("report.md");
        CliRun rep = cli("study", "report", "--db", db, "--study", study, "--out", report.toString());
        assertThat(rep.exitCode).as(rep.toString()).isZero();
        assertThat(Files.readString(report)).contains("## Codebook", "## Implication matrix", "## Cut-off",
                "## Dominant chains", "## Code discovery", "report-hvm.svg");
        assertThat(tmp.resolve("report-hvm.svg")).exists();
    }

    @Test
    void codebook_edits_are_undoable_and_on_record() throws IOException {
        String study = createStudy();
        Path csv = tmp.resolve("ladders.csv");
        Files.writeString(csv, workedExampleCsv());
        cli("study", "import-ladders", "--db", db, "--study", study, "--file", csv.toString());
        assertThat(cli("study", "codebook", "--db", db, "--study", study, "--propose").exitCode).isZero();
        CliRun rename = cli("study", "codebook", "--db", db, "--study", study, "--rename", "C3", "--name",
                "feel good about my coffee", "--who", "ana");
        assertThat(rename.exitCode).as(rename.toString()).isZero();
        Path out = tmp.resolve("m.csv");
        cli("study", "matrix", "--db", db, "--study", study, "--out", out.toString());
        assertThat(Files.readString(out)).contains("feel good about my coffee").doesNotContain("enjoy my coffee");
        CliRun merge = cli("study", "codebook", "--db", db, "--study", study, "--merge", "C1,C3");
        assertThat(merge.exitCode).isEqualTo(2);
        assertThat(merge.err).contains("cannot merge C1 (attribute) with C3 (psychosocial_consequence)");
        assertThat(cli("study", "codebook", "--db", db, "--study", study, "--undo").out)
                .contains("Undid: Rename code");
        cli("study", "matrix", "--db", db, "--study", study, "--out", out.toString());
        assertThat(Files.readString(out)).contains("enjoy my coffee");
        assertThat(cli("study", "codebook", "--db", db, "--study", study, "--history").out)
                .contains("ana\trename\tRename code (undone)").contains("undo\tUndo Rename code");
    }

    @Test
    void a_team_codebook_exported_as_qdc_starts_the_next_study() throws IOException {
        Path csv = tmp.resolve("ladders.csv");
        Files.writeString(csv, workedExampleCsv());
        String first = createStudy();
        cli("study", "import-ladders", "--db", db, "--study", first, "--file", csv.toString());
        cli("study", "codebook", "--db", db, "--study", first, "--propose");
        assertThat(cli("study", "codebook", "--db", db, "--study", first, "--rename", "C3", "--name",
                "enjoying my coffee").exitCode).isZero();
        assertThat(cli("study", "codebook", "--db", db, "--study", first, "--describe", "C3", "--text",
                "the coffee feels like a small reward").exitCode).isZero();
        Path qdc = tmp.resolve("team.qdc");
        assertThat(cli("study", "export", "--db", db, "--study", first, "--format", "qdc", "--out",
                qdc.toString()).exitCode).isZero();

        String second = createStudy();
        cli("study", "import-ladders", "--db", db, "--study", second, "--file", csv.toString());
        CliRun imported = cli("study", "codebook", "--db", db, "--study", second, "--import", qdc.toString());
        assertThat(imported.exitCode).as(imported.toString()).isZero();
        assertThat(imported.out).startsWith("Imported 6 codes");
        assertThat(cli("study", "codebook", "--db", db, "--study", second, "--propose").exitCode).isZero();
        Path out = tmp.resolve("second.csv");
        cli("study", "matrix", "--db", db, "--study", second, "--out", out.toString());
        assertThat(Files.readAllLines(out)).contains("froths well,enjoying my coffee,6,0");
        assertThat(cli("study", "codebook", "--db", db, "--study", second).out)
                .contains("\tenjoying my coffee\tpsychosocial_consequence\t1 members");

        Path bad = tmp.resolve("bad.qdc");
        Files.writeString(bad, "<?xml version=\"1.0\"?><CodeBook xmlns=\"urn:QDA-XML:codebook:1.0\"><Codes>"
                + "<Code guid=\"00000000-0000-0000-0000-000000000001\" name=\"loose\" isCodable=\"true\"/>"
                + "</Codes></CodeBook>");
        CliRun refused = cli("study", "codebook", "--db", db, "--study", second, "--import", bad.toString());
        assertThat(refused.exitCode).isEqualTo(2);
        assertThat(refused.err.strip()).isEqualTo("error: " + bad + ": code 'loose' is under no node type of the "
                + "methodology (put it under a code named after one of attribute, functional_consequence, "
                + "psychosocial_consequence, instrumental_value, terminal_value, or give --type TYPE)");
    }

    @Test
    void a_third_party_codebook_imports_with_types_from_similar_names_and_type_for_the_rest() throws IOException {
        String study = createStudy();
        Path qdc = tmp.resolve("atlas.qdc");
        try (InputStream in = getClass().getResourceAsStream("/refi-qda/third-party-codebook.qdc")) {
            Files.write(qdc, in.readAllBytes());
        }
        CliRun refused = cli("study", "codebook", "--db", db, "--study", study, "--import", qdc.toString());
        assertThat(refused.exitCode).isEqualTo(2);
        assertThat(refused.err.lines().toList()).containsExactly("error: " + qdc + ": code 'Emotions' is under no "
                + "node type of the methodology (put it under a code named after one of attribute, "
                + "functional_consequence, psychosocial_consequence, instrumental_value, terminal_value, or give "
                + "--type TYPE)");
        assertThat(cli("study", "codebook", "--db", db, "--study", study).out).contains("No codes yet");

        CliRun wrongType = cli("study", "codebook", "--db", db, "--study", study, "--import", qdc.toString(),
                "--type", "feeling");
        assertThat(wrongType.exitCode).isEqualTo(2);
        assertThat(wrongType.err).contains("--type 'feeling' is not a node type of the methodology");

        CliRun imported = cli("study", "codebook", "--db", db, "--study", study, "--import", qdc.toString(),
                "--type", "psychosocial_consequence");
        assertThat(imported.exitCode).as(imported.toString()).isZero();
        assertThat(imported.out).startsWith("Imported 8 codes").contains("Types: 6 from a parent code's similar "
                + "name, 2 from --type psychosocial_consequence");
        assertThat(cli("study", "codebook", "--db", db, "--study", study).out)
                .contains("C1\tcreamy\tattribute\t0 members", "C2\toat based\tattribute\t0 members",
                        "C3\tfroths well\tfunctional_consequence", "C6\thappiness\tterminal_value",
                        "C8\tcalm\tpsychosocial_consequence");
        // the imported codebook goes out again as a valid .qdc of ours, descriptions kept
        Path out = tmp.resolve("again.qdc");
        assertThat(cli("study", "export", "--db", db, "--study", study, "--format", "qdc", "--out",
                out.toString()).exitCode).isZero();
        assertThat(Files.readString(out)).contains("Texture words: creamy, thick, smooth");
    }

    private static Map<String, byte[]> unzip(Path zip) throws IOException {
        Map<String, byte[]> out = new LinkedHashMap<>();
        try (ZipInputStream in = new ZipInputStream(Files.newInputStream(zip))) {
            ZipEntry e;
            while ((e = in.getNextEntry()) != null) {
                out.put(e.getName(), in.readAllBytes());
            }
        }
        return out;
    }

    private static void validate(byte[] xml, String xsd) throws Exception {
        URL schema = StudyCommandLineTest.class.getResource(xsd);
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        try (InputStream in = new ByteArrayInputStream(xml)) {
            factory.newSchema(schema).newValidator().validate(new StreamSource(in));
        }
    }
}
