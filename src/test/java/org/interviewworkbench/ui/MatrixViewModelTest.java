package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.interviewworkbench.ui.study.MatrixViewModel;
import org.interviewworkbench.ui.study.MatrixViewModel.CellView;
import org.interviewworkbench.ui.study.MatrixViewModel.Order;
import org.interviewworkbench.ui.study.MatrixViewModel.RowView;
import org.interviewworkbench.ui.study.StudyViewModel;
import org.junit.jupiter.api.Test;

/**
 * The Study tab's implication matrix over the worked example of {@code WorkedExampleTest} (hand-counted there):
 * codes A, C, E, F, B, D in first-appearance order; per ladder C->F is 1 direct and 3 indirect, D->F 2 and 1;
 * per respondent A->E is 0 direct and 4 indirect (5 per ladder).
 */
class MatrixViewModelTest {

    private final StudyViewModel study = new StudyViewModel(DirectServices.of(FakeWorkbenchBridge.withSession(1),
            new DirectServices.RecordingDialogs()));
    private final MatrixViewModel vm = study.matrix();

    private CellView cell(String from, String to) {
        List<String> columns = vm.columns();
        RowView row = vm.rows().stream().filter(r -> r.code().equals(from)).findFirst().orElseThrow();
        return row.cells().get(columns.indexOf(to));
    }

    @Test
    void cells_read_direct_dot_indirect_in_first_appearance_order() {
        study.refresh();
        assertThat(vm.columns()).containsExactly("A", "C", "E", "F", "B", "D");
        assertThat(cell("C", "F").text()).isEqualTo("1.03");
        assertThat(cell("D", "F").text()).isEqualTo("2.01");
        assertThat(cell("A", "E").text()).isEqualTo("0.05");
        assertThat(cell("C", "E").text()).isEqualTo("6.00");
        assertThat(cell("F", "A").text()).isEmpty();
        assertThat(cell("A", "A").text()).isEmpty();
        // the study opens at cut-off 3 on direct links: C->E (6) is on the map and darkest, D->F (2) is not
        assertThat(cell("C", "E").shade()).isEqualTo(1.0);
        assertThat(cell("C", "E").onMap()).isTrue();
        assertThat(cell("D", "F").onMap()).isFalse();
        assertThat(cell("D", "F").shade()).isEqualTo(2.0 / 6);
        assertThat(vm.captionProperty().get()).contains("counted per ladder").contains("cut-off 3");
    }

    @Test
    void ordering_by_abstractness_puts_attributes_first_and_the_value_last() {
        study.refresh();
        vm.orderProperty().set(Order.ABSTRACTNESS);
        // in / (in + out) over direct + indirect: A 0/17, B 0/10, C 7/17, D 5/10, E 16/20, F 18/18
        assertThat(vm.columns()).containsExactly("A", "B", "C", "D", "E", "F");
        assertThat(vm.rows()).extracting(RowView::number).containsExactly(1, 2, 3, 4, 5, 6);
        assertThat(vm.rows().get(2).abstractness()).isEqualTo(7.0 / 17);
        assertThat(cell("C", "F").text()).isEqualTo("1.03");
        vm.orderProperty().set(Order.FIRST_APPEARANCE);
        assertThat(vm.columns()).containsExactly("A", "C", "E", "F", "B", "D");
    }

    @Test
    void counting_per_respondent_and_shading_by_total_follow_the_bar() {
        study.refresh();
        study.perRespondentProperty().set(true);
        assertThat(cell("A", "E").text()).isEqualTo("0.04");
        assertThat(cell("C", "E").text()).isEqualTo("5.00");
        assertThat(vm.captionProperty().get()).contains("counted per respondent");
        study.totalLinksProperty().set(true);
        // direct + indirect per respondent: C->E 5, A->E 4, A->F 5 are the largest
        assertThat(cell("A", "E").shade()).isEqualTo(4.0 / 5);
        assertThat(vm.captionProperty().get()).contains("shaded by direct + indirect");
    }
}
