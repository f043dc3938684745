package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantBoards;
import io.minesift.minesweeper.variant.VariantBruteForce;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Hints under variant rules, on the seeded small positions of the engine's brute-force test: every
 * hinted cell is what {@link VariantBruteForce} says (safe, or a mine, in every fitting layout),
 * every guess names a cell of the lowest brute-force probability with the exact layout counts, and
 * the wording names the rule it used: a single-clue hint says "By the cross rule (X), the 3 at C4
 * counts ...: it sees these 8 cells: ..." with the clue's whole scope; a hint that needed the
 * global rule says "once the triplet rule (T) (...) rules out the other ways", checked against the
 * same deduction without the global rule; a SAT hint says which of the global rule and the mine
 * total it needed.
 */
class VariantHintTest {
    private static final int SEEDS = 400;

    @ParameterizedTest(name = "clue rule {0}")
    @ValueSource(strings = {"V", "X", "E", "M", "N", "L", "W", "P"})
    void aSingleClueHintNamesTheRuleAndItsScope(String letter) {
        RuleSet rules = RuleSet.parse(letter);
        ClueRule rule = rules.clue();
        int worded = 0;
        for (int seed = 0; seed < SEEDS && worded < 5; seed++) {
            VariantPosition p = VariantBoards.position(rules, seed);
            Hinter.Answer answer = checked(p);
            for (Hint h : answer.hints()) {
                if (h.level() != Deduction.Level.SINGLE_CLUE) {
                    continue;
                }
                int clue = h.clues().get(0);
                int[] scope = rule.scope(p.geometry(), clue);
                String start = "By the " + rule.name() + " rule (" + rule.letter() + "), the " + p.clue(clue).text().replace(' ', '+')
                        + " at " + p.geometry().cell(clue).label() + " " + RuleWords.meaning(rule) + ": it sees "
                        + (scope.length == 1 ? "this cell: " : "these " + scope.length + " cells: ");
                assertTrue(h.explanation().startsWith(start), h.explanation() + "\nshould start with\n" + start);
                for (int c : scope) {
                    assertTrue(h.explanation().contains(p.geometry().cell(c).label()), "names the scope cell " + c);
                }
                worded++;
            }
        }
        assertTrue(worded >= 5, "single-clue hints found for " + letter + ": " + worded);
    }

    /**
     * A liar clue that did not open, worked by hand: on 4x4 with 2 mines, A1 shows 1 (0 or 2 mines
     * around it) and B1 is revealed too, so A1's hidden neighbours are A2 and B2. A1 did not open,
     * so its scope holds a mine: 2 mines, both A2 and B2; the hint says why.
     */
    @org.junit.jupiter.api.Test
    void aLiarClueThatDidNotOpenIsReadAsHoldingAMine() {
        io.minesift.minesweeper.board.Geometry g = io.minesift.minesweeper.board.Geometry.of(4, 4);
        io.minesift.minesweeper.variant.ClueValue[] clues = new io.minesift.minesweeper.variant.ClueValue[16];
        clues[0] = new io.minesift.minesweeper.variant.ClueValue.Count(1);
        clues[1] = new io.minesift.minesweeper.variant.ClueValue.Count(3);
        VariantPosition p = VariantPosition.of(g, RuleSet.parse("L"), 2, 0b11L, 0L, clues);
        Hint mines = checked(p).hints().stream().filter(h -> h.mine() && h.clues().equals(java.util.List.of(0)))
                .findFirst().orElseThrow();
        assertEquals(java.util.List.of(4, 5), mines.cells());
        assertTrue(mines.explanation().contains("(it did not open, so a mine is among them)"), mines.explanation());
    }

    @ParameterizedTest(name = "global rule {0}")
    @ValueSource(strings = {"Q", "C", "T", "O", "D", "S", "B", "A"})
    void aHintThatNeedsTheGlobalRuleSaysSo(String letter) {
        RuleSet rules = RuleSet.parse(letter + ",V");
        GlobalRule rule = rules.globals().get(0);
        String named = "the " + rule.name() + " rule (" + rule.letter() + ") (" + RuleWords.meaning(rule) + ")";
        int withRule = 0;
        int deep = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            VariantPosition p = VariantBoards.position(rules, seed);
            for (Hint h : checked(p).hints()) {
                boolean sat = h.level() == Deduction.Level.ENUMERATION || h.level() == Deduction.Level.MINE_COUNT;
                withRule += !sat && h.explanation().contains(", once " + named + " rules out the other ways") ? 1 : 0;
                if (sat) {
                    assertTrue(h.explanation().contains(RuleWords.name(rule) + " (" + RuleWords.meaning(rule) + ")"),
                            h.explanation());
                    assertTrue(h.explanation().contains(RuleWords.name(rule) + " is needed")
                            || h.explanation().contains(RuleWords.name(rule) + " is not needed"), h.explanation());
                    assertEquals(h.level() == Deduction.Level.MINE_COUNT, h.explanation().contains("the mine total is needed"),
                            h.explanation());
                    deep++;
                }
            }
        }
        assertTrue(withRule > 0, "some two-body hint under " + letter + " needs the global rule and says so");
        assertTrue(deep > 0, "some hint under " + letter + " needs the SAT solver");
    }

    /** The position's hints (all of them), each cell and each guess checked against the brute force. */
    private static Hinter.Answer checked(VariantPosition p) {
        VariantProbabilities truth = VariantBruteForce.of(p);
        Hinter.Answer answer = new VariantHinter().analyse(p, true);
        if (!truth.consistent()) {
            assertTrue(answer.contradiction() != null, "no layout fits: the hinter must say so");
            return answer;
        }
        for (Hint h : answer.hints()) {
            for (int c : h.cells()) {
                assertEquals(h.mine() ? truth.layouts() : 0, truth.mineCount(c), h.explanation());
            }
        }
        if (answer.guess() != null) {
            assertEquals(0, truth.certainSafe(p), "a guess is advised only when no cell is certain");
            double lowest = 1;
            for (long s = p.hidden(); s != 0; s &= s - 1) {
                lowest = Math.min(lowest, truth.probability(Long.numberOfTrailingZeros(s)));
            }
            int first = answer.guess().safest().get(0);
            assertEquals(lowest, truth.probability(first), 1e-12);
            assertTrue(answer.guess().explanation().contains("a mine in " + truth.mineCount(first) + " of the "
                    + truth.layouts() + " layouts"), answer.guess().explanation());
        }
        return answer;
    }
}
