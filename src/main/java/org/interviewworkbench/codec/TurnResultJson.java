package org.interviewworkbench.codec;

import com.fasterxml.jackson.databind.node.ObjectNode;
import org.interviewworkbench.engine.pipeline.TurnResult;

/** TEMPORARY placeholder so main compiles; the real codec from wip/persistence replaces it at merge. */
public final class TurnResultJson {
    private TurnResultJson() {
    }

    public static ObjectNode toJson(TurnResult result) {
        throw new UnsupportedOperationException("placeholder");
    }
}
