package org.interviewworkbench.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import java.nio.file.Path;
import java.util.Optional;

import java.util.function.Predicate;

import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.engine.model.SessionSummary;
import org.interviewworkbench.engine.study.CodeMember;
import org.interviewworkbench.engine.study.Codebook;
import org.interviewworkbench.engine.study.CodebookProposer;
import org.interviewworkbench.engine.study.StudyCode;
import org.interviewworkbench.engine.study.StudySession;
import org.interviewworkbench.ui.StudyBridge.CodeMemberRow;
import org.interviewworkbench.ui.StudyBridge.SegmentMap;
import org.interviewworkbench.ui.StudyBridge.StudySessionRow;
import org.interviewworkbench.cli.OutputFile;
import org.interviewworkbench.engine.study.CodebookEdit;
import org.interviewworkbench.engine.study.DiscoveryCurve;
import org.interviewworkbench.export.study.HvmSvgWriter;
import org.interviewworkbench.export.study.StudyReportWriter;
import org.interviewworkbench.ui.StudyBridge.CodebookRow;
import org.interviewworkbench.ui.StudyBridge.DiscoveryPoint;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.interviewworkbench.engine.config.NodeType;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.port.StudyStore;
import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.DominantChains;
import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LinkMode;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.engine.study.StudyLadders;
import org.interviewworkbench.export.study.HvmPngWriter;
import org.interviewworkbench.ui.StudyBridge.CutoffRow;
import org.interviewworkbench.ui.StudyBridge.StudyAnalysis;
import org.interviewworkbench.ui.StudyBridge.StudyCodeRow;

/**
 * The Study tab's work on one study, off the FX thread: the analysis at a cut-off (map, statistics, codes, chains,
 * discovery curve, codebook), codebook edits and their undo (versioned: a change by someone else in between is
 * refused with a reload message), and the Markdown report.
 */
final class StudyAnalyser {

    private final StudyStore studies;
    private final SessionStore sessions;
    private final CliServices services;

    StudyAnalyser(StudyStore studies, SessionStore sessions, CliServices services) {
        this.studies = studies;
        this.sessions = sessions;
        this.services = services;
    }

    /** The studies of the store, oldest first, with how many interviews each holds. */
    List<org.interviewworkbench.ui.StudyBridge.StudyChoice> choices() {
        List<org.interviewworkbench.ui.StudyBridge.StudyChoice> out = new java.util.ArrayList<>();
        for (var s : studies.listStudies()) {
            out.add(new org.interviewworkbench.ui.StudyBridge.StudyChoice(s.id(), s.name(), s.methodologyId(),
                    studies.sessions(s.id()).size()));
        }
        return out;
    }

    StudyAnalysis analyse(String studyId, int cutoff, String links, String count) {
        return analyse(studyId, cutoff, links, count, Map.of());
    }

    /** The analysis of the member sessions whose variables hold every entry of {@code filter} (all when empty). */
    StudyAnalysis analyse(String studyId, int cutoff, String links, String count, Map<String, String> filter) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
        List<Ladder> ladders = new StudyLadders(sessions, studies, methodology.ontology()).coded(studyId,
                keep(filter));
        CountMode countMode = CountMode.fromId(count).orElse(CountMode.LADDERS);
        LinkMode linkMode = LinkMode.fromId(links).orElse(LinkMode.DIRECT);
        ImplicationMatrix matrix = ImplicationMatrix.of(ladders, countMode);
        int max = 1;
        for (ImplicationMatrix.Entry e : matrix.entries()) {
            max = Math.max(max, linkMode.count(new ImplicationMatrix.Cell(e.direct(), e.indirect())));
        }
        int at = Math.max(1, Math.min(cutoff, max));
        HierarchicalValueMap map = HierarchicalValueMap.of(matrix, at, linkMode);
        Map<String, Integer> mentions = new LinkedHashMap<>();
        Map<String, Set<String>> respondents = new LinkedHashMap<>();
        Set<String> allRespondents = new LinkedHashSet<>();
        for (Ladder l : ladders) {
            allRespondents.add(l.respondent());
            for (String code : new LinkedHashSet<>(l.codes())) {
                mentions.merge(code, 1, Integer::sum);
                respondents.computeIfAbsent(code, k -> new LinkedHashSet<>()).add(l.respondent());
            }
        }
        List<StudyCodeRow> codes = new ArrayList<>();
        for (String code : matrix.codes()) {
            codes.add(new StudyCodeRow(code, matrix.type(code).orElse(""), mentions.getOrDefault(code, 0),
                    respondents.getOrDefault(code, Set.of()).size(), matrix.abstractness(code),
                    matrix.centrality(code)));
        }
        List<CutoffRow> cutoffs = new ArrayList<>();
        for (int c = 1; c <= max; c++) {
            HierarchicalValueMap m = HierarchicalValueMap.of(matrix, c, linkMode);
            cutoffs.add(new CutoffRow(c, m.nodes().size(), m.edges().size(), m.shareOfLinksRepresented(),
                    m.shareOfActiveCellsRepresented()));
        }
        List<String> typeOrder = methodology.ontology().nodeTypes().stream().map(NodeType::name).toList();
        byte[] png = new HvmPngWriter().write(map, typeOrder, true);
        List<String> chains = DominantChains.of(map, 5).stream()
                .map(c -> String.join(" \u2192 ", c.codes()) + "  (weakest link " + c.bottleneck() + ")").toList();
        DiscoveryCurve curve = DiscoveryCurve.of(ladders);
        List<DiscoveryPoint> discovery = curve.points().stream()
                .map(p -> new DiscoveryPoint(p.index(), p.respondent(), p.newCodes(), p.cumulativeCodes())).toList();
        List<CodebookRow> codebook = codebookRows(studyId, filter);
        return new StudyAnalysis(studyId, at, max, StudyReportWriter.defaultCutoff(matrix), ladders.size(),
                allRespondents.size(), codes, cutoffs, png, chains, discovery, curve.saturationAfter(), codebook,
                org.interviewworkbench.ui.WorkbenchBridge.StudyMatrix.of(matrix));
    }

    /** Member sessions that hold every entry of {@code filter}; {@code null} (everything) for an empty filter. */
    static Predicate<StudySession> keep(Map<String, String> filter) {
        if (filter.isEmpty()) {
            return null;
        }
        return s -> filter.entrySet().stream().allMatch(e -> e.getValue().equals(s.variables().get(e.getKey())));
    }

    /** Codebook rows; with a filter only the members from the filtered sessions count, and empty codes go. */
    private List<CodebookRow> codebookRows(String studyId, Map<String, String> filter) {
        Predicate<StudySession> keep = keep(filter);
        Set<String> kept = keep == null ? null : studies.sessions(studyId).stream().filter(keep)
                .map(StudySession::sessionId).collect(java.util.stream.Collectors.toSet());
        List<CodebookRow> rows = new ArrayList<>();
        for (StudyCode c : studies.codebook(studyId).codebook().codes()) {
            int members = kept == null ? c.members().size()
                    : (int) c.members().stream().filter(m -> kept.contains(m.sessionId())).count();
            if (kept == null || members > 0) {
                rows.add(new CodebookRow(c.id(), c.name(), c.type(), members));
            }
        }
        return rows;
    }

    /** One map per value of {@code variable} among the member sessions (values sorted), all at {@code cutoff}. */
    List<SegmentMap> segments(String studyId, int cutoff, String links, String count, String variable) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
        List<String> typeOrder = methodology.ontology().nodeTypes().stream().map(NodeType::name).toList();
        CountMode countMode = CountMode.fromId(count).orElse(CountMode.LADDERS);
        LinkMode linkMode = LinkMode.fromId(links).orElse(LinkMode.DIRECT);
        java.util.TreeMap<String, Integer> values = new java.util.TreeMap<>();
        for (StudySession s : studies.sessions(studyId)) {
            String v = s.variables().get(variable);
            if (v != null && !v.isBlank()) {
                values.merge(v, 1, Integer::sum);
            }
        }
        StudyLadders all = new StudyLadders(sessions, studies, methodology.ontology());
        List<SegmentMap> out = new ArrayList<>();
        for (Map.Entry<String, Integer> v : values.entrySet()) {
            List<Ladder> ladders = all.coded(studyId, keep(Map.of(variable, v.getKey())));
            ImplicationMatrix matrix = ImplicationMatrix.of(ladders, countMode);
            HierarchicalValueMap map = HierarchicalValueMap.of(matrix, Math.max(1, cutoff), linkMode);
            String line = String.format(java.util.Locale.ROOT,
                    "%s = %s: %d %s, %d ladders; cut-off %d: %d codes, %d links, %d%% of all links, "
                            + "%d%% of active cells", variable, v.getKey(), v.getValue(),
                    v.getValue() == 1 ? "interview" : "interviews", ladders.size(), Math.max(1, cutoff),
                    map.nodes().size(), map.edges().size(), Math.round(100 * map.shareOfLinksRepresented()),
                    Math.round(100 * map.shareOfActiveCellsRepresented()));
            out.add(new SegmentMap(v.getKey(), v.getValue(), new HvmPngWriter().write(map, typeOrder, true), line));
        }
        return out;
    }

    /** The member sessions with a title each (concept, turns, when started). */
    List<StudySessionRow> sessionRows(String studyId) {
        Map<String, SessionSummary> summaries = new LinkedHashMap<>();
        for (SessionSummary s : sessions.listSessions()) {
            summaries.put(s.id(), s);
        }
        List<StudySessionRow> rows = new ArrayList<>();
        for (StudySession m : studies.sessions(studyId)) {
            SessionSummary s = summaries.get(m.sessionId());
            String title = s == null ? m.sessionId() + " (not in this database)"
                    : s.conceptName() + ", " + s.turnCount() + (s.turnCount() == 1 ? " turn, " : " turns, ")
                    + java.time.format.DateTimeFormatter.ISO_LOCAL_DATE.format(
                            s.createdAt().atZone(java.time.ZoneOffset.UTC));
            rows.add(new StudySessionRow(m.sessionId(), title, m.variables()));
        }
        return rows;
    }

    /** The node types of the study's methodology, in ontology order. */
    List<String> codeTypes(String studyId) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        return services.methodology(study.methodologyId()).config().ontology().nodeTypes().stream()
                .map(NodeType::name).toList();
    }

    /** The members of a code with the respondent each came from. */
    List<CodeMemberRow> members(String studyId, String codeId) {
        StudyCode code = studies.codebook(studyId).codebook().code(codeId)
                .orElseThrow(() -> new IllegalArgumentException("no code " + codeId + " in the codebook"));
        Map<String, String> respondents = new LinkedHashMap<>();
        for (StudySession s : studies.sessions(studyId)) {
            respondents.put(s.sessionId(), s.respondent());
        }
        List<CodeMemberRow> rows = new ArrayList<>();
        Map<String, Optional<org.interviewworkbench.engine.model.SessionSnapshot>> loaded = new LinkedHashMap<>();
        for (int i = 0; i < code.members().size(); i++) {
            CodeMember m = code.members().get(i);
            int turn = m.turn();
            if (turn == 0 && !m.sessionId().isEmpty() && !m.nodeId().isEmpty()) {
                // stored before members kept their turn: look the concept up in its session
                turn = loaded.computeIfAbsent(m.sessionId(), sessions::load)
                        .map(s -> org.interviewworkbench.engine.study.LadderExtractor.turnOf(s.graph(), m.nodeId(),
                                StudyLadders.utteranceTurns(s))).orElse(0);
            }
            rows.add(new CodeMemberRow(i, m.sessionId(), m.sessionId().isEmpty() ? "imported"
                    : respondents.getOrDefault(m.sessionId(), m.sessionId()), m.label(), m.quote(), turn));
        }
        return rows;
    }

    String description(String studyId, String codeId) {
        return studies.codebook(studyId).codebook().code(codeId).map(StudyCode::description).orElse("");
    }

    /**
     * Proposes the codebook again from the raw ladders (starting from the current codes), checking {@code cancelled}
     * between interviews; stored as a new version only when it ran to the end.
     */
    String propose(String studyId, double threshold, java.util.function.DoubleConsumer progress,
                   java.util.function.BooleanSupplier cancelled, String who) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
        StudyStore.VersionedCodebook current = studies.codebook(studyId);
        List<Ladder> raw = new StudyLadders(sessions, studies, methodology.ontology()).raw(studyId);
        Codebook proposal = new CodebookProposer(services.embeddings(), threshold).propose(raw, current.codebook(),
                (done, total) -> progress.accept(total == 0 ? 1.0 : done / (double) total), cancelled);
        String summary = String.format(java.util.Locale.ROOT, "Proposed %d codes at similarity %.2f",
                proposal.codes().size(), threshold);
        studies.saveCodebook(studyId, current.version(), proposal, "propose", summary, who);
        return summary;
    }

    /** Applies one codebook edit against the version read just before (a concurrent change is refused). */
    String edit(String studyId, CodebookEdit edit, String who) {
        StudyStore.VersionedCodebook current = studies.codebook(studyId);
        studies.applyEdit(studyId, current.version(), edit, who);
        return edit.label();
    }

    Optional<String> undo(String studyId, String who) {
        return studies.undoLastEdit(studyId, who);
    }

    /** The Markdown report at {@code out} and the map as {@code <name>-hvm.svg} beside it, both written atomically. */
    List<Path> report(String studyId, Path out) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
        List<Ladder> ladders = new StudyLadders(sessions, studies, methodology.ontology()).coded(studyId);
        List<String> typeOrder = methodology.ontology().nodeTypes().stream().map(NodeType::name).toList();
        ImplicationMatrix matrix = ImplicationMatrix.of(ladders, CountMode.LADDERS);
        int used = StudyReportWriter.defaultCutoff(matrix);
        String base = out.getFileName().toString().replaceFirst("\\.md$", "");
        Path svg = out.toAbsolutePath().resolveSibling(base + "-hvm.svg");
        OutputFile.write(svg, new HvmSvgWriter().write(HierarchicalValueMap.of(matrix, used, LinkMode.DIRECT),
                typeOrder));
        OutputFile.write(out, new StudyReportWriter().write(new StudyReportWriter.Input(study,
                studies.sessions(studyId).size(), studies.importedLadders(studyId).size(), ladders,
                svg.getFileName().toString(), used, StudyReportWriter.StudyEdits.of(studies.sessions(studyId).stream()
                .map(org.interviewworkbench.engine.study.StudySession::sessionId).toList(), sessions,
                services.editLog(sessions)))));
        return List.of(out, svg);
    }
}
