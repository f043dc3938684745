package io.minesift.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.cli.page.ShanghaiPage;
import io.minesift.core.util.Seeds;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.shanghai.sift.ShanghaiFiles;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code minesift hint} on a Shanghai deal gives the page's hint at the same table: the first certain
 * move with its rule and words, the one pair, or the strong player's pick from the page's seed (the
 * deal's id and the moves), checked against the page's engine on the JVM ({@code ShanghaiTable},
 * which the browser runs as the JVM does) on every table of random games on mini-turtle and Turtle;
 * bad moves, sets and options give one line and exit 2.
 */
class ShanghaiHintTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void theHintIsThePagesAtEveryTable() throws Exception {
        String player = ShanghaiPage.player((ShanghaiPlayer) ShanghaiPlayers.strong());
        int certain = 0;
        int strong = 0;
        List<String> picked = null;
        for (String name : List.of("mini-turtle", "turtle")) {
            Position deal = DealGenerator.uniform(Layouts.named(name), 5, 0);
            Path file = dir.resolve(name + ".json");
            Files.write(file, new ShanghaiPuzzle().writeBoardSet(List.of(deal)));
            String id = ShanghaiFiles.id(deal);
            String layout = io.minesift.cli.page.ShanghaiPageAccess.text(deal);
            String kinds = io.minesift.cli.page.ShanghaiPageAccess.kinds(deal);
            SplittableRandom random = Seeds.stream(5, name.hashCode());
            List<String> moves = new ArrayList<>();
            for (Position p = deal; moves.size() < (name.equals("turtle") ? 3 : 18); ) {
                String m = String.join(",", moves);
                Cli.Result r = m.isEmpty() ? Cli.run("hint", file, "--json") : Cli.run("hint", file, "--moves", m, "--json");
                assertEquals(0, r.code(), r.toString());
                JsonNode hint = JSON.readTree(r.out()).path("hint");
                List<CertainMoves.Reasoned> first = CertainMoves.explained(p.view());
                List<Move> legal = p.legalMoves();
                if (!first.isEmpty()) {
                    certain++;
                    assertEquals("certain", hint.path("kind").asText(), m);
                    assertEquals(first.get(0).move(), new Move(hint.path("a").asInt(), hint.path("b").asInt()), m);
                    assertEquals(first.get(0).why(), hint.path("why").asText());
                    assertEquals(io.minesift.shanghai.MoveEffect.of(p, first.get(0).move()).words(), hint.path("effect").asText(), m);
                } else if (legal.size() > 1) {
                    strong++;
                    picked = name.equals("mini-turtle") ? List.of(file.toString(), m) : picked;
                    assertEquals("strong", hint.path("kind").asText(), m);
                    // the page's seed, written out here as shanghai.js's seedOf computes it (Java's String
                    // hash of id|moves, made non-negative; ShanghaiPageEngineTest runs seedOf itself)
                    int seed = (id + "|" + m).hashCode() & 0x7fffffff;
                    String page = io.minesift.cli.page.ShanghaiPageAccess.pick(layout, kinds, m, player, seed);
                    JsonNode pagePick = JSON.readTree(page);
                    assertEquals(pagePick.path("a"), hint.path("a"), m);
                    assertEquals(pagePick.path("b"), hint.path("b"), m);
                    for (String field : List.of("uncovers", "frees", "effect")) {
                        assertEquals(pagePick.path(field), hint.path(field), field + " " + m);
                    }
                    // the same moves written larger tile first and spaced are the same table and seed (on
                    // the mini, where a pick is quick)
                    if (name.equals("mini-turtle") && !moves.isEmpty()) {
                        String swapped = String.join(", ", moves.stream().map(x -> x.split("-")[1] + "-" + x.split("-")[0]).toList());
                        JsonNode again = JSON.readTree(Cli.run("hint", file, "--moves", swapped, "--json").out()).path("hint");
                        assertEquals(hint, again, swapped);
                    }
                } else if (legal.size() == 1) {
                    assertEquals("only", hint.path("kind").asText(), m);
                    assertEquals(legal.get(0), new Move(hint.path("a").asInt(), hint.path("b").asInt()), m);
                } else {
                    assertTrue(hint.isNull(), m);
                    break;
                }
                Move next = legal.get(random.nextInt(legal.size()));
                moves.add(next.a() + "-" + next.b());
                p = p.apply(next);
            }
        }
        assertTrue(certain > 0 && strong > 0, certain + " certain, " + strong + " picks");
        // another player's pick, named by a built-in name, carries that player
        JsonNode other = JSON.readTree(Cli.run("hint", Path.of(picked.get(0)), "--json", "--moves", picked.get(1), "--strong",
                "shanghai-strong-dead-check").out()).path("hint");
        assertEquals("strong", other.path("kind").asText(), other.toString());
        assertTrue(other.path("player").asText().endsWith(",2000"), other.toString());
    }

    /**
     * Played to its end by its own hints, a deal ends in the words the page uses; a pair written larger
     * tile first, or with spaces, is the same move and the same seed as the page's.
     */
    @Test
    void playedByItsHintsADealEndsInThePagesWords() throws Exception {
        for (int i = 0; i < 2; i++) {
            Position deal = DealGenerator.uniform(Layouts.named("mini-turtle"), 6, i);
            Path file = dir.resolve("end" + i + ".json");
            Files.write(file, new ShanghaiPuzzle().writeBoardSet(List.of(deal)));
            List<String> moves = new ArrayList<>();
            Position p = deal;
            while (true) {
                Cli.Result r = moves.isEmpty() ? Cli.run("hint", file, "--json") : Cli.run("hint", file, "--json", "--moves",
                        String.join(",", moves));
                JsonNode hint = JSON.readTree(r.out()).path("hint");
                if (hint.isNull()) {
                    break;
                }
                Move m = new Move(hint.path("a").asInt(), hint.path("b").asInt());
                moves.add(m.b() + "-" + m.a()); // written larger tile first: the same move
                p = p.apply(m);
            }
            String spaced = String.join(", ", moves);
            String end = Cli.run("hint", file, "--moves", spaced).out();
            assertTrue(end.contains(p.cleared() ? "The table is clear." : "Stuck: no pair of free tiles of one kind is left."),
                    end);
            assertTrue(end.startsWith("mini-turtle deal " + ShanghaiFiles.id(deal) + " after " + moves.size() + " moves: "), end);
        }
    }

    @Test
    void theTextNamesTheTilesTheirKindAndPlace() throws Exception {
        Position deal = DealGenerator.uniform(Layouts.named("mini-turtle"), 5, 0);
        Path file = dir.resolve("deal.json");
        Files.write(file, new ShanghaiPuzzle().writeBoardSet(List.of(deal)));
        Cli.Result r = Cli.run("hint", file);
        assertEquals(0, r.code(), r.toString());
        String id = ShanghaiFiles.id(deal);
        assertTrue(r.out().startsWith("mini-turtle deal " + id + " after 0 moves: 36 tiles on the table, "), r.out());
        java.util.regex.Matcher named = java.util.regex.Pattern.compile("(Certain move: take|No certain move: each of the|Only "
                + "one pair can be taken: )(.* )?tiles (\\d+) and (\\d+), kind (\\d+) \\(at (\\d+ \\d+ \\d+) and (\\d+ \\d+ \\d+)\\)")
                .matcher(r.out());
        assertTrue(named.find(), r.out());
        // the kind and places are the deal's and the layout's own (read through Position and Layout)
        int a = Integer.parseInt(named.group(3));
        int b = Integer.parseInt(named.group(4));
        assertEquals(deal.kind(a) + 1, Integer.parseInt(named.group(5)), r.out());
        assertEquals(deal.kind(b), deal.kind(a), r.out());
        Layout l = deal.layout();
        assertEquals(l.layer(a) + " " + l.row(a) + " " + l.col(a), named.group(6), r.out());
        assertEquals(l.layer(b) + " " + l.row(b) + " " + l.col(b), named.group(7), r.out());
    }

    @Test
    void badMovesSetsAndOptionsAreOneLine() throws Exception {
        Position deal = DealGenerator.uniform(Layouts.named("mini-turtle"), 5, 0);
        Path file = dir.resolve("deal.json");
        Files.write(file, new ShanghaiPuzzle().writeBoardSet(List.of(deal)));
        Cli.assertBadInput(Cli.run("hint", file, "--moves", "0-0"), "deal.json", "--moves: move 0-0 does not take two free tiles of one kind");
        Move legal = deal.legalMoves().get(0);
        Cli.assertBadInput(Cli.run("hint", file, "--moves", legal.a() + "-" + legal.b() + ","), "--moves: move '': two tile numbers joined by '-' expected");
        Cli.assertBadInput(Cli.run("hint", file, "--moves", "+" + legal.a() + "-" + legal.b()), "two tile numbers joined by '-' expected");
        Cli.assertBadInput(Cli.run("hint", file, "--all"), "--all is for Minesweeper positions");
        Path two = dir.resolve("two.json");
        Files.write(two, new ShanghaiPuzzle().writeBoardSet(List.of(deal, DealGenerator.uniform(Layouts.named("mini-turtle"), 5, 1))));
        Cli.assertBadInput(Cli.run("hint", two), "two.json", "holds 2 deals: a hint is for one deal");
        Cli.assertBadInput(Cli.run("hint", file, "--rules", "T"), "--rules is for Minesweeper positions");
        Cli.assertBadInput(Cli.run("hint", file, "--strong", "strong"), "strong", "unknown parameter");
        Path mine = dir.resolve("p.mine");
        Files.writeString(mine, "3x1x1\nHHH\n");
        Cli.assertBadInput(Cli.run("hint", mine, "--moves", "1-2"), "--moves is for Shanghai deals");
        Cli.assertBadInput(Cli.run("hint", mine, "--strong", "shanghai-strong"), "--strong is for Shanghai deals");
    }
}
