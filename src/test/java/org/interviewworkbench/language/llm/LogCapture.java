package org.interviewworkbench.language.llm;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.slf4j.LoggerFactory;

/** Captures every log event (DEBUG and up) of the workbench and LangChain4j while open. */
final class LogCapture implements AutoCloseable {
    private final ListAppender<ILoggingEvent> appender = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    private final Level oldLevel = root.getLevel();

    LogCapture() {
        appender.start();
        root.addAppender(appender);
        root.setLevel(Level.DEBUG);
        ((Logger) LoggerFactory.getLogger("dev.langchain4j")).setLevel(Level.DEBUG);
    }

    /** All formatted messages plus any throwable text. */
    String text() {
        StringBuilder sb = new StringBuilder();
        for (ILoggingEvent e : List.copyOf(appender.list)) {
            sb.append(e.getFormattedMessage()).append('\n');
            if (e.getThrowableProxy() != null) {
                sb.append(e.getThrowableProxy().getMessage()).append('\n');
            }
        }
        return sb.toString();
    }

    @Override
    public void close() {
        root.detachAppender(appender);
        root.setLevel(oldLevel);
        ((Logger) LoggerFactory.getLogger("dev.langchain4j")).setLevel(Level.WARN);
    }
}
