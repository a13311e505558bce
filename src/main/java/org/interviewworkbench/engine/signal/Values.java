package org.interviewworkbench.engine.signal;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Shared immutable signal values and small numeric helpers (no state). */
final class Values {

    static final SignalCatalog CATALOG = SignalCatalog.standard();
    static final SignalValue TRUE = SignalValue.of(true);
    static final SignalValue FALSE = SignalValue.of(false);
    static final SignalValue NONE = SignalValue.of("none");
    static final SignalValue LOW = SignalValue.of("low");
    static final SignalValue MEDIUM = SignalValue.of("medium");
    static final SignalValue HIGH = SignalValue.of("high");
    static final SignalValue ZERO_INT = SignalValue.of(0L);

    private Values() {
    }

    static SignalValue flag(boolean b) {
        return b ? TRUE : FALSE;
    }

    /** none / low / medium / high for counts: 0, 1-2, 3-4, 5+ (focus count, strategy repetition). */
    static SignalValue countCategory(int count) {
        if (count <= 0) {
            return NONE;
        }
        if (count <= 2) {
            return LOW;
        }
        if (count <= 4) {
            return MEDIUM;
        }
        return HIGH;
    }

    /** Rounds to 4 decimal places, half-even like Python's {@code round(x, 4)}. */
    static double round4(double value) {
        return BigDecimal.valueOf(value).setScale(4, RoundingMode.HALF_EVEN).doubleValue();
    }

    static double clamp01(double v) {
        return v < 0 ? 0.0 : Math.min(v, 1.0);
    }
}
