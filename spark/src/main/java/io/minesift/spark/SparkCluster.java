package io.minesift.spark;

import io.minesift.core.experiment.BoardRunner;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * A Spark context for one sift: from spark-submit's settings on a cluster, or on the master the
 * command line names ({@code local[2]}), else {@code local[*]}. Its public face names no Spark type,
 * so the command line can hold it without Spark until the Spark engine is asked for.
 */
public final class SparkCluster implements AutoCloseable {
    /** The master when neither the command line nor spark-submit names one. */
    public static final String DEFAULT_MASTER = "local[*]";
    /** Partitions per core of the cluster when none are asked for (small slices balance the load). */
    static final int PARTITIONS_PER_CORE = 4;

    private final JavaSparkContext context;
    private final double startSeconds;

    private SparkCluster(JavaSparkContext context, double startSeconds) {
        this.context = context;
        this.startSeconds = startSeconds;
    }

    /** Starts a context on {@code master}, or spark-submit's master when {@code null}. */
    public static SparkCluster start(String master) {
        long start = System.nanoTime();
        SparkConf conf = new SparkConf().setAppName("minesift sift");
        if (master != null) {
            conf.setMaster(master);
        } else {
            conf.setIfMissing("spark.master", DEFAULT_MASTER);
        }
        conf.setIfMissing("spark.ui.enabled", "false");
        conf.setIfMissing("spark.ui.showConsoleProgress", "false");
        try {
            return new SparkCluster(new JavaSparkContext(conf), (System.nanoTime() - start) / 1e9);
        } catch (Exception e) { // SparkException is checked, though Scala declares no throws
            throw new IllegalArgumentException("Spark did not start on master " + conf.get("spark.master") + ": "
                    + String.valueOf(e.getMessage()).lines().findFirst().orElse(""), e);
        }
    }

    /** The runner that plays a sift's boards here, in {@code partitions} slices (default: 4 per core). */
    public <B> BoardRunner<B> runner(SiftRecipe<B> recipe, Integer partitions) {
        return runner(recipe, partitions, false);
    }

    /** For the tests of Spark's retries: every task's first attempt fails. */
    <B> BoardRunner<B> runner(SiftRecipe<B> recipe, Integer partitions, boolean failFirstAttempts) {
        int slices = partitions != null ? partitions : PARTITIONS_PER_CORE * context.defaultParallelism();
        return new SparkBoardRunner<>(context, recipe, slices, failFirstAttempts);
    }

    /** The master the context runs on, e.g. {@code local[2]} or {@code yarn}. */
    public String master() {
        return context.master();
    }

    /** The cores the job's tasks run on at once (Spark's default parallelism). */
    public int cores() {
        return context.defaultParallelism();
    }

    /** How long the context took to start, in seconds. */
    public double startSeconds() {
        return startSeconds;
    }

    @Override
    public void close() {
        context.stop();
    }
}
