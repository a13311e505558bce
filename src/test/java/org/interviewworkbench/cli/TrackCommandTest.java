package org.interviewworkbench.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.interviewworkbench.app.Launcher;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code track}: seed 000's tables and seed 001 path 19 replayed as events. */
class TrackCommandTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @TempDir
    Path dir;

    private static JsonNode replay(String events) throws Exception {
        return TrackCommand.replay(MAPPER.readTree(events.replace('\'', '"')));
    }

    private static JsonNode node(JsonNode snapshots, int afterEvent, String id) {
        return snapshots.get(afterEvent - 1).get("states").get(id);
    }

    private static String focus(JsonNode snapshots, int afterEvent) {
        JsonNode f = snapshots.get(afterEvent - 1).get("previous_focus");
        return f.isNull() ? null : f.asText();
    }

    @Test
    void seed000ThreeTurnSequenceWithTheSameFocus() throws Exception {
        JsonNode s = replay("["
                + "{'op':'register','node':'node_A','label':'A','node_type':'attribute','turn':1},"   // 1
                + "{'op':'yield','node':'node_A','turn':1,'nodes_added':1,'edges_added':0},"           // 2 stage 5 t1
                + "{'op':'focus','node':'node_A','turn':1,'strategy':'deepen'},"                       // 3 stage 8 t1
                + "{'op':'yield','node':'node_A','turn':2,'nodes_added':1,'edges_added':0},"           // 4 stage 5 t2
                + "{'op':'focus','node':'node_A','turn':2,'strategy':'deepen'},"                       // 5 stage 8 t2
                + "{'op':'yield','node':'node_A','turn':3,'nodes_added':0,'edges_added':1},"           // 6 stage 5 t3
                + "{'op':'focus','node':'node_A','turn':3,'strategy':'deepen'}]");                     // 7 stage 8 t3
        int[][] expected = {
                // event, streak, tsly, focus_count, yield_count
                {1, 0, 0, 0, 0}, {2, 0, 0, 0, 1}, {3, 1, 1, 1, 1}, {4, 1, 0, 1, 2}, {5, 2, 1, 2, 2},
                {6, 2, 0, 2, 3}, {7, 3, 1, 3, 3}};
        for (int[] row : expected) {
            JsonNode a = node(s, row[0], "node_A");
            assertThat(a.get("current_focus_streak").asInt()).as("streak after event %d", row[0]).isEqualTo(row[1]);
            assertThat(a.get("turns_since_last_yield").asInt()).as("tsly after event %d", row[0]).isEqualTo(row[2]);
            assertThat(a.get("focus_count").asInt()).as("focus_count after event %d", row[0]).isEqualTo(row[3]);
            assertThat(a.get("yield_count").asInt()).as("yield_count after event %d", row[0]).isEqualTo(row[4]);
        }
        assertThat(focus(s, 1)).isNull();
        // The table shows previous_focus "node_A" already after Stage 5 of turn 1, but previous_focus only
        // changes in update_focus (peer-spec 3.3, 11 #9): it is null until the first focus event.
        assertThat(focus(s, 2)).isNull();
        assertThat(focus(s, 3)).isEqualTo("node_A");
        assertThat(focus(s, 7)).isEqualTo("node_A");
        // yield_rate = yield_count / max(focus_count, 1) at yield time. The table's 1.0 holds after turn 1 (1/1);
        // it contradicts its own formula afterwards: turn 2's second yield with one focus gives 2/1 = 2.0 and
        // turn 3's third yield with two focuses gives 3/2 = 1.5. We assert the formula's values.
        assertThat(node(s, 2, "node_A").get("yield_rate").asDouble()).isEqualTo(1.0);
        assertThat(node(s, 3, "node_A").get("yield_rate").asDouble()).isEqualTo(1.0);
        assertThat(node(s, 4, "node_A").get("yield_rate").asDouble()).isEqualTo(2.0);
        assertThat(node(s, 5, "node_A").get("yield_rate").asDouble()).isEqualTo(2.0);
        assertThat(node(s, 6, "node_A").get("yield_rate").asDouble()).isEqualTo(1.5);
        assertThat(node(s, 7, "node_A").get("yield_rate").asDouble()).isEqualTo(1.5);
    }

    @Test
    void seed000FocusChangeFromNodeAToNodeB() throws Exception {
        // Seed 000 "Focus Change" table and "State Snapshots" with N = 4: before Stage 5 node_A has focus_count 2,
        // streak 2, last_focus N-1, yield_count 2, last_yield N-2, tsly 2.
        JsonNode s = replay("["
                + "{'op':'register','node':'node_A','label':'A','node_type':'attribute','turn':1},"   // 1
                + "{'op':'yield','node':'node_A','turn':1,'nodes_added':1,'edges_added':0},"           // 2
                + "{'op':'yield','node':'node_A','turn':2,'nodes_added':1,'edges_added':0},"           // 3
                + "{'op':'focus','node':'node_A','turn':2,'strategy':'deepen'},"                       // 4
                + "{'op':'focus','node':'node_A','turn':3,'strategy':'deepen'},"                       // 5 turn N start
                + "{'op':'register','node':'node_B','label':'B','node_type':'attribute','turn':4},"   // 6 stage 5
                + "{'op':'yield','node':'node_A','turn':4,'nodes_added':1,'edges_added':0},"           // 7 stage 5
                + "{'op':'focus','node':'node_B','turn':4,'strategy':'broaden'}]");                    // 8 stage 8
        JsonNode start = node(s, 5, "node_A");
        assertThat(start.get("focus_count").asInt()).isEqualTo(2);
        assertThat(start.get("current_focus_streak").asInt()).isEqualTo(2);
        assertThat(start.get("last_focus_turn").asInt()).isEqualTo(3);
        assertThat(start.get("yield_count").asInt()).isEqualTo(2);
        assertThat(start.get("last_yield_turn").asInt()).isEqualTo(2);
        assertThat(start.get("turns_since_last_yield").asInt()).isEqualTo(2);
        // The snapshot says yield_rate 1.0 here, but its second yield came before any second focus: 2/max(0,1) = 2.0.
        assertThat(start.get("yield_rate").asDouble()).isEqualTo(2.0);
        JsonNode afterYield = node(s, 7, "node_A");
        assertThat(afterYield.get("yield_count").asInt()).isEqualTo(3);
        assertThat(afterYield.get("last_yield_turn").asInt()).isEqualTo(4);
        assertThat(afterYield.get("turns_since_last_yield").asInt()).isZero();
        assertThat(afterYield.get("current_focus_streak").asInt()).isEqualTo(2);
        assertThat(afterYield.get("yield_rate").asDouble()).isEqualTo(1.5);
        assertThat(focus(s, 7)).isEqualTo("node_A");
        JsonNode a = node(s, 8, "node_A");
        JsonNode b = node(s, 8, "node_B");
        assertThat(focus(s, 8)).isEqualTo("node_B");
        // Old focus keeps its streak (snapshot: node_A current_focus_streak 2 after the switch); the table's
        // "1 (reset: focus changed)" is the NEW focus's streak, and its focus_count row mixes the two nodes.
        assertThat(a.get("current_focus_streak").asInt()).isEqualTo(2);
        assertThat(a.get("turns_since_last_yield").asInt()).isEqualTo(1);
        assertThat(a.get("focus_count").asInt()).isEqualTo(2);
        assertThat(a.get("yield_rate").asDouble()).isEqualTo(1.5);
        assertThat(b.get("focus_count").asInt()).isEqualTo(1);
        assertThat(b.get("current_focus_streak").asInt()).isEqualTo(1);
        assertThat(b.get("last_focus_turn").asInt()).isEqualTo(4);
        assertThat(b.get("yield_count").asInt()).isZero();
        assertThat(b.get("last_yield_turn").isNull()).isTrue();
        assertThat(b.get("turns_since_last_yield").asInt()).isEqualTo(1);
        assertThat(b.get("yield_rate").asDouble()).isEqualTo(0.0);
    }

    @Test
    void seed001Path19SingleNodeAcrossThreeTurns() throws Exception {
        JsonNode s = replay("["
                + "{'op':'register','node':'node_A','label':'A','node_type':'attribute','turn':1},"   // 1
                + "{'op':'focus','node':'node_A','turn':1,'strategy':'deepen'},"                       // 2
                + "{'op':'yield','node':'node_A','turn':2,'nodes_added':1,'edges_added':0},"           // 3
                + "{'op':'focus','node':'node_A','turn':2,'strategy':'deepen'},"                       // 4
                + "{'op':'register','node':'node_B','label':'B','node_type':'attribute','turn':3},"   // 5
                + "{'op':'yield','node':'node_A','turn':3,'nodes_added':1,'edges_added':1},"           // 6
                + "{'op':'focus','node':'node_B','turn':3,'strategy':'explore'}]");                    // 7
        assertThat(node(s, 1, "node_A").get("created_at_turn").asInt()).isEqualTo(1);
        assertThat(node(s, 2, "node_A").get("focus_count").asInt()).isEqualTo(1);
        assertThat(node(s, 2, "node_A").get("current_focus_streak").asInt()).isEqualTo(1);
        assertThat(node(s, 2, "node_A").get("turns_since_last_yield").asInt()).isEqualTo(1);
        assertThat(node(s, 3, "node_A").get("yield_count").asInt()).isEqualTo(1);
        assertThat(node(s, 3, "node_A").get("last_yield_turn").asInt()).isEqualTo(2);
        assertThat(node(s, 3, "node_A").get("turns_since_last_yield").asInt()).isZero();
        assertThat(node(s, 4, "node_A").get("focus_count").asInt()).isEqualTo(2);
        assertThat(node(s, 4, "node_A").get("current_focus_streak").asInt()).isEqualTo(2);
        assertThat(node(s, 4, "node_A").get("turns_since_last_yield").asInt()).isEqualTo(1);
        assertThat(node(s, 6, "node_A").get("yield_count").asInt()).isEqualTo(2);
        assertThat(node(s, 6, "node_A").get("last_yield_turn").asInt()).isEqualTo(3);
        assertThat(node(s, 6, "node_A").get("current_focus_streak").asInt()).isEqualTo(2);
        JsonNode a = node(s, 7, "node_A");
        JsonNode b = node(s, 7, "node_B");
        // Path 19 writes "node_A focus_streak resets to 1"; the intended tracker (seed 000 snapshot, peer-spec 11 #9)
        // keeps node_A's run of 2 so exhaustion survives moving away.
        assertThat(a.get("current_focus_streak").asInt()).isEqualTo(2);
        assertThat(a.get("turns_since_last_focus").asInt()).isEqualTo(1);
        assertThat(a.get("turns_since_last_yield").asInt()).isEqualTo(1);
        assertThat(b.get("focus_count").asInt()).isEqualTo(1);
        assertThat(b.get("turns_since_last_focus").asInt()).isZero();
        assertThat(b.get("turns_since_last_yield").asInt()).isEqualTo(1);
    }

    @Test
    void edgesAndResponsesAreReplayedAndEverySnapshotIsATrackerObject() throws Exception {
        JsonNode s = replay("["
                + "{'op':'register','node':'A','label':'a','node_type':'attribute','turn':1},"
                + "{'op':'register','node':'B','label':'b','node_type':'attribute','turn':1},"
                + "{'op':'edges','node':'A','outgoing':1,'incoming':0,'connected':['B']},"
                + "{'op':'response','node':'A','depth':'shallow'},"
                + "{'op':'focus','node':'Z','turn':2,'strategy':'deepen'}]");
        assertThat(s.size()).isEqualTo(5);
        assertThat(s.get(0).get("schema_version").asInt()).isEqualTo(1);
        assertThat(node(s, 3, "A").get("edge_count_outgoing").asInt()).isEqualTo(1);
        assertThat(node(s, 3, "A").get("connected_node_ids").toString()).isEqualTo("[\"B\"]");
        assertThat(node(s, 4, "A").get("all_response_depths").toString()).isEqualTo("[\"shallow\"]");
        assertThat(s.get(4)).isEqualTo(s.get(3)); // unknown node: warning, no change
    }

    @Test
    void badInputIsAOneLineUserError() throws Exception {
        assertThatThrownBy(() -> replay("[{'op':'jump','node':'A'}]")).isInstanceOf(UserInputException.class)
                .hasMessage("event 1: unknown op 'jump' (expected register, edges, yield, response or focus)");
        assertThatThrownBy(() -> replay("[{'op':'focus','node':'A','strategy':'x'}]"))
                .hasMessage("event 1: missing field 'turn'");
        assertThatThrownBy(() -> replay("{}")).hasMessage("events: expected a JSON array of events");
    }

    @Test
    void theLauncherPrintsTheArrayOrAOneLineErrorWithExitCodeTwo() throws Exception {
        Path events = dir.resolve("events.json");
        Files.writeString(events, "[{\"op\":\"register\",\"node\":\"A\",\"label\":\"a\",\"node_type\":\"t\",\"turn\":1}]");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = Launcher.run(new String[] {"track", "--events", events.toString()}, new PrintWriter(out),
                new PrintWriter(err));
        assertThat(code).isZero();
        assertThat(MAPPER.readTree(out.toString()).get(0).get("states").has("A")).isTrue();

        Files.writeString(events, "[{\"op\":");
        StringWriter err2 = new StringWriter();
        int bad = Launcher.run(new String[] {"track", "--events", events.toString()}, new PrintWriter(new StringWriter()),
                new PrintWriter(err2));
        assertThat(bad).isEqualTo(2);
        assertThat(err2.toString().strip()).startsWith("error: " + events + ":1:").contains("malformed JSON")
                .doesNotContain("\n");
        StringWriter err3 = new StringWriter();
        assertThat(Launcher.run(new String[] {"track", "--events", dir.resolve("none.json").toString()},
                new PrintWriter(new StringWriter()), new PrintWriter(err3))).isEqualTo(2);
        assertThat(err3.toString().strip()).isEqualTo("error: JSON file not found: " + dir.resolve("none.json"));
    }
}
