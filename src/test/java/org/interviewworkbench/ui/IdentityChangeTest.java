package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.SimpleObjectProperty;
import org.junit.jupiter.api.Test;

/** A panel hears of every new snapshot or turn, told apart by identity, without a deep comparison of the two. */
class IdentityChangeTest {

    /** A value as costly to compare as a session snapshot: comparing it is a failure here. */
    private record Snapshot(String id) {
        @Override
        public boolean equals(Object o) {
            throw new AssertionError("compared with equals");
        }

        @Override
        public int hashCode() {
            return id.hashCode();
        }
    }

    @Test
    void every_new_object_is_a_change_even_when_equal_and_none_is_compared() {
        SimpleObjectProperty<Snapshot> session = new SimpleObjectProperty<>();
        List<String> heard = new ArrayList<>();
        IdentityChange.listen(session, (before, now) -> heard.add((before == null ? "-" : before.id()) + ">"
                + (now == null ? "-" : now.id())));

        Snapshot first = new Snapshot("a");
        session.set(first);
        session.set(first); // the same object again: no change
        session.set(new Snapshot("a")); // a new snapshot of the same session: a change
        session.set(null);

        assertThat(heard).containsExactly("->a", "a>a", "a>-");
    }

    @Test
    void changes_are_heard_even_when_no_one_reads_the_value_in_between() {
        SimpleObjectProperty<Snapshot> turn = new SimpleObjectProperty<>();
        List<Snapshot> heard = new ArrayList<>();
        IdentityChange.listen(turn, (before, now) -> heard.add(now));

        for (int i = 1; i <= 3; i++) {
            turn.set(new Snapshot("t" + i));
        }

        assertThat(heard).extracting(Snapshot::id).containsExactly("t1", "t2", "t3");
    }
}
