/**
 * Study files on disk: methodology, concept, persona and scenario YAML turned into immutable records, with every
 * problem reported as {@code file:line:column: message}, plus id/file resolution and hot reload.
 *
 * <p>Entry points: {@link org.interviewworkbench.methodology.MethodologyCatalog} (resolve {@code ID|FILE} to a
 * config and its source text), {@link org.interviewworkbench.methodology.ConceptCatalog},
 * {@link org.interviewworkbench.methodology.PersonaCatalog}, {@link org.interviewworkbench.methodology.ScenarioLoader},
 * {@link org.interviewworkbench.methodology.StudyFileValidator} (what {@code validate} runs) and
 * {@link org.interviewworkbench.methodology.MethodologyWatcher}.
 */
package org.interviewworkbench.methodology;
