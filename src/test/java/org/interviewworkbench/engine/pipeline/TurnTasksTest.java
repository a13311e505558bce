package org.interviewworkbench.engine.pipeline;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.engine.port.LanguageTask;
import org.interviewworkbench.engine.port.RubricScores;
import org.interviewworkbench.engine.port.TaskResult;
import org.interviewworkbench.testkit.ScriptedLanguageEngine;
import org.junit.jupiter.api.Test;

/** The turn deadline and the task executor, with a clock the test moves (no waiting on real time). */
class TurnTasksTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);
    private final Clock clock = new Clock() {
        @Override
        public Instant now() {
            return Instant.EPOCH;
        }

        @Override
        public long nanoTime() {
            return now.get();
        }
    };
    private final ScriptedLanguageEngine offline = new ScriptedLanguageEngine();

    private static TaskResult<RubricScores> llmScores() {
        return new TaskResult<>(new RubricScores(Map.of("response_depth", 5), Map.of()), "openai", null, null);
    }

    @Test
    void a_task_that_has_not_answered_by_the_deadline_is_answered_offline_and_marked_degraded() {
        // given an executor that never runs anything (a call that hangs) and a deadline of 2 s
        TurnConcurrency hanging = new TurnConcurrency(task -> { }, offline, 2_000, false);
        TurnTasks tasks = new TurnTasks(hanging, clock, now.get(), "openai");
        TurnTasks.Pending<RubricScores> rating = tasks.submit(LanguageTask.SIGNAL_SCORING, TurnTasksTest::llmScores,
                engine -> engine.rate(new org.interviewworkbench.engine.port.RatingRequest("q", "a",
                        java.util.List.of("response_depth"))));

        // when the deadline has passed
        now.addAndGet(2_000_000_000L);
        TaskResult<RubricScores> result = rating.join();

        // then the offline engine answered and the reason names the task and the deadline
        assertThat(result.engine()).isEqualTo("scripted");
        assertThat(result.value().scores()).containsEntry("response_depth", 3);
        assertThat(result.degradedReason())
                .isEqualTo("openai signal_scoring did not answer within the turn deadline (2000 ms); scripted engine used");
        assertThat(rating.late()).isTrue();
    }

    @Test
    void a_task_started_after_the_deadline_is_not_sent_at_all() {
        TurnConcurrency c = new TurnConcurrency(Runnable::run, offline, 500, false);
        TurnTasks tasks = new TurnTasks(c, clock, now.get(), "openai");
        now.addAndGet(600_000_000L);
        boolean[] called = {false};
        TaskResult<String> q = tasks.<String>submit(LanguageTask.QUESTION_GENERATION, () -> {
            called[0] = true;
            return TaskResult.of("late?", "openai");
        }, engine -> TaskResult.of("offline question?", engine.id())).join();

        assertThat(called[0]).isFalse();
        assertThat(q.value()).isEqualTo("offline question?");
        assertThat(q.degraded()).isTrue();
    }

    @Test
    void without_a_deadline_a_finished_task_keeps_its_own_result_and_failures_surface_unchanged() {
        TurnTasks tasks = TurnTasks.inline(clock);
        assertThat(tasks.submit(LanguageTask.SIGNAL_SCORING, TurnTasksTest::llmScores, e -> e.rate(null)).join()
                .engine()).isEqualTo("openai");
        TurnTasks.Pending<String> failing = tasks.submit(LanguageTask.EXTRACTION, () -> {
            throw new IllegalStateException("boom");
        }, e -> TaskResult.of("unused", "x"));
        assertThatThrownBy(failing::join).isInstanceOf(IllegalStateException.class).hasMessage("boom");
    }

    @Test
    void an_interrupted_turn_stops_waiting_and_reports_a_cancelled_turn() {
        TurnConcurrency c = new TurnConcurrency(task -> { }, null, 0, false);
        TurnTasks tasks = new TurnTasks(c, clock, now.get(), "openai");
        TurnTasks.Pending<RubricScores> rating = tasks.submit(LanguageTask.SIGNAL_SCORING, TurnTasksTest::llmScores,
                e -> e.rate(null));
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(rating::join).isInstanceOf(TurnCancelledException.class)
                    .hasMessageContaining("nothing was stored");
        } finally {
            Thread.interrupted();
        }
    }
}
