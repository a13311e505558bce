package org.interviewworkbench.engine.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * The worked example of issue 14: twelve ladders from five respondents, counted by hand (below), compared cell by
 * cell in both count modes, and the map at two cut-offs with its statistics.
 *
 * <pre>
 * codes: A, B attribute; C, D functional consequence; E psychosocial consequence; F terminal value
 *  1 R1 A C E F   direct AC CE EF   indirect AE AF CF
 *  2 R1 B D E     direct BD DE      indirect BE
 *  3 R2 A C E     direct AC CE      indirect AE
 *  4 R2 A D F     direct AD DF      indirect AF
 *  5 R3 B C E F   direct BC CE EF   indirect BE BF CF
 *  6 R3 A C F     direct AC CF      indirect AF
 *  7 R3 B D       direct BD
 *  8 R4 A C E F   direct AC CE EF   indirect AE AF CF
 *  9 R4 B C E     direct BC CE      indirect BE
 * 10 R5 A D E F   direct AD DE EF   indirect AE AF DF
 * 11 R5 B D F     direct BD DF      indirect BF
 * 12 R5 A C E     direct AC CE      indirect AE
 * per ladder, direct:   AC 5 (1,3,6,8,12) CE 6 (1,3,5,8,9,12) EF 4 (1,5,8,10) BD 3 (2,7,11) DE 2 (2,10)
 *                       AD 2 (4,10) DF 2 (4,11) BC 2 (5,9) CF 1 (6)                              sum 27
 *            indirect:  AE 5 (1,3,8,10,12) AF 5 (1,4,6,8,10) CF 3 (1,5,8) BE 3 (2,5,9) BF 2 (5,11)
 *                       DF 1 (10)                                                                sum 19
 * per respondent, direct: AC 5, CE 5 (R1-R5), EF 4 (R1,R3,R4,R5), BD 3 (R1,R3,R5), DE 2 (R1,R5),
 *                       AD 2 (R2,R5), DF 2 (R2,R5), BC 2 (R3,R4), CF 1 (R3)                      sum 26
 *            indirect:  AE 4 (R1,R2,R4,R5), AF 5, CF 3 (R1,R3,R4), BE 3 (R1,R3,R4), BF 2 (R3,R5), DF 1 (R5)
 * </pre>
 */
class WorkedExampleTest {

    static final Map<Character, String> TYPES = Map.of('A', "attribute", 'B', "attribute",
            'C', "functional_consequence", 'D', "functional_consequence", 'E', "psychosocial_consequence",
            'F', "terminal_value");

    static List<Ladder> ladders() {
        String[][] rows = {{"R1", "ACEF"}, {"R1", "BDE"}, {"R2", "ACE"}, {"R2", "ADF"}, {"R3", "BCEF"},
                {"R3", "ACF"}, {"R3", "BD"}, {"R4", "ACEF"}, {"R4", "BCE"}, {"R5", "ADEF"}, {"R5", "BDF"},
                {"R5", "ACE"}};
        List<Ladder> out = new ArrayList<>();
        int n = 0;
        for (String[] r : rows) {
            List<LadderStep> steps = new ArrayList<>();
            for (char c : r[1].toCharArray()) {
                steps.add(LadderStep.of(String.valueOf(c), TYPES.get(c)));
            }
            out.add(new Ladder(r[0], Integer.toString(++n), steps));
        }
        return out;
    }

    @Test
    void counts_per_ladder_match_the_hand_count_cell_by_cell() {
        ImplicationMatrix m = ImplicationMatrix.of(ladders(), CountMode.LADDERS);
        assertThat(m.codes()).containsExactly("A", "C", "E", "F", "B", "D");
        assertCells(m, Map.ofEntries(
                Map.entry("AC", "5.0"), Map.entry("CE", "6.0"), Map.entry("EF", "4.0"), Map.entry("BD", "3.0"),
                Map.entry("DE", "2.0"), Map.entry("AD", "2.0"), Map.entry("DF", "2.1"), Map.entry("BC", "2.0"),
                Map.entry("CF", "1.3"), Map.entry("AE", "0.5"), Map.entry("AF", "0.5"), Map.entry("BE", "0.3"),
                Map.entry("BF", "0.2")));
    }

    @Test
    void counts_per_respondent_match_the_hand_count_cell_by_cell() {
        ImplicationMatrix m = ImplicationMatrix.of(ladders(), CountMode.RESPONDENTS);
        assertCells(m, Map.ofEntries(
                Map.entry("AC", "5.0"), Map.entry("CE", "5.0"), Map.entry("EF", "4.0"), Map.entry("BD", "3.0"),
                Map.entry("DE", "2.0"), Map.entry("AD", "2.0"), Map.entry("DF", "2.1"), Map.entry("BC", "2.0"),
                Map.entry("CF", "1.3"), Map.entry("AE", "0.4"), Map.entry("AF", "0.5"), Map.entry("BE", "0.3"),
                Map.entry("BF", "0.2")));
    }

    /** Every one of the 36 cells: the listed ones as given ("direct.indirect"), every other one empty. */
    private static void assertCells(ImplicationMatrix m, Map<String, String> expected) {
        for (String a : m.codes()) {
            for (String b : m.codes()) {
                ImplicationMatrix.Cell c = m.cell(a, b);
                assertThat(c.direct() + "." + c.indirect()).as(a + "->" + b)
                        .isEqualTo(expected.getOrDefault(a + b, "0.0"));
            }
        }
        assertThat(m.entries()).hasSize(expected.size());
    }

    @Test
    void map_at_cutoff_3_on_direct_links_keeps_four_links_and_two_thirds_of_the_links() {
        HierarchicalValueMap map = HierarchicalValueMap.of(ImplicationMatrix.of(ladders(), CountMode.LADDERS), 3,
                LinkMode.DIRECT);
        assertThat(map.edges()).extracting(e -> e.from() + e.to()).containsExactly("AC", "CE", "EF", "BD");
        assertThat(map.nodes()).extracting(HierarchicalValueMap.MapNode::code)
                .containsExactly("A", "C", "E", "F", "B", "D");
        assertThat(map.shareOfLinksRepresented()).isCloseTo(18.0 / 27, within(1e-12));
        assertThat(map.shareOfActiveCellsRepresented()).isCloseTo(4.0 / 9, within(1e-12));
    }

    @Test
    void map_at_cutoff_4_on_total_links_drops_b_and_d() {
        ImplicationMatrix m = ImplicationMatrix.of(ladders(), CountMode.LADDERS);
        HierarchicalValueMap map = HierarchicalValueMap.of(m, 4, LinkMode.TOTAL);
        // totals: AC 5, CE 6, EF 4, CF 4, AE 5, AF 5 reach 4; BD 3, DF 3, BE 3 and the rest do not
        assertThat(map.edges()).extracting(e -> e.from() + e.to())
                .containsExactly("AC", "AE", "AF", "CE", "CF", "EF");
        assertThat(map.nodes()).extracting(HierarchicalValueMap.MapNode::code).containsExactly("A", "C", "E", "F");
        assertThat(map.shareOfLinksRepresented()).isCloseTo(29.0 / 46, within(1e-12));
        assertThat(map.shareOfActiveCellsRepresented()).isCloseTo(6.0 / 13, within(1e-12));
        // E: in = CE 6 + DE 2 + AE 5 + BE 3 = 16, out = EF 4; A: out 17, no in
        HierarchicalValueMap.MapNode e = map.nodes().get(2);
        assertThat(e.abstractness()).isCloseTo(16.0 / 20, within(1e-12));
        assertThat(e.centrality()).isCloseTo(20.0 / 46, within(1e-12));
        assertThat(map.nodes().get(0).abstractness()).isZero();
        assertThat(map.nodes().get(0).centrality()).isCloseTo(17.0 / 46, within(1e-12));
    }

    @Test
    void map_per_respondent_at_cutoff_3() {
        HierarchicalValueMap map = HierarchicalValueMap.of(ImplicationMatrix.of(ladders(), CountMode.RESPONDENTS),
                3, LinkMode.DIRECT);
        assertThat(map.edges()).extracting(e -> e.from() + e.to()).containsExactly("AC", "CE", "EF", "BD");
        assertThat(map.shareOfLinksRepresented()).isCloseTo(17.0 / 26, within(1e-12));
    }

    @Test
    void a_repeated_code_is_never_paired_with_itself_and_a_ladder_counts_once() {
        Ladder loop = new Ladder("R", "1", List.of(LadderStep.of("a", "attribute"),
                LadderStep.of("b", "functional_consequence"), LadderStep.of("a", "attribute"),
                LadderStep.of("b", "functional_consequence")));
        ImplicationMatrix m = ImplicationMatrix.of(List.of(loop), CountMode.LADDERS);
        assertThat(m.cell("a", "a")).isEqualTo(ImplicationMatrix.Cell.EMPTY);
        assertThat(m.cell("a", "b")).isEqualTo(new ImplicationMatrix.Cell(1, 1));
        assertThat(m.cell("b", "a")).isEqualTo(new ImplicationMatrix.Cell(1, 0));
    }

    @Test
    void dominant_chains_follow_the_strongest_links_and_discovery_counts_new_codes() {
        HierarchicalValueMap map = HierarchicalValueMap.of(ImplicationMatrix.of(ladders(), CountMode.LADDERS), 3,
                LinkMode.DIRECT);
        List<DominantChains.Chain> chains = DominantChains.of(map, 5);
        assertThat(chains.get(0).codes()).containsExactly("A", "C", "E", "F");
        assertThat(chains.get(0).bottleneck()).isEqualTo(4);
        assertThat(chains.get(1).codes()).containsExactly("B", "D");
        DiscoveryCurve curve = DiscoveryCurve.of(ladders());
        assertThat(curve.points()).extracting(DiscoveryCurve.Point::newCodes).containsExactly(6, 0, 0, 0, 0);
        assertThat(curve.saturationAfter()).isEqualTo(1);
    }
}
