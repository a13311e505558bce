package org.interviewworkbench.engine.edit;

import java.util.List;

/**
 * One researcher edit of the surface graph (or of its canonical slots), in the JSON shape of design.md "Researcher
 * edits" ({@link #op()} is the {@code "op"} value). Validation and effect live in {@link GraphEditor} (slot edits in
 * {@link SlotEdits}).
 */
public sealed interface GraphEdit {

    /** The operation id as written in edit files and in session.json {@code edits}. */
    String op();

    /** A short name for menus and the history ("Rename concept", ...). */
    String title();

    /** {@code {"op":"rename","node":ID,"label":TEXT}} */
    record Rename(String node, String label) implements GraphEdit {
        public String op() {
            return "rename";
        }

        public String title() {
            return "Rename concept";
        }
    }

    /** {@code {"op":"retype","node":ID,"node_type":TYPE}} */
    record Retype(String node, String nodeType) implements GraphEdit {
        public String op() {
            return "retype";
        }

        public String title() {
            return "Change concept type";
        }
    }

    /** {@code {"op":"merge","nodes":[ID,ID,...],"label":TEXT}}: the first id survives. */
    record Merge(List<String> nodes, String newLabel) implements GraphEdit {
        public Merge {
            nodes = List.copyOf(nodes);
        }

        public String op() {
            return "merge";
        }

        public String title() {
            return "Merge concepts";
        }
    }

    /**
     * {@code {"op":"split","node":ID,"into":[{"label":TEXT,"quotes":[QUOTE,...]},...]}}: the node keeps the first
     * part (its id, edges and tracker state); every further part becomes a new concept of the same type with the
     * quotes it names (each quote must be one of the node's quotes) and no edges.
     */
    record Split(String node, List<Part> into) implements GraphEdit {
        public Split {
            into = List.copyOf(into);
        }

        /** One part of a split. */
        public record Part(String label, List<String> quotes) {
            public Part {
                quotes = quotes == null ? List.of() : List.copyOf(quotes);
            }
        }

        public String op() {
            return "split";
        }

        public String title() {
            return "Split concept";
        }
    }

    /** {@code {"op":"delete_node","node":ID}}: its edges go too. */
    record DeleteNode(String node) implements GraphEdit {
        public String op() {
            return "delete_node";
        }

        public String title() {
            return "Delete concept";
        }
    }

    /** {@code {"op":"add_edge","source":ID,"target":ID,"edge_type":TYPE}}: must be permitted by the ontology. */
    record AddEdge(String source, String target, String edgeType) implements GraphEdit {
        public String op() {
            return "add_edge";
        }

        public String title() {
            return "Add relationship";
        }
    }

    /** {@code {"op":"delete_edge","edge":ID}} */
    record DeleteEdge(String edge) implements GraphEdit {
        public String op() {
            return "delete_edge";
        }

        public String title() {
            return "Delete relationship";
        }
    }

    /** {@code {"op":"reverse_edge","edge":ID}}: the reversed edge must be permitted too. */
    record ReverseEdge(String edge) implements GraphEdit {
        public String op() {
            return "reverse_edge";
        }

        public String title() {
            return "Reverse relationship";
        }
    }

    /** {@code {"op":"retype_edge","edge":ID,"edge_type":TYPE}} */
    record RetypeEdge(String edge, String edgeType) implements GraphEdit {
        public String op() {
            return "retype_edge";
        }

        public String title() {
            return "Change relationship type";
        }
    }

    /**
     * {@code {"op":"attach_quote","node":ID,"quote":TEXT,"turn":N}} ("Code as..."): a passage of the answer of turn
     * {@code N} (optional) becomes another quote of the concept ({@link QuoteAttachment}).
     */
    record AttachQuote(String node, String quote, Integer turn) implements GraphEdit {
        public String op() {
            return "attach_quote";
        }

        public String title() {
            return "Code as concept";
        }
    }

    /** {@code {"op":"set_polarity","node":ID,"polarity":"positive|negative|neutral|unknown"}} */
    record SetPolarity(String node, String polarity) implements GraphEdit {
        public String op() {
            return "set_polarity";
        }

        public String title() {
            return "Set concept polarity";
        }
    }

    /** {@code {"op":"rename_slot","slot":ID,"name":TEXT}}: the name is stored as written, white space tidied. */
    record RenameSlot(String slot, String name) implements GraphEdit {
        public String op() {
            return "rename_slot";
        }

        public String title() {
            return "Rename canonical slot";
        }
    }

    /** {@code {"op":"merge_slots","slots":[ID,ID,...],"name":TEXT}}: the first slot survives (name optional). */
    record MergeSlots(List<String> slots, String newName) implements GraphEdit {
        public MergeSlots {
            slots = List.copyOf(slots);
        }

        public String op() {
            return "merge_slots";
        }

        public String title() {
            return "Merge canonical slots";
        }
    }

    /**
     * {@code {"op":"split_slot","slot":ID,"name":TEXT,"nodes":[ID,...]}}: the concepts named move to a new slot
     * {@code <slot>s<k>} of the same type called {@code name}; the rest stay.
     */
    record SplitSlot(String slot, String name, List<String> nodes) implements GraphEdit {
        public SplitSlot {
            nodes = nodes == null ? List.of() : List.copyOf(nodes);
        }

        public String op() {
            return "split_slot";
        }

        public String title() {
            return "Split canonical slot";
        }
    }
}
