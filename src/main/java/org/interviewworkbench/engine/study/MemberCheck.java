package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.interviewworkbench.engine.config.Ontology;
import org.interviewworkbench.engine.model.InterviewGraph;

/**
 * Review with the respondent (member check, issue 13): the respondent's ladders ({@link LadderExtractor}) said back in
 * plain language, one sentence per ladder, so the moderator can turn the screen towards the respondent near the end
 * and ask whether each is right. Each ladder is then confirmed, corrected (with the ordinary edit commands) or
 * rejected; the verdicts are entries of the session's edit log ({@link #OP}).
 */
public final class MemberCheck {

    /** The edit-log op of a verdict. */
    public static final String OP = "member_check";
    /** The verdicts a ladder can get. */
    public static final Set<String> VERDICTS = Set.of("confirmed", "corrected", "rejected");

    /**
     * One ladder as the respondent sees it.
     *
     * @param ladderId  the ladder's number in the session (1-based, discovery order)
     * @param statement the ladder in plain language ("Creamy texture, which leads to froths well in coffee, ...")
     * @param codes     the ladder's elements, most concrete first
     * @param nodeIds   the concepts (or canonical slots) behind them
     */
    public record Item(String ladderId, String statement, List<String> codes, List<String> nodeIds) {
        public Item {
            codes = List.copyOf(codes);
            nodeIds = List.copyOf(nodeIds);
        }
    }

    private final LadderExtractor ladders;

    public MemberCheck(Ontology ontology) {
        this.ladders = new LadderExtractor(ontology);
    }

    /** The session's ladders as plain-language statements, in discovery order. */
    public List<Item> items(String sessionId, InterviewGraph graph) {
        List<Item> out = new ArrayList<>();
        for (Ladder l : ladders.ladders(sessionId, "respondent", graph)) {
            out.add(new Item(l.ladderId(), statement(l.codes()), l.codes(),
                    l.steps().stream().map(LadderStep::nodeId).toList()));
        }
        return out;
    }

    /** "Creamy texture, which leads to froths well in coffee, which leads to treating myself." */
    public static String statement(List<String> codes) {
        String s = String.join(", which leads to ", codes).strip();
        if (s.isEmpty()) {
            return "";
        }
        return Character.toUpperCase(s.charAt(0)) + s.substring(1) + (s.endsWith(".") ? "" : ".");
    }
}
