package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * One researcher edit of the study codebook, as a pure function. {@link #apply} refuses an edit that does not fit
 * the codebook with an {@link IllegalArgumentException} whose message is one line for the researcher. Undo is the
 * codebook before the edit (the store keeps it with the edit), so every edit is undoable.
 */
public sealed interface CodebookEdit {

    /** The new codebook. */
    Codebook apply(Codebook codebook);

    /** Short name for menus and the history ("Rename code", ...). */
    String label();

    /** Operation id as stored ({@code rename}, {@code merge}, ...). */
    String op();

    /** Renames a code. */
    record Rename(String codeId, String name) implements CodebookEdit {
        public Codebook apply(Codebook cb) {
            requireText(name, "a code name");
            StudyCode c = find(cb, codeId);
            return replace(cb, c, c.withName(name.strip()));
        }

        public String label() {
            return "Rename code";
        }

        public String op() {
            return "rename";
        }
    }

    /** Changes a code's node type. */
    record Retype(String codeId, String type) implements CodebookEdit {
        public Codebook apply(Codebook cb) {
            requireText(type, "a node type");
            StudyCode c = find(cb, codeId);
            return replace(cb, c, c.withType(type.strip()));
        }

        public String label() {
            return "Change code type";
        }

        public String op() {
            return "retype";
        }
    }

    /** Sets a code's description. */
    record Describe(String codeId, String description) implements CodebookEdit {
        public Codebook apply(Codebook cb) {
            StudyCode c = find(cb, codeId);
            return replace(cb, c, c.withDescription(description == null ? "" : description.strip()));
        }

        public String label() {
            return "Describe code";
        }

        public String op() {
            return "describe";
        }
    }

    /**
     * Merges codes into the first: it keeps its id, type and description, takes the others' members (in order) and
     * the given name (its own when {@code null}). Codes of different types are not merged.
     */
    record Merge(List<String> codeIds, String name) implements CodebookEdit {
        public Merge {
            codeIds = List.copyOf(codeIds);
        }

        public Codebook apply(Codebook cb) {
            if (codeIds.size() < 2) {
                throw new IllegalArgumentException("merge needs at least two codes");
            }
            if (Set.copyOf(codeIds).size() != codeIds.size()) {
                throw new IllegalArgumentException("merge names a code twice");
            }
            StudyCode first = find(cb, codeIds.get(0));
            List<CodeMember> members = new ArrayList<>(first.members());
            for (String id : codeIds.subList(1, codeIds.size())) {
                StudyCode other = find(cb, id);
                if (!other.type().equals(first.type())) {
                    throw new IllegalArgumentException("cannot merge " + first.id() + " (" + first.type() + ") with "
                            + other.id() + " (" + other.type() + "): change the type first");
                }
                members.addAll(other.members());
            }
            StudyCode merged = first.withMembers(members)
                    .withName(name == null || name.isBlank() ? first.name() : name.strip());
            List<StudyCode> codes = new ArrayList<>();
            for (StudyCode c : cb.codes()) {
                if (c.id().equals(first.id())) {
                    codes.add(merged);
                } else if (!codeIds.contains(c.id())) {
                    codes.add(c);
                }
            }
            return cb.withCodes(codes);
        }

        public String label() {
            return "Merge codes";
        }

        public String op() {
            return "merge";
        }
    }

    /** Moves members (by index in the code, 0-based) to another existing code. */
    record MoveMembers(String fromCodeId, List<Integer> memberIndexes, String toCodeId) implements CodebookEdit {
        public MoveMembers {
            memberIndexes = List.copyOf(memberIndexes);
        }

        public Codebook apply(Codebook cb) {
            StudyCode from = find(cb, fromCodeId);
            StudyCode to = find(cb, toCodeId);
            if (from.id().equals(to.id())) {
                throw new IllegalArgumentException("a member cannot move to the code it is in");
            }
            Split.checkIndexes(from, memberIndexes);
            List<CodeMember> stay = new ArrayList<>();
            List<CodeMember> move = new ArrayList<>();
            partition(from, memberIndexes, stay, move);
            List<CodeMember> target = new ArrayList<>(to.members());
            target.addAll(move);
            List<StudyCode> codes = new ArrayList<>();
            for (StudyCode c : cb.codes()) {
                if (c.id().equals(from.id())) {
                    if (!stay.isEmpty()) {
                        codes.add(from.withMembers(stay));
                    }
                } else if (c.id().equals(to.id())) {
                    codes.add(to.withMembers(target));
                } else {
                    codes.add(c);
                }
            }
            return cb.withCodes(codes);
        }

        public String label() {
            return "Move to another code";
        }

        public String op() {
            return "move";
        }
    }

    /** Splits members (by index, 0-based) off into a new code with the given name, placed after the original. */
    record Split(String codeId, List<Integer> memberIndexes, String newName) implements CodebookEdit {
        public Split {
            memberIndexes = List.copyOf(memberIndexes);
        }

        public Codebook apply(Codebook cb) {
            requireText(newName, "a name for the new code");
            StudyCode from = find(cb, codeId);
            checkIndexes(from, memberIndexes);
            if (memberIndexes.size() >= from.members().size()) {
                throw new IllegalArgumentException("a split must leave at least one member in " + codeId);
            }
            List<CodeMember> stay = new ArrayList<>();
            List<CodeMember> move = new ArrayList<>();
            partition(from, memberIndexes, stay, move);
            StudyCode created = new StudyCode(cb.nextId(), newName.strip(), from.type(), "", move);
            List<StudyCode> codes = new ArrayList<>();
            for (StudyCode c : cb.codes()) {
                if (c.id().equals(from.id())) {
                    codes.add(from.withMembers(stay));
                    codes.add(created);
                } else {
                    codes.add(c);
                }
            }
            return cb.withCodes(codes);
        }

        static void checkIndexes(StudyCode code, List<Integer> indexes) {
            if (indexes.isEmpty()) {
                throw new IllegalArgumentException("choose at least one member of " + code.id());
            }
            for (int i : indexes) {
                if (i < 0 || i >= code.members().size()) {
                    throw new IllegalArgumentException(code.id() + " has no member " + (i + 1) + " (it has "
                            + code.members().size() + ")");
                }
            }
        }

        public String label() {
            return "Split code";
        }

        public String op() {
            return "split";
        }
    }

    /** Members at {@code indexes} into {@code move}, the rest into {@code stay}, both in member order. */
    private static void partition(StudyCode code, List<Integer> indexes, List<CodeMember> stay,
                                  List<CodeMember> move) {
        for (int i = 0; i < code.members().size(); i++) {
            (indexes.contains(i) ? move : stay).add(code.members().get(i));
        }
    }

    private static StudyCode find(Codebook cb, String id) {
        return cb.code(id).orElseThrow(() -> new IllegalArgumentException("no code " + id + " in the codebook"));
    }

    private static Codebook replace(Codebook cb, StudyCode old, StudyCode updated) {
        List<StudyCode> codes = new ArrayList<>();
        for (StudyCode c : cb.codes()) {
            codes.add(c.id().equals(old.id()) ? updated : c);
        }
        return cb.withCodes(codes);
    }

    private static void requireText(String s, String what) {
        if (s == null || s.isBlank()) {
            throw new IllegalArgumentException("give " + what);
        }
    }
}
