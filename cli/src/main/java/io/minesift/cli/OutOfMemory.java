package io.minesift.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The line a run that ran out of memory ends with: the command, the input files it was given (the
 * likeliest cause for a command that reads), and advice that fits the command: a smaller count
 * for one that makes its work from a count, a smaller file for one that reads.
 */
final class OutOfMemory {
    /** Commands whose work grows with a count option, and the options that set it. */
    private static final Set<String> COUNTED = Set.of("generate", "sift", "play", "reference", "tune", "book", "bench",
            "solve-rate", "shanghai-grid", "score", "probabilities");

    private OutOfMemory() {
    }

    static String message(String[] args, long heapBytes) {
        String command = args.length == 0 ? "" : args[0];
        List<String> files = new ArrayList<>();
        for (int i = 1; i < args.length; i++) {
            if (!args[i].startsWith("-") && looksLikeFile(args[i]) && (i == 1 || !args[i - 1].equals("--out")
                    && !args[i - 1].equals("-o"))) {
                files.add(args[i]);
            }
        }
        String heap = heapBytes / (1 << 20) + " MB";
        String more = "or give Java more memory (java -Xmx4g -jar ...)";
        StringBuilder line = new StringBuilder("minesift ").append(command).append(": out of memory (").append(heap)
                .append(" of heap)");
        if (!files.isEmpty()) {
            line.append(" reading ").append(String.join(", ", files));
        }
        line.append(": ");
        if (COUNTED.contains(command)) {
            line.append("use smaller counts (such as --count, --repeats, --samples, --boards), ");
            if (!files.isEmpty()) {
                line.append("or a smaller input file, ");
            }
        } else {
            line.append(files.isEmpty() ? "the input is too large, " : "the file is too large to read whole (split it), ");
        }
        return line.append(more).toString();
    }

    private static boolean looksLikeFile(String arg) {
        try {
            return Files.exists(Path.of(arg));
        } catch (RuntimeException e) {
            return false;
        }
    }
}
