package org.interviewworkbench.export;

import java.util.List;
import org.interviewworkbench.engine.pipeline.TurnResult;
import org.interviewworkbench.engine.scoring.ScoredCandidate;
import org.interviewworkbench.engine.scoring.SignalContribution;

/**
 * {@code scoring.csv}: one row per turn x candidate x signal contribution (design.md columns). A candidate with no
 * contribution gets one row with signal name {@code (no signals fired)} and contribution 0.
 */
public final class ScoringCsvExporter {

    public static final String HEADER = "turn_number,phase,strategy,node_id,signal_name,signal_value,signal_weight,"
            + "weighted_contribution,phase_multiplier,phase_bonus,base_score,final_score,rank,selected";

    public String export(List<TurnResult> turns) {
        StringBuilder out = new StringBuilder(HEADER).append('\n');
        for (TurnResult t : turns) {
            for (ScoredCandidate c : t.scoreDecomposition()) {
                if (c.signalContributions().isEmpty()) {
                    row(out, t, c, "(no signals fired)", "", "", 0.0);
                }
                for (SignalContribution s : c.signalContributions()) {
                    row(out, t, c, s.name(), String.valueOf(s.value()), num(s.weight()), s.contribution());
                }
            }
        }
        return out.toString();
    }

    private static void row(StringBuilder out, TurnResult t, ScoredCandidate c, String signal, String value,
                            String weight, double contribution) {
        out.append(t.turnNumber()).append(',')
                .append(csv(t.phase())).append(',')
                .append(csv(c.strategy())).append(',')
                .append(csv(c.nodeId())).append(',')
                .append(csv(signal)).append(',')
                .append(csv(value)).append(',')
                .append(weight).append(',')
                .append(num(contribution)).append(',')
                .append(num(c.phaseMultiplier())).append(',')
                .append(num(c.phaseBonus())).append(',')
                .append(num(c.baseScore())).append(',')
                .append(num(c.finalScore())).append(',')
                .append(c.rank()).append(',')
                .append(c.selected())
                .append('\n');
    }

    static String num(double v) {
        if (v == Math.rint(v) && !Double.isInfinite(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v) + ".0";
        }
        return Double.toString(Math.round(v * 1e9) / 1e9);
    }

    /** RFC 4180 quoting. */
    static String csv(String s) {
        if (s == null) {
            return "";
        }
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }
}
