package org.interviewworkbench.engine.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The code discovery curve across a study's interviews in order: how many codes each interview added that no
 * earlier interview had, and the running total.
 *
 * <p>Saturation estimate: the first interview after which {@value #SATURATION_RUN} interviews in a row added no new
 * code (Guest, Bunce &amp; Johnson 2006 use the same "no new codes in a run" idea); {@code 0} when the study has not
 * reached it. {@link #shareNewInLastThird()} is the share of all codes first found in the last third of the
 * interviews, a second, run-length-free reading of the same question.
 *
 * @param points one point per interview, in order
 */
public record DiscoveryCurve(List<Point> points) {

    static final int SATURATION_RUN = 3;

    /** One interview on the curve. */
    public record Point(int index, String respondent, int newCodes, int cumulativeCodes) {
    }

    public DiscoveryCurve {
        points = List.copyOf(points);
    }

    /** The curve of {@code ladders}, grouped by respondent in first-appearance order. */
    public static DiscoveryCurve of(List<Ladder> ladders) {
        Map<String, List<String>> codesByRespondent = new LinkedHashMap<>();
        for (Ladder l : ladders) {
            codesByRespondent.computeIfAbsent(l.respondent(), k -> new ArrayList<>()).addAll(l.codes());
        }
        Set<String> seen = new LinkedHashSet<>();
        List<Point> points = new ArrayList<>();
        int index = 0;
        for (Map.Entry<String, List<String>> e : codesByRespondent.entrySet()) {
            int added = 0;
            for (String code : e.getValue()) {
                if (seen.add(code)) {
                    added++;
                }
            }
            points.add(new Point(++index, e.getKey(), added, seen.size()));
        }
        return new DiscoveryCurve(points);
    }

    /** 1-based index of the interview after which {@value #SATURATION_RUN} in a row added nothing; 0 if none. */
    public int saturationAfter() {
        for (int i = 0; i + SATURATION_RUN < points.size(); i++) {
            boolean quiet = true;
            for (int k = 1; k <= SATURATION_RUN; k++) {
                if (points.get(i + k).newCodes() > 0) {
                    quiet = false;
                    break;
                }
            }
            if (quiet) {
                return points.get(i).index();
            }
        }
        return 0;
    }

    /** Share of all codes first found in the last third of the interviews (0 when there are none). */
    public double shareNewInLastThird() {
        if (points.isEmpty()) {
            return 0.0;
        }
        int total = points.get(points.size() - 1).cumulativeCodes();
        if (total == 0) {
            return 0.0;
        }
        int from = points.size() - points.size() / 3;
        int late = 0;
        for (int i = from; i < points.size(); i++) {
            late += points.get(i).newCodes();
        }
        return (double) late / total;
    }
}
