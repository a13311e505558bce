/**
 * Study outputs and inputs (design.md "Studies"): the ladder CSV reader, implication matrix CSV, the hierarchical
 * value map as JSON, GraphML, SVG and PNG, the codebook as CSV and REFI-QDA .qdc, the study as a REFI-QDA project
 * (.qdpx) and the Markdown study report.
 */
package org.interviewworkbench.export.study;
