package org.interviewworkbench.engine.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

import org.interviewworkbench.engine.model.CanonicalSlot;
import org.interviewworkbench.engine.model.SlotNames;
import org.interviewworkbench.engine.model.SlotStatus;

/**
 * The researcher's edits of the canonical graph, applied to {@link GraphEditor}'s working copy: the slots by id (in
 * order) and the concept -> slot mapping. Rules:
 * <ul>
 *   <li><b>rename_slot</b>: the name is kept as the researcher wrote it (words and spaces, case and punctuation
 *       kept; stripped, each run of white space one space, {@link SlotNames#tidy}), as slot discovery keeps the
 *       respondent's words; it must not be blank and must hold a letter or digit; 1-200 characters. The same holds
 *       for the name given to merge_slots and split_slot.</li>
 *   <li><b>merge_slots</b>: slots of one node type only; the first survives with the given name (its own when none),
 *       its description, and every concept of the others (its own first); it is active when any of them was (the
 *       earliest promotion turn kept), the earliest first-seen turn is kept. The others go; their ids are retired.</li>
 *   <li><b>split_slot</b>: the concepts named (each mapped to the slot, not all of them) move to a new slot
 *       {@code <slot>s<k>} of the same type, status, first-seen and promotion turn, called {@code name}; the others
 *       stay.</li>
 * </ul>
 * Support counts follow the concepts; the canonical edges are rebuilt from the surface edges afterwards
 * ({@link GraphEditor}).
 */
final class SlotEdits {

    private SlotEdits() {
    }

    static void rename(Map<String, CanonicalSlot> slots, GraphEdit.RenameSlot r) {
        CanonicalSlot s = slot(slots, r.slot());
        String name = name(r.name());
        slots.put(s.id(), new CanonicalSlot(s.id(), name, s.description(), s.nodeType(), s.status(),
                s.supportCount(), s.firstSeenTurn(), s.promotedTurn(), s.surfaceNodeIds()));
    }

    static void merge(Map<String, CanonicalSlot> slots, Map<String, String> slotOf, GraphEdit.MergeSlots m) {
        if (m.slots().size() < 2) {
            throw new IllegalArgumentException("merge_slots needs at least two slots");
        }
        if (new LinkedHashSet<>(m.slots()).size() != m.slots().size()) {
            throw new IllegalArgumentException("merge_slots names a slot twice");
        }
        CanonicalSlot first = slot(slots, m.slots().get(0));
        List<CanonicalSlot> others = new ArrayList<>();
        for (String id : m.slots().subList(1, m.slots().size())) {
            CanonicalSlot o = slot(slots, id);
            if (!o.nodeType().equals(first.nodeType())) {
                throw new IllegalArgumentException("cannot merge slot " + first.id() + " (" + first.nodeType()
                        + ") with " + o.id() + " (" + o.nodeType() + "): merge slots of one type");
            }
            others.add(o);
        }
        String name = m.newName() == null || m.newName().isBlank() ? first.name() : name(m.newName());
        LinkedHashSet<String> members = new LinkedHashSet<>(members(first, slotOf));
        boolean active = first.status() == SlotStatus.ACTIVE;
        Integer promoted = first.promotedTurn();
        int firstSeen = first.firstSeenTurn();
        for (CanonicalSlot o : others) {
            members.addAll(members(o, slotOf));
            active |= o.status() == SlotStatus.ACTIVE;
            promoted = earliest(promoted, o.promotedTurn());
            firstSeen = Math.min(firstSeen, o.firstSeenTurn());
            slots.remove(o.id());
        }
        for (String n : members) {
            slotOf.put(n, first.id());
        }
        slots.put(first.id(), new CanonicalSlot(first.id(), name, first.description(), first.nodeType(),
                active ? SlotStatus.ACTIVE : SlotStatus.CANDIDATE, members.size(), firstSeen,
                active ? promoted : null, List.copyOf(members)));
    }

    static String split(Map<String, CanonicalSlot> slots, Map<String, String> slotOf, GraphEdit.SplitSlot sp) {
        CanonicalSlot s = slot(slots, sp.slot());
        String name = name(sp.name());
        if (sp.nodes().isEmpty()) {
            throw new IllegalArgumentException("split_slot needs \"nodes\": the concepts that go to the new slot");
        }
        List<String> members = members(s, slotOf);
        LinkedHashSet<String> moving = new LinkedHashSet<>();
        for (String n : sp.nodes()) {
            if (!members.contains(n)) {
                throw new IllegalArgumentException("concept " + n + " is not in slot " + s.id());
            }
            if (!moving.add(n)) {
                throw new IllegalArgumentException("split_slot names concept " + n + " twice");
            }
        }
        if (moving.size() == members.size()) {
            throw new IllegalArgumentException("split_slot would leave slot " + s.id() + " empty (keep at least one "
                    + "concept in it, or rename it)");
        }
        int k = 1;
        while (slots.containsKey(s.id() + "s" + k)) {
            k++;
        }
        String id = s.id() + "s" + k;
        List<String> staying = members.stream().filter(n -> !moving.contains(n)).toList();
        slots.put(s.id(), new CanonicalSlot(s.id(), s.name(), s.description(), s.nodeType(), s.status(),
                staying.size(), s.firstSeenTurn(), s.promotedTurn(), staying));
        slots.put(id, new CanonicalSlot(id, name, "", s.nodeType(), s.status(), moving.size(), s.firstSeenTurn(),
                s.promotedTurn(), List.copyOf(moving)));
        moving.forEach(n -> slotOf.put(n, id));
        return id;
    }

    /** The slot's concepts as the mapping has them now (surface merges and deletions may have moved some). */
    private static List<String> members(CanonicalSlot s, Map<String, String> slotOf) {
        List<String> out = new ArrayList<>();
        for (String n : s.surfaceNodeIds()) {
            if (s.id().equals(slotOf.get(n))) {
                out.add(n);
            }
        }
        for (Map.Entry<String, String> e : new LinkedHashMap<>(slotOf).entrySet()) {
            if (e.getValue().equals(s.id()) && !out.contains(e.getKey())) {
                out.add(e.getKey());
            }
        }
        return out;
    }

    private static CanonicalSlot slot(Map<String, CanonicalSlot> slots, String id) {
        if (id == null || id.isBlank()) {
            throw new IllegalArgumentException("no slot id given");
        }
        CanonicalSlot s = slots.get(id);
        if (s == null) {
            throw new IllegalArgumentException("unknown slot " + id);
        }
        return s;
    }

    /** A researcher's slot name as it is stored: {@link SlotNames#tidy}, with a letter or digit, 1-200 characters. */
    static String name(String text) {
        String n = SlotNames.tidy(text);
        if (n.isEmpty()) {
            throw new IllegalArgumentException("the slot name is empty");
        }
        if (SlotNames.key(n).isEmpty()) {
            throw new IllegalArgumentException("the slot name \"" + text + "\" has no letters or digits");
        }
        if (n.length() > SlotNames.MAX_LENGTH) {
            throw new IllegalArgumentException("the slot name is longer than " + SlotNames.MAX_LENGTH
                    + " characters");
        }
        return n;
    }

    private static Integer earliest(Integer a, Integer b) {
        if (a == null) {
            return b;
        }
        return b == null ? a : Math.min(a, b);
    }
}
