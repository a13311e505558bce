package org.interviewworkbench.engine.scoring;

import java.util.List;
import java.util.Map;
import org.interviewworkbench.engine.signal.SignalValue;

/**
 * Weight-key matching and contributions, exactly peer-spec 2.7.
 *
 * <p>Given weight key {@code k} and signals {@code S}:
 * <ol>
 *   <li>{@code k} is a key of {@code S}: the value itself (direct);</li>
 *   <li>else split {@code k} at its LAST dot into {@code base} and {@code suffix}; if {@code base} is a key of
 *       {@code S} with value {@code v}:
 *       <ol type="a">
 *         <li>{@code v} is a flag and suffix is {@code true}/{@code false}: {@code v == (suffix == "true")};</li>
 *         <li>{@code v} is a number (never a flag) and suffix is {@code low}/{@code mid}/{@code high}:
 *             {@code low: v <= 0.25}, {@code mid: 0.25 < v < 0.75}, {@code high: v >= 0.75};</li>
 *         <li>otherwise string equality of {@code v} and the suffix (only a label can be equal).</li>
 *       </ol></li>
 *   <li>else missing.</li>
 * </ol>
 * Contribution of weight {@code w}: missing: skipped (not in the decomposition); flag: {@code w} if true else 0
 * (recorded); number: {@code w x value}; label: 0 (recorded).
 */
public final class WeightKeyMatcher {

    /** Upper bound (inclusive) of {@code .low}. */
    public static final double LOW_MAX = 0.25;
    /** Lower bound (inclusive) of {@code .high}. */
    public static final double HIGH_MIN = 0.75;

    static final byte DIRECT_ONLY = 0;
    static final byte TRUE = 1;
    static final byte FALSE = 2;
    static final byte LOW = 3;
    static final byte MID = 4;
    static final byte HIGH = 5;
    static final byte OTHER = 6;

    private WeightKeyMatcher() {
    }

    /**
     * The matched value of a weight key: {@code null} when missing, a {@link Boolean} for suffix matches, else the
     * signal's raw value ({@link Boolean}, {@link Long}, {@link Double} or {@link String}).
     */
    public static Object resolve(String key, Map<String, SignalValue> signals) {
        Compiled c = Compiled.of(Map.of(key, 1.0));
        return c.resolve(0, signals, null);
    }

    /** {@code base_score}: the sum of the contributions of {@code weights} on {@code signals}. */
    public static double score(Map<String, Double> weights, Map<String, SignalValue> signals) {
        return Compiled.of(weights).score(signals, null, null);
    }

    /** Weight keys pre-split once per ranking, so matching allocates nothing. */
    static final class Compiled {
        final int size;
        final String[] keys;
        final String[] bases;
        final String[] suffixes;
        final byte[] kinds;
        final double[] weights;

        private Compiled(int size) {
            this.size = size;
            keys = new String[size];
            bases = new String[size];
            suffixes = new String[size];
            kinds = new byte[size];
            weights = new double[size];
        }

        static Compiled of(Map<String, Double> weightMap) {
            Compiled c = new Compiled(weightMap.size());
            int i = 0;
            for (Map.Entry<String, Double> e : weightMap.entrySet()) {
                String k = e.getKey();
                c.keys[i] = k;
                c.weights[i] = e.getValue() == null ? 0.0 : e.getValue();
                int dot = k.lastIndexOf('.');
                if (dot < 0) {
                    c.kinds[i] = DIRECT_ONLY;
                } else {
                    c.bases[i] = k.substring(0, dot);
                    String suffix = k.substring(dot + 1);
                    c.suffixes[i] = suffix;
                    c.kinds[i] = switch (suffix) {
                        case "true" -> TRUE;
                        case "false" -> FALSE;
                        case "low" -> LOW;
                        case "mid" -> MID;
                        case "high" -> HIGH;
                        default -> OTHER;
                    };
                }
                i++;
            }
            return c;
        }

        /** Resolved value of key {@code i} on {@code primary} overriding {@code fallback} (may be null). */
        Object resolve(int i, Map<String, SignalValue> primary, Map<String, SignalValue> fallback) {
            SignalValue direct = get(primary, fallback, keys[i]);
            if (direct != null) {
                return direct.raw();
            }
            if (kinds[i] == DIRECT_ONLY) {
                return null;
            }
            SignalValue v = get(primary, fallback, bases[i]);
            if (v == null) {
                return null;
            }
            return suffixMatch(kinds[i], suffixes[i], v);
        }

        /**
         * The base score; when {@code out} is not null, every non-missing key's contribution is appended to it.
         */
        double score(Map<String, SignalValue> primary, Map<String, SignalValue> fallback,
                     List<SignalContribution> out) {
            double base = 0.0;
            for (int i = 0; i < size; i++) {
                double w = weights[i];
                SignalValue direct = get(primary, fallback, keys[i]);
                Object value;
                double contribution;
                if (direct != null) {
                    value = direct.raw();
                    if (direct instanceof SignalValue.Flag f) {
                        contribution = f.value() ? w : 0.0;
                    } else if (direct instanceof SignalValue.Num n) {
                        contribution = w * n.value();
                    } else {
                        contribution = 0.0;
                    }
                } else {
                    if (kinds[i] == DIRECT_ONLY) {
                        continue;
                    }
                    SignalValue v = get(primary, fallback, bases[i]);
                    if (v == null) {
                        continue;
                    }
                    boolean match = suffixMatch(kinds[i], suffixes[i], v);
                    value = match;
                    contribution = match ? w : 0.0;
                }
                base += contribution;
                if (out != null) {
                    out.add(new SignalContribution(keys[i], value, w, contribution));
                }
            }
            return base;
        }

        private static boolean suffixMatch(byte kind, String suffix, SignalValue v) {
            if (v instanceof SignalValue.Flag f) {
                if (kind == TRUE) {
                    return f.value();
                }
                if (kind == FALSE) {
                    return !f.value();
                }
                return false;
            }
            if (v instanceof SignalValue.Num n) {
                double x = n.value();
                switch (kind) {
                    case LOW:
                        return x <= LOW_MAX;
                    case MID:
                        return x > LOW_MAX && x < HIGH_MIN;
                    case HIGH:
                        return x >= HIGH_MIN;
                    default:
                        return false;
                }
            }
            return ((SignalValue.Text) v).value().equals(suffix);
        }

        private static SignalValue get(Map<String, SignalValue> primary, Map<String, SignalValue> fallback,
                                       String key) {
            SignalValue v = primary.get(key);
            if (v == null && fallback != null) {
                v = fallback.get(key);
            }
            return v;
        }
    }
}
