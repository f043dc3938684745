package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.variant.certainty.SatCertainty;
import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;
import io.minesift.minesweeper.variant.play.VariantTwoBody;
import io.minesift.minesweeper.variant.play.WideTwoBody;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.certainty.SampledOdds;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;

/**
 * Hints under variant rules, easiest first, each saying which rule it used. Single clues and pairs
 * of clues are the weak player's deductions ({@link VariantTwoBody}), explained with the clue
 * rule's scope and, where the global rule was needed (the same deduction without it settles
 * nothing), with the global rule; deeper deductions come from the SAT solver
 * ({@link SatCertainty}) over every clue, the global rule and the mine total, with a plain
 * statement of which of those were needed; with no deduction, the safest cell by the exact
 * engine (on a board of more than 64 cells by {@link SampledOdds}, whose guess says whether its
 * odds are exact or sampled). Flags count as mines.
 */
public final class VariantHinter {
    private final VariantEngine engine = new VariantEngine();

    /** A deduction of one clue or a pair, on a board of any size. */
    private record Found(VariantTwoBody.Level level, int[] clues, BitSet safe, BitSet mines) {
    }

    /**
     * The hints of the position: all of them, or (when {@code all} is false) the easiest. On a
     * board of more than 64 cells the deductions are the same ({@link WideTwoBody}), and the guess
     * comes from {@link SampledOdds} (exact or sampled, as the guess says).
     *
     * @throws IllegalStateException when the engine's state budget is exceeded
     */
    public Hinter.Answer analyse(VariantPosition p, boolean all) {
        if (p.hiddenCells().isEmpty()) {
            return new Hinter.Answer(List.of(), null, null, false);
        }
        VariantProbabilities exact = p.small() ? engine.analyse(p) : null;
        SampledOdds odds = p.small() ? null : SampledOdds.of(p);
        if (p.small() ? !exact.consistent() : !odds.consistent()) {
            return new Hinter.Answer(List.of(), null, "no layout fits the clues, the mine total and the rules " + p.rules(), false);
        }
        Deductions deductions = new Deductions(p);
        List<Hint> hints = new ArrayList<>();
        BitSet found = new BitSet();
        for (Found f : deductions.singles(p)) {
            found.or(add(hints, p, f, found));
        }
        if (all || hints.isEmpty()) {
            for (Found f : deductions.pairs(p)) {
                found.or(add(hints, p, f, found));
            }
        }
        if (all || hints.isEmpty()) {
            deeper(hints, p, found);
        }
        Guess guess = hints.isEmpty() ? (p.small() ? guess(p, exact) : guess(p, odds)) : null;
        return new Hinter.Answer(all ? hints : hints.stream().limit(1).toList(), guess, null, false);
    }

    /** The weak player's deductions: {@link VariantTwoBody} up to 64 cells, {@link WideTwoBody} beyond. */
    private static final class Deductions {
        private final VariantTwoBody.Shapes shapes;
        private final WideTwoBody.Shapes wide;

        Deductions(VariantPosition p) {
            shapes = p.small() ? new VariantTwoBody.Shapes(p.geometry()) : null;
            wide = p.small() ? null : new WideTwoBody.Shapes(p.geometry());
        }

        List<Found> singles(VariantPosition p) {
            return shapes != null ? small(VariantTwoBody.singles(p, shapes)) : large(WideTwoBody.singles(p, wide));
        }

        List<Found> pairs(VariantPosition p) {
            return shapes != null ? small(VariantTwoBody.pairs(p, shapes)) : large(WideTwoBody.pairs(p, wide));
        }

        private static List<Found> small(List<VariantTwoBody.Finding> list) {
            return list.stream().map(f -> new Found(f.level(), f.clues(), CellSets.ofLong(f.safe()),
                    CellSets.ofLong(f.mines()))).toList();
        }

        private static List<Found> large(List<WideTwoBody.Finding> list) {
            return list.stream().map(f -> new Found(f.level(), f.clues(), f.safe(), f.mines())).toList();
        }
    }

    /** The finding's new cells as hints (safe cells first, then mines); returns the cells it added. */
    private BitSet add(List<Hint> hints, VariantPosition p, Found f, BitSet found) {
        BitSet added = new BitSet();
        for (boolean mine : new boolean[]{false, true}) {
            BitSet cells = CellSets.minus(mine ? f.mines() : f.safe(), found);
            if (cells.isEmpty()) {
                continue;
            }
            Deduction.Level level = f.level() == VariantTwoBody.Level.SINGLE_CLUE ? Deduction.Level.SINGLE_CLUE
                    : Deduction.Level.TWO_CLUES;
            String why = f.clues().length == 1 ? single(p, f.clues()[0], cells, mine) : pair(p, f.clues(), cells, mine);
            hints.add(new Hint(list(cells), mine, level, java.util.Arrays.stream(f.clues()).boxed().toList(),
                    why + globalPart(p, f, cells, mine) + "."));
            added.or(cells);
        }
        return added;
    }

    private static String single(VariantPosition p, int clue, BitSet cells, boolean mine) {
        return "By " + RuleWords.name(p.rules().clue()) + ", the " + shown(p, clue) + " at " + label(p, clue) + " "
                + RuleWords.meaning(p.rules().clue()) + ": it sees " + sees(p, clue) + unopened(p, clue) + ". Every way to fit the "
                + shown(p, clue) + " makes " + Words.cells(p.geometry(), bits(cells)) + " " + verdict(cells, mine);
    }

    /** For a liar or negation cell that did not open, what that tells ({@link VariantPosition#holdsAMine}). */
    private static String unopened(VariantPosition p, int clue) {
        return p.holdsAMine(clue) ? " (it did not open, so a mine is among them)" : "";
    }

    private static String pair(VariantPosition p, int[] clues, BitSet cells, boolean mine) {
        Geometry g = p.geometry();
        BitSet shared = CellSets.and(WideTwoBody.open(p, clues[0]), WideTwoBody.open(p, clues[1]));
        return "By " + RuleWords.name(p.rules().clue()) + " (a clue " + RuleWords.meaning(p.rules().clue()) + "), the "
                + shown(p, clues[0]) + " at " + label(p, clues[0]) + " sees " + sees(p, clues[0]) + unopened(p, clues[0])
                + ", and the " + shown(p, clues[1]) + " at " + label(p, clues[1]) + " sees " + sees(p, clues[1])
                + unopened(p, clues[1])
                + (shared.isEmpty() ? "" : "; they share the hidden " + Words.cells(g, bits(shared)))
                + ". Neither settles it alone, but every way to fit both together makes " + Words.cells(g, bits(cells)) + " "
                + verdict(cells, mine);
    }

    /** ", once the triplet rule (T: ...) rules out the other ways" when the deduction needs the global rule. */
    private static String globalPart(VariantPosition p, Found f, BitSet cells, boolean mine) {
        if (p.rules().globals().isEmpty()) {
            return "";
        }
        VariantPosition bare = withoutGlobals(p);
        Deductions deductions = new Deductions(bare);
        List<Found> alone = f.clues().length == 1 ? deductions.singles(bare) : deductions.pairs(bare);
        BitSet settled = new BitSet();
        for (Found g : alone) {
            if (java.util.Arrays.equals(g.clues(), f.clues())) {
                settled.or(mine ? g.mines() : g.safe());
            }
        }
        if (CellSets.minus(cells, settled).isEmpty()) {
            return "";
        }
        GlobalRule rule = p.rules().globals().get(0);
        return ", once " + RuleWords.name(rule) + " (" + RuleWords.meaning(rule) + ") rules out the other ways";
    }

    /** Cells settled only by all clues together, the global rule and the total, found by the SAT solver. */
    private static void deeper(List<Hint> hints, VariantPosition p, BitSet found) {
        SatCertainty full = new SatCertainty(p);
        BitSet safe = CellSets.minus(full.safeCells(), found);
        BitSet mines = CellSets.minus(full.mineCells(), found);
        if (safe.isEmpty() && mines.isEmpty()) {
            return;
        }
        BitSet withoutTotal = certain(new SatCertainty(p, false));
        BitSet withoutGlobal = p.rules().globals().isEmpty() ? CellSets.or(safe, mines)
                : certain(new SatCertainty(withoutGlobals(p)));
        List<Integer> clues = new ArrayList<>();
        for (int c : WideTwoBody.clues(p)) {
            clues.add(c);
        }
        for (boolean mine : new boolean[]{false, true}) {
            for (int cell : CellSets.cells(mine ? mines : safe)) {
                boolean needsTotal = !withoutTotal.get(cell);
                boolean needsGlobal = !withoutGlobal.get(cell);
                hints.add(new Hint(List.of(cell), mine, needsTotal ? Deduction.Level.MINE_COUNT : Deduction.Level.ENUMERATION,
                        needsTotal ? append(clues, -1) : clues, deep(p, cell, mine, needsTotal, needsGlobal)));
            }
        }
    }

    private static String deep(VariantPosition p, int cell, boolean mine, boolean needsTotal, boolean needsGlobal) {
        Geometry g = p.geometry();
        int[] clues = WideTwoBody.clues(p);
        List<String> used = new ArrayList<>();
        used.add((clues.length == 1 ? "the clue " : "all " + clues.length + " clues ") + "next to hidden cells ("
                + Words.cells(g, clues) + ", each read by " + RuleWords.name(p.rules().clue()) + ")");
        List<String> needed = new ArrayList<>();
        if (!p.rules().globals().isEmpty()) {
            GlobalRule rule = p.rules().globals().get(0);
            used.add(RuleWords.name(rule) + " (" + RuleWords.meaning(rule) + ")");
            needed.add(RuleWords.name(rule) + (needsGlobal ? " is needed" : " is not needed"));
        }
        used.add("the mine total (" + Words.mines(p.totalMines() - p.flaggedCells().cardinality()) + " left)");
        needed.add("the mine total" + (needsTotal ? " is needed" : " is not needed"));
        String verdict = mine ? "is a mine" : "is safe";
        String text = "No single clue and no pair of clues settles it, but taking together " + Words.list(used) + ", "
                + label(p, cell) + " " + verdict + " in every layout that fits (the SAT solver's proof). Of these, "
                + Words.list(needed) + ".";
        return text;
    }

    private static Guess guess(VariantPosition p, VariantProbabilities exact) {
        double lowest = lowest(p, exact::probability);
        List<Integer> safest = safest(p, exact::probability, lowest);
        int c0 = safest.get(0);
        String layouts = p.rules().clue().weighs() ? "layouts that fit, each counted with its weight (a liar clue whose "
                + "count is 0 or its scope's size twice: it had to show that value)" : "layouts that fit";
        String text = String.format(Locale.ROOT, "No deduction is possible under the rules %s. The safest %s %s: a mine in "
                        + "%d of the %d " + layouts + " (%s %%), by the exact engine", p.rules(),
                safest.size() == 1 ? "cell is" : "cells are", names(p, safest), exact.mineCount(c0), exact.layouts(),
                Words.oneDecimal(100 * lowest));
        return new Guess(safest, lowest, false, text + ".");
    }

    /** The guess on a board of more than 64 cells, by the odds of {@link SampledOdds}, saying whether they are exact. */
    private static Guess guess(VariantPosition p, SampledOdds odds) {
        double lowest = lowest(p, odds::probability);
        List<Integer> safest = safest(p, odds::probability, lowest);
        String how = odds.exact() ? "exact odds (every layout that fits, counted)" : "odds " + odds.describe();
        String text = String.format(Locale.ROOT, "No deduction is possible under the rules %s. The safest %s %s: a mine "
                        + "with chance %s %%, by the %s", p.rules(), safest.size() == 1 ? "cell is" : "cells are",
                names(p, safest), Words.oneDecimal(100 * lowest), how);
        return new Guess(safest, lowest, false, text + ".");
    }

    /** The lowest mine chance of a hidden cell (at most 1). */
    private static double lowest(VariantPosition p, java.util.function.IntToDoubleFunction probability) {
        double lowest = 1;
        for (int c : CellSets.cells(p.hiddenCells())) {
            lowest = Math.min(lowest, probability.applyAsDouble(c));
        }
        return lowest;
    }

    /** The hidden cells whose mine chance is within 1e-12 of the lowest, in reading order. */
    private static List<Integer> safest(VariantPosition p, java.util.function.IntToDoubleFunction probability, double lowest) {
        List<Integer> safest = new ArrayList<>();
        for (int c : CellSets.cells(p.hiddenCells())) {
            if (probability.applyAsDouble(c) <= lowest + 1e-12) {
                safest.add(c);
            }
        }
        return safest;
    }

    private static String names(VariantPosition p, List<Integer> safest) {
        return Words.cells(p.geometry(), safest.stream().limit(6).mapToInt(Integer::intValue).toArray())
                + (safest.size() > 6 ? " and " + (safest.size() - 6) + " more" : "");
    }

    private static BitSet certain(SatCertainty sat) {
        return CellSets.or(sat.safeCells(), sat.mineCells());
    }

    private static VariantPosition withoutGlobals(VariantPosition p) {
        io.minesift.minesweeper.variant.ClueValue[] clues = new io.minesift.minesweeper.variant.ClueValue[p.geometry().size()];
        for (int c : CellSets.cells(p.revealedCells())) {
            clues[c] = p.clue(c);
        }
        return VariantPosition.of(p.geometry(), new RuleSet(List.of(), p.rules().clue()), p.totalMines(), p.revealedCells(),
                p.flaggedCells(), clues);
    }

    /** "these 8 cells: C2, C3, ... (3 hidden)". */
    private static String sees(VariantPosition p, int clue) {
        Geometry g = p.geometry();
        int[] scope = p.rules().clue().scope(g, clue);
        int hidden = WideTwoBody.open(p, clue).cardinality();
        return (scope.length == 1 ? "this cell: " : "these " + scope.length + " cells: ") + Words.cells(g, scope)
                + " (" + hidden + " hidden)";
    }

    private static String shown(VariantPosition p, int clue) {
        return p.clue(clue).text().replace(' ', '+');
    }

    private static String label(VariantPosition p, int cell) {
        return p.geometry().cell(cell).label();
    }

    private static String verdict(BitSet cells, boolean mine) {
        return mine ? (cells.cardinality() == 1 ? "a mine" : "mines") : "safe";
    }

    private static List<Integer> list(BitSet cells) {
        return cells.stream().boxed().toList();
    }

    private static int[] bits(BitSet cells) {
        return CellSets.cells(cells);
    }

    private static List<Integer> append(List<Integer> list, int value) {
        List<Integer> out = new ArrayList<>(list);
        out.add(value);
        return out;
    }

    /** The rules line that opens a variant hint's text: "Rules T,X: the triplet rule (T): ...; the cross rule (X): a clue ...". */
    public static String rulesLine(RuleSet rules) {
        List<String> parts = new ArrayList<>();
        for (GlobalRule r : rules.globals()) {
            parts.add(RuleWords.name(r) + ": " + RuleWords.meaning(r));
        }
        ClueRule clue = rules.clue();
        parts.add(RuleWords.name(clue) + ": a clue " + RuleWords.meaning(clue));
        return "Rules " + rules + ": " + String.join("; ", parts) + ".";
    }
}
