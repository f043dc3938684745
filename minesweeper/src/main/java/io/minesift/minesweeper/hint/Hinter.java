package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.logic.Constraint;
import io.minesift.minesweeper.logic.ConstraintSystem;
import io.minesift.minesweeper.logic.Deduction;
import io.minesift.minesweeper.logic.LocalCertainty;
import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.logic.TwoBody;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Finds and explains the deductions of a position, easiest first: single clues, two clues
 * (common and unique areas), several clues together (the smallest set that forces the cell,
 * found by enumeration), and the total mine count. Each cell is explained once, at the easiest
 * level that settles it; cells settled by the same reasoning share one hint.
 */
public final class Hinter {
    private static final long NODES = 1_000_000;
    private final ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults()
            .withNodeBudget(5_000_000));

    /** What the position allows: its hints (possibly none), the advice to guess, or a contradiction. */
    /**
     * @param contradiction why there is no hint: no layout fits, or (with {@code undetermined})
     *                      none was found in a position too large to enumerate; else {@code null}
     */
    public record Answer(List<Hint> hints, Guess guess, String contradiction, boolean undetermined) {
        /** Whether the position has nothing left to hint: every hidden cell is gone. */
        public boolean finished() {
            return contradiction == null && hints.isEmpty() && guess == null;
        }
    }

    /** Every hint of the position, easiest first. */
    public Answer analyse(Position position) {
        return analyse(position, true);
    }

    /**
     * The hints of the position, easiest first: all of them, or (when {@code all} is false) at
     * least the easiest, without explaining harder levels (searching clue sets can take a
     * second on a crowded expert position).
     */
    public Answer analyse(Position position, boolean all) {
        if (position.count(Position.HIDDEN) == 0) {
            return new Answer(List.of(), null, null, false); // nothing hidden: nothing to hint
        }
        MineProbabilities p = engine.analyse(position);
        if (!p.consistent()) {
            return new Answer(List.of(), null, p.contradiction(), p.undetermined());
        }
        ConstraintSystem system = ConstraintSystem.of(position);
        PairExplainer words = new PairExplainer(position);
        BitSet done = new BitSet();
        List<Hint> hints = new ArrayList<>(pairHints(system, TwoBody.deduce(system, false), words, done));
        if (all || hints.isEmpty()) {
            hints.addAll(enumerationHints(system, position.geometry(), done, all));
        }
        if (all || hints.isEmpty()) {
            hints.addAll(mineCountHints(system, p, words, done));
        }
        return new Answer(hints, hints.isEmpty() ? Guesses.advise(position, p, engine) : null, null, false);
    }

    /** Single-clue and two-clue hints, grouped by the clues used and the verdict. */
    private static List<Hint> pairHints(ConstraintSystem system, List<Deduction> found, PairExplainer words, BitSet done) {
        Map<String, List<Deduction>> groups = new LinkedHashMap<>();
        for (Deduction d : found) {
            if (!done.get(d.cell())) {
                groups.computeIfAbsent(d.level() + " " + java.util.Arrays.toString(d.clues()) + " " + d.mine()
                        + " " + part(system, d), k -> new ArrayList<>()).add(d);
            }
        }
        List<Hint> hints = new ArrayList<>();
        for (List<Deduction> group : groups.values()) {
            Deduction first = group.get(0);
            int[] cells = group.stream().mapToInt(Deduction::cell).sorted().toArray();
            String text = first.clues().length == 1
                    ? words.single(constraint(system, first.clues()[0]), cells, first.mine())
                    : explainPair(system, words, first, cells);
            hints.add(hint(cells, first.mine(), first.level(), first.clues(), text, done));
        }
        return hints;
    }

    /** Which area of its pair a cell is in ("a", "b" or "common"), so hints of different areas stay apart. */
    private static String part(ConstraintSystem system, Deduction d) {
        if (d.clues().length < 2) {
            return "";
        }
        Constraint a = constraint(system, d.clues()[0]);
        Constraint b = constraint(system, d.clues()[1]);
        return a.contains(d.cell()) && b.contains(d.cell()) ? "common" : a.contains(d.cell()) ? "a" : "b";
    }

    private static String explainPair(ConstraintSystem system, PairExplainer words, Deduction d, int[] cells) {
        Constraint a = constraint(system, d.clues()[0]);
        Constraint b = constraint(system, d.clues()[1]);
        boolean inA = a.contains(cells[0]);
        boolean inB = b.contains(cells[0]);
        if (inA && !inB) {
            return words.pair(b, a, cells, d.mine());
        }
        if (inA) { // the common area: put first the clue whose unique area is too small
            int[] common = TwoBody.intersect(a.cells(), b.cells());
            return a.mines() - (a.size() - common.length) >= b.mines() - (b.size() - common.length)
                    ? words.pair(a, b, cells, d.mine()) : words.pair(b, a, cells, d.mine());
        }
        return words.pair(a, b, cells, d.mine());
    }

    /** Cells the clues settle together but no one or two of them do: explained by their smallest forcing set. */
    private static List<Hint> enumerationHints(ConstraintSystem system, Geometry g, BitSet done, boolean all) {
        LocalCertainty local = LocalCertainty.of(system, NODES);
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        Map<String, List<Integer>> clueSets = new LinkedHashMap<>();
        for (boolean mine : new boolean[]{false, true}) {
            BitSet cells = mine ? local.mines() : local.safe();
            for (int c = cells.nextSetBit(0); c >= 0; c = cells.nextSetBit(c + 1)) {
                if (done.get(c)) {
                    continue;
                }
                if (!all && !groups.isEmpty()) {
                    break; // one hint is enough
                }
                List<Integer> set = ClueSets.forcing(system, c, mine);
                String key = mine + " " + set;
                groups.computeIfAbsent(key, k -> new ArrayList<>()).add(c);
                clueSets.put(key, set);
            }
        }
        List<Hint> hints = new ArrayList<>();
        groups.forEach((key, cells) -> {
            boolean mine = key.startsWith("true");
            int[] sources = clueSets.get(key).stream().mapToInt(i -> system.constraints().get(i).source()).toArray();
            int[] settled = cells.stream().mapToInt(Integer::intValue).toArray();
            String text = "Together, the clues " + Words.cells(g, sources) + " leave " + Words.cells(g, settled)
                    + (mine ? " no room but a mine: in every way to meet all " + sources.length
                    + " of them, " + (settled.length == 1 ? "it holds a mine" : "each holds a mine")
                    : " no room for a mine: in every way to meet all " + sources.length + " of them, "
                    + (settled.length == 1 ? "it stays empty" : "they stay empty"))
                    + " (no one or two of these clues alone settle it).";
            hints.add(hint(settled, mine, Deduction.Level.ENUMERATION, sources, text, done));
        });
        return hints;
    }

    /** Cells only the total mine count settles. */
    private static List<Hint> mineCountHints(ConstraintSystem system, MineProbabilities p, PairExplainer words,
                                             BitSet done) {
        List<Hint> hints = new ArrayList<>(pairHints(system, onlyCount(TwoBody.deduce(system, true)), words, done));
        Geometry g = system.geometry();
        for (boolean mine : new boolean[]{false, true}) {
            int[] cells = (mine ? p.certainMines() : p.certainSafe()).stream().filter(c -> !done.get(c) && p.isUnknown(c))
                    .toArray();
            if (cells.length > 0) {
                String text = "Counting mines settles it: " + Words.mines(system.minesLeft()) + " left, and every way to "
                        + "place them that fits all the clues " + (mine ? "puts a mine on " : "leaves ") + Words.cells(g, cells)
                        + (mine ? ", though the clues alone would also allow " + (cells.length == 1 ? "it" : "them") + " to be empty."
                        : " empty, though the clues alone would allow a mine there.");
                hints.add(hint(cells, mine, Deduction.Level.MINE_COUNT, new int[]{-1}, text, done));
            }
        }
        return hints;
    }

    private static List<Deduction> onlyCount(List<Deduction> all) {
        return all.stream().filter(d -> d.level() == Deduction.Level.MINE_COUNT).toList();
    }

    private static Hint hint(int[] cells, boolean mine, Deduction.Level level, int[] clues, String text, BitSet done) {
        for (int c : cells) {
            done.set(c);
        }
        return new Hint(java.util.Arrays.stream(cells).boxed().toList(), mine, level,
                java.util.Arrays.stream(clues).boxed().toList(), text);
    }

    private static Constraint constraint(ConstraintSystem system, int source) {
        if (source < 0) {
            return TwoBody.totalConstraint(system);
        }
        for (Constraint c : system.constraints()) {
            if (c.source() == source) {
                return c;
            }
        }
        throw new IllegalStateException("no clue at " + source);
    }
}
