package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.cli.page.ShanghaiPage;
import io.minesift.cli.page.ShanghaiTable;
import io.minesift.core.util.InputException;
import io.minesift.core.util.InputFiles;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.MoveEffect;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.shanghai.play.PlayerDecisions;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;

import java.util.List;
import java.util.Locale;

/**
 * {@code minesift hint} on a Shanghai deal: the hint the pack's page gives at the same table, in words
 * that name the tiles. The first certain move of what a player sees with its reason; else, with one
 * pair, that pair; else the strong player's pick (the shipped one, or {@code --strong}), drawn from
 * the same seed as the page's (the deal's id and the moves, each pair smaller tile first), so the
 * command and a page of the same player agree.
 */
final class ShanghaiHint {
    private static final ObjectMapper JSON = new ObjectMapper();

    private ShanghaiHint() {
    }

    /** Whether {@code text} is a Shanghai board set (its {@code format}), which {@code hint} reads as a deal. */
    static boolean isShanghai(String text) {
        return ShanghaiFiles.isShanghaiSet(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
    }

    /**
     * The hint for the one deal of {@code text} after {@code moves} ({@code a-b} pairs, comma-separated),
     * as text or JSON, with {@code strong}'s pick where no move is certain.
     */
    static String of(String text, String source, String moves, boolean json, ShanghaiPlayer strong) {
        List<Position> deals = new ShanghaiPuzzle().readBoardSet(text.getBytes(java.nio.charset.StandardCharsets.UTF_8), source);
        if (deals.size() != 1) {
            throw new InputException(source, "holds " + deals.size() + " deals: a hint is for one deal (pack writes each "
                    + "deal of a pack as a set of one)");
        }
        Position deal = deals.get(0);
        String id = ShanghaiFiles.id(deal);
        ShanghaiTable.Played played = played(deal, moves, source);
        Position p = played.table();
        List<Move> taken = played.moves();
        // the page's text of the moves (each pair smaller tile first), so the seed is the page's
        String written = String.join(",", taken.stream().map(m -> m.a() + "-" + m.b()).toList());
        ShanghaiView view = p.view();
        List<Move> legal = view.legalMoves();
        List<CertainMoves.Reasoned> certain = CertainMoves.explained(view);
        Move pick = certain.isEmpty() && legal.size() > 1
                ? ShanghaiTable.pick(PlayerDecisions.of(strong, 1), view, legal, seed(id, written)) : null;
        return json ? json(deal, id, p, legal, certain, pick, strong) : text(deal, id, p, legal, certain, pick, taken.size(), strong);
    }

    /** {@code deal} after {@code moves} as {@code --moves} gives them (hint's and show's), or one line naming {@code source}. */
    static ShanghaiTable.Played played(Position deal, String moves, String source) {
        try {
            return ShanghaiTable.play(deal, moves);
        } catch (ShanghaiTable.BadMove e) {
            throw new InputException(source, "--moves: " + e.getMessage() + " (tiles are numbered from 0 in the layout's "
                    + "order; moves as 3-17,4-9)");
        }
    }

    /** The Shanghai player {@code name} (a built-in player's name or a player file) whose pick the hint gives. */
    static ShanghaiPlayer player(String name) {
        byte[] file = BuiltInPlayers.file(name).orElseGet(() -> InputFiles.bytes(java.nio.file.Path.of(name)));
        if (new ShanghaiPuzzle().player(file, name) instanceof ShanghaiPlayer p) {
            return p;
        }
        throw new InputException(name, "not a Shanghai player");
    }

    /** The page's seed for the strong player's draws at a table: its deal's id and moves, hashed as the page hashes them. */
    static int seed(String id, String moves) {
        return (id + "|" + moves).hashCode() & 0x7fffffff;
    }

    private static String text(Position deal, String id, Position p, List<Move> legal, List<CertainMoves.Reasoned> certain,
                               Move pick, int taken, ShanghaiPlayer strong) {
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT, "%s deal %s after %d %s: %d tiles on the table, %d free, "
                        + "%d %s to take.%n", deal.layout().name(), id, taken, taken == 1 ? "move" : "moves", p.remaining(),
                p.freeTiles().length, legal.size(), legal.size() == 1 ? "pair" : "pairs"));
        if (p.cleared()) {
            return s.append("The table is clear.").append(System.lineSeparator()).toString();
        }
        if (!certain.isEmpty()) {
            CertainMoves.Reasoned c = certain.get(0);
            s.append("Certain move: take ").append(tiles(p, c.move())).append(": ").append(c.why()).append(". ")
                    .append(MoveEffect.of(p, c.move()).words());
        } else if (legal.isEmpty()) {
            s.append("Stuck: no pair of free tiles of one kind is left.");
        } else if (legal.size() == 1) {
            s.append("Only one pair can be taken: ").append(tiles(p, legal.get(0))).append(". There is no choice to make.");
        } else {
            s.append("No certain move: each of the ").append(legal.size()).append(" pairs is a choice. The strong player would take ")
                    .append(tiles(p, pick)).append(String.format(Locale.ROOT, ": it tries %d guesses of the covered tiles that "
                            + "fit what is seen and looks %d moves ahead on each. A good choice, not a sure one. %s",
                            strong.samples(), strong.depth(), MoveEffect.of(p, pick).words()));
        }
        return s.append(System.lineSeparator()).toString();
    }

    /** Two tiles named by number and place ({@code layer row col}, half-tile units as in a layout file) and their kind. */
    private static String tiles(Position p, Move m) {
        Layout l = p.layout();
        return String.format(Locale.ROOT, "tiles %d and %d, kind %d (at %d %d %d and %d %d %d)", m.a(), m.b(), p.kind(m.a()) + 1,
                l.layer(m.a()), l.row(m.a()), l.col(m.a()), l.layer(m.b()), l.row(m.b()), l.col(m.b()));
    }

    private static String json(Position deal, String id, Position p, List<Move> legal, List<CertainMoves.Reasoned> certain,
                               Move pick, ShanghaiPlayer strong) {
        ObjectNode root = JSON.createObjectNode().put("layout", deal.layout().name()).put("deal", id)
                .put("left", p.remaining()).put("legal", legal.size());
        root.putArray("free").addAll(java.util.Arrays.stream(p.freeTiles()).mapToObj(JSON.getNodeFactory()::numberNode).toList());
        if (!certain.isEmpty()) {
            CertainMoves.Reasoned c = certain.get(0);
            opens(root.putObject("hint").put("kind", "certain").put("a", c.move().a()).put("b", c.move().b()).put("rule", c.rule())
                    .put("why", c.why()), p, c.move());
        } else if (legal.size() == 1) {
            root.putObject("hint").put("kind", "only").put("a", legal.get(0).a()).put("b", legal.get(0).b());
        } else if (pick != null) {
            opens(root.putObject("hint").put("kind", "strong").put("a", pick.a()).put("b", pick.b())
                    .put("player", ShanghaiPage.player(strong)), p, pick);
        } else {
            root.putNull("hint");
        }
        return root.toPrettyString() + System.lineSeparator();
    }

    /** What taking {@code m} from {@code p} opens up ({@link MoveEffect}), as the hint's fields {@code uncovers}, {@code frees}, {@code effect}. */
    private static void opens(ObjectNode hint, Position p, Move m) {
        MoveEffect effect = MoveEffect.of(p, m);
        hint.put("uncovers", effect.uncovers()).put("frees", effect.frees()).put("effect", effect.words());
    }
}
