package org.interviewworkbench.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * Every number read from a JSON input is finite and in range: one streaming pass refuses {@code 1e999} (infinite as
 * a double), integers beyond 64 bits and the texts {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"} where a
 * number would be read, naming {@code file:line:column}. Linear in the input.
 */
final class FiniteJson {

    private FiniteJson() {
    }

    static void check(JsonFactory factory, byte[] json, String file) throws IOException {
        try (JsonParser parser = factory.createParser(json)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token == JsonToken.VALUE_NUMBER_FLOAT && !Double.isFinite(parser.getDoubleValue())) {
                    throw refused(file, parser, "the number " + parser.getText() + " is out of range");
                }
                if (token == JsonToken.VALUE_NUMBER_INT
                        && parser.getNumberType() == JsonParser.NumberType.BIG_INTEGER) {
                    throw refused(file, parser, "the number " + parser.getText() + " is out of range");
                }
                if (token == JsonToken.VALUE_STRING) {
                    String text = parser.getText();
                    if (text.equals("NaN") || text.equals("Infinity") || text.equals("-Infinity")) {
                        throw refused(file, parser, "\"" + text + "\" is not a number this program accepts; give a "
                                + "finite number");
                    }
                }
            }
        }
    }

    private static UserInputException refused(String file, JsonParser parser, String message) {
        JsonLocation at = parser.currentTokenLocation();
        return new UserInputException(file + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": " + message);
    }
}
