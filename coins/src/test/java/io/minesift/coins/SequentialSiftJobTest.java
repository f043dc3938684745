package io.minesift.coins;

import io.minesift.core.classify.Category;
import io.minesift.core.classify.KnnClassifier;
import io.minesift.core.curate.SiftJob;
import io.minesift.core.curate.SilentListener;
import io.minesift.core.experiment.Estimate;
import io.minesift.core.experiment.Rate;
import io.minesift.core.report.SiftReport;
import io.minesift.core.util.InputException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sift job deciding early, on the null game (nothing of Minesweeper): the same categories as
 * playing every board the most, with fewer plays; the curator's labelled boards play the most,
 * since they train the classifier; a journal of one mode is refused by the other, naming the
 * difference; a resumed run writes the same files.
 */
class SequentialSiftJobTest {
    @TempDir
    Path dir;

    /** Coins over the whole map, 11 × 11 chances: every category and its boundaries. */
    private static List<Coin> coins() {
        List<Coin> coins = new ArrayList<>();
        for (int w = 0; w <= 10; w++) {
            for (int s = w; s <= 10; s++) {
                coins.add(new Coin(w / 10.0, s / 10.0));
            }
        }
        return coins;
    }

    private static SiftJob<Coin> job(CoinsPuzzle puzzle) {
        return new SiftJob<>(puzzle, new KnnClassifier(7), puzzle.reference(), 2, Estimate.CHANCE);
    }

    private SiftReport sift(SiftJob<Coin> job, Map<String, Category> labels, String out) {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        return job.run(new SiftJob.Inputs<>("coins", coins(), puzzle.weak(), puzzle.strong(), labels), 3, 60,
                dir.resolve(out), SilentListener.INSTANCE);
    }

    @Test
    void theSameCategoriesAsTheFixedPlaysWithFewerPlays() {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        SiftReport sequential = sift(job(puzzle), Map.of(), "sequential");
        SiftReport fixed = sift(job(puzzle).fixedPlays(), Map.of(), "fixed");
        assertEquals(fixed.rows().stream().map(SiftReport.Row::category).toList(),
                sequential.rows().stream().map(SiftReport.Row::category).toList());
        assertEquals(66L * 2 * 60, fixed.plays());
        // a coin's chance is the same on every play, so every player stops once its plays are alike
        assertTrue(sequential.plays() <= 66L * 2 * 20, sequential.playsLine());
        assertTrue(sequential.key().plays().startsWith("sequential ("), sequential.key().plays());
    }

    @Test
    void labelledBoardsPlayTheMost() {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        Coin labelled = new Coin(0.5, 0.9);
        SiftReport report = sift(job(puzzle), Map.of(puzzle.boardId(labelled), Category.LUCK_BOUND), "labelled");
        for (SiftReport.Row row : report.rows()) {
            for (Rate rate : row.result().rates()) {
                assertTrue(row.isCurated() ? rate.repeats() == 60 : rate.repeats() <= 20, row.id() + " " + rate);
            }
        }
        assertEquals(Category.LUCK_BOUND, report.rows().stream().filter(SiftReport.Row::isCurated).findFirst()
                .orElseThrow().category());
    }

    @Test
    void aJournalOfOneModeIsRefusedByTheOtherNamingTheDifference() {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        sift(job(puzzle), Map.of(), "mixed");
        InputException e = assertThrows(InputException.class, () -> sift(job(puzzle).fixedPlays(), Map.of(), "mixed"));
        assertTrue(e.getMessage().contains("its plays are sequential ("), e.getMessage());
        assertTrue(e.getMessage().contains("not fixed"), e.getMessage());
        sift(job(puzzle).fixedPlays(), Map.of(), "mixed2");
        e = assertThrows(InputException.class, () -> sift(job(puzzle), Map.of(), "mixed2"));
        assertTrue(e.getMessage().contains("its plays are fixed, not sequential ("), e.getMessage());
    }

    @Test
    void aResumedSequentialSiftWritesTheSameFiles() throws Exception {
        CoinsPuzzle puzzle = new CoinsPuzzle();
        sift(job(puzzle), Map.of(), "whole");
        Path cut = dir.resolve("cut");
        Files.createDirectories(cut);
        List<String> lines = Files.readAllLines(dir.resolve("whole").resolve(SiftJob.RESULTS));
        Files.write(cut.resolve(SiftJob.RESULTS), lines.subList(0, lines.size() / 2)); // as a killed run leaves it
        sift(job(puzzle), Map.of(), "cut");
        for (String file : List.of(SiftJob.RESULTS, "boards.csv", "summary.json", "index.html")) {
            assertArrayEquals(Files.readAllBytes(dir.resolve("whole").resolve(file)), Files.readAllBytes(cut.resolve(file)), file);
        }
    }
}
