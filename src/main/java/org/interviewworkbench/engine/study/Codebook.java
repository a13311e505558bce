package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The study codebook: codes in the researcher's order, and the similarity threshold the automatic proposal used.
 * Immutable; edits ({@link CodebookEdit}) return a new codebook.
 */
public record Codebook(List<StudyCode> codes, double threshold) {

    public static final Codebook EMPTY = new Codebook(List.of(), CodebookProposer.DEFAULT_THRESHOLD);

    public Codebook {
        codes = List.copyOf(codes);
    }

    public Optional<StudyCode> code(String id) {
        return codes.stream().filter(c -> c.id().equals(id)).findFirst();
    }

    /** The code a ladder element belongs to, if the codebook has one for it. */
    public Optional<StudyCode> codeOf(LadderStep step) {
        for (StudyCode c : codes) {
            for (CodeMember m : c.members()) {
                if (m.is(step.sessionId(), step.nodeId(), step.code())) {
                    return Optional.of(c);
                }
            }
        }
        return Optional.empty();
    }

    /** {@code ladders} with every element named by its code (elements without a code keep their label). */
    public List<Ladder> apply(List<Ladder> ladders) {
        if (codes.isEmpty()) {
            return ladders;
        }
        java.util.Map<String, java.util.Set<String>> typesOfName = new java.util.HashMap<>();
        for (StudyCode c : codes) {
            typesOfName.computeIfAbsent(c.name(), k -> new java.util.HashSet<>()).add(c.type());
        }
        List<Ladder> out = new ArrayList<>(ladders.size());
        for (Ladder l : ladders) {
            List<LadderStep> steps = new ArrayList<>();
            for (LadderStep s : l.steps()) {
                Optional<StudyCode> c = codeOf(s);
                steps.add(c.map(code -> new LadderStep(displayName(code, typesOfName), code.type(), s.sessionId(),
                        s.nodeId(), s.quote(), s.turn())).orElse(s));
            }
            out.add(new Ladder(l.respondent(), l.ladderId(), steps));
        }
        return out;
    }

    /**
     * A code's name in matrices and maps: its name, with its type added when another code of another type has the
     * same name (so "smaller carbon footprint" as an attribute and as a value stay two codes).
     */
    private static String displayName(StudyCode code, java.util.Map<String, java.util.Set<String>> typesOfName) {
        return typesOfName.getOrDefault(code.name(), java.util.Set.of()).size() > 1
                ? code.name() + " (" + code.type().replace('_', ' ') + ")" : code.name();
    }

    /** The next free code id. */
    public String nextId() {
        int max = 0;
        for (StudyCode c : codes) {
            if (c.id().startsWith("C")) {
                try {
                    max = Math.max(max, Integer.parseInt(c.id().substring(1)));
                } catch (NumberFormatException ignored) {
                    // a researcher-given id; numbering continues after the C-ids
                }
            }
        }
        return "C" + (max + 1);
    }

    Codebook withCodes(List<StudyCode> newCodes) {
        return new Codebook(newCodes, threshold);
    }
}
