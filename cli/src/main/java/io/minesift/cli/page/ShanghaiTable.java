package io.minesift.cli.page;

import io.minesift.core.util.InputException;
import io.minesift.core.util.JsonStrings;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.LayoutFile;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.MoveEffect;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.play.PlayerDecisions;
import io.minesift.shanghai.play.Weights;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;

/**
 * The Shanghai page's rules: a deal and the moves played so far in, what the table allows out, worked
 * out by minesift's own {@link Position} and {@link CertainMoves} (compiled to JavaScript with the
 * rest of the page's engine, {@link BrowserHints#shanghai}), so the page plays by exactly the rules
 * the players and the solver use. The page keeps only the list of moves; it draws and never judges.
 */
public final class ShanghaiTable {
    /** The last layout read, kept with its text as one value, so that a text and another's layout never meet. */
    private static volatile Parsed last;

    private record Parsed(String text, Layout layout) {
    }

    /** A move as the page writes it: two tile numbers, each at most 4 digits (a layout has at most 1,000 tiles). */
    private static final Pattern MOVE = Pattern.compile("[0-9]+-[0-9]+");
    private static final Pattern NUMBER = Pattern.compile("[0-9]{1,4}");

    private ShanghaiTable() {
    }

    /** A table and the moves that led to it from its deal. */
    public record Played(Position table, List<Move> moves) {
    }

    /** A move, as the page or {@code hint --moves} writes it, that is not two tile numbers or not a pair the table allows. */
    public static final class BadMove extends IllegalArgumentException {
        private final String item;

        BadMove(String item, String message) {
            super(message);
            this.item = item;
        }

        static BadMove unreadable(String item) {
            return new BadMove(item, "move '" + item + "': two tile numbers joined by '-' expected");
        }

        static BadMove noTile(String item, String number, int tiles) {
            return new BadMove(item, "move " + item + ": the deal has tiles 0 to " + (tiles - 1) + ", no tile " + number);
        }

        static BadMove notAPair(String item) {
            return new BadMove(item, "move " + item + " does not take two free tiles of one kind");
        }

        /** The move as written (spaces around it dropped). */
        public String item() {
            return item;
        }
    }

    /**
     * The table after {@code moves} ({@code a-b} pairs, comma-separated, spaces around each dropped, a
     * pair in either order) on {@code deal}, each checked on the table the ones before it leave.
     *
     * @throws BadMove for the first move that is not two tile numbers or not a pair that table allows
     */
    public static Played play(Position deal, String moves) {
        List<Move> taken = new ArrayList<>();
        Position p = deal;
        for (String item : moves.trim().isEmpty() ? new String[0] : moves.split(",", -1)) {
            String m = item.trim();
            if (!MOVE.matcher(m).matches()) {
                throw BadMove.unreadable(m);
            }
            String[] ab = m.split("-");
            int a = tile(m, ab[0], p.layout().size());
            int b = tile(m, ab[1], p.layout().size());
            if (a == b || !p.legal(new Move(a, b))) {
                throw BadMove.notAPair(m);
            }
            taken.add(new Move(a, b));
            p = p.apply(new Move(a, b));
        }
        return new Played(p, java.util.Collections.unmodifiableList(taken));
    }

    /** The tile numbered {@code number} in move {@code item} of a deal of {@code tiles} tiles, or a {@link BadMove}. */
    private static int tile(String item, String number, int tiles) {
        // a layout has at most 1,000 tiles: a longer number is out of range, whatever it reads as
        if (number.length() > 6 || Integer.parseInt(number) >= tiles) {
            throw BadMove.noTile(item, number, tiles);
        }
        return Integer.parseInt(number);
    }

    /**
     * The strong player's pair at {@code view} (no certain move, at least two {@code legal} pairs): its
     * own decision ({@code strong}, one draw) from {@code seed}, as the page and {@code hint} both take it.
     */
    public static Move pick(PlayerDecisions strong, ShanghaiView view, List<Move> legal, int seed) {
        int[] picks = strong.picks(view, legal, new SplittableRandom(seed));
        int i = 0;
        while (picks[i] == 0) {
            i++;
        }
        return legal.get(i);
    }

    /**
     * The table after {@code moves} as JSON: {@code free} (the free tiles, in index order),
     * {@code hidden} (the tiles with a tile on them, whose kind a player cannot see),
     * {@code legal} (how many pairs can be taken), {@code left} (tiles on the table) and {@code hint}
     * (the first certain move of what a player sees, {@code {"a", "b", "rule", "why", "uncovers", "frees",
     * "effect"}}, or null when
     * there is none); {@code {"error": ...}} for a deal or move the rules refuse.
     *
     * @param layoutText the layout in minesift's own text, one tile a line ({@code layer row col})
     * @param kinds      each tile's kind, 0 up, comma-separated, in tile order
     * @param moves      the pairs taken, in order, each {@code a-b}, comma-separated (empty for none)
     */
    static String json(String layoutText, String kinds, String moves) {
        try {
            return answer(table(layoutText, kinds, moves));
        } catch (IllegalArgumentException | IllegalStateException | InputException e) { // the one-line reasons
            return "{\"error\":" + JsonStrings.quote(e.getMessage()) + "}";
        }
    }

    /**
     * The strong player's choice at the table after {@code moves}, for a hint when no move is certain:
     * {@code {"a", "b", "uncovers", "frees", "effect"}} (the pair it takes and what taking it opens up,
     * {@link MoveEffect}, with its words), null when a certain move or fewer than two pairs leave it
     * nothing to weigh, or {@code {"error": ...}}. Its decision is {@link PlayerDecisions}' (the
     * player's own code: {@code samples} arrangements of the covered tiles consistent with what is seen,
     * each move searched {@code depth} deep with {@code weights}), drawn from {@code seed}, so the page
     * and the JVM give the same pair for the same table and seed.
     *
     * @param player {@code samples,depth,dominated,moves,high,floating,hidden,deadCheck}, as a player file has them
     */
    static String pick(String layoutText, String kinds, String moves, String player, int seed) {
        try {
            PlayerDecisions strong = decisions(player);
            Position p = table(layoutText, kinds, moves);
            ShanghaiView view = p.view();
            List<Move> legal = view.legalMoves();
            if (!CertainMoves.of(view).isEmpty() || legal.size() < 2) {
                return "null";
            }
            Move m = pick(strong, view, legal, seed);
            return "{\"a\":" + m.a() + ",\"b\":" + m.b() + "," + effect(MoveEffect.of(p, m)) + "}";
        } catch (IllegalArgumentException | IllegalStateException | InputException e) {
            return "{\"error\":" + JsonStrings.quote(e.getMessage()) + "}";
        }
    }

    private static PlayerDecisions decisions(String player) {
        String[] v = player.split(",", -1);
        if (v.length != 8) {
            throw new IllegalArgumentException("player: samples, depth, five weights and the dead check expected, comma-separated");
        }
        try {
            double[] w = new double[5];
            for (int i = 0; i < 5; i++) {
                w[i] = Double.parseDouble(v[2 + i]);
            }
            return PlayerDecisions.of(Integer.parseInt(v[0]), Integer.parseInt(v[1]), new Weights(w[0], w[1], w[2], w[3], w[4]),
                    Long.parseLong(v[7]), 1);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("player: '" + player + "' holds a word that is no number");
        }
    }

    static Position table(String layoutText, String kinds, String moves) {
        return play(Position.deal(layout(layoutText), numbers(kinds, "kinds")), moves).table();
    }

    private static Layout layout(String text) {
        Parsed p = last;
        if (p == null || !p.text().equals(text)) {
            p = new Parsed(text, LayoutFile.parse("the page's layout", "page", List.of(text.split("\n", -1))));
            last = p;
        }
        return p.layout();
    }

    private static int[] numbers(String csv, String what) {
        String[] parts = csv.split(",", -1);
        int[] n = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            if (!NUMBER.matcher(parts[i]).matches()) {
                throw new IllegalArgumentException(what + ": whole numbers separated by commas expected");
            }
            n[i] = Integer.parseInt(parts[i]);
        }
        return n;
    }

    private static String answer(Position p) {
        ShanghaiView view = p.view();
        StringBuilder s = new StringBuilder("{\"free\":[");
        int[] free = p.freeTiles();
        for (int i = 0; i < free.length; i++) {
            s.append(i == 0 ? "" : ",").append(free[i]);
        }
        s.append("],\"hidden\":[");
        String comma = "";
        for (int t = 0; t < p.layout().size(); t++) {
            if (p.hidden(t)) {
                s.append(comma).append(t);
                comma = ",";
            }
        }
        s.append("],\"legal\":").append(view.legalMoves().size()).append(",\"left\":").append(p.remaining()).append(",\"hint\":");
        List<CertainMoves.Reasoned> certain = CertainMoves.explained(view);
        if (certain.isEmpty()) {
            s.append("null");
        } else {
            CertainMoves.Reasoned c = certain.get(0);
            s.append("{\"a\":").append(c.move().a()).append(",\"b\":").append(c.move().b()).append(",\"rule\":")
                    .append(c.rule()).append(",\"why\":").append(JsonStrings.quote(c.why())).append(',')
                    .append(effect(MoveEffect.of(p, c.move()))).append('}');
        }
        return s.append('}').toString();
    }

    /** What a pair opens up, as JSON fields: {@code "uncovers":U,"frees":F,"effect":"…"}. */
    private static String effect(MoveEffect e) {
        return "\"uncovers\":" + e.uncovers() + ",\"frees\":" + e.frees() + ",\"effect\":" + JsonStrings.quote(e.words());
    }

}
