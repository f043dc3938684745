package io.minesift.cli;

import io.minesift.minesweeper.analysis.Profiler;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.classify.LabelFiles;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.sift.ReferenceLabel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The held-out set in {@code instances/heldout/}: made by its documented command, labelled by
 * construction, disjoint from the reference boards, a third of it luck-bound with no 50/50 guess;
 * and sift's categories agree with its labels (never trained on) at 3 seeds, stably.
 */
class HeldOutScoreTest {
    private static final Path BOARDS = Path.of("instances", "heldout", "boards.json");
    private static final Path LABELS = Path.of("instances", "heldout", "labels.json");

    @TempDir
    Path temp;

    private static List<Instance> boards() throws Exception {
        return BoardSetJson.read(Files.readAllBytes(BOARDS), BOARDS.toString());
    }

    @Test
    void theShippedSetIsWhatItsCommandWrites() throws Exception {
        Cli.Result r = Cli.run("reference", "--per-category", 40, "--without-ties", 40, "--hard-skill", 20, "--seed", 31, "--labels-only",
                "--out", temp);
        assertEquals(0, r.code(), r.toString());
        assertArrayEquals(Files.readAllBytes(BOARDS), Files.readAllBytes(temp.resolve("boards.json")));
        assertArrayEquals(Files.readAllBytes(LABELS), Files.readAllBytes(temp.resolve("labels.json")));
    }

    @Test
    void labelsByConstructionDisjointFromTheReferenceAThirdLuckWithoutTiesAndHalfTheSkillHard() throws Exception {
        List<Instance> boards = boards();
        Map<String, Category> labels = LabelFiles.read(LABELS, boards.stream().map(Instance::id).toList());
        assertEquals(120, labels.size());
        Profiler profiler = new Profiler();
        int luckWithoutTies = 0;
        int hardSkill = 0;
        for (Instance b : boards) {
            var profile = profiler.profile(b);
            assertEquals(Optional.of(labels.get(b.id())), ReferenceLabel.of(profile), b.id());
            if (labels.get(b.id()) == Category.LUCK_BOUND && ReferenceLabel.withoutTies(profile)) {
                luckWithoutTies++;
            }
            if (labels.get(b.id()) == Category.SKILL_REWARDING && ReferenceLabel.hardSkill(profile)) {
                hardSkill++;
            }
        }
        assertEquals(40, luckWithoutTies);
        assertTrue(hardSkill >= 20, hardSkill + " hard skill-rewarding boards");
        ReferenceSet<Instance> reference = new io.minesift.minesweeper.sift.MinesweeperPuzzle().reference();
        for (Instance b : reference.boards()) {
            assertTrue(!labels.containsKey(b.id()), "board " + b.id() + " is also a reference board");
        }
    }

    @Test
    void categoriesAgreeWithTheLabelsAtThreeSeedsAndStayPut() {
        Cli.Result r = Cli.run("score", "--instances", BOARDS, "--truth", LABELS, "--seeds", "1,2,3", "--out", temp);
        assertEquals(0, r.code(), r.toString());
        Matcher agreement = Pattern.compile("seed (\\d+): agreement (\\d+) of (\\d+)").matcher(r.out());
        int seeds = 0;
        while (agreement.find()) {
            seeds++;
            int agreed = Integer.parseInt(agreement.group(2));
            int of = Integer.parseInt(agreement.group(3));
            assertTrue(agreed >= 0.95 * of, "seed " + agreement.group(1) + ": " + agreed + " of " + of + "\n" + r.out());
        }
        assertEquals(3, seeds, r.out());
        Matcher changes = Pattern.compile("seed 1 -> seed 2: (\\d+) of (\\d+) boards change").matcher(r.out());
        assertTrue(changes.find(), r.out());
        assertTrue(Integer.parseInt(changes.group(1)) < 0.02 * Integer.parseInt(changes.group(2)), r.out());
    }
}
