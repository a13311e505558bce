package org.interviewworkbench.export.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.interviewworkbench.engine.study.CountMode;
import org.interviewworkbench.engine.study.HierarchicalValueMap;
import org.interviewworkbench.engine.study.ImplicationMatrix;
import org.interviewworkbench.engine.study.Ladder;
import org.interviewworkbench.engine.study.LadderStep;
import org.interviewworkbench.engine.study.LinkMode;
import org.junit.jupiter.api.Test;

class HvmLayoutTest {

    private static Ladder ladder(String... codes) {
        String[] types = {"attribute", "functional_consequence", "terminal_value"};
        List<LadderStep> steps = new java.util.ArrayList<>();
        for (int i = 0; i < codes.length; i++) {
            steps.add(LadderStep.of(codes[i], types[i]));
        }
        return new Ladder("R", codes[0], steps);
    }

    @Test
    void codes_sit_above_what_leads_to_them_so_two_chains_do_not_cross() {
        // first appearance puts "price" before "taste" in the consequence row, but "taste" comes from the first
        // attribute: the map draws the row as taste, price so the two chains run side by side
        HierarchicalValueMap map = HierarchicalValueMap.of(ImplicationMatrix.of(List.of(
                ladder("creamy", "price", "thrift"), ladder("cheap", "taste", "joy"),
                ladder("creamy", "taste", "joy"), ladder("creamy", "taste", "joy"), ladder("cheap", "price", "thrift"),
                ladder("cheap", "price", "thrift")), CountMode.LADDERS), 2, LinkMode.DIRECT);
        HvmLayout layout = new HvmLayout(map, List.of("attribute", "functional_consequence", "terminal_value"));
        assertThat(layout.boxes.get("taste").x()).isLessThan(layout.boxes.get("price").x());
        assertThat(layout.boxes.get("joy").x()).isLessThan(layout.boxes.get("thrift").x());
        assertThat(layout.boxes.get("creamy").y()).isGreaterThan(layout.boxes.get("taste").y());
        assertThat(layout.boxes.get("taste").y()).isGreaterThan(layout.boxes.get("joy").y());
    }
}
