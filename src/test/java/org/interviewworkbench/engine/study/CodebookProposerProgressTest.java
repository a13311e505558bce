package org.interviewworkbench.engine.study;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;

import org.interviewworkbench.engine.port.EmbeddingPort;
import org.junit.jupiter.api.Test;

/** The proposal over many interviews reports progress per interview and stops between interviews when cancelled. */
class CodebookProposerProgressTest {

    /** Texts embed by their first letter: paraphrases starting alike are one code. */
    private final EmbeddingPort byFirstLetter = text -> {
        float[] v = new float[26];
        v[Math.max(0, Math.min(25, Character.toLowerCase(text.charAt(0)) - 'a'))] = 1f;
        return v;
    };

    private static List<Ladder> interviews(int n) {
        List<Ladder> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            String s = "s" + i;
            out.add(new Ladder("R" + i, "1", List.of(
                    new LadderStep("creamy " + i, "attribute", s, "a" + i, "it is creamy"),
                    new LadderStep("froths " + i, "functional_consequence", s, "b" + i, "it froths"))));
        }
        return out;
    }

    @Test
    void progress_counts_interviews_and_the_result_is_the_same_as_without_progress() {
        List<String> seen = new ArrayList<>();
        Codebook withProgress = new CodebookProposer(byFirstLetter, 0.9).propose(interviews(5), Codebook.EMPTY,
                (done, total) -> seen.add(done + "/" + total), () -> false);
        assertThat(seen).containsExactly("1/5", "2/5", "3/5", "4/5", "5/5");
        assertThat(withProgress).isEqualTo(new CodebookProposer(byFirstLetter, 0.9).propose(interviews(5)));
        assertThat(withProgress.codes()).extracting(StudyCode::name).containsExactly("creamy 1", "froths 1");
    }

    @Test
    void a_cancel_stops_the_proposal_before_the_next_interview() {
        AtomicBoolean cancelled = new AtomicBoolean();
        List<Integer> done = new ArrayList<>();
        assertThatThrownBy(() -> new CodebookProposer(byFirstLetter, 0.9).propose(interviews(300), Codebook.EMPTY,
                (d, total) -> {
                    done.add(d);
                    if (d == 2) {
                        cancelled.set(true);
                    }
                }, cancelled::get)).isInstanceOf(CancellationException.class);
        assertThat(done).containsExactly(1, 2);
    }
}
