package org.interviewworkbench.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import org.junit.jupiter.api.Test;

/**
 * A hidden panel is not rebuilt on every turn, and is current whenever it is seen: shown again, or its rows read by a
 * dialog opened from another panel.
 */
class PanelRefreshTest {

    private final SimpleLongProperty revision = new SimpleLongProperty();
    private final SimpleBooleanProperty onScreen = new SimpleBooleanProperty(false);
    private final AtomicInteger rebuilds = new AtomicInteger();
    private final PanelRefresh refresh = new PanelRefresh(revision, rebuilds::incrementAndGet);

    @Test
    void turns_while_hidden_cost_one_rebuild_when_shown() {
        refresh.showingProperty().bind(onScreen);
        revision.set(1);
        revision.set(2);
        revision.set(3);
        assertThat(rebuilds).as("three turns with the panel hidden").hasValue(0);

        onScreen.set(true);
        assertThat(rebuilds).as("shown: one rebuild for all three").hasValue(1);
        revision.set(4);
        assertThat(rebuilds).as("on screen: every turn").hasValue(2);
    }

    @Test
    void reading_a_hidden_panel_catches_it_up_once() {
        refresh.showingProperty().bind(onScreen);
        revision.set(1);
        refresh.catchUp();
        refresh.catchUp();
        assertThat(rebuilds).as("read twice after one turn: rebuilt once").hasValue(1);
        onScreen.set(true);
        assertThat(rebuilds).as("already current when shown").hasValue(1);
    }
}
