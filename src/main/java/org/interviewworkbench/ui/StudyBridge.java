package org.interviewworkbench.ui;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The studies' side of the {@link WorkbenchBridge} (design.md "Studies", issue 14): analysis, implication matrix,
 * member sessions, segments and the codebook editor. Blocking, off the FX thread (see {@link WorkbenchBridge}).
 */
public interface StudyBridge {

    /** A study to pick in the Study tab. */
    record StudyChoice(String id, String name, String methodologyId, int sessions) {
        @Override
        public String toString() {
            return name + " (" + methodologyId + ", " + sessions + (sessions == 1 ? " interview" : " interviews") + ")";
        }
    }

    /** One code of the study with its frequencies and position in the map. */
    record StudyCodeRow(String code, String type, int mentions, int respondents, double abstractness,
                        double centrality) {
    }

    /** The map's statistics at one cut-off. */
    record CutoffRow(int cutoff, int codes, int links, double shareOfLinks, double shareOfActiveCells) {
    }

    /**
     * A study's analysis at a cut-off: codes, the cut-off table, the map as a PNG, its dominant chains.
     *
     * @param maxCutoff       the highest cut-off that still draws a link (the slider's end)
     * @param suggestedCutoff the highest cut-off whose map keeps two thirds of the links (where the tab opens)
     */
    record StudyAnalysis(String studyId, int cutoff, int maxCutoff, int suggestedCutoff, int ladders, int respondents,
                         List<StudyCodeRow> codes, List<CutoffRow> cutoffs, byte[] mapPng, List<String> chains,
                         List<DiscoveryPoint> discovery, int saturationAfter, List<CodebookRow> codebook,
                         StudyMatrix matrix) {
        public StudyAnalysis {
            codes = List.copyOf(codes);
            cutoffs = List.copyOf(cutoffs);
            chains = List.copyOf(chains);
            discovery = List.copyOf(discovery);
            codebook = List.copyOf(codebook);
            matrix = matrix == null ? StudyMatrix.EMPTY : matrix;
        }

        /** An analysis without its implication matrix (the Matrix tab shows nothing). */
        public StudyAnalysis(String studyId, int cutoff, int maxCutoff, int suggestedCutoff, int ladders,
                             int respondents, List<StudyCodeRow> codes, List<CutoffRow> cutoffs, byte[] mapPng,
                             List<String> chains, List<DiscoveryPoint> discovery, int saturationAfter,
                             List<CodebookRow> codebook) {
            this(studyId, cutoff, maxCutoff, suggestedCutoff, ladders, respondents, codes, cutoffs, mapPng, chains,
                    discovery, saturationAfter, codebook, StudyMatrix.EMPTY);
        }
    }

    /**
     * The implication matrix the analysis counted (its count mode and session filter): codes in first-appearance
     * order with their abstractness, and every cell with direct + indirect &gt; 0.
     */
    record StudyMatrix(List<MatrixCode> codes, List<MatrixCell> cells) {
        public static final StudyMatrix EMPTY = new StudyMatrix(List.of(), List.of());

        public StudyMatrix {
            codes = List.copyOf(codes);
            cells = List.copyOf(cells);
        }

        /** The codes and non-empty cells of {@code matrix}. */
        public static StudyMatrix of(org.interviewworkbench.engine.study.ImplicationMatrix matrix) {
            return new StudyMatrix(matrix.codes().stream().map(c -> new MatrixCode(c, matrix.type(c).orElse(""),
                    matrix.abstractness(c))).toList(), matrix.entries().stream()
                    .map(e -> new MatrixCell(e.from(), e.to(), e.direct(), e.indirect())).toList());
        }
    }

    /** A code of the implication matrix: abstractness = in / (in + out) over direct + indirect counts. */
    record MatrixCode(String code, String type, double abstractness) {
    }

    /** One non-empty cell of the implication matrix. */
    record MatrixCell(String from, String to, int direct, int indirect) {
    }

    /**
     * One interview on the code discovery curve: how many codes it brought that no earlier interview had
     * ({@code saturationAfter} of the analysis: the interview after which three in a row brought none, 0 if never).
     */
    record DiscoveryPoint(int interview, String respondent, int newCodes, int cumulativeCodes) {
    }

    /** A code of the study codebook as the researcher edits it. */
    record CodebookRow(String id, String name, String type, int members) {
    }

    /** Studies in the session database, oldest first. */
    default List<StudyChoice> listStudies() {
        return List.of();
    }

    /** The analysis of a study at a cut-off ({@code links}: direct or total; {@code count}: ladders or respondents). */
    default StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /**
     * Merges codes of the study codebook into the first ({@code name} for the merged code), stored with who and when
     * in one transaction; returns what was done ("Merge 2 codes into 'x'").
     */
    default String mergeCodes(String studyId, List<String> codeIds, String name) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Renames a code of the study codebook; returns what was done. */
    default String renameCode(String studyId, String codeId, String name) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Undoes the last codebook change still in effect; empty when there is nothing to undo. */
    default java.util.Optional<String> undoCodebook(String studyId) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Writes the Markdown study report at {@code out} (the map as an SVG beside it); returns the files written. */
    default List<java.nio.file.Path> writeStudyReport(String studyId, java.nio.file.Path out) {
        throw new IllegalStateException("this workbench has no study store");
    }

    // ---- studies: sessions, filters, segments, the codebook editor (issue 14) --------------------------------

    /**
     * A member session of a study as the Study tab lists it.
     *
     * @param title     what identifies the interview (concept, turns, when)
     * @param variables the researcher's variables ({@code respondent}, {@code segment}, free keys), in order given
     */
    record StudySessionRow(String sessionId, String title, Map<String, String> variables) {
        public StudySessionRow {
            variables = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(variables));
        }
    }

    /** The map of one value of a variable (one segment) at the shared cut-off, with its statistics line. */
    record SegmentMap(String value, int sessions, byte[] mapPng, String statistics) {
    }

    /**
     * One member of a code: the concept of one interview (or imported ladder) and the respondent's words, said in
     * {@code turn} of that session (0: unknown, e.g. an imported ladder).
     */
    record CodeMemberRow(int index, String sessionId, String respondent, String label, String quote, int turn) {
        /** A member whose turn is unknown. */
        public CodeMemberRow(int index, String sessionId, String respondent, String label, String quote) {
            this(index, sessionId, respondent, label, quote, 0);
        }
    }

    /**
     * The analysis restricted to the member sessions whose variables hold every {@code filter} entry (imported
     * ladders have no variables and are left out by a filter); an empty filter is the whole study.
     */
    default StudyAnalysis analyseStudy(String studyId, int cutoff, String links, String count,
                                       Map<String, String> filter) {
        if (!filter.isEmpty()) {
            throw new IllegalStateException("this workbench cannot filter studies");
        }
        return analyseStudy(studyId, cutoff, links, count);
    }

    /** The member sessions of a study in the order they were added. */
    default List<StudySessionRow> studySessions(String studyId) {
        return List.of();
    }

    /** Adds a session to a study, or replaces its variables when it is already a member. */
    default void putStudySession(String studyId, String sessionId, Map<String, String> variables) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** Removes a session from a study (the session itself stays); false when it was not a member. */
    default boolean removeStudySession(String studyId, String sessionId) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /** One map per value of {@code variable} (values sorted), all at {@code cutoff}. */
    default List<SegmentMap> segmentMaps(String studyId, int cutoff, String links, String count, String variable) {
        return List.of();
    }

    /** The node types a code may have (the study methodology's), in ontology order. */
    default List<String> codeTypes(String studyId) {
        return List.of();
    }

    /** The members of a code, first member first. */
    default List<CodeMemberRow> codeMembers(String studyId, String codeId) {
        return List.of();
    }

    /** The description of a code ({@code ""} when none). */
    default String codeDescription(String studyId, String codeId) {
        return "";
    }

    /**
     * Applies one codebook edit (move members, split, change type, describe, ...) against the codebook as read,
     * stored with who and when and undoable with {@link #undoCodebook}; returns what was done.
     */
    default String editCodebook(String studyId, org.interviewworkbench.engine.study.CodebookEdit edit) {
        throw new IllegalStateException("this workbench has no study store");
    }

    /**
     * Proposes the codebook again from the study's ladders at {@code threshold} (starting from the current codes),
     * reporting the fraction of interviews done and checking {@code cancelled} between interviews; a cancelled
     * proposal throws {@link java.util.concurrent.CancellationException} and stores nothing. Returns what was done.
     */
    default String proposeCodebook(String studyId, double threshold, java.util.function.DoubleConsumer progress,
                                   BooleanSupplier cancelled) {
        throw new IllegalStateException("this workbench has no study store");
    }
}
