/**
 * The command line (picocli): one class per subcommand. User mistakes become a one-line message on stderr and a
 * non-zero exit code, never a stack trace.
 */
package org.interviewworkbench.cli;
