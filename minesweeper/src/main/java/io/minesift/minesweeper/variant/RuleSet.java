package io.minesift.minesweeper.variant;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rules of a board: global rules (none or one for now) and one clue rule. Written as letters
 * joined by commas, global rules first: {@code T,X} (triplet with cross clues), {@code V}
 * (vanilla), {@code Q} (quad with vanilla clues). The type holds a list of global rules so that
 * combinations can come later; {@link #parse} accepts at most one.
 */
public record RuleSet(List<GlobalRule> globals, ClueRule clue) {
    /** Plain Minesweeper. */
    public static final RuleSet VANILLA = new RuleSet(List.of(), new ClueRule.Vanilla());

    public RuleSet {
        globals = List.copyOf(globals);
        if (clue == null) {
            throw new IllegalArgumentException("a rule set needs a clue rule");
        }
    }

    /**
     * Reads rules such as {@code T,X}, {@code V} or {@code q , e} (case and spaces do not
     * matter); the clue rule defaults to V.
     *
     * @throws IllegalArgumentException with a one-line message on bad text
     */
    public static RuleSet parse(String text) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("no rules given: use letters such as T,X or V");
        }
        List<GlobalRule> globals = new ArrayList<>();
        ClueRule clue = null;
        for (String token : text.split(",", -1)) {
            String t = token.trim().toUpperCase(Locale.ROOT);
            if (t.length() != 1) {
                throw new IllegalArgumentException("bad rules '" + text + "': each rule is one letter, "
                        + "global Q C T O D S B A, clue V X E M N L W P, joined by commas");
            }
            char letter = t.charAt(0);
            if ("QCTODSBA".indexOf(letter) >= 0) {
                if (!globals.isEmpty()) {
                    throw new IllegalArgumentException("bad rules '" + text + "': at most one global rule for now");
                }
                globals.add(GlobalRule.of(letter));
            } else if ("VXEMNLWP".indexOf(letter) >= 0) {
                if (clue != null) {
                    throw new IllegalArgumentException("bad rules '" + text + "': one clue rule per board");
                }
                clue = ClueRule.of(letter);
            } else {
                throw new IllegalArgumentException("bad rules '" + text + "': unknown rule '" + token.trim()
                        + "'; global rules are Q C T O D S B A, clue rules V X E M N L W P");
            }
        }
        return new RuleSet(globals, clue == null ? new ClueRule.Vanilla() : clue);
    }

    /** Whether these are the plain rules: no global rule and vanilla clues. */
    public boolean vanilla() {
        return globals.isEmpty() && clue instanceof ClueRule.Vanilla;
    }

    /** Whether the layout obeys every global rule. */
    public boolean holds(io.minesift.minesweeper.board.Geometry g, long mines) {
        return globals.stream().allMatch(r -> r.holds(g, mines));
    }

    /** Whether the layout obeys every global rule, on a board of any size. */
    public boolean holds(io.minesift.minesweeper.board.Geometry g, java.util.BitSet mines) {
        return globals.stream().allMatch(r -> r.holds(g, mines));
    }

    /** The canonical text: global letters then the clue letter, e.g. {@code T,X} or {@code V}. */
    public String text() {
        StringBuilder s = new StringBuilder();
        for (GlobalRule r : globals) {
            s.append(r.letter()).append(',');
        }
        return s.append(clue.letter()).toString();
    }

    @Override
    public String toString() {
        return text();
    }
}
