package org.interviewworkbench.app;

import org.interviewworkbench.cli.CliServices;
import org.interviewworkbench.cli.ExportCommand;
import org.interviewworkbench.cli.InterviewCommand;
import org.interviewworkbench.cli.RankCommand;
import org.interviewworkbench.cli.SessionsCommand;
import org.interviewworkbench.cli.SimulateCommand;
import org.interviewworkbench.cli.UserInputException;
import org.interviewworkbench.cli.ValidateCommand;
import org.interviewworkbench.engine.port.Clock;
import org.interviewworkbench.language.llm.LlmSettingsLoader;
import org.interviewworkbench.methodology.MethodologyException;
import org.interviewworkbench.methodology.StudyFiles;
import org.interviewworkbench.persistence.DatabaseLocator;
import picocli.CommandLine;

/**
 * The composition root: builds every object graph the commands need, with constructor injection. Commands are
 * created by picocli through this factory.
 */
public final class AppFactory implements CommandLine.IFactory, AutoCloseable {

    private final CommandLine.IFactory defaults = CommandLine.defaultFactory();
    private final StudyFiles studyFiles;
    private final CliServices services;
    private final OfflineComponents offline;

    public AppFactory() {
        this(new DatabaseLocator(), LlmSettingsLoader.forCurrentUser());
    }

    /** Study files of the working directory and the user's data folder (topics made with File > New topic). */
    private AppFactory(DatabaseLocator databases, LlmSettingsLoader llmSettings) {
        this(new StudyFiles(new org.interviewworkbench.methodology.StudyFileLocator(java.nio.file.Path.of("")
                .toAbsolutePath(), AppFactory.class.getClassLoader(), databases.dataDirectory()),
                org.interviewworkbench.engine.signal.SignalCatalog.standard()), databases, new OfflineComponents(),
                llmSettings, Clock.SYSTEM);
    }

    public AppFactory(StudyFiles studyFiles, DatabaseLocator databases, OfflineComponents offline,
                      LlmSettingsLoader llmSettings, Clock clock) {
        this.studyFiles = studyFiles;
        this.offline = offline;
        this.services = new DefaultCliServices(studyFiles, databases, offline, llmSettings, clock);
    }

    public CliServices services() {
        return services;
    }

    /** Stops what the services own (the language task threads). */
    @Override
    public void close() {
        if (services instanceof AutoCloseable owned) {
            try {
                owned.close();
            } catch (Exception e) {
                org.slf4j.LoggerFactory.getLogger(AppFactory.class).warn("closing the services failed: {}",
                        e.getMessage());
            }
        }
    }

    @Override
    public <K> K create(Class<K> cls) throws Exception {
        if (cls == InterviewCommand.class) {
            return cls.cast(new InterviewCommand(services));
        }
        Object study = studyCommand(cls);
        if (study != null) {
            return cls.cast(study);
        }
        if (cls == SessionsCommand.class) {
            return cls.cast(new SessionsCommand(services));
        }
        if (cls == ExportCommand.class) {
            return cls.cast(new ExportCommand(services));
        }
        if (cls == SimulateCommand.class) {
            return cls.cast(new SimulateCommand(new SimulationWiring(services, offline), services.interruption()));
        }
        if (cls == ValidateCommand.class) {
            return cls.cast(new ValidateCommand(studyFiles.validator()));
        }
        if (cls == RankCommand.class) {
            return cls.cast(new RankCommand(idOrFile -> {
                try {
                    return studyFiles.methodologies().resolve(idOrFile).value();
                } catch (MethodologyException e) {
                    throw new UserInputException(e.problems().isEmpty() ? "cannot load methodology " + idOrFile
                            : e.problems().get(0).format(), e);
                }
            }));
        }
        if (cls == org.interviewworkbench.cli.ScreenshotCommand.class) {
            return cls.cast(new org.interviewworkbench.cli.ScreenshotCommand(new DesktopScreenshotter()));
        }
        return defaults.create(cls);
    }

    /** The {@code study} subcommands (design.md "Studies"), or {@code null} for another class. */
    private Object studyCommand(Class<?> cls) {
        if (cls == org.interviewworkbench.cli.DbCopyCommand.class) {
            return new org.interviewworkbench.cli.DbCopyCommand(services);
        }
        if (cls == org.interviewworkbench.cli.EditCommand.class) {
            return new org.interviewworkbench.cli.EditCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyCreateCommand.class) {
            return new org.interviewworkbench.cli.StudyCreateCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyAddCommand.class) {
            return new org.interviewworkbench.cli.StudyAddCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyListCommand.class) {
            return new org.interviewworkbench.cli.StudyListCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyImportLaddersCommand.class) {
            return new org.interviewworkbench.cli.StudyImportLaddersCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyCodebookCommand.class) {
            return new org.interviewworkbench.cli.StudyCodebookCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyMatrixCommand.class) {
            return new org.interviewworkbench.cli.StudyMatrixCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyHvmCommand.class) {
            return new org.interviewworkbench.cli.StudyHvmCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyExportCommand.class) {
            return new org.interviewworkbench.cli.StudyExportCommand(services);
        }
        if (cls == org.interviewworkbench.cli.StudyReportCommand.class) {
            return new org.interviewworkbench.cli.StudyReportCommand(services);
        }
        return null;
    }
}
