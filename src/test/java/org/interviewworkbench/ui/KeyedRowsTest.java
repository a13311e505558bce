package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.junit.jupiter.api.Test;

/** Issue 13: a shown table's rows change by the few rows that differ, not by a whole new list. */
class KeyedRowsTest {

    record Row(String id, String label) {
    }

    private static List<Row> rows(int n) {
        return IntStream.range(0, n).mapToObj(i -> new Row("n" + i, "concept " + i)).toList();
    }

    /** The list's change events, as "+added -removed ~replaced" per event. */
    private static List<String> events(ObservableList<Row> shown, Runnable change) {
        List<String> events = new ArrayList<>();
        shown.addListener((ListChangeListener<Row>) c -> {
            while (c.next()) {
                events.add(c.wasReplaced() ? "~" + c.getAddedSize() : c.wasAdded() ? "+" + c.getAddedSize()
                        : "-" + c.getRemovedSize());
            }
        });
        change.run();
        return events;
    }

    @Test
    void concepts_added_by_a_turn_arrive_as_one_insertion_at_the_end() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(300));
        List<Row> next = rows(304);

        List<String> events = events(shown, () -> KeyedRows.update(shown, next, Row::id));

        assertThat(shown).isEqualTo(next);
        assertThat(events).containsExactly("+4");
    }

    @Test
    void a_rename_replaces_only_the_renamed_rows() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(300));
        List<Row> next = new ArrayList<>(rows(300));
        next.set(17, new Row("n17", "renamed"));
        next.set(250, new Row("n250", "renamed too"));

        List<String> events = events(shown, () -> KeyedRows.update(shown, next, Row::id));

        assertThat(shown).isEqualTo(next);
        assertThat(events).containsExactly("~1", "~1");
    }

    @Test
    void a_merge_removes_the_merged_rows_and_relabels_the_kept_one() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(300));
        List<Row> next = new ArrayList<>(rows(300));
        next.set(10, new Row("n10", "merged"));
        next.remove(200);
        next.remove(120);

        List<String> events = events(shown, () -> KeyedRows.update(shown, next, Row::id));

        assertThat(shown).isEqualTo(next);
        assertThat(events).containsExactly("~1", "-1", "-1");
    }

    @Test
    void an_unchanged_list_makes_no_change_and_says_so() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(50));

        List<String> events = new ArrayList<>();
        boolean[] changed = new boolean[1];
        events.addAll(events(shown, () -> changed[0] = KeyedRows.update(shown, rows(50), Row::id)));

        assertThat(changed[0]).isFalse();
        assertThat(events).isEmpty();
    }

    @Test
    void rows_in_a_new_order_still_end_up_equal_to_the_next_list() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(6));
        List<Row> next = new ArrayList<>(rows(6));
        java.util.Collections.reverse(next);
        next.add(2, new Row("x", "new"));
        next.remove(5);

        KeyedRows.update(shown, next, Row::id);

        assertThat(shown).isEqualTo(next);
    }

    @Test
    void inserted_and_removed_rows_in_the_middle_keep_the_rest() {
        ObservableList<Row> shown = FXCollections.observableArrayList(rows(10));
        List<Row> next = new ArrayList<>(rows(10));
        next.remove(3);
        next.add(5, new Row("a", "new a"));
        next.add(6, new Row("b", "new b"));

        List<String> events = events(shown, () -> KeyedRows.update(shown, next, Row::id));

        assertThat(shown).isEqualTo(next);
        assertThat(events).containsExactly("-1", "+2");
        assertThat(KeyedRows.update(shown, List.of(), Row::id)).isTrue();
        assertThat(shown).isEmpty();
    }
}
