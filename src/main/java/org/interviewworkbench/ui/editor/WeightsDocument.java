package org.interviewworkbench.ui.editor;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.interviewworkbench.engine.config.PlainLabel;
import org.interviewworkbench.engine.config.PlainLabels;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * The weights of a methodology's YAML text and where each one is written: strategy x weight key
 * ({@code strategies[].signal_weights}) and, per phase, each strategy's multiplier and bonus
 * ({@code phases.<phase>.signal_weights}, {@code phase_bonuses}). Positions come from the YAML parser's node marks,
 * so {@link #set} changes only the characters of one value and keeps comments and layout; a weight that is not
 * written yet becomes a new line indented like its neighbours. Immutable; parse off the FX thread.
 */
public final class WeightsDocument {

    /** The phases whose multipliers and bonuses apply. */
    public static final List<String> PHASES = List.of("early", "mid", "late");

    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final String WEIGHTS = "signal_weights";
    private static final String BONUSES = "phase_bonuses";

    /** What a form cell edits. */
    public enum Kind { WEIGHT, MULTIPLIER, BONUS }

    /**
     * One form cell.
     *
     * @param kind     what it edits
     * @param strategy the strategy (row)
     * @param column   the weight key for {@link Kind#WEIGHT}, else the phase
     */
    public record Cell(Kind kind, String strategy, String column) {
        public static Cell weight(String strategy, String key) {
            return new Cell(Kind.WEIGHT, strategy, key);
        }

        public static Cell multiplier(String phase, String strategy) {
            return new Cell(Kind.MULTIPLIER, strategy, phase);
        }

        public static Cell bonus(String phase, String strategy) {
            return new Cell(Kind.BONUS, strategy, phase);
        }
    }

    /** A written value: its text and character range. */
    private record Entry(String raw, int start, int end) {
    }

    /** A mapping of numbers: its entries and where a new entry goes. */
    private record Block(Map<String, Entry> entries, int appendAt, String childIndent, boolean flow) {
    }

    private final String text;
    private final List<String> strategies;
    private final List<String> weightKeys;
    private final PlainLabels labels;
    private final Map<String, String> descriptions;
    private final Map<String, Block> strategyWeights;
    /** Phase name to its mapping (the keys {@code signal_weights}, {@code phase_bonuses} are looked up in it). */
    private final Map<String, MappingNode> phaseNodes;
    private final MappingNode phasesNode;
    private final Offsets offsets;

    private WeightsDocument(String text, MappingNode root) {
        this.text = text;
        this.offsets = new Offsets(text);
        List<String> names = new ArrayList<>();
        Map<String, PlainLabel> strategyLabels = new LinkedHashMap<>();
        Map<String, String> strategyDescriptions = new LinkedHashMap<>();
        Map<String, Block> weights = new LinkedHashMap<>();
        Set<String> global = new LinkedHashSet<>();
        Set<String> node = new LinkedHashSet<>();
        if (child(root, "strategies") instanceof SequenceNode list) {
            for (Node item : list.getValue()) {
                if (!(item instanceof MappingNode strategy) || scalar(child(strategy, "name")) == null) {
                    continue;
                }
                String name = scalar(child(strategy, "name"));
                names.add(name);
                strategyLabels.put(name, new PlainLabel(scalar(child(strategy, "label")), null));
                strategyDescriptions.put(name, scalar(child(strategy, "description")));
                if (child(strategy, WEIGHTS) instanceof MappingNode m) {
                    Block block = block(m);
                    weights.put(name, block);
                    block.entries().keySet().forEach(k -> (isNodeKey(k) ? node : global).add(k));
                }
            }
        }
        Map<String, PlainLabel> signalLabels = new LinkedHashMap<>();
        if (child(root, "signal_labels") instanceof MappingNode m) {
            for (NodeTuple t : m.getValue()) {
                String key = scalar(t.getKeyNode());
                if (key != null && t.getValueNode() instanceof MappingNode l) {
                    signalLabels.put(key, new PlainLabel(scalar(child(l, "label")), scalar(child(l, "description"))));
                }
            }
        }
        Map<String, MappingNode> phases = new LinkedHashMap<>();
        this.phasesNode = child(root, "phases") instanceof MappingNode p ? p : null;
        if (phasesNode != null) {
            for (NodeTuple t : phasesNode.getValue()) {
                if (scalar(t.getKeyNode()) != null && t.getValueNode() instanceof MappingNode m) {
                    phases.put(scalar(t.getKeyNode()), m);
                }
            }
        }
        List<String> keys = new ArrayList<>(global);
        keys.addAll(node);
        this.strategies = List.copyOf(names);
        this.weightKeys = List.copyOf(keys);
        this.labels = new PlainLabels(strategyLabels, Map.of(), signalLabels);
        this.descriptions = strategyDescriptions;
        this.strategyWeights = weights;
        this.phaseNodes = phases;
    }

    /**
     * Parses a methodology text.
     *
     * @throws IllegalArgumentException with a sentence for the researcher when the text is not a YAML mapping
     */
    public static WeightsDocument parse(String text) {
        Node root;
        try {
            root = new Yaml(new SafeConstructor(new LoaderOptions())).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            Mark m = e.getProblemMark();
            String where = m == null ? "" : " at line " + (m.getLine() + 1) + ":" + (m.getColumn() + 1);
            throw new IllegalArgumentException("The text is not valid YAML" + where
                    + ": fix it in the text to use the form again.", e);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("The text is not valid YAML: fix it in the text to use the form again.",
                    e);
        }
        if (!(root instanceof MappingNode map)) {
            throw new IllegalArgumentException("The text is not a methodology (a mapping of keys).");
        }
        return new WeightsDocument(text, map);
    }

    /** The text these positions belong to. */
    public String text() {
        return text;
    }

    /** Strategy names, in file order. */
    public List<String> strategies() {
        return strategies;
    }

    /** Every weight key any strategy sets: global keys first, then node keys, each in file order. */
    public List<String> weightKeys() {
        return weightKeys;
    }

    /** Plain labels of strategies and signals from this text. */
    public PlainLabels labels() {
        return labels;
    }

    /** The strategy's description, or {@code null}. */
    public String description(String strategy) {
        return descriptions.get(strategy);
    }

    /** Whether a weight key scores concepts (stage 2) rather than strategies. */
    public static boolean isNodeKey(String key) {
        return key.startsWith("graph.node.") || key.startsWith("technique.node.") || key.startsWith("meta.node.");
    }

    /** The value as written in the text, or {@code null} when the file does not set it (the default applies). */
    public String value(Cell cell) {
        Block block = blockOf(cell);
        Entry e = block == null ? null : block.entries().get(key(cell));
        return e == null ? null : e.raw();
    }

    /**
     * The edit that writes {@code number} into the cell: the value's characters when it is written, else a new
     * line (or mapping) indented like its neighbours.
     *
     * @return the edit, or {@code null} when the text already says so
     * @throws IllegalArgumentException with a sentence for the researcher when the input is not a number or the
     *                                  text cannot take the value in place
     */
    public TextEdit set(Cell cell, String number) {
        String value = number(number);
        Block block = blockOf(cell);
        Entry e = block == null ? null : block.entries().get(key(cell));
        if (e != null) {
            return e.raw().equals(value) ? null : new TextEdit(e.start(), e.end(), value);
        }
        String line = key(cell) + ": " + value;
        if (block != null) {
            return block.flow()
                    ? new TextEdit(block.appendAt(), block.appendAt(), (block.entries().isEmpty() ? "" : ", ") + line)
                    : new TextEdit(block.appendAt(), block.appendAt(), "\n" + block.childIndent() + line);
        }
        if (cell.kind() == Kind.WEIGHT) {
            throw new IllegalArgumentException("Strategy " + cell.strategy() + " has no signal_weights mapping in "
                    + "block form: add the weight in the text.");
        }
        return insertPhaseSection(cell, line);
    }

    /**
     * The input as it will be written: a plain number, without a leading plus.
     *
     * @throws IllegalArgumentException with a sentence for the researcher otherwise
     */
    public static String number(String input) {
        String s = input == null ? "" : input.strip();
        if (s.isEmpty()) {
            throw new IllegalArgumentException("A weight cannot be empty: type a number such as 0.5 or -1 (to remove "
                    + "a weight, delete its line in the text).");
        }
        if (!NUMBER.matcher(s).matches()) {
            throw new IllegalArgumentException("\u201c" + s + "\u201d is not a number: type a weight such as 0.5 or "
                    + "-1 (a point, not a comma).");
        }
        return s.startsWith("+") ? s.substring(1) : s;
    }

    private TextEdit insertPhaseSection(Cell cell, String line) {
        String section = cell.kind() == Kind.MULTIPLIER ? WEIGHTS : BONUSES;
        MappingNode phase = phaseNodes.get(cell.column());
        if (phase != null) {
            if (phase.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW || phase.getValue().isEmpty()) {
                throw new IllegalArgumentException("Phase " + cell.column() + " is written on one line: add the value "
                        + "in the text.");
            }
            String indent = indentOf(phase);
            int at = lineEndAfter(phase);
            return new TextEdit(at, at, "\n" + indent + section + ":\n" + indent + "  " + line);
        }
        if (phasesNode != null) {
            if (phasesNode.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW
                    || phasesNode.getValue().isEmpty()) {
                throw new IllegalArgumentException("The phases are written on one line: add the value in the text.");
            }
            String indent = indentOf(phasesNode);
            int at = lineEndAfter(phasesNode);
            return new TextEdit(at, at, "\n" + indent + cell.column() + ":\n" + indent + "  " + section + ":\n"
                    + indent + "    " + line);
        }
        String start = text.isEmpty() || text.endsWith("\n") ? "" : "\n";
        return new TextEdit(text.length(), text.length(), start + "phases:\n  " + cell.column() + ":\n    " + section
                + ":\n      " + line + "\n");
    }

    private Block blockOf(Cell cell) {
        if (cell.kind() == Kind.WEIGHT) {
            return strategyWeights.get(cell.strategy());
        }
        MappingNode phase = phaseNodes.get(cell.column());
        Node section = phase == null ? null : child(phase, cell.kind() == Kind.MULTIPLIER ? WEIGHTS : BONUSES);
        return section instanceof MappingNode m ? block(m) : null;
    }

    private static String key(Cell cell) {
        return cell.kind() == Kind.WEIGHT ? cell.column() : cell.strategy();
    }

    private Block block(MappingNode m) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (NodeTuple t : m.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k && t.getValueNode() instanceof ScalarNode v) {
                entries.put(k.getValue(), new Entry(v.getValue(), offsets.of(v.getStartMark()),
                        offsets.of(v.getEndMark())));
            }
        }
        boolean flow = m.getFlowStyle() == org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW;
        if (flow) {
            int close = offsets.of(m.getEndMark()) - 1;
            while (close > 0 && text.charAt(close) != '}') {
                close--;
            }
            return new Block(entries, close, "", true);
        }
        return new Block(entries, lineEndAfter(m), indentOf(m), false);
    }

    /** The indentation of a block mapping's keys. */
    private static String indentOf(MappingNode m) {
        return m.getValue().isEmpty() ? "" : " ".repeat(m.getValue().get(0).getKeyNode().getStartMark().getColumn());
    }

    /** The end of the line holding the last value inside {@code node}. */
    private int lineEndAfter(Node node) {
        Node last = node;
        while (true) {
            if (last instanceof MappingNode m && !m.getValue().isEmpty()
                    && m.getFlowStyle() != org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW) {
                last = m.getValue().get(m.getValue().size() - 1).getValueNode();
            } else if (last instanceof SequenceNode s && !s.getValue().isEmpty()
                    && s.getFlowStyle() != org.yaml.snakeyaml.DumperOptions.FlowStyle.FLOW) {
                last = s.getValue().get(s.getValue().size() - 1);
            } else {
                break;
            }
        }
        int end = Math.min(offsets.of(last.getEndMark()), text.length());
        if (end > 0 && text.charAt(end - 1) == '\n') {
            return end - 1; // a block scalar ends after its line break
        }
        int nl = text.indexOf('\n', end);
        return nl < 0 ? text.length() : nl;
    }

    private static Node child(MappingNode m, String key) {
        for (NodeTuple t : m.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k && key.equals(k.getValue())) {
                return t.getValueNode();
            }
        }
        return null;
    }

    private static String scalar(Node n) {
        return n instanceof ScalarNode s ? s.getValue() : null;
    }

    /** Line and column (in code points, as the parser counts) to a character offset. */
    private static final class Offsets {
        private final String text;
        private final int[] lineStarts;

        Offsets(String text) {
            this.text = text;
            List<Integer> starts = new ArrayList<>();
            starts.add(0);
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) == '\n') {
                    starts.add(i + 1);
                }
            }
            lineStarts = starts.stream().mapToInt(Integer::intValue).toArray();
        }

        int of(Mark mark) {
            if (mark.getLine() >= lineStarts.length) {
                return text.length();
            }
            int start = lineStarts[mark.getLine()];
            int lineEnd = mark.getLine() + 1 < lineStarts.length ? lineStarts[mark.getLine() + 1] : text.length();
            int codePoints = text.codePointCount(start, lineEnd);
            return mark.getColumn() >= codePoints ? lineEnd : text.offsetByCodePoints(start, mark.getColumn());
        }
    }
}
