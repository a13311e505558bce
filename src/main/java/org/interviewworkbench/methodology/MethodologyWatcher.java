package org.interviewworkbench.methodology;

import java.io.IOException;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.interviewworkbench.engine.config.MethodologyConfig;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Hot reload of one methodology file: watches the file's folder, waits until saves have settled (debounce), reloads
 * and tells the {@link Listener}. A broken save never replaces the last good config: the listener gets the problems
 * and {@link #current()} keeps the previous config. Owns one watch thread and one debounce thread; {@link #close()}
 * stops both.
 */
public final class MethodologyWatcher implements AutoCloseable {

    /** Default time to wait after the last change before reloading. */
    public static final Duration DEFAULT_DEBOUNCE = Duration.ofMillis(300);

    private static final Logger LOG = LoggerFactory.getLogger(MethodologyWatcher.class);

    /** Receives reload outcomes, on the watcher's debounce thread. */
    public interface Listener {
        /** The file changed and loads without errors; {@code result.value()} is the new config. */
        void reloaded(LoadResult<MethodologyConfig> result);

        /** The file changed but has errors; the last good config stays in effect. */
        void rejected(List<Problem> problems);
    }

    private final Path file;
    private final MethodologyLoader loader;
    private final Listener listener;
    private final Duration debounce;
    private final AtomicReference<LoadResult<MethodologyConfig>> current = new AtomicReference<>();
    private final WatchService watchService;
    private final ScheduledExecutorService scheduler;
    private final Thread watchThread;
    private ScheduledFuture<?> pending;

    /**
     * Loads the file once and starts watching it.
     *
     * @throws MethodologyException when the file cannot be loaded at start
     * @throws IOException          when the folder cannot be watched
     */
    public MethodologyWatcher(Path file, MethodologyLoader loader, Listener listener, Duration debounce)
            throws IOException {
        this.file = file.toAbsolutePath().normalize();
        this.loader = loader;
        this.listener = listener;
        this.debounce = debounce;
        LoadResult<MethodologyConfig> first = loader.load(this.file);
        first.orElseThrow();
        current.set(first);
        this.watchService = FileSystems.getDefault().newWatchService();
        this.file.getParent().register(watchService, StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_MODIFY);
        this.scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "methodology-reload-" + this.file.getFileName());
            t.setDaemon(true);
            return t;
        });
        this.watchThread = new Thread(this::watch, "methodology-watch-" + this.file.getFileName());
        this.watchThread.setDaemon(true);
        this.watchThread.start();
    }

    public MethodologyWatcher(Path file, MethodologyLoader loader, Listener listener) throws IOException {
        this(file, loader, listener, DEFAULT_DEBOUNCE);
    }

    /** The last config that loaded without errors (with its source text). */
    public LoadResult<MethodologyConfig> current() {
        return current.get();
    }

    /** The last good config. */
    public MethodologyConfig config() {
        return current.get().value();
    }

    private void watch() {
        try {
            while (true) {
                WatchKey key = watchService.take();
                for (WatchEvent<?> event : key.pollEvents()) {
                    Object context = event.context();
                    if (event.kind() == StandardWatchEventKinds.OVERFLOW
                            || (context instanceof Path p && p.equals(file.getFileName()))) {
                        schedule();
                    }
                }
                if (!key.reset()) {
                    LOG.warn("Stopped watching {}: its folder is gone", file);
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ClosedWatchServiceException e) {
            LOG.debug("Watch service of {} closed", file);
        }
    }

    private synchronized void schedule() {
        if (scheduler.isShutdown()) {
            return;
        }
        if (pending != null) {
            pending.cancel(false);
        }
        pending = scheduler.schedule(this::reload, debounce.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void reload() {
        LoadResult<MethodologyConfig> result = loader.load(file);
        try {
            if (result.hasErrors()) {
                LOG.info("Methodology {} not reloaded: {} problem(s)", file, result.errors().size());
                listener.rejected(result.errors());
            } else {
                current.set(result);
                LOG.info("Methodology {} reloaded", file);
                listener.reloaded(result);
            }
        } catch (RuntimeException e) {
            LOG.warn("Methodology reload listener failed", e);
        }
    }

    /** Whether the watcher still runs. */
    public boolean isRunning() {
        return watchThread.isAlive();
    }

    /** The file being watched. */
    public Path file() {
        return file;
    }

    /** Optional view of the current config, for callers that prefer it. */
    public Optional<MethodologyConfig> currentConfig() {
        return Optional.ofNullable(config());
    }

    @Override
    public void close() {
        try {
            watchService.close();
        } catch (IOException e) {
            LOG.debug("Closing watch service failed", e);
        }
        synchronized (this) {
            scheduler.shutdownNow();
        }
        watchThread.interrupt();
        try {
            watchThread.join(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
