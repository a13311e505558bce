package org.interviewworkbench.engine.study;

import java.util.List;
import java.util.Objects;

/**
 * A code of the study codebook: a name the researcher owns, a node type, a description and its members.
 *
 * @param id          stable code id ({@code C1}, {@code C2}, ...)
 * @param name        the code as it appears in matrices and maps
 * @param type        the node type of the methodology
 * @param description what the code means ({@code ""} when none)
 * @param members     the interview concepts it stands for, first member first
 */
public record StudyCode(String id, String name, String type, String description, List<CodeMember> members) {
    public StudyCode {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        description = description == null ? "" : description;
        members = List.copyOf(members);
    }

    public StudyCode withName(String newName) {
        return new StudyCode(id, newName, type, description, members);
    }

    public StudyCode withType(String newType) {
        return new StudyCode(id, name, newType, description, members);
    }

    public StudyCode withDescription(String text) {
        return new StudyCode(id, name, type, text, members);
    }

    public StudyCode withMembers(List<CodeMember> newMembers) {
        return new StudyCode(id, name, type, description, newMembers);
    }
}
