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

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Hints under variant rules, easiest first, each saying which rule it used. Single clues and pairs
 * of clues are the weak player's deductions ({@link VariantTwoBody}), explained with the clue
 * rule's scope and, where the global rule was needed (the same deduction without it settles
 * nothing), with the global rule; deeper deductions come from the SAT solver
 * ({@link SatCertainty}) over every clue, the global rule and the mine total, with a plain
 * statement of which of those were needed; with no deduction, the safest cell by the exact
 * engine. Flags count as mines.
 */
public final class VariantHinter {
    private final VariantEngine engine = new VariantEngine();

    /**
     * The hints of the position: all of them, or (when {@code all} is false) the easiest.
     *
     * @throws IllegalStateException when the engine's state budget is exceeded
     */
    public Hinter.Answer analyse(VariantPosition p, boolean all) {
        if (p.hidden() == 0) {
            return new Hinter.Answer(List.of(), null, null, false);
        }
        VariantProbabilities exact = engine.analyse(p);
        if (!exact.consistent()) {
            return new Hinter.Answer(List.of(), null, "no layout fits the clues, the mine total and the rules " + p.rules(), false);
        }
        VariantTwoBody.Shapes shapes = new VariantTwoBody.Shapes(p.geometry());
        List<Hint> hints = new ArrayList<>();
        long found = 0;
        for (VariantTwoBody.Finding f : VariantTwoBody.singles(p, shapes)) {
            found |= add(hints, p, f, found);
        }
        if (all || hints.isEmpty()) {
            for (VariantTwoBody.Finding f : VariantTwoBody.pairs(p, shapes)) {
                found |= add(hints, p, f, found);
            }
        }
        if (all || hints.isEmpty()) {
            deeper(hints, p, found);
        }
        Guess guess = hints.isEmpty() ? guess(p, exact) : null;
        return new Hinter.Answer(all ? hints : hints.stream().limit(1).toList(), guess, null, false);
    }

    /** The finding's new cells as hints (safe cells first, then mines); returns the cells it added. */
    private long add(List<Hint> hints, VariantPosition p, VariantTwoBody.Finding f, long found) {
        long added = 0;
        for (boolean mine : new boolean[]{false, true}) {
            long cells = (mine ? f.mines() : f.safe()) & ~found;
            if (cells == 0) {
                continue;
            }
            Deduction.Level level = f.level() == VariantTwoBody.Level.SINGLE_CLUE ? Deduction.Level.SINGLE_CLUE
                    : Deduction.Level.TWO_CLUES;
            String why = f.clues().length == 1 ? single(p, f.clues()[0], cells, mine) : pair(p, f.clues(), cells, mine);
            hints.add(new Hint(list(cells), mine, level, java.util.Arrays.stream(f.clues()).boxed().toList(),
                    why + globalPart(p, f, cells, mine) + "."));
            added |= cells;
        }
        return added;
    }

    private static String single(VariantPosition p, int clue, long cells, boolean mine) {
        return "By " + RuleWords.name(p.rules().clue()) + ", the " + shown(p, clue) + " at " + label(p, clue) + " "
                + RuleWords.meaning(p.rules().clue()) + ": it sees " + sees(p, clue) + unopened(p, clue) + ". Every way to fit the "
                + shown(p, clue) + " makes " + Words.cells(p.geometry(), bits(cells)) + " " + verdict(cells, mine);
    }

    /** For a liar or negation cell that did not open, what that tells ({@link VariantPosition#holdsAMine}). */
    private static String unopened(VariantPosition p, int clue) {
        return p.holdsAMine(clue) ? " (it did not open, so a mine is among them)" : "";
    }

    private static String pair(VariantPosition p, int[] clues, long cells, boolean mine) {
        Geometry g = p.geometry();
        long shared = VariantTwoBody.open(p, clues[0]) & VariantTwoBody.open(p, clues[1]);
        return "By " + RuleWords.name(p.rules().clue()) + " (a clue " + RuleWords.meaning(p.rules().clue()) + "), the "
                + shown(p, clues[0]) + " at " + label(p, clues[0]) + " sees " + sees(p, clues[0]) + unopened(p, clues[0])
                + ", and the " + shown(p, clues[1]) + " at " + label(p, clues[1]) + " sees " + sees(p, clues[1])
                + unopened(p, clues[1])
                + (shared == 0 ? "" : "; they share the hidden " + Words.cells(g, bits(shared)))
                + ". Neither settles it alone, but every way to fit both together makes " + Words.cells(g, bits(cells)) + " "
                + verdict(cells, mine);
    }

    /** ", once the triplet rule (T: ...) rules out the other ways" when the deduction needs the global rule. */
    private static String globalPart(VariantPosition p, VariantTwoBody.Finding f, long cells, boolean mine) {
        if (p.rules().globals().isEmpty()) {
            return "";
        }
        VariantPosition bare = withoutGlobals(p);
        VariantTwoBody.Shapes shapes = new VariantTwoBody.Shapes(p.geometry());
        List<VariantTwoBody.Finding> alone = f.clues().length == 1 ? VariantTwoBody.singles(bare, shapes)
                : VariantTwoBody.pairs(bare, shapes);
        long settled = 0;
        for (VariantTwoBody.Finding g : alone) {
            if (java.util.Arrays.equals(g.clues(), f.clues())) {
                settled |= mine ? g.mines() : g.safe();
            }
        }
        if ((cells & ~settled) == 0) {
            return "";
        }
        GlobalRule rule = p.rules().globals().get(0);
        return ", once " + RuleWords.name(rule) + " (" + RuleWords.meaning(rule) + ") rules out the other ways";
    }

    /** Cells settled only by all clues together, the global rule and the total, found by the SAT solver. */
    private static void deeper(List<Hint> hints, VariantPosition p, long found) {
        SatCertainty full = new SatCertainty(p);
        long safe = full.certainSafe() & ~found;
        long mines = full.certainMines() & ~found;
        if ((safe | mines) == 0) {
            return;
        }
        long withoutTotal = certain(new SatCertainty(p, false));
        long withoutGlobal = p.rules().globals().isEmpty() ? safe | mines : certain(new SatCertainty(withoutGlobals(p)));
        List<Integer> clues = new ArrayList<>();
        for (int c : VariantTwoBody.clues(p)) {
            clues.add(c);
        }
        for (boolean mine : new boolean[]{false, true}) {
            for (long s = mine ? mines : safe; s != 0; s &= s - 1) {
                int cell = Long.numberOfTrailingZeros(s);
                boolean needsTotal = (withoutTotal >>> cell & 1L) == 0;
                boolean needsGlobal = (withoutGlobal >>> cell & 1L) == 0;
                hints.add(new Hint(List.of(cell), mine, needsTotal ? Deduction.Level.MINE_COUNT : Deduction.Level.ENUMERATION,
                        needsTotal ? append(clues, -1) : clues, deep(p, cell, mine, needsTotal, needsGlobal)));
            }
        }
    }

    private static String deep(VariantPosition p, int cell, boolean mine, boolean needsTotal, boolean needsGlobal) {
        Geometry g = p.geometry();
        int[] clues = VariantTwoBody.clues(p);
        List<String> used = new ArrayList<>();
        used.add((clues.length == 1 ? "the clue " : "all " + clues.length + " clues ") + "next to hidden cells ("
                + Words.cells(g, clues) + ", each read by " + RuleWords.name(p.rules().clue()) + ")");
        List<String> needed = new ArrayList<>();
        if (!p.rules().globals().isEmpty()) {
            GlobalRule rule = p.rules().globals().get(0);
            used.add(RuleWords.name(rule) + " (" + RuleWords.meaning(rule) + ")");
            needed.add(RuleWords.name(rule) + (needsGlobal ? " is needed" : " is not needed"));
        }
        used.add("the mine total (" + Words.mines(p.totalMines() - Long.bitCount(p.flagged())) + " left)");
        needed.add("the mine total" + (needsTotal ? " is needed" : " is not needed"));
        String verdict = mine ? "is a mine" : "is safe";
        String text = "No single clue and no pair of clues settles it, but taking together " + Words.list(used) + ", "
                + label(p, cell) + " " + verdict + " in every layout that fits (the SAT solver's proof). Of these, "
                + Words.list(needed) + ".";
        return text;
    }

    private static Guess guess(VariantPosition p, VariantProbabilities exact) {
        double lowest = 1;
        for (long h = p.hidden(); h != 0; h &= h - 1) {
            lowest = Math.min(lowest, exact.probability(Long.numberOfTrailingZeros(h)));
        }
        List<Integer> safest = new ArrayList<>();
        for (long h = p.hidden(); h != 0; h &= h - 1) {
            int c = Long.numberOfTrailingZeros(h);
            if (exact.probability(c) <= lowest + 1e-12) {
                safest.add(c);
            }
        }
        int c0 = safest.get(0);
        String layouts = p.rules().clue().weighs() ? "layouts that fit, each counted with its weight (a liar clue whose "
                + "count is 0 or its scope's size twice: it had to show that value)" : "layouts that fit";
        String text = String.format(Locale.ROOT, "No deduction is possible under the rules %s. The safest %s %s: a mine in "
                        + "%d of the %d " + layouts + " (%s %%), by the exact engine", p.rules(),
                safest.size() == 1 ? "cell is" : "cells are", Words.cells(p.geometry(),
                        safest.stream().limit(6).mapToInt(Integer::intValue).toArray())
                        + (safest.size() > 6 ? " and " + (safest.size() - 6) + " more" : ""),
                exact.mineCount(c0), exact.layouts(), Words.oneDecimal(100 * lowest));
        return new Guess(safest, lowest, false, text + ".");
    }

    private static long certain(SatCertainty sat) {
        return sat.certainSafe() | sat.certainMines();
    }

    private static VariantPosition withoutGlobals(VariantPosition p) {
        io.minesift.minesweeper.variant.ClueValue[] clues = new io.minesift.minesweeper.variant.ClueValue[p.geometry().size()];
        for (long r = p.revealed(); r != 0; r &= r - 1) {
            int c = Long.numberOfTrailingZeros(r);
            clues[c] = p.clue(c);
        }
        return VariantPosition.of(p.geometry(), new RuleSet(List.of(), p.rules().clue()), p.totalMines(), p.revealed(),
                p.flagged(), clues);
    }

    /** "these 8 cells: C2, C3, ... (3 hidden)". */
    private static String sees(VariantPosition p, int clue) {
        Geometry g = p.geometry();
        int[] scope = p.rules().clue().scope(g, clue);
        int hidden = Long.bitCount(VariantTwoBody.open(p, clue));
        return (scope.length == 1 ? "this cell: " : "these " + scope.length + " cells: ") + Words.cells(g, scope)
                + " (" + hidden + " hidden)";
    }

    private static String shown(VariantPosition p, int clue) {
        return p.clue(clue).text().replace(' ', '+');
    }

    private static String label(VariantPosition p, int cell) {
        return p.geometry().cell(cell).label();
    }

    private static String verdict(long cells, boolean mine) {
        return mine ? (Long.bitCount(cells) == 1 ? "a mine" : "mines") : "safe";
    }

    private static List<Integer> list(long cells) {
        List<Integer> out = new ArrayList<>();
        for (long s = cells; s != 0; s &= s - 1) {
            out.add(Long.numberOfTrailingZeros(s));
        }
        return out;
    }

    private static int[] bits(long cells) {
        return list(cells).stream().mapToInt(Integer::intValue).toArray();
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
