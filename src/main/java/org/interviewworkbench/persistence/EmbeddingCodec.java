package org.interviewworkbench.persistence;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/** Embedding vectors as stored: float32, little-endian, no header (length = 4 x dimensions). */
final class EmbeddingCodec {

    private EmbeddingCodec() {
    }

    static byte[] encode(float[] vector) {
        if (vector == null) {
            return null;
        }
        ByteBuffer buffer = ByteBuffer.allocate(vector.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float v : vector) {
            buffer.putInt(Float.floatToRawIntBits(v));
        }
        return buffer.array();
    }

    static float[] decode(byte[] bytes) {
        if (bytes == null) {
            return null;
        }
        if (bytes.length % Float.BYTES != 0) {
            throw new IllegalStateException("stored embedding has " + bytes.length
                    + " bytes, not a multiple of 4 (float32)");
        }
        ByteBuffer buffer = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        float[] vector = new float[bytes.length / Float.BYTES];
        for (int i = 0; i < vector.length; i++) {
            vector[i] = Float.intBitsToFloat(buffer.getInt());
        }
        return vector;
    }
}
