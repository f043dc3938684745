package io.minesift.cli;

import io.minesift.core.classify.Category;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.label.LabelPlayers;
import io.minesift.shanghai.label.ShanghaiLabels;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.Solver;
import io.minesift.core.util.Seeds;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code minesift solve-rate}: its counts, its interval, and one-line errors. */
class SolveRateCommandTest {
    @Test
    void generatedDealsAreAllSolvedWithTheirWilsonInterval() {
        Cli.Result r = Cli.run("solve-rate", "--layout", "mini-spider", "--count", 30, "--seed", 4, "--quiet");
        assertEquals(0, r.code(), r.toString());
        assertEquals("", r.err(), r.toString());
        // Generated deals are solvable by construction. Wilson's lower end at 30 of 30 is
        // n / (n + z^2) = 30 / (30 + 1.96^2) = 0.8865, worked by hand.
        assertTrue(r.out().contains("solved         30  100.0 %  (95 % Wilson 88.6-100.0 %)"), r.out());
        assertTrue(r.out().contains("unsolvable      0"), r.out());
        assertTrue(r.out().contains("mini-spider: 30 generated deals (seed 4), node budget 2000000 per deal"), r.out());
        // the time per deal: mean and median, wall clock and CPU, each a number of milliseconds
        assertTrue(r.out().matches("(?s).*\ntime per deal: mean [0-9.]+ ms, median [0-9.]+ ms; CPU mean [0-9.]+ ms, "
                + "median [0-9.]+ ms\n.*"), r.out());
    }

    @Test
    void uniformDealsCountWhatTheSolverSays() {
        Cli.Result r = Cli.run("solve-rate", "--layout", "mini-turtle", "--count", 100, "--seed", 2, "--uniform", "--quiet");
        assertEquals(0, r.code(), r.toString());
        Layout layout = Layouts.named("mini-turtle");
        int solved = 0;
        for (int i = 0; i < 100; i++) {
            solved += Solver.solvable(DealGenerator.uniform(layout, 2, i)) ? 1 : 0;
        }
        assertTrue(solved < 100, "some uniform mini deals are dead, else this test shows nothing");
        assertTrue(r.out().contains(String.format("solved     %6d", solved)), r.out());
        assertTrue(r.out().contains(String.format("unsolvable %6d", 100 - solved)), r.out());
        assertTrue(r.out().contains("undecided       0"), r.out());
    }

    @Test
    void labelsCountsEachDealsLabel() {
        Cli.Result r = Cli.run("solve-rate", "--layout", "mini-spider", "--count", 20, "--seed", 6, "--labels", "--quiet");
        assertEquals(0, r.code(), r.toString());
        Layout layout = Layouts.named("mini-spider");
        java.util.Map<String, Integer> counts = new java.util.TreeMap<>();
        for (int i = 0; i < 20; i++) {
            String label = ShanghaiLabels.label(DealGenerator.deal(layout, 6, i).position())
                    .map(Category::id).orElse("none");
            counts.merge(label, 1, Integer::sum);
        }
        // two labels at least (2 too easy and 18 none when this was written: skill-rewarding deals are rare on mini-spider)
        assertTrue(counts.size() >= 2, "several labels among 20 mini-spider deals: " + counts);
        assertTrue(r.out().contains(String.format("labels by construction: too-easy %d, luck-bound %d, skill-rewarding %d, none %d",
                counts.getOrDefault("too-easy", 0), counts.getOrDefault("luck-bound", 0),
                counts.getOrDefault("skill-rewarding", 0), counts.getOrDefault("none", 0))), r.out() + counts);
    }

    @Test
    void eachDealsLineIsItsOwnLabelAndWhatSettledIt() {
        // on 4 threads, 6 deals in two batches: the lines still come in the deals' order
        Cli.Result r = Cli.run("solve-rate", "--layout", "mini-spider", "--count", 6, "--seed", 6, "--labels", "--each",
                "-t", 4, "--quiet");
        assertEquals(0, r.code(), r.toString());
        Layout layout = Layouts.named("mini-spider");
        int last = -1;
        for (int i = 0; i < 6; i++) {
            Position deal = DealGenerator.deal(layout, 6, i).position();
            String label = ShanghaiLabels.label(deal).map(Category::id).orElse("none");
            int at = r.out().indexOf("\ndeal " + i + " " + ShanghaiFiles.id(deal) + ": " + label + " (solver ");
            assertTrue(at > last, r.out());
            last = at;
        }
    }

    @Test
    void theLabelsAreMarginsOfThePlayersNamed() {
        // The generator's redeal on the small bridge layout (64 tables of it take seconds to draw on
        // mini-turtle): every count is the label ShanghaiLabels gives with that pair, which differs
        // from the shipped pair's on some deal, else this test could not tell the players were used
        // (deals 0 and 1 of seed 2 are luck-bound under the uniform redeal and too easy under the
        // generator's, when written).
        String bridge = ShanghaiGameTest.BRIDGE;
        LabelPlayers generated = new LabelPlayers(LabelPlayers.SHIPPED.weak().with(HiddenTiles.GENERATED),
                LabelPlayers.SHIPPED.strong().with(HiddenTiles.GENERATED));
        Layout layout = ShanghaiFiles.layout(bridge);
        java.util.Map<String, Integer> counts = new java.util.TreeMap<>();
        boolean differs = false;
        for (int i = 0; i < 2; i++) {
            Position deal = DealGenerator.deal(layout, 2, i).position();
            String label = ShanghaiLabels.label(deal, generated).map(Category::id).orElse("none");
            differs |= !label.equals(ShanghaiLabels.label(deal).map(Category::id).orElse("none"));
            counts.merge(label, 1, Integer::sum);
        }
        assertTrue(differs, "the two pairs label these deals alike: " + counts);
        Cli.Result r = Cli.run("solve-rate", "--layout", bridge, "--count", 2, "--seed", 2, "--labels", "--weak",
                "shanghai-weak-generated", "--strong", "shanghai-strong-generated", "--quiet");
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.out().contains(String.format("labels by construction: too-easy %d, luck-bound %d, skill-rewarding %d, none %d",
                counts.getOrDefault("too-easy", 0), counts.getOrDefault("luck-bound", 0),
                counts.getOrDefault("skill-rewarding", 0), counts.getOrDefault("none", 0))), r.out() + counts);
    }

    @Test
    void badArgumentsAreOneLine() {
        Cli.assertBadInput(Cli.run("solve-rate", "--layout", "pagoda"), "unknown layout 'pagoda'");
        Cli.assertBadInput(Cli.run("solve-rate", "--count", 0), "--count");
        Cli.assertBadInput(Cli.run("solve-rate", "--max-nodes", -5), "--max-nodes");
        Cli.assertBadInput(Cli.run("solve-rate", "--count", "many"), "--count");
        Cli.assertBadInput(Cli.run("solve-rate", "--each"), "--each, --weak, --strong and --threads go with --labels");
        Cli.assertBadInput(Cli.run("solve-rate", "--labels", "-t", 0), "--threads must be between 1 and 256, got 0");
        Cli.assertBadInput(Cli.run("solve-rate", "--labels", "--weak", "shanghai-weak-generated"),
                "give both players the same hiddenTiles");
        Cli.Result help = Cli.run("solve-rate", "--help");
        assertTrue(help.out().startsWith("Usage: minesift solve-rate"), help.toString());
        // picocli formats the text: "%%" must come out as one "%" (an unescaped one left it raw)
        String words = help.out().replaceAll("\\s+", " "); // as read, whatever the line breaks
        assertTrue(words.contains("with a 95 % Wilson interval") && !help.out().contains("%%"), help.out());
    }
}
