package org.interviewworkbench.ui.interview;

import javafx.collections.ListChangeListener;
import javafx.event.Event;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollToEvent;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;

/**
 * Where the transcript's viewport stays, as in the chat view of a professional tool: at the latest exchange while
 * the reader is there (a new exchange, an opened session, a resize, an exchange growing taller), and at the reader's
 * place when they scrolled up to read an earlier one (also when the window changes size).
 *
 * <p>The view is put in place <em>after</em> each layout pulse of the scene ({@link
 * Scene#addPostLayoutPulseListener}), when the list has laid out its cells for the new items and the new size, and
 * right away in that same pulse: scroll, lay the list out, measure again, until the last line of the latest exchange
 * is at the bottom (or the exchange the reader was at is at the top). Nothing depends on how many pulses a loaded
 * machine needs. (Before, the place was corrected from the list's "needs layout" flag, which JavaFX clears when a
 * layout pass <em>starts</em>: the corrections measured the cells of the previous pass, so a new exchange could be
 * declared in view before it was laid out, and a run of corrections could end one exchange short of the end.)
 *
 * <p>Whether the reader follows the latest exchange changes only when the reader moves the view (wheel, scroll bar,
 * keys, a click, a {@code scrollTo}): then it is read from the laid-out cells after the pulse. A resize or a taller
 * exchange never turns following off.
 */
final class TranscriptScroll {

    /** Scroll-and-measure steps per pulse before giving up (each measured step corrects the list's estimate). */
    private static final int MAX_STEPS = 12;

    private final ListView<?> list;
    private final Runnable afterLayout = this::afterLayout;
    private boolean following = true;
    private boolean readerMoved;
    private boolean resized;
    private boolean ourScroll;
    private int anchor;
    /** The list ended before the reader's exchange reached the top at the last resize: keep that exchange. */
    private boolean clamped;
    private int shownSize;
    private VirtualFlow<?> cachedFlow;
    private javafx.scene.control.Skin<?> flowOf;

    TranscriptScroll(ListView<?> list) {
        this.list = list;
        list.widthProperty().addListener(o -> resized = true);
        list.heightProperty().addListener(o -> resized = true);
        list.sceneProperty().addListener((o, was, now) -> {
            if (was != null) {
                was.removePostLayoutPulseListener(afterLayout);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(afterLayout);
            }
        });
        if (list.getScene() != null) {
            list.getScene().addPostLayoutPulseListener(afterLayout);
        }
        // the reader moving the view: wheel or touchpad, the scroll bar or a cell (mouse), keys, a scrollTo
        list.addEventFilter(ScrollEvent.ANY, this::readerInput);
        list.addEventFilter(MouseEvent.MOUSE_PRESSED, this::readerInput);
        list.addEventFilter(MouseEvent.MOUSE_DRAGGED, this::readerInput);
        list.addEventFilter(KeyEvent.KEY_PRESSED, this::readerInput);
        list.addEventFilter(ScrollToEvent.ANY, e -> {
            if (!ourScroll) {
                readerMoved = true;
            }
        });
    }

    private void readerInput(Event e) {
        readerMoved = true;
    }

    /**
     * The transcript's rows changed. A new exchange (the list grew) or another session (the rows changed from the
     * first one) brings the latest exchange into view; a row rewritten in place (a typo corrected) keeps the reader's
     * place, and the end while they follow it.
     */
    void changed(ListChangeListener.Change<?> c) {
        boolean latest = false;
        boolean opened = false;
        while (c.next()) {
            if (c.wasAdded() && (list.getItems().size() > shownSize || c.getFrom() == 0)) {
                latest = true;
                opened |= c.getFrom() == 0;
            }
            if (c.wasAdded() || list.getItems().isEmpty()) {
                shownSize = list.getItems().size();
            }
        }
        if (latest) {
            showLatest(opened || !following);
        }
    }

    /**
     * A new exchange or a newly opened session: the latest exchange comes into view and the view follows it.
     *
     * @param jump whether the view may be far from the end (another session, or the reader had scrolled up): then
     *             the list scrolls there by its estimate first. A new exchange below a view that follows the end is
     *             only a row or two away: it is reached in pixels after the layout pass, without the extra full
     *             layout of the list that a {@code scrollTo} costs (it lays the list out at once for the new row
     *             count, then again at the new position).
     */
    void showLatest(boolean jump) {
        following = true;
        readerMoved = false;
        if (jump && !list.getItems().isEmpty()) {
            // by the list's estimate, in the layout pass that lays out the new rows anyway (one pass, not two);
            // after the pass, the last pixels are scrolled
            ourScroll = true;
            try {
                list.scrollTo(list.getItems().size() - 1);
            } finally {
                ourScroll = false;
            }
        }
        list.requestLayout();
    }

    /** After the scene's layout pass: the cells are laid out for the current items and size. */
    private void afterLayout() {
        VirtualFlow<?> flow = flow();
        boolean wasResized = resized;
        resized = false;
        if (flow == null || list.getItems().isEmpty() || flow.getFirstVisibleCell() == null) {
            return;
        }
        if (readerMoved && !wasResized) {
            readerMoved = false;
            following = atEnd(flow);
            anchor = topIndex(flow);
            clamped = false;
            return;
        }
        if (following) {
            settleAtEnd(flow);
        } else if (wasResized) {
            clamped = !settleAtAnchor(flow);
        } else if (!clamped) {
            // rows re-measured (new labels, an edit) move the view a little: the reader's place is what is shown
            anchor = topIndex(flow);
        }
    }

    /** Down to the last line of the latest exchange. */
    private void settleAtEnd(VirtualFlow<?> flow) {
        int last = list.getItems().size() - 1;
        for (int step = 0; step < MAX_STEPS; step++) {
            IndexedCell<?> cell = flow.getLastVisibleCell();
            if (cell == null) {
                return;
            }
            if (cell.getIndex() < last) {
                // the estimate fell short: scroll on in pixels (cells are added as they come into view), which is
                // much cheaper than a scrollTo, that lays out every cell again
                double gap = flow.getHeight() - (cell.getLayoutY() + cell.getHeight());
                if (Math.abs(flow.scrollPixels(Math.max(cell.getHeight(), 1) + Math.max(gap, 0))) <= 0.5) {
                    scroll(flow, last, false);
                }
                continue;
            }
            double below = cell.getLayoutY() + cell.getHeight() - flow.getHeight();
            if (below <= 0.5 || Math.abs(flow.scrollPixels(below)) <= 0.5) {
                return;
            }
        }
    }

    /** The exchange the reader was at back at the top, unless the list ends first; whether it is at the top. */
    private boolean settleAtAnchor(VirtualFlow<?> flow) {
        int index = Math.min(anchor, list.getItems().size() - 1);
        for (int step = 0; step < MAX_STEPS; step++) {
            IndexedCell<?> top = flow.getVisibleCell(index);
            if (top == null) {
                scroll(flow, index, true);
                continue;
            }
            double off = top.getLayoutY();
            if (Math.abs(off) <= 0.5) {
                return true;
            }
            if (Math.abs(flow.scrollPixels(off)) <= 0.5) {
                return false; // the list ends first: nothing left to scroll
            }
        }
        return false;
    }

    /** Scrolls to a row by the list's estimate and lays the list out at once (we are past the layout pass). */
    private void scroll(VirtualFlow<?> flow, int index, boolean toTop) {
        ourScroll = true;
        try {
            if (toTop) {
                flow.scrollToTop(index);
            } else {
                flow.scrollTo(index);
            }
            list.layout();
            flow.layout();
        } finally {
            ourScroll = false;
        }
    }

    /** The first exchange with a line in the viewport (the flow may keep a cell just above it). */
    private static int topIndex(VirtualFlow<?> flow) {
        IndexedCell<?> cell = flow.getFirstVisibleCell();
        int index = cell.getIndex();
        while (cell != null && cell.getLayoutY() + cell.getHeight() <= 0.5) {
            cell = flow.getVisibleCell(++index);
        }
        return cell == null ? flow.getFirstVisibleCell().getIndex() : index;
    }

    private static boolean atEnd(VirtualFlow<?> flow) {
        IndexedCell<?> cell = flow.getLastVisibleCell();
        return cell != null && cell.getIndex() >= flow.getCellCount() - 1
                && cell.getLayoutY() + cell.getHeight() <= flow.getHeight() + 1;
    }

    /**
     * The list's flow, looked up once per skin: this runs after every layout pulse, and a lookup walks the list's
     * cells (at 300 concepts it was a tenth of the FX thread's samples on a turn).
     */
    private VirtualFlow<?> flow() {
        if (list.getSkin() != flowOf || cachedFlow == null) {
            flowOf = list.getSkin();
            cachedFlow = list.lookup(".virtual-flow") instanceof VirtualFlow<?> f ? f : null;
        }
        return cachedFlow;
    }
}
