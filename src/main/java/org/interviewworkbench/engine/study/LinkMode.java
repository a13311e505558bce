package org.interviewworkbench.engine.study;

import java.util.Arrays;
import java.util.Optional;

/** Which count decides whether a link is drawn in the hierarchical value map. */
public enum LinkMode {
    /** Direct count only. */
    DIRECT("direct"),
    /** Direct plus indirect count. */
    TOTAL("total");

    private final String id;

    LinkMode(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static Optional<LinkMode> fromId(String id) {
        return Arrays.stream(values()).filter(m -> m.id.equals(id)).findFirst();
    }

    /** The count a link uses under this mode. */
    public int count(ImplicationMatrix.Cell cell) {
        return this == DIRECT ? cell.direct() : cell.direct() + cell.indirect();
    }
}
