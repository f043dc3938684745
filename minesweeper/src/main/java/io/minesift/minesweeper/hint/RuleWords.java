package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.GlobalRule;

/** The variant rules in plain words, as hints say them (definitions: docs/games.md, "Variant rules"). */
final class RuleWords {
    private RuleWords() {
    }

    /** "the cross rule (X)". */
    static String name(ClueRule rule) {
        return "the " + rule.name() + " rule (" + rule.letter() + ")";
    }

    /** "the triplet rule (T)". */
    static String name(GlobalRule rule) {
        return "the " + rule.name() + " rule (" + rule.letter() + ")";
    }

    /** What a clue of the rule tells, after "the 3 at C4 ...". */
    static String meaning(ClueRule rule) {
        return switch (rule.letter()) {
            case 'V' -> "counts the mines among its 8 neighbours";
            case 'X' -> "counts the mines up to two cells away up, down, left and right";
            case 'E' -> "counts the safe cells it sees up, down, left and right, itself included, each line stopped by the "
                    + "first mine";
            case 'M' -> "counts the mines around it, a mine on a coloured cell (column + row even, A1 coloured) counting 2";
            case 'N' -> "is the difference between the mines on coloured cells (column + row even) and on the others around it";
            case 'L' -> "is one off the true number of mines around it, one more or one less, never the truth";
            case 'W' -> "gives the lengths of the runs of mines in the ring of 8 around it";
            case 'P' -> "counts the separate runs of mines in the ring of 8 around it";
            default -> throw new IllegalArgumentException("no words for the clue rule " + rule.letter());
        };
    }

    /** What the global rule demands, after "the triplet rule (T): ...". */
    static String meaning(GlobalRule rule) {
        return switch (rule.letter()) {
            case 'Q' -> "every 2×2 square holds at least one mine";
            case 'C' -> "all mines are connected through their 8 neighbours";
            case 'T' -> "no three mines in a row across, down or diagonally";
            case 'O' -> "the safe cells are connected orthogonally, and every group of mines touches the border";
            case 'D' -> "mines come in 1×2 blocks that do not touch orthogonally";
            case 'S' -> "the mines form one orthogonal snake that does not touch itself";
            case 'B' -> "every row holds the same number of mines, and so does every column";
            case 'A' -> "all mines are connected orthogonally";
            default -> throw new IllegalArgumentException("no words for the global rule " + rule.letter());
        };
    }
}
