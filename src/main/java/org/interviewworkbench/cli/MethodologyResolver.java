package org.interviewworkbench.cli;

import org.interviewworkbench.engine.config.MethodologyConfig;

/**
 * Finds a methodology by shipped id or file path. The composition root ({@code AppFactory}) supplies the real
 * loader; tests supply programmatic configs.
 */
@FunctionalInterface
public interface MethodologyResolver {

    /**
     * @param idOrFile a shipped methodology id or a YAML file path
     * @throws UserInputException when the id is unknown or the file cannot be read or is invalid
     */
    MethodologyConfig resolve(String idOrFile);
}
