/**
 * On-device redaction of personal data before any text leaves the machine (issue 11, design.md "What leaves the
 * laptop"): typed placeholders stable across a session, restored locally in everything the model returns.
 */
package org.interviewworkbench.language.privacy;
