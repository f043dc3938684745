package io.minesift.cli.page;

import io.minesift.core.util.InputException;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.format.ShareLink;
import io.minesift.minesweeper.hint.VariantHinter;
import io.minesift.minesweeper.variant.CellSets;
import io.minesift.minesweeper.variant.ClueRule;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.generate.Opening;

import java.util.BitSet;

/**
 * A board as the page plays it, from its share link: what every safe cell shows under the board's
 * rules ({@link VariantPosition#reveal}, the referee's own call, a liar board's lies from its lie
 * seed), the cells each clue looks at (a cell whose scope holds no mine opens it, as
 * {@link Opening} does), what the first move reveals, and the rules in the words hints use. A
 * classic board is the rules V. Compiled into the page by TeaVM with {@link BrowserHints}, so the
 * page reads links and shows clues exactly as minesift does; nothing here depends on the board's size.
 */
final class PageBoard {
    /** What the page says under a classic board. */
    static final String CLASSIC = "Classic rules: a number counts the mines among its 8 neighbours.";

    private PageBoard() {
    }

    /**
     * The board of a share link fragment as JSON: {@code w}, {@code h}, {@code mines}, {@code start}
     * (a cell index), {@code rules} (canonical text, empty for a classic board), {@code rulesLine},
     * {@code puzzle}, {@code mine} (a string of 0 and 1, one a cell), {@code show} (each cell's clue
     * text, empty on a mine), {@code scope} (each cell's scope), {@code chord} (whether a clue counts
     * the mines of its scope, so chording applies) and {@code open} (the cells the first move
     * reveals: the start cell's opening, or a puzzle's given clues with theirs); or {@code error}
     * with the one-line reason the link is no board.
     */
    static String json(String fragment) {
        ShareLink.Contents board;
        try {
            board = ShareLink.contents(fragment, "link");
        } catch (InputException e) {
            return new Json().object().field("error").string(e.getMessage()).end().text();
        }
        Geometry g = board.layout().geometry();
        RuleSet rules = board.rules() == null ? RuleSet.VANILLA : RuleSet.parse(board.rules());
        BitSet mines = board.layout().mines();
        int start = g.index(board.start());
        Json out = new Json().object();
        out.field("w").number(g.width()).field("h").number(g.height()).field("mines").number(mines.cardinality())
                .field("start").number(start)
                .field("rules").string(board.rules() == null ? "" : board.rules())
                .field("rulesLine").string(board.rules() == null ? CLASSIC : VariantHinter.rulesLine(rules))
                .field("puzzle").bool(board.clues() != null)
                .field("chord").bool(rules.clue() instanceof ClueRule.Vanilla || rules.clue() instanceof ClueRule.Cross);
        StringBuilder mine = new StringBuilder();
        for (int c = 0; c < g.size(); c++) {
            mine.append(mines.get(c) ? '1' : '0');
        }
        out.field("mine").string(mine.toString());
        VariantPosition all = VariantPosition.reveal(g, rules, mines, CellSets.minus(CellSets.all(g), mines), new BitSet(),
                board.lieSeed() == null ? 0 : board.lieSeed()); // the seed VariantGenerator.lies gives a board: 0 if it does not lie
        out.field("show").array();
        for (int c = 0; c < g.size(); c++) {
            out.string(mines.get(c) ? "" : all.clue(c).text());
        }
        out.end().field("scope").array();
        for (int c = 0; c < g.size(); c++) {
            out.array();
            for (int d : rules.clue().scope(g, c)) {
                out.number(d);
            }
            out.end();
        }
        out.end().field("open").array();
        BitSet first = board.clues() != null ? board.clues() : mines.get(start) ? new BitSet() : CellSets.of(start);
        BitSet open = Opening.reveal(g, rules.clue(), mines, new BitSet(), first);
        for (int c = open.nextSetBit(0); c >= 0; c = open.nextSetBit(c + 1)) {
            out.number(c);
        }
        return out.end().end().text();
    }

    /** Compact JSON, written by hand: the page's engine has no Jackson. */
    private static final class Json {
        private final StringBuilder out = new StringBuilder();
        /** The brackets opened and not yet closed, innermost first. */
        private final java.util.ArrayDeque<Character> open = new java.util.ArrayDeque<>();
        private boolean first = true;

        Json object() {
            return open('{');
        }

        Json array() {
            return open('[');
        }

        private Json open(char c) {
            comma();
            out.append(c);
            open.push(c);
            first = true;
            return this;
        }

        Json end() {
            out.append(open.pop() == '{' ? '}' : ']');
            first = false;
            return this;
        }

        Json field(String name) {
            string(name);
            out.append(':');
            first = true;
            return this;
        }

        Json number(int n) {
            comma();
            out.append(n);
            return this;
        }

        Json bool(boolean b) {
            comma();
            out.append(b);
            return this;
        }

        /** A JSON string: quotes, backslashes and control characters escaped, nothing else. */
        Json string(String s) {
            comma();
            out.append('"');
            for (int i = 0; i < s.length(); i++) {
                char c = s.charAt(i);
                if (c == '"' || c == '\\') {
                    out.append('\\').append(c);
                } else if (c < 0x20) {
                    out.append("\\u00").append(Character.forDigit(c >> 4, 16)).append(Character.forDigit(c & 15, 16));
                } else {
                    out.append(c);
                }
            }
            out.append('"');
            return this;
        }

        private void comma() {
            if (!first) {
                out.append(',');
            }
            first = false;
        }

        String text() {
            return out.toString();
        }
    }
}
