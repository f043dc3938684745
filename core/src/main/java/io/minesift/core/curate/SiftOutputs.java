package io.minesift.core.curate;

import io.minesift.core.util.OutputFolder;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The files a sift writes into its output folder, listed in the folder's manifest
 * ({@link OutputFolder}) before they are written, so that {@code sift --force} removes exactly
 * these and anything else a user keeps in the folder stays (or, at the folder's top, is refused).
 */
final class SiftOutputs {
    /** The command's name in the manifest. */
    static final String COMMAND = "sift";
    /** The sift's names in the folder; the folder {@code boards/} lists its files once they are written. */
    static final List<String> NAMES = Stream.concat(Stream.of(SiftJob.RESULTS, SiftJob.REFERENCE_RESULTS,
            "report-check.png", Reports.BOARD_FOLDER + "/"), Reports.FILES.stream()).toList();
    /** How a sift's journal and summary start: a folder of an older sift, without a manifest, is told by them. */
    private static final Map<String, String> SIGNATURES = Map.of(SiftJob.RESULTS, "{\"format\":\"minesift-sift-journal\"",
            Reports.SUMMARY, "{\n  \"format\" : \"minesift-sift-summary\"");

    private SiftOutputs() {
    }

    /** Locks and claims {@code out} for a sift; with {@code startOver}, an earlier sift's files go first. */
    static OutputFolder claim(Path out, boolean startOver) {
        return OutputFolder.claim(out, COMMAND, NAMES, startOver, OutputFolder.olderOutput(NAMES, SIGNATURES));
    }
}
