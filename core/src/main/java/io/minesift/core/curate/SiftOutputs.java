package io.minesift.core.curate;

import io.minesift.core.curate.Reports;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.util.InputException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The files a sift writes into its output folder, and removing them to start a folder over
 * ({@code sift --force}). Only these names are touched: anything else a user keeps in the folder
 * stays.
 */
final class SiftOutputs {
    /** The sift's files, by name in the folder (the folder {@code boards/} is removed whole). */
    static final List<String> FILES = java.util.stream.Stream.concat(Stream.of(SiftJob.RESULTS,
            SiftJob.REFERENCE_RESULTS, "report-check.png"), Reports.FILES.stream()).toList();

    private SiftOutputs() {
    }

    static void remove(Path out) {
        try {
            for (String name : FILES) {
                Files.deleteIfExists(out.resolve(name));
            }
            Path boards = out.resolve(Reports.BOARD_FOLDER);
            if (Files.isDirectory(boards)) {
                try (Stream<Path> walk = Files.walk(boards)) {
                    for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
                        Files.delete(p);
                    }
                }
            }
        } catch (IOException e) {
            throw new InputException(out.toString(), "cannot clear the earlier sift for --force: "
                    + io.minesift.core.util.AtomicFiles.describe(e));
        }
    }
}
