package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import org.interviewworkbench.ui.study.StudyViewModel;
import org.junit.jupiter.api.Test;

/** The Study tab's ViewModel over the worked example: what the researcher reads changes with the cut-off. */
class StudyViewModelTest {

    private final StudyViewModel vm = new StudyViewModel(DirectServices.of(FakeWorkbenchBridge.withSession(1),
            new DirectServices.RecordingDialogs()));

    @Test
    void opening_the_tab_picks_the_study_and_moving_the_cutoff_redraws_the_map_statistics() {
        vm.refresh();
        assertThat(vm.studies()).hasSize(1);
        assertThat(vm.selectedProperty().get().name()).isEqualTo("Worked example");
        // it opens at the highest cut-off keeping two thirds of the links: 3 (18 of 27 direct links, 4 of 9 cells)
        assertThat(vm.messageProperty().get())
                .isEqualTo("12 ladders from 5 respondents; cut-off 3: 6 codes, 4 links, 67% of all links, "
                        + "44% of active cells");
        assertThat(vm.cutoffProperty().get()).isEqualTo(3);

        // direct links counted per ladder: 8 pairs reach 2 (26 of the 27 direct links), 8 of the 9 active cells
        vm.cutoffProperty().set(2);
        assertThat(vm.messageProperty().get()).contains("cut-off 2: 6 codes, 8 links, 96% of all links, 89% of active");
        assertThat(vm.cutoffs()).hasSize(6);
        assertThat(vm.codes()).hasSize(6);

        vm.totalLinksProperty().set(true);
        vm.cutoffProperty().set(4);
        assertThat(vm.messageProperty().get()).contains("cut-off 4: 4 codes, 6 links, 63% of all links");
    }
}
