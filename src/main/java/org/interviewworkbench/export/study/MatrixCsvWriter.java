package org.interviewworkbench.export.study;

import java.util.List;

import org.interviewworkbench.engine.study.ImplicationMatrix;

/**
 * The implication matrix as CSV (design.md "Studies"). {@code long}: header {@code from,to,direct,indirect}, one
 * row per ordered pair with direct + indirect &gt; 0, sorted by from then to (code order). {@code square}: the
 * classic layout, codes in first-appearance order as row and column headers, each cell {@code direct.indirect} with
 * the indirect count as two digits ({@code 3.02}: direct 3, indirect 2). LF line ends, RFC 4180 quoting.
 */
public final class MatrixCsvWriter {

    public String longFormat(ImplicationMatrix m) {
        StringBuilder sb = new StringBuilder("from,to,direct,indirect\n");
        for (ImplicationMatrix.Entry e : m.entries()) {
            sb.append(Csv.field(e.from())).append(',').append(Csv.field(e.to())).append(',')
                    .append(e.direct()).append(',').append(e.indirect()).append('\n');
        }
        return sb.toString();
    }

    public String squareFormat(ImplicationMatrix m) {
        List<String> codes = m.codes();
        StringBuilder sb = new StringBuilder();
        sb.append("code");
        for (String c : codes) {
            sb.append(',').append(Csv.field(c));
        }
        sb.append('\n');
        for (String from : codes) {
            sb.append(Csv.field(from));
            for (String to : codes) {
                ImplicationMatrix.Cell cell = m.cell(from, to);
                sb.append(',').append(cell(cell.direct(), cell.indirect()));
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    /** {@code direct.indirect} with the indirect count as (at least) two digits. */
    static String cell(int direct, int indirect) {
        return direct + "." + (indirect < 10 ? "0" : "") + indirect;
    }
}
