package org.interviewworkbench.export.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LadderStep;

/**
 * Reads hand-coded ladders: UTF-8 CSV (RFC 4180 quoting, optional BOM, LF or CRLF), header
 * {@code respondent,ladder,step,code,type}, one row per ladder element, rows in any order, {@code step} 1-based
 * within (respondent, ladder), {@code type} a node type of the study's methodology. Blank lines are skipped.
 *
 * <p>Every bad row is reported as {@code <file>:<line>: <message>} and nothing is returned when there is one
 * (all or nothing). Ladders come out in the order of their first row, steps in step order (gaps are allowed, a
 * step given twice is not).
 */
public final class LadderCsvReader {

    static final List<String> HEADER = List.of("respondent", "ladder", "step", "code", "type");

    /** The ladders, or the problems ({@code file:line: message}, in line order). */
    public record Result(List<Ladder> ladders, List<String> problems) {
        public Result {
            ladders = List.copyOf(ladders);
            problems = List.copyOf(problems);
        }

        public boolean ok() {
            return problems.isEmpty();
        }
    }

    private record Row(int line, String respondent, String ladder, int step, String code, String type) {
    }

    private final Set<String> nodeTypes;

    /** @param nodeTypes the node types of the study's methodology, in ontology order */
    public LadderCsvReader(List<String> nodeTypes) {
        this.nodeTypes = Set.copyOf(nodeTypes);
        this.typeList = List.copyOf(nodeTypes);
    }

    private final List<String> typeList;

    /** Parses {@code text}; {@code fileName} is used in the problem lines. */
    public Result read(String fileName, String text) {
        List<String> problems = new ArrayList<>();
        if (text.startsWith("\uFEFF")) {
            text = text.substring(1);
        }
        List<List<String>> records = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        String parseProblem = parse(text, records, lines);
        if (parseProblem != null) {
            return new Result(List.of(), List.of(fileName + ":" + parseProblem));
        }
        if (records.isEmpty()) {
            return new Result(List.of(), List.of(fileName + ":1: empty file; expected the header "
                    + String.join(",", HEADER)));
        }
        List<String> header = records.get(0).stream().map(String::strip).toList();
        if (!header.equals(HEADER)) {
            return new Result(List.of(), List.of(fileName + ":" + lines.get(0) + ": header must be "
                    + String.join(",", HEADER) + " (found " + String.join(",", header) + ")"));
        }
        List<Row> rows = new ArrayList<>();
        Map<String, Integer> seenStep = new LinkedHashMap<>();
        for (int r = 1; r < records.size(); r++) {
            List<String> rec = records.get(r);
            int line = lines.get(r);
            String where = fileName + ":" + line + ": ";
            if (rec.size() != HEADER.size()) {
                problems.add(where + "expected 5 fields (respondent,ladder,step,code,type), found " + rec.size());
                continue;
            }
            String respondent = rec.get(0).strip();
            String ladder = rec.get(1).strip();
            String stepText = rec.get(2).strip();
            String code = rec.get(3).strip().replaceAll("\\s+", " ");
            String type = rec.get(4).strip();
            if (respondent.isEmpty()) {
                problems.add(where + "respondent is empty");
                continue;
            }
            if (ladder.isEmpty()) {
                problems.add(where + "ladder is empty");
                continue;
            }
            int step;
            try {
                step = Integer.parseInt(stepText);
            } catch (NumberFormatException e) {
                problems.add(where + "step '" + stepText + "' is not a whole number");
                continue;
            }
            if (step < 1) {
                problems.add(where + "step must be 1 or more, was " + step);
                continue;
            }
            if (code.isEmpty()) {
                problems.add(where + "code is empty");
                continue;
            }
            if (!nodeTypes.contains(type)) {
                problems.add(where + "type '" + type + "' is not a node type of the methodology (use one of "
                        + String.join(", ", typeList) + ")");
                continue;
            }
            String key = respondent + "\u0000" + ladder + "\u0000" + step;
            Integer earlier = seenStep.putIfAbsent(key, line);
            if (earlier != null) {
                problems.add(where + "step " + step + " of ladder " + ladder + " of respondent " + respondent
                        + " is already given on line " + earlier);
                continue;
            }
            rows.add(new Row(line, respondent, ladder, step, code, type));
        }
        if (!problems.isEmpty()) {
            return new Result(List.of(), problems);
        }
        Map<String, List<Row>> byLadder = new LinkedHashMap<>();
        for (Row row : rows) {
            byLadder.computeIfAbsent(row.respondent() + "\u0000" + row.ladder(), k -> new ArrayList<>()).add(row);
        }
        List<Ladder> ladders = new ArrayList<>();
        for (List<Row> ladderRows : byLadder.values()) {
            ladderRows.sort(Comparator.comparingInt(Row::step));
            List<LadderStep> steps = ladderRows.stream().map(r -> LadderStep.of(r.code(), r.type())).toList();
            ladders.add(new Ladder(ladderRows.get(0).respondent(), ladderRows.get(0).ladder(), steps));
        }
        return new Result(ladders, List.of());
    }

    /** RFC 4180 records with their starting line numbers; returns "line: message" on a quoting error. */
    private static String parse(String text, List<List<String>> records, List<Integer> lines) {
        int line = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            int recordLine = line;
            List<String> fields = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            boolean inQuotes = false;
            boolean endOfRecord = false;
            boolean blank = true;
            while (i < n && !endOfRecord) {
                char c = text.charAt(i);
                if (inQuotes) {
                    if (c == '"') {
                        if (i + 1 < n && text.charAt(i + 1) == '"') {
                            field.append('"');
                            i += 2;
                            continue;
                        }
                        inQuotes = false;
                        i++;
                        continue;
                    }
                    if (c == '\n') {
                        line++;
                    }
                    field.append(c);
                    i++;
                    continue;
                }
                switch (c) {
                    case '"' -> {
                        if (field.toString().isBlank()) {
                            field.setLength(0);
                            inQuotes = true;
                            blank = false;
                        } else {
                            field.append(c);
                        }
                        i++;
                    }
                    case ',' -> {
                        fields.add(field.toString());
                        field.setLength(0);
                        blank = false;
                        i++;
                    }
                    case '\r' -> i++;
                    case '\n' -> {
                        endOfRecord = true;
                        line++;
                        i++;
                    }
                    default -> {
                        field.append(c);
                        if (!Character.isWhitespace(c)) {
                            blank = false;
                        }
                        i++;
                    }
                }
            }
            if (inQuotes) {
                return recordLine + ": a quoted field is not closed";
            }
            fields.add(field.toString());
            if (blank && fields.size() == 1) {
                continue;
            }
            records.add(fields);
            lines.add(recordLine);
        }
        return null;
    }
}
