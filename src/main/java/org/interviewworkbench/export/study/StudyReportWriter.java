package org.interviewworkbench.export.study;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.interviewworkbench.engine.model.SessionSnapshot;
import org.interviewworkbench.engine.port.EditLogStore;
import org.interviewworkbench.engine.port.SessionStore;
import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.DiscoveryCurve;
import org.interviewworkbench.engine.study.DominantChains;
import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LinkMode;
import org.interviewworkbench.engine.study.Study;
import org.interviewworkbench.export.EditShares;

/**
 * The Markdown study report: counts, the codebook with frequencies, the implication matrix, the cut-off table, the
 * map picture (an SVG written beside the report), the dominant chains and the code discovery curve; with the
 * researchers' edits, how much of the engine's coding they kept over all the interviews.
 *
 * <p>Default cut-off: the highest cut-off whose map still represents at least two thirds of all direct links, the
 * usual compromise between a readable map and the share of links it keeps (Pieters, Baumgartner &amp; Allen 1995
 * report the share per cut-off for the same reason; the table lets the researcher pick another).
 */
public final class StudyReportWriter {

    /**
     * The report's inputs.
     *
     * @param edits how much of the engine's coding the researchers kept, summed over the study's interviews (null:
     *              no section)
     */
    public record Input(Study study, int sessions, int importedLadders, List<Ladder> ladders,
                        String hvmPictureFile, Integer cutoff, StudyEdits edits) {

        /** Without the researchers' edits. */
        public Input(Study study, int sessions, int importedLadders, List<Ladder> ladders, String hvmPictureFile,
                     Integer cutoff) {
            this(study, sessions, importedLadders, ladders, hvmPictureFile, cutoff, null);
        }
    }

    /**
     * The researchers' edits over a study's interviews.
     *
     * @param shares   the kept, renamed, ... counts summed over the interviews
     * @param sessions interviews counted
     * @param edited   of them, those with a graph edit still in effect
     */
    public record StudyEdits(EditShares shares, int sessions, int edited) {

        /** Sums the study's interviews (sessions no longer stored are left out). */
        public static StudyEdits of(List<String> sessionIds, SessionStore store, EditLogStore log) {
            EditShares sum = EditShares.NONE;
            int counted = 0;
            int edited = 0;
            for (String id : sessionIds) {
                java.util.Optional<SessionSnapshot> s = store.load(id);
                if (s.isEmpty()) {
                    continue;
                }
                EditShares one = EditShares.of(s.get(), log.edits(id));
                sum = sum.plus(one);
                counted++;
                if (one.unchanged() < one.concepts() || one.edgesUnchanged() < one.edges() || one.edgesAdded() > 0) {
                    edited++;
                }
            }
            return new StudyEdits(sum, counted, edited);
        }
    }

    public static final double DEFAULT_SHARE = 2.0 / 3.0;

    /** The cut-off a report uses when none is given (see the class comment); 1 for an empty study. */
    public static int defaultCutoff(ImplicationMatrix matrix) {
        int best = 1;
        int max = matrix.entries().stream().mapToInt(ImplicationMatrix.Entry::direct).max().orElse(1);
        for (int c = 1; c <= max; c++) {
            if (HierarchicalValueMap.of(matrix, c, LinkMode.DIRECT).shareOfLinksRepresented() >= DEFAULT_SHARE) {
                best = c;
            }
        }
        return best;
    }

    public String write(Input in) {
        ImplicationMatrix matrix = ImplicationMatrix.of(in.ladders(), CountMode.LADDERS);
        int cutoff = in.cutoff() == null ? defaultCutoff(matrix) : in.cutoff();
        HierarchicalValueMap map = HierarchicalValueMap.of(matrix, cutoff, LinkMode.DIRECT);
        Set<String> respondents = new LinkedHashSet<>();
        in.ladders().forEach(l -> respondents.add(l.respondent()));
        StringBuilder sb = new StringBuilder();
        sb.append("# Study report: ").append(in.study().name()).append("\n\n");
        sb.append("Study `").append(in.study().id()).append("`, methodology `").append(in.study().methodologyId())
                .append('`').append(in.study().conceptId() == null ? "" : ", concept `" + in.study().conceptId() + "`")
                .append(".\n\n");
        sb.append("| | |\n|---|---|\n");
        sb.append("| interviews | ").append(in.sessions()).append(" |\n");
        sb.append("| imported ladders | ").append(in.importedLadders()).append(" |\n");
        sb.append("| respondents | ").append(respondents.size()).append(" |\n");
        sb.append("| ladders | ").append(in.ladders().size()).append(" |\n");
        sb.append("| codes | ").append(matrix.codes().size()).append(" |\n");
        sb.append("| direct links (ladder pairs) | ").append(matrix.entries().stream()
                .mapToInt(ImplicationMatrix.Entry::direct).sum()).append(" |\n\n");
        if (in.edits() != null) {
            researcherEdits(sb, in.edits());
        }

        sb.append("## Codebook\n\n| code | type | mentions | respondents | abstractness | centrality |\n"
                + "|---|---|---|---|---|---|\n");
        Map<String, Integer> mentions = new LinkedHashMap<>();
        Map<String, Set<String>> byRespondent = new LinkedHashMap<>();
        for (Ladder l : in.ladders()) {
            for (String code : new LinkedHashSet<>(l.codes())) {
                mentions.merge(code, 1, Integer::sum);
                byRespondent.computeIfAbsent(code, k -> new LinkedHashSet<>()).add(l.respondent());
            }
        }
        for (String code : matrix.codes()) {
            sb.append("| ").append(md(code)).append(" | ").append(matrix.type(code).orElse("")).append(" | ")
                    .append(mentions.getOrDefault(code, 0)).append(" | ")
                    .append(byRespondent.getOrDefault(code, Set.of()).size()).append(" | ")
                    .append(fmt(matrix.abstractness(code))).append(" | ").append(fmt(matrix.centrality(code)))
                    .append(" |\n");
        }
        sb.append("\nMentions count the ladders a code is on.\n\n");

        sb.append("## Implication matrix\n\nEach cell is `direct.indirect` (ladders); rows lead to columns.\n\n");
        List<String> codes = matrix.codes();
        sb.append("| |");
        for (int i = 0; i < codes.size(); i++) {
            sb.append(' ').append(i + 1).append(" |");
        }
        sb.append("\n|---|");
        sb.append("---|".repeat(codes.size()));
        sb.append('\n');
        for (int i = 0; i < codes.size(); i++) {
            sb.append("| ").append(i + 1).append(". ").append(md(codes.get(i))).append(" |");
            for (String to : codes) {
                ImplicationMatrix.Cell c = matrix.cell(codes.get(i), to);
                sb.append(' ').append(c.total() == 0 ? "" : MatrixCsvWriter.cell(c.direct(), c.indirect())).append(" |");
            }
            sb.append('\n');
        }

        sb.append("\n## Cut-off\n\n| cut-off | codes | links | share of links | share of active cells |\n"
                + "|---|---|---|---|---|\n");
        int max = matrix.entries().stream().mapToInt(ImplicationMatrix.Entry::direct).max().orElse(0);
        for (int c = 1; c <= Math.max(1, max); c++) {
            HierarchicalValueMap m = HierarchicalValueMap.of(matrix, c, LinkMode.DIRECT);
            sb.append("| ").append(c).append(c == cutoff ? " (map below)" : "").append(" | ").append(m.nodes().size())
                    .append(" | ").append(m.edges().size()).append(" | ").append(pct(m.shareOfLinksRepresented()))
                    .append(" | ").append(pct(m.shareOfActiveCellsRepresented())).append(" |\n");
        }
        sb.append("\n## Hierarchical value map (cut-off ").append(cutoff).append(", direct links)\n\n");
        if (in.hvmPictureFile() != null) {
            sb.append("![Hierarchical value map](").append(in.hvmPictureFile()).append(")\n\n");
        }
        sb.append("\n## Dominant chains\n\n");
        List<DominantChains.Chain> chains = DominantChains.of(map, 10);
        if (chains.isEmpty()) {
            sb.append("No chain at this cut-off.\n");
        }
        int n = 0;
        for (DominantChains.Chain c : chains) {
            sb.append(++n).append(". ").append(md(String.join(" \u2192 ", c.codes()))).append(" (weakest link ")
                    .append(c.bottleneck()).append(", sum ").append(c.totalCount()).append(")\n");
        }
        DiscoveryCurve curve = DiscoveryCurve.of(in.ladders());
        sb.append("\n## Code discovery\n\n| interview | respondent | new codes | codes so far |\n|---|---|---|---|\n");
        for (DiscoveryCurve.Point p : curve.points()) {
            sb.append("| ").append(p.index()).append(" | ").append(md(p.respondent())).append(" | ")
                    .append(p.newCodes()).append(" | ").append(p.cumulativeCodes()).append(" |\n");
        }
        int sat = curve.saturationAfter();
        sb.append('\n').append(sat == 0 ? "No saturation yet: no run of three interviews without a new code."
                : "Saturation: no new code in the three interviews after interview " + sat + ".");
        sb.append(" Share of codes first found in the last third of the interviews: ")
                .append(pct(curve.shareNewInLastThird())).append(".\n");
        return sb.toString();
    }

    private static void researcherEdits(StringBuilder sb, StudyEdits edits) {
        sb.append("## Researcher edits\n\nHow much of the engine's coding the researchers kept, summed over the ")
                .append(edits.sessions()).append(" interviews (").append(edits.edited()).append(" of them edited; ")
                .append(edits.shares().concepts()).append(" concepts):\n\n");
        sb.append(edits.shares().markdownTables()).append('\n');
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.0f%%", 100 * v);
    }

    private static String md(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

}
