package org.interviewworkbench.ui;

import java.lang.reflect.Constructor;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Links the generated {@code equals}, {@code hashCode} and {@code toString} of records off the FX thread. A record's
 * three methods are {@code invokedynamic} call sites that the JVM links the first time each one runs, spinning method
 * handles and hidden classes: in the opening of the first session (stop 30, async-profiler with JVM frames), 20-24
 * of the interview panel's 54-57 samples in its longest FX-thread stretch were such linking (records' methods and
 * lambdas); the records' part came mostly from the first look-ups of the transcript's row heights
 * ({@code RowHeights} and {@code WrappedTextLabel}, keyed by records, one holding a {@code TranscriptEntry}). Here each
 * record class is made once with plain component values (empty strings and collections, zeros, a constant of the
 * component's type such as {@code Insets.EMPTY}, else nulls) and its three methods are called; a record whose
 * constructor refuses such values is left to link where it is first used.
 *
 * <p>Records are plain values: making one initialises its class and runs its constructor, nothing else; no node or
 * scene is touched (only value classes such as {@code Insets}).
 */
final class RecordWarmUp {

    private static final Logger LOG = LoggerFactory.getLogger(RecordWarmUp.class);

    private RecordWarmUp() {
    }

    /** Links the record methods of those of {@code classes} that are records; returns how many were linked. */
    static int run(List<Class<?>> classes) {
        int linked = 0;
        for (Class<?> type : classes) {
            if (type.isRecord() && link(type)) {
                linked++;
            }
        }
        return linked;
    }

    private static boolean link(Class<?> type) {
        try {
            RecordComponent[] components = type.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            Object[] values = new Object[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = plain(types[i]);
            }
            Constructor<?> canonical = type.getDeclaredConstructor(types);
            canonical.setAccessible(true);
            Object value = canonical.newInstance(values);
            Object other = canonical.newInstance(values);
            return value.hashCode() == other.hashCode() && value.equals(other) && value.toString() != null;
        } catch (ReflectiveOperationException | RuntimeException | LinkageError refused) {
            LOG.trace("Record {} not warmed up", type.getName(), refused);
            return false;
        }
    }

    /**
     * A value a record constructor is likely to accept: zero, false, an empty string or collection, a constant of the
     * type, else null.
     */
    static Object plain(Class<?> type) {
        if (type == boolean.class) {
            return false;
        } else if (type == char.class) {
            return ' ';
        } else if (type == byte.class) {
            return (byte) 0;
        } else if (type == short.class) {
            return (short) 0;
        } else if (type == int.class) {
            return 0;
        } else if (type == long.class) {
            return 0L;
        } else if (type == float.class) {
            return 0f;
        } else if (type == double.class) {
            return 0d;
        } else if (type == String.class) {
            return "";
        } else if (type == List.class) {
            return List.of();
        } else if (type == Set.class) {
            return Set.of();
        } else if (type == Map.class) {
            return Map.of();
        }
        return constant(type);
    }

    /** A public constant of the type itself, such as {@code Insets.EMPTY}, or null. */
    private static Object constant(Class<?> type) {
        for (java.lang.reflect.Field field : type.getFields()) {
            int modifiers = field.getModifiers();
            if (java.lang.reflect.Modifier.isStatic(modifiers) && java.lang.reflect.Modifier.isFinal(modifiers)
                    && field.getType() == type) {
                try {
                    return field.get(null);
                } catch (IllegalAccessException | RuntimeException | LinkageError e) {
                    return null;
                }
            }
        }
        return null;
    }
}
