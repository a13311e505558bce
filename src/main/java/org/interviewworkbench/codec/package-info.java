/**
 * JSON codecs for engine values (hand-written field mapping, so the wire shape is exact and stable).
 * Used by persistence, export and the command line; the engine itself never sees JSON.
 */
package org.interviewworkbench.codec;
