package org.interviewworkbench.ui.interview;

import javafx.beans.InvalidationListener;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;

/**
 * Where the transcript's viewport stays, as in the chat view of a professional tool: at the latest exchange while
 * the reader is there (a new exchange, an opened session, a resize), and at the reader's place when they scrolled up
 * to read an earlier one.
 *
 * <p>A resize changes the height of every wrapped exchange, and the list's estimate of where it was would land it
 * elsewhere (on Q1, or one exchange short of the end). So before the list lays out at its new size, what was in
 * view is remembered from the cells (they still show the old layout), and once it has laid out, the view goes back:
 * to the end, down to the last line of the latest exchange, or to the exchange that was at the top. The list's
 * {@code scrollTo} lands near a row by estimate; the next layout passes measure the cells and scroll the rest in
 * pixels.
 */
final class TranscriptScroll {

    /** Layout passes spent settling at the end before giving up (each measured pass corrects the estimate). */
    private static final int SETTLE_PASSES = 8;

    private final ListView<?> list;
    private boolean following = true;
    private int anchor;
    private int settling;

    TranscriptScroll(ListView<?> list) {
        this.list = list;
        InvalidationListener resized = o -> sizeChanging();
        list.widthProperty().addListener(resized);
        list.heightProperty().addListener(resized);
        // the flow lays itself out again (e.g. once it measured the cells) without the list: follow its passes
        list.skinProperty().addListener((o, was, skin) -> {
            if (flow() != null) {
                flow().needsLayoutProperty().addListener((p, before, now) -> {
                    if (!now) {
                        laidOut();
                    }
                });
            }
        });
    }

    /** A new exchange or a newly opened session: the latest exchange comes into view and the view follows it. */
    void showLatest() {
        following = true;
        settling = SETTLE_PASSES;
        if (!list.getItems().isEmpty()) {
            list.scrollTo(list.getItems().size() - 1);
        }
        list.requestLayout();
    }

    /** Whether the view is following the latest exchange (it is at the end, or will be once laid out). */
    boolean following() {
        return following;
    }

    private void sizeChanging() {
        if (settling == 0) {
            remember();
        }
        settling = SETTLE_PASSES;
        list.requestLayout();
    }

    /** What is in view now, from the cells as they are laid out: the end, or the exchange at the top. */
    private void remember() {
        VirtualFlow<?> flow = flow();
        if (flow == null || flow.getFirstVisibleCell() == null || list.getItems().isEmpty()) {
            return;
        }
        following = atEnd(flow);
        anchor = flow.getFirstVisibleCell().getIndex();
    }

    private void laidOut() {
        if (settling == 0) {
            return;
        }
        VirtualFlow<?> flow = flow();
        if (flow == null || list.getItems().isEmpty()) {
            settling = 0;
            return;
        }
        settling--;
        if (!following) {
            int index = Math.min(anchor, list.getItems().size() - 1);
            IndexedCell<?> top = flow.getVisibleCell(index);
            if (top == null) {
                list.scrollTo(index); // lands near it; the next pass measures how far off the top it is
            } else if (Math.abs(top.getLayoutY()) <= 0.5 || Math.abs(flow.scrollPixels(top.getLayoutY())) <= 0.5) {
                settling = 0; // at the top, or the list ends first: nothing left to scroll
            } else {
                flow.requestLayout();
            }
            return;
        }
        int last = list.getItems().size() - 1;
        IndexedCell<?> cell = flow.getLastVisibleCell();
        if (cell == null || cell.getIndex() < last) {
            list.scrollTo(last); // puts it in view; the next pass measures what is left below
            return;
        }
        double below = cell.getLayoutY() + cell.getHeight() - viewportHeight(flow);
        if (below > 0.5) {
            flow.scrollPixels(below);
            flow.requestLayout();
        } else {
            settling = 0;
        }
    }

    private static boolean atEnd(VirtualFlow<?> flow) {
        IndexedCell<?> cell = flow.getLastVisibleCell();
        return cell != null && cell.getIndex() >= flow.getCellCount() - 1
                && cell.getLayoutY() + cell.getHeight() <= viewportHeight(flow) + 1;
    }

    private static double viewportHeight(VirtualFlow<?> flow) {
        return flow.getHeight();
    }

    private VirtualFlow<?> flow() {
        return list.lookup(".virtual-flow") instanceof VirtualFlow<?> f ? f : null;
    }
}
