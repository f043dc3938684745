package io.minesift.cli;

import picocli.CommandLine.Option;

import java.io.PrintWriter;

/** {@code --quiet}, and the progress and notes a long command shows on stderr unless it is given. */
final class Feedback {
    @Option(names = {"-q", "--quiet"}, description = "No progress or notes on stderr; errors still show.")
    boolean quiet;

    /** Progress of {@code total} steps, shown when the work is {@code long} enough and not quiet. */
    Progress bar(String task, long total, boolean worthShowing) {
        return Progress.of(task, total, worthShowing && !quiet);
    }

    /** A sift's listener: progress and notes on {@code err}, or neither when quiet. */
    ProgressListener listener(PrintWriter err) {
        return new ProgressListener(err, quiet);
    }
}
