package org.interviewworkbench.engine.signal;

import java.util.Objects;

/**
 * The value of one named signal: a flag, a number or a text label.
 *
 * <p>The three kinds never mix: a flag is never treated as a number (peer-spec 2.7 / 12 #16), integral
 * numbers keep their integral nature so they print as {@code 10} rather than {@code 10.0}, and labels only
 * match by string equality.
 */
public sealed interface SignalValue permits SignalValue.Flag, SignalValue.Num, SignalValue.Text {

    /** The plain Java value: {@link Boolean}, {@link Long} (integral numbers), {@link Double} or {@link String}. */
    Object raw();

    /** A boolean signal value. */
    record Flag(boolean value) implements SignalValue {
        @Override
        public Object raw() {
            return value;
        }

        @Override
        public String toString() {
            return Boolean.toString(value);
        }
    }

    /** A numeric signal value; {@code integral} numbers are counts and print without a fraction. */
    record Num(double value, boolean integral) implements SignalValue {
        @Override
        public Object raw() {
            return integral ? (Object) Long.valueOf((long) value) : (Object) Double.valueOf(value);
        }

        @Override
        public String toString() {
            return integral ? Long.toString((long) value) : Double.toString(value);
        }
    }

    /** A categorical (text) signal value such as {@code "deep"} or {@code "early"}. */
    record Text(String value) implements SignalValue {
        public Text {
            Objects.requireNonNull(value, "value");
        }

        @Override
        public Object raw() {
            return value;
        }

        @Override
        public String toString() {
            return value;
        }
    }

    static SignalValue of(boolean value) {
        return new Flag(value);
    }

    static SignalValue of(long value) {
        return new Num(value, true);
    }

    static SignalValue of(double value) {
        return new Num(value, false);
    }

    static SignalValue of(String value) {
        return new Text(value);
    }

    /**
     * Converts a plain Java value (as parsed from JSON) to a signal value.
     *
     * @throws IllegalArgumentException for values that are neither boolean, number nor string
     */
    static SignalValue fromRaw(Object raw) {
        if (raw instanceof Boolean b) {
            return of(b.booleanValue());
        }
        if (raw instanceof Integer || raw instanceof Long || raw instanceof Short || raw instanceof Byte
                || raw instanceof java.math.BigInteger) {
            return of(((Number) raw).longValue());
        }
        if (raw instanceof Number n) {
            return of(n.doubleValue());
        }
        if (raw instanceof String s) {
            return of(s);
        }
        throw new IllegalArgumentException("a signal value must be a boolean, a number or a string, not " + raw);
    }
}
