package org.interviewworkbench.engine.scoring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.interviewworkbench.engine.TestMethodologies.w;

import java.util.LinkedHashMap;
import java.util.Map;
import org.interviewworkbench.engine.signal.SignalValue;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Peer-spec 10.1 signal lookup, score_strategy and the threshold integration vectors. */
class WeightKeyMatcherTest {

    static Map<String, SignalValue> s(Object... kv) {
        Map<String, SignalValue> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], SignalValue.fromRaw(kv[i + 1]));
        }
        return m;
    }

    @Test
    void aDirectKeyReturnsTheSignalValueItself() {
        Map<String, SignalValue> signals = s("graph.node_count", 10, "llm.response_depth", 4);
        assertThat(WeightKeyMatcher.resolve("graph.node_count", signals)).isEqualTo(10L);
        assertThat(WeightKeyMatcher.resolve("llm.response_depth", signals)).isEqualTo(4L);
    }

    @Test
    void anAbsentSignalIsMissing() {
        assertThat(WeightKeyMatcher.resolve("llm.response_depth", s("graph.node_count", 10))).isNull();
        assertThat(WeightKeyMatcher.resolve("llm.response_depth.low", s("graph.node_count", 10))).isNull();
    }

    @ParameterizedTest(name = "{0} .{1} -> {2}")
    @CsvSource({"0.0,low,true", "0.25,low,true", "0.5,low,false", "0.75,low,false", "1.0,low,false",
            "0.0,mid,false", "0.25,mid,false", "0.5,mid,true", "0.75,mid,false", "1.0,mid,false",
            "0.0,high,false", "0.25,high,false", "0.5,high,false", "0.75,high,true", "1.0,high,true"})
    void numbersBinIntoLowMidHighWithInclusiveOuterBounds(double value, String bin, boolean expected) {
        assertThat(WeightKeyMatcher.resolve("llm.engagement." + bin, s("llm.engagement", value))).isEqualTo(expected);
    }

    @Test
    void labelsMatchByStringEquality() {
        assertThat(WeightKeyMatcher.resolve("llm.global_response_trend.fatigued",
                s("llm.global_response_trend", "fatigued"))).isEqualTo(true);
        assertThat(WeightKeyMatcher.resolve("llm.global_response_trend.fatigued",
                s("llm.global_response_trend", "engaged"))).isEqualTo(false);
        assertThat(WeightKeyMatcher.resolve("graph.node.focus_count.low", s("graph.node.focus_count", "low")))
                .isEqualTo(true);
    }

    @Test
    void onlyTheLastDotSplitsSoDeepCompoundKeysWork() {
        assertThat(WeightKeyMatcher.resolve("graph.chain_completion.ratio.high",
                s("graph.chain_completion.ratio", 0.5))).isEqualTo(false);
        assertThat(WeightKeyMatcher.resolve("graph.chain_completion.has_complete.false",
                s("graph.chain_completion.has_complete", false))).isEqualTo(true);
    }

    @Test
    void flagsMatchTrueAndFalseSuffixes() {
        assertThat(WeightKeyMatcher.resolve("graph.node.is_orphan.true", s("graph.node.is_orphan", true)))
                .isEqualTo(true);
        assertThat(WeightKeyMatcher.resolve("graph.node.is_orphan.true", s("graph.node.is_orphan", false)))
                .isEqualTo(false);
        assertThat(WeightKeyMatcher.resolve("graph.node.exhausted.false", s("graph.node.exhausted", false)))
                .isEqualTo(true);
        assertThat(WeightKeyMatcher.resolve("graph.node.exhausted.false", s("graph.node.exhausted", true)))
                .isEqualTo(false);
    }

    @Test
    void aFlagIsNeverANumberAndAFlagWithABinSuffixIsFalse() {
        assertThat(WeightKeyMatcher.resolve("x.flag.low", s("x.flag", false))).isEqualTo(false);
        assertThat(WeightKeyMatcher.resolve("x.flag.high", s("x.flag", true))).isEqualTo(false);
        assertThat(WeightKeyMatcher.resolve("x.label.low", s("x.label", "low"))).isEqualTo(true);
    }

    @Test
    void scoreStrategyVectorsOfThePeerSuite() {
        assertThat(WeightKeyMatcher.score(w("llm.response_depth.low", 0.8), s("llm.response_depth", 0.25)))
                .isEqualTo(0.8);
        assertThat(WeightKeyMatcher.score(w("llm.response_depth.low", 0.8), s("llm.response_depth", 0.75)))
                .isEqualTo(0.0);
        assertThat(WeightKeyMatcher.score(w("graph.node_count", 0.5), s("graph.node_count", 0.5))).isEqualTo(0.25);
        assertThat(WeightKeyMatcher.score(w("llm.response_depth.high", 0.7, "llm.valence.high", 0.3),
                s("llm.response_depth", 1.0, "llm.valence", 0.75))).isCloseTo(1.0, within(1e-12));
        assertThat(WeightKeyMatcher.score(w("llm.response_depth.high", 0.7, "missing.signal", 0.5),
                s("llm.response_depth", 1.0))).isEqualTo(0.7);
        assertThat(WeightKeyMatcher.score(w("llm.response_depth.low", -0.5), s("llm.response_depth", 0.0)))
                .isEqualTo(-0.5);
    }

    @Test
    void exploreEmotionsThresholdIntegrationVectors() {
        Map<String, Double> weights = w("llm.valence.low", 0.6, "llm.valence.high", 0.6, "llm.certainty.low", 0.4,
                "llm.engagement.high", 0.8);
        assertThat(WeightKeyMatcher.score(weights, s("llm.valence", 0.0))).isEqualTo(0.6);
        assertThat(WeightKeyMatcher.score(weights, s("llm.valence", 1.0))).isEqualTo(0.6);
        assertThat(WeightKeyMatcher.score(weights, s("llm.engagement", 1.0))).isEqualTo(0.8);
        assertThat(WeightKeyMatcher.score(weights, s("llm.certainty", 0.0))).isEqualTo(0.4);
    }

    @Test
    void aDirectLabelContributesZeroAndIntegersScaleLinearly() {
        assertThat(WeightKeyMatcher.score(w("llm.response_depth", 2.0), s("llm.response_depth", "deep")))
                .isEqualTo(0.0);
        assertThat(WeightKeyMatcher.score(w("graph.node.edge_count", 0.5), s("graph.node.edge_count", 6)))
                .isEqualTo(3.0);
        assertThat(WeightKeyMatcher.score(w("graph.node.is_orphan", 0.5), s("graph.node.is_orphan", true)))
                .isEqualTo(0.5);
    }
}
