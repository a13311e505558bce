/**
 * LLM language engine: LangChain4j chat models (OpenAI-compatible, Anthropic, Ollama) behind the
 * {@link org.interviewworkbench.engine.port.LanguageEngine} port, with per-task settings, structured output,
 * tolerant parsing, one repair attempt, exponential backoff, per-task fallback to the offline engine and token
 * usage. Entry point: {@link org.interviewworkbench.language.llm.LanguageEngineFactory}.
 */
package org.interviewworkbench.language.llm;
