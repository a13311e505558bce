package org.interviewworkbench.simulation;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

/**
 * Runs the same simulation for seeds {@code seed .. seed + runs - 1} on a small fixed thread pool that it owns and
 * shuts down. Results come back in seed order whatever the completion order, so a batch is as deterministic as its
 * runs.
 */
public final class BatchSimulation {

    /** Default pool size: the machine budget of design.md (2 cores). */
    public static final int DEFAULT_THREADS = 2;

    /** Progress of a batch: called after every turn and every finished run, possibly from worker threads. */
    public interface Progress {
        Progress NONE = new Progress() {
        };

        /** A run finished ({@code done} of {@code total}). */
        default void runFinished(SimulationResult result, int done, int total) {
        }

        /** A turn finished somewhere in the batch ({@code turnsDone} so far of at most {@code maxTurnsTotal}). */
        default void turnFinished(int turnsDone, int maxTurnsTotal) {
        }
    }

    private final SimulationRunner runner;
    private final int threads;

    public BatchSimulation(SimulationRunner runner) {
        this(runner, DEFAULT_THREADS);
    }

    public BatchSimulation(SimulationRunner runner, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1");
        }
        this.runner = runner;
        this.threads = threads;
    }

    /**
     * @param base     the spec of the first run; its seed is the first seed
     * @param runs     number of runs (seeds {@code base.seed() .. base.seed() + runs - 1})
     * @param progress progress callback
     * @return results in seed order
     */
    public List<SimulationResult> run(SimulationSpec base, int runs, Progress progress) {
        if (runs < 1) {
            throw new IllegalArgumentException("runs must be at least 1, not " + runs);
        }
        List<SimulationSpec> specs = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            specs.add(base.withSeed(base.seed() + i));
        }
        return run(specs, progress, () -> false);
    }

    /**
     * Runs {@code specs} until {@code stop} says so. A stop is honoured between turns: the turn in progress
     * finishes (and is committed by the interviewer), the run it belongs to is abandoned, no new run starts.
     *
     * @return the finished runs in the order of {@code specs} (all of them when nothing stopped the batch)
     */
    public List<SimulationResult> run(List<SimulationSpec> specs, Progress progress, BooleanSupplier stop) {
        int runs = specs.size();
        int maxTurnsTotal = specs.stream().mapToInt(SimulationSpec::maxTurns).sum();
        AtomicInteger turnsDone = new AtomicInteger();
        AtomicInteger runsDone = new AtomicInteger();
        if (runs == 0) {
            return List.of();
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, runs), r -> {
            Thread t = new Thread(r, "simulation-worker");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<SimulationResult>> futures = new ArrayList<>();
            for (SimulationSpec spec : specs) {
                futures.add(pool.submit(() -> {
                    if (stop.getAsBoolean()) {
                        return null;
                    }
                    SimulationResult r;
                    try {
                        r = runner.run(spec, (s, t) -> {
                            progress.turnFinished(turnsDone.incrementAndGet(), maxTurnsTotal);
                            if (stop.getAsBoolean()) {
                                throw new Stopped();
                            }
                        });
                    } catch (Stopped e) {
                        return null;
                    }
                    progress.runFinished(r, runsDone.incrementAndGet(), runs);
                    return r;
                }));
            }
            List<SimulationResult> results = new ArrayList<>();
            for (Future<SimulationResult> f : futures) {
                SimulationResult r = f.get();
                if (r != null) {
                    results.add(r);
                }
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("simulation interrupted", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(cause.getMessage(), cause);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Thrown from the turn observer to abandon a run after a stop request. */
    private static final class Stopped extends RuntimeException {
        Stopped() {
            super("stopped", null, false, false);
        }
    }
}
