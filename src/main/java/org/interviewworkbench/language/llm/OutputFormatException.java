package org.interviewworkbench.language.llm;

/** The model's reply could not be parsed or did not have the expected shape; the message is fed back for repair. */
final class OutputFormatException extends RuntimeException {
    OutputFormatException(String message) {
        super(message);
    }
}
