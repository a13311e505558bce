package org.interviewworkbench.app;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import java.nio.file.Path;
import java.util.Optional;

import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.cli.OutputFile;
import org.interviewworkbench.engine.study.CodebookEdit;
import org.interviewworkbench.engine.study.DiscoveryCurve;
import org.interviewworkbench.export.study.HvmSvgWriter;
import org.interviewworkbench.export.study.StudyReportWriter;
import org.interviewworkbench.ui.WorkbenchBridge.CodebookRow;
import org.interviewworkbench.ui.WorkbenchBridge.DiscoveryPoint;
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
import org.interviewworkbench.ui.WorkbenchBridge.CutoffRow;
import org.interviewworkbench.ui.WorkbenchBridge.StudyAnalysis;
import org.interviewworkbench.ui.WorkbenchBridge.StudyCodeRow;

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

    StudyAnalysis analyse(String studyId, int cutoff, String links, String count) {
        Study study = studies.study(studyId).orElseThrow(() -> new IllegalArgumentException("no study " + studyId));
        MethodologyConfig methodology = services.methodology(study.methodologyId()).config();
        List<Ladder> ladders = new StudyLadders(sessions, studies, methodology.ontology()).coded(studyId);
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
        byte[] png = new HvmPngWriter().write(map, typeOrder);
        List<String> chains = DominantChains.of(map, 5).stream()
                .map(c -> String.join(" \u2192 ", c.codes()) + "  (weakest link " + c.bottleneck() + ")").toList();
        DiscoveryCurve curve = DiscoveryCurve.of(ladders);
        List<DiscoveryPoint> discovery = curve.points().stream()
                .map(p -> new DiscoveryPoint(p.index(), p.respondent(), p.newCodes(), p.cumulativeCodes())).toList();
        List<CodebookRow> codebook = studies.codebook(studyId).codebook().codes().stream()
                .map(c -> new CodebookRow(c.id(), c.name(), c.type(), c.members().size())).toList();
        return new StudyAnalysis(studyId, at, max, StudyReportWriter.defaultCutoff(matrix), ladders.size(),
                allRespondents.size(), codes, cutoffs, png, chains, discovery, curve.saturationAfter(), codebook);
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
                svg.getFileName().toString(), used)));
        return List.of(out, svg);
    }
}
