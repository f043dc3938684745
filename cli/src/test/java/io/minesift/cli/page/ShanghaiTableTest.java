package io.minesift.cli.page;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.core.util.Seeds;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.PlayerDecisions;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The Shanghai page's rules are the game's: after every move of random games on every built-in
 * layout, {@link ShanghaiTable}'s answer lists the position's own free and hidden tiles, its number of
 * legal pairs and tiles left, and the view's first certain move with its rule; a deal, layout or move
 * the rules refuse gives one line and no answer.
 */
class ShanghaiTableTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A deal and the moves played on it, as the page sends them. */
    record Played(Position deal, List<Move> moves) {
        String layoutText() {
            return ShanghaiPage.text(deal.layout());
        }

        String kinds() {
            return ShanghaiPage.kinds(deal);
        }

        String moveText() {
            return String.join(",", moves.stream().map(m -> m.a() + "-" + m.b()).toList());
        }

        Position now() {
            Position p = deal;
            for (Move m : moves) {
                p = p.apply(m);
            }
            return p;
        }
    }

    /** Every position of {@code games} random games a layout (uniform deals, random legal moves until none is left). */
    static List<Played> positions(int games, long seed) {
        List<Played> all = new ArrayList<>();
        for (String name : Layouts.NAMES) {
            for (int g = 0; g < games; g++) {
                Position deal = DealGenerator.uniform(Layouts.named(name), seed, g);
                SplittableRandom random = Seeds.stream(seed, name.hashCode(), g);
                List<Move> moves = new ArrayList<>();
                for (Position p = deal; ; ) {
                    all.add(new Played(deal, List.copyOf(moves)));
                    List<Move> legal = p.legalMoves();
                    if (legal.isEmpty()) {
                        break;
                    }
                    Move m = legal.get(random.nextInt(legal.size()));
                    moves.add(m);
                    p = p.apply(m);
                }
            }
        }
        return all;
    }

    @Test
    void theAnswerIsThePositionsOwnAfterEveryMove() throws Exception {
        int hints = 0;
        for (Played played : positions(3, 11)) {
            Position p = played.now();
            JsonNode a = JSON.readTree(ShanghaiTable.json(played.layoutText(), played.kinds(), played.moveText()));
            String where = p.layout().name() + " after " + played.moveText();
            assertEquals(Arrays.toString(p.freeTiles()), Arrays.toString(ints(a.path("free"))), where);
            int[] hidden = IntStream.range(0, p.layout().size()).filter(p::hidden).toArray();
            assertEquals(Arrays.toString(hidden), Arrays.toString(ints(a.path("hidden"))), where);
            assertEquals(p.legalMoves().size(), a.path("legal").asInt(), where);
            assertEquals(p.remaining(), a.path("left").asInt(), where);
            List<CertainMoves.Reasoned> certain = CertainMoves.explained(p.view());
            if (certain.isEmpty()) {
                assertTrue(a.path("hint").isNull(), where);
            } else {
                hints++;
                CertainMoves.Reasoned c = certain.get(0);
                assertEquals(c.move(), new Move(a.path("hint").path("a").asInt(), a.path("hint").path("b").asInt()), where);
                assertEquals(c.rule(), a.path("hint").path("rule").asInt(), where);
                assertEquals(c.why(), a.path("hint").path("why").asText(), where);
                io.minesift.shanghai.MoveEffect effect = io.minesift.shanghai.MoveEffect.of(p, c.move());
                assertEquals(effect.uncovers(), a.path("hint").path("uncovers").asInt(), where);
                assertEquals(effect.frees(), a.path("hint").path("frees").asInt(), where);
                assertEquals(effect.words(), a.path("hint").path("effect").asText(), where);
            }
        }
        assertTrue(hints > 100, hints + " positions with a certain move");
    }

    /**
     * The pick is the strong player's own decision: on every table of the games above with something
     * to weigh, the pair the player takes through {@link PlayerDecisions#of(io.minesift.shanghai.play.ShanghaiPlayer, int)}
     * (its record, not the page's string of its parameters) from the same seed; null where a move is
     * certain or one pair is left.
     */
    @Test
    void thePickIsTheStrongPlayersOwnDecision() throws Exception {
        ShanghaiPlayer strong = (ShanghaiPlayer) ShanghaiPlayers.strong();
        PlayerDecisions decisions = PlayerDecisions.of(strong, 1);
        String player = ShanghaiPage.player(strong);
        int weighed = 0;
        for (Played played : positions(1, 11)) {
            if (played.deal().layout().size() > 36 && played.moves().size() % 10 != 0) {
                continue;
            }
            Position p = played.now();
            int seed = 31 * played.moves().size() + 7;
            String answer = ShanghaiTable.pick(played.layoutText(), played.kinds(), played.moveText(), player, seed);
            List<Move> legal = p.legalMoves();
            if (!CertainMoves.of(p.view()).isEmpty() || legal.size() < 2) {
                assertEquals("null", answer);
                continue;
            }
            int[] picks = decisions.picks(p.view(), legal, new SplittableRandom(seed));
            Move m = legal.get(IntStream.range(0, picks.length).filter(i -> picks[i] == 1).findFirst().orElseThrow());
            // the pair, then what it opens up (MoveEffectTest checks the counts on a table drawn by hand)
            io.minesift.shanghai.MoveEffect effect = io.minesift.shanghai.MoveEffect.of(p, m);
            assertEquals("{\"a\":" + m.a() + ",\"b\":" + m.b() + ",\"uncovers\":" + effect.uncovers() + ",\"frees\":"
                    + effect.frees() + ",\"effect\":\"" + effect.words() + "\"}", answer, played.moveText());
            weighed++;
        }
        assertTrue(weighed >= 5, weighed + " tables weighed");
        assertEquals("{\"error\":\"player: samples, depth, five weights and the dead check expected, comma-separated\"}",
                ShanghaiTable.pick("0 0 0\n0 0 2", "0,0", "", "16,3", 1));
    }

    @Test
    void whatTheRulesRefuseIsOneLine() {
        String six = "0 0 0\n0 0 2\n0 0 4\n0 0 6\n1 0 2\n1 0 4";
        assertEquals("{\"error\":\"move 2-3 does not take two free tiles of one kind\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "2-3"));
        assertEquals("{\"error\":\"move 0-9: the deal has tiles 0 to 5, no tile 9\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "0-9"));
        assertEquals("{\"error\":\"move 12345678901-1: the deal has tiles 0 to 5, no tile 12345678901\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "12345678901-1"));
        assertEquals("{\"error\":\"move 3-3 does not take two free tiles of one kind\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "3-3"));
        for (String bad : List.of("0 5", "0-5,", ",0-5", "0-5,,1-2", "+0-5", "-1-2", "0-5-1", "0-")) {
            assertTrue(ShanghaiTable.json(six, "0,0,1,1,0,0", bad).startsWith("{\"error\":\"move '"), bad);
        }
        assertEquals("{\"error\":\"move '0 5': two tile numbers joined by '-' expected\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "0 5"));
        assertEquals("{\"error\":\"move 0-5 does not take two free tiles of one kind\"}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "0-5,0-5"), "a pair already taken");
        assertEquals("{\"error\":\"kinds: whole numbers separated by commas expected\"}",
                ShanghaiTable.json(six, "0,0,+1,1,0,0", ""));
        assertEquals("{\"error\":\"kinds: whole numbers separated by commas expected\"}",
                ShanghaiTable.json(six, "0,x", ""));
        assertTrue(ShanghaiTable.json(six, "1,1,1,1,0,0", "").startsWith("{\"error\":\"kind 1 is outside 0..1"));
        assertEquals("{\"error\":\"the page's layout: line 2: tile 0 0 1 overlaps tile 0 0 0 of line 1 in the same layer\"}",
                ShanghaiTable.json("0 0 0\n0 0 1", "0,0", ""));
        // drawn by hand: 0 and 5 gone, tile 4 (layer 1, columns 2-3) still lies on tile 1; 3 and 4 are
        // free but of kinds 1 and 0, so no pair is left
        assertEquals("{\"free\":[3,4],\"hidden\":[1],\"legal\":0,\"left\":4,\"hint\":null}",
                ShanghaiTable.json(six, "0,0,1,1,0,0", "0-5"));
    }

    private static int[] ints(JsonNode array) {
        int[] v = new int[array.size()];
        for (int i = 0; i < v.length; i++) {
            v[i] = array.get(i).asInt();
        }
        return v;
    }
}
