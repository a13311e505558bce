package org.interviewworkbench.app;

import picocli.CommandLine;

/**
 * The composition root: builds every object graph the commands need, with constructor injection. Commands are
 * created by picocli through this factory.
 */
public final class AppFactory implements CommandLine.IFactory {

    private final CommandLine.IFactory defaults = CommandLine.defaultFactory();

    @Override
    public <K> K create(Class<K> cls) throws Exception {
        if (cls == org.interviewworkbench.cli.ScreenshotCommand.class) {
            return cls.cast(new org.interviewworkbench.cli.ScreenshotCommand(new DesktopScreenshotter()));
        }
        return defaults.create(cls);
    }
}
