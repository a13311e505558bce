package org.interviewworkbench.simulation;

/** A scenario or persona file that cannot be read or is malformed; the message names the file. */
public class SimulationFileException extends RuntimeException {
    public SimulationFileException(String message) {
        super(message);
    }

    public SimulationFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
