package io.minesift.cli;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import io.minesift.minesweeper.format.BadFiles;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.core.util.FolderLock;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Bad and hostile inputs across every command and reader — files, options, folders, a run already
 * holding the output folder, sizes that cannot fit — each of which once crashed, leaked Java text
 * or silently did the wrong thing. Every one must exit 2 with one line on stderr that names the
 * problem (no stack trace, nothing on stdout), and must write nothing: the folder holds the same
 * files afterwards. (Broken board files of every format are {@code BadInputCliTest}'s, 27 files
 * through four commands; a full disk is {@code JournalTest}'s failing writer and
 * {@link #anIoFailureIsOneLineWithExitTwo}.)
 */
class HostileInputsTest {
    @TempDir
    Path dir;

    private static final List<Process> HOLDERS = new ArrayList<>();

    /** One hostile command: how to set it up in a folder, and what the error must say. */
    record Case(String name, Setup setup, String... expected) {
        @Override
        public String toString() {
            return name;
        }
    }

    interface Setup {
        List<Object> args(Path dir) throws Exception;
    }

    private static Case c(String name, Setup setup, String... expected) {
        return new Case(name, setup, expected);
    }

    private static Setup args(Object... args) {
        return d -> List.of(args).stream().map(a -> a instanceof String s && s.startsWith("@")
                ? (Object) d.resolve(s.substring(1)) : a).toList();
    }

    static Stream<Case> cases() {
        return Stream.of(
                // sizes that cannot fit: they used to end in an OutOfMemoryError or a Java message
                c("generate a count that cannot fit", args("generate", "beginner", "--count", "2147483647", "--out", "@o.json"),
                        "--count 2147483647", "MB free"),
                c("sift a count that cannot fit", args("sift", "--count", "2147483647", "--out", "@out"), "fit in this Java's memory"),
                c("sift twenty million boards", args("sift", "9x9x10", "--count", "20000000", "--out", "@out"), "--count 20000000"),
                // start cells on mines: they used to end in "internal error ... a logic bug"
                c("sift --first-click none", args("sift", "9x9x10", "--count", "5", "--first-click", "none", "--out", "@out"),
                        "--first-click none", "safe or zero"),
                c("sift a .mine with a mine in the corner", d -> {
                    Files.writeString(d.resolve("corner.mine"), "3x3x1\nM10\n110\n000\n");
                    return List.of("sift", "--instances", d.resolve("corner.mine"), "--import-start", "corner", "--out", d.resolve("out"));
                }, "corner.mine", "start cell A1 holds a mine"),
                c("sift an MBF with a mine in the corner", d -> {
                    Files.write(d.resolve("corner.mbf"), new byte[]{3, 3, 0, 1, 0, 0});
                    return List.of("sift", "--instances", d.resolve("corner.mbf"), "--import-start", "corner", "--out", d.resolve("out"));
                }, "corner.mbf", "holds a mine"),
                c("sift a set whose start is a mine", d -> List.of("sift", "--instances", startOnMine(d), "--out", d.resolve("out")),
                        "start-mine.json", "board 1", "holds a mine"),
                // duplicates: they used to be sifted twice
                c("sift a set holding a board twice", d -> {
                    Files.writeString(d.resolve("dup.json"), BadFiles.set(BadFiles.BOARD_A + ",\n" + BadFiles.BOARD_A));
                    return List.of("sift", "--instances", d.resolve("dup.json"), "--out", d.resolve("out"));
                }, "dup.json", "board 2", "same board as board 1"),
                c("score a set holding a board twice", d -> {
                    Files.writeString(d.resolve("dup.json"), BadFiles.set(BadFiles.BOARD_A + ",\n" + BadFiles.BOARD_A));
                    Files.writeString(d.resolve("t.json"), "{}");
                    return List.of("score", "--instances", d.resolve("dup.json"), "--truth", d.resolve("t.json"), "--out", d.resolve("out"));
                }, "same board as board 1"),
                // the classifier: --k over the training set used to read "leave-one-out accuracy 0.0 %"
                c("sift --k larger than the training set", args("sift", "9x9x10", "--count", "3", "--k", "500", "--out", "@out"),
                        "needs at least 501 training boards", "120 reference"),
                c("sift --k 0", args("sift", "--k", "0", "--out", "@out"), "k must be at least 1"),
                c("sift --estimate unknown", args("sift", "--estimate", "median", "--out", "@out"), "unknown estimate 'median'"),
                c("sift --repeats 0", args("sift", "--repeats", "0", "--out", "@out"), "--repeats must be from 1"),
                c("sift --threads 0", args("sift", "--threads", "0", "--out", "@out"), "--threads must be between 1 and 256"),
                c("sift --threads 1000", args("sift", "9x9x10", "--count", "2", "--threads", "1000", "--out", "@out"), "got 1000"),
                c("sift both --instances and a board", args("sift", "beginner", "--instances", "@x.json", "--out", "@out"),
                        "either --instances or a BOARD"),
                c("sift a missing file", args("sift", "--instances", "@missing.json", "--out", "@out"), "missing.json", "no such file"),
                c("sift an empty folder", d -> {
                    Files.createDirectories(d.resolve("empty"));
                    return List.of("sift", "--instances", d.resolve("empty"), "--out", d.resolve("out"));
                }, "holds no .json, .mine, .mbf or .tatham.txt"),
                c("sift a folder with one broken board file", d -> {
                    Files.createDirectories(d.resolve("set"));
                    Files.writeString(d.resolve("set/a.json"), BadFiles.ONE_BOARD);
                    Files.writeString(d.resolve("set/b.mine"), "3x2x2\n12M\nMx1\n");
                    return List.of("sift", "--instances", d.resolve("set"), "--out", d.resolve("out"));
                }, "b.mine", "unknown character 'x'"),
                // labels
                c("sift labels that are not JSON", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("l.json"), "{\"" + BadFiles.ID_A + "\": ");
                    return List.of("sift", "--instances", d.resolve("set.json"), "--labels", d.resolve("l.json"), "--out", d.resolve("out"));
                }, "l.json"),
                c("sift labels of a board not in the set", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("l.json"), "{\"0123456789ab\": \"too-easy\"}");
                    return List.of("sift", "--instances", d.resolve("set.json"), "--labels", d.resolve("l.json"), "--out", d.resolve("out"));
                }, "l.json", "is not in the board set"),
                c("sift labels with an unknown category", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("l.json"), "{\"" + BadFiles.ID_A + "\": \"boring\"}");
                    return List.of("sift", "--instances", d.resolve("set.json"), "--labels", d.resolve("l.json"), "--out", d.resolve("out"));
                }, "l.json", "unknown category 'boring'"),
                c("sift labels that are a list", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("l.json"), "[1, 2]");
                    return List.of("sift", "--instances", d.resolve("set.json"), "--labels", d.resolve("l.json"), "--out", d.resolve("out"));
                }, "l.json"),
                // player files
                c("sift a weak player that is not a player", d -> {
                    Files.writeString(d.resolve("p.json"), "{\"player\": \"wizard\"}");
                    return List.of("sift", "--weak", d.resolve("p.json"), "--out", d.resolve("out"));
                }, "p.json", "\"player\" must be \"strong\" or \"weak\""),
                c("sift a strong player with a value out of range", d -> {
                    Files.writeString(d.resolve("p.json"), "{\"player\": \"strong\", \"parameters\": {\"candidates\": 999}}");
                    return List.of("sift", "--strong", d.resolve("p.json"), "--out", d.resolve("out"));
                }, "p.json", "candidates"),
                c("play a player with an unknown field", d -> {
                    Files.writeString(d.resolve("p.json"), "{\"player\": \"weak\", \"colour\": 1}");
                    return List.of("play", "--player", d.resolve("p.json"), "beginner");
                }, "p.json", "unknown field \"colour\""),
                c("play a missing player file", args("play", "--player", "@none.json", "beginner"), "none.json"),
                c("play --count 0", args("play", "--player", "players/weak.json", "beginner", "--count", "0"), "--count must be from 1"),
                c("play against a missing player file", args("play", "--player", "players/weak.json", "--against", "@none.json",
                        "beginner"), "none.json"),
                c("play against a Shanghai player", args("play", "--player", "players/weak.json", "--against",
                        "players/shanghai-strong.json", "beginner"), "shanghai-strong.json", "unknown parameter"),
                c("play a board that cannot exist", args("play", "--player", "players/weak.json", "3x3x10"), "10 mines do not fit"),
                // reference sets
                c("sift --reference a missing folder", args("sift", "--reference", "@nothing", "--out", "@out"), "nothing", "not a folder"),
                c("sift --reference a folder without its files", d -> {
                    Files.createDirectories(d.resolve("ref"));
                    return List.of("sift", "--reference", d.resolve("ref"), "--out", d.resolve("out"));
                }, "reference-boards.json", "cannot read"),
                c("sift --reference with a broken labels file", d -> {
                    Files.createDirectories(d.resolve("ref"));
                    Files.writeString(d.resolve("ref/reference-boards.json"), BadFiles.ONE_BOARD);
                    Files.writeString(d.resolve("ref/reference.json"), "{\"format\": \"minesift-reference\"}");
                    return List.of("sift", "--reference", d.resolve("ref"), "--out", d.resolve("out"));
                }, "reference.json", "not a minesift reference file"),
                c("reference --per-category 0", args("reference", "--per-category", "0", "--out", "@ref"), "must be at least 1"),
                c("reference with more boards without ties than per category",
                        args("reference", "--per-category", "4", "--without-ties", "5", "--labels-only", "--out", "@ref"),
                        "between 0 and the boards per category"),
                c("reference with more hard skill-rewarding boards than per category",
                        args("reference", "--per-category", "4", "--hard-skill", "5", "--labels-only", "--out", "@ref"),
                        "hard skill-rewarding boards must be between 0 and the boards per category"),
                c("reference --hard-skill for coins", args("reference", "--game", "coins", "--hard-skill", "2", "--out", "@ref"),
                        "--hard-skill", "--game coins has no such choice"),
                c("reference --without-ties for coins", args("reference", "--game", "coins", "--without-ties", "2", "--out", "@ref"),
                        "--without-ties", "--game coins has no such choice"),
                c("reference of an unknown game", args("reference", "--game", "chess", "--out", "@ref"), "unknown --game 'chess'"),
                c("reference of coins with no coins per category",
                        args("reference", "--game", "coins", "--per-category", "0", "--labels-only", "--out", "@ref"),
                        "must be at least 1"),
                // Shanghai: its board sets, its generator, options of another game
                c("sift a Shanghai set with a kind on 3 tiles", d -> {
                    Files.writeString(d.resolve("deals.json"), shanghaiSet("0,0,0,1"));
                    return List.of("sift", "--instances", d.resolve("deals.json"), "--out", d.resolve("out"));
                }, "deals.json", "board 1", "kind 0 is on 3 tiles"),
                c("sift a Shanghai set of an unknown layout", d -> {
                    Files.writeString(d.resolve("deals.json"), shanghaiSet("0,0,0,0").replace("mini-turtle", "pyramid"));
                    return List.of("sift", "--instances", d.resolve("deals.json"), "--out", d.resolve("out"));
                }, "deals.json", "unknown layout 'pyramid'"),
                c("sift a Shanghai set that is not JSON", d -> {
                    Files.writeString(d.resolve("deals.json"), "{\"format\": \"minesift-shanghai\", \"boards\": [");
                    return List.of("sift", "--game", "shanghai", "--instances", d.resolve("deals.json"), "--out", d.resolve("out"));
                }, "deals.json"),
                c("sift Shanghai deals of an unknown layout", args("sift", "--game", "shanghai", "--layout", "pyramid", "--out", "@out"),
                        "unknown layout 'pyramid'"),
                c("sift --count 0 Shanghai deals", args("sift", "--game", "shanghai", "--count", "0", "--out", "@out"),
                        "--count must be at least 1"),
                c("sift a Minesweeper board with --layout", args("sift", "--layout", "turtle", "--out", "@out"), "--layout"),
                c("generate Shanghai deals into a .mine file", args("generate", "--game", "shanghai", "--out", "@d.mine"), "d.mine"),
                c("reference --without-ties for shanghai", args("reference", "--game", "shanghai", "--without-ties", "2", "--out", "@ref"),
                        "--game shanghai has no such choice"),
                c("tune a Shanghai player with an unknown parameter", d -> {
                    Files.writeString(d.resolve("p.json"), "{\"player\": \"weak\", \"parameters\": {\"speed\": 1}}");
                    Files.writeString(d.resolve("deals.json"), shanghaiSet("0,0,0,0"));
                    return List.of("tune", "--player", d.resolve("p.json"), "--params", "speed", "--goal", "win-rate",
                            "--instances", d.resolve("deals.json"), "--budget", "1000", "--out", d.resolve("t.json"));
                }, "p.json", "unknown parameter \"speed\""),
                // output folders and journals
                c("sift into a file", d -> {
                    Files.writeString(d.resolve("afile"), "keep me");
                    return List.of("sift", "9x9x10", "--count", "2", "--out", d.resolve("afile"));
                }, "afile"),
                c("sift into another run's folder", d -> {
                    journal(d.resolve("out"), 9);
                    return List.of("sift", "9x9x10", "--count", "2", "--repeats", "3", "--out", d.resolve("out"));
                }, "results.jsonl", "was made by another run", "its seed is 9, not 1", "--force"),
                c("sift into a folder with an old journal", d -> {
                    Files.createDirectories(d.resolve("out"));
                    Files.writeString(d.resolve("out/results.jsonl"), "{\"format\":\"minesift-sift-journal\",\"version\":1}\n");
                    return List.of("sift", "9x9x10", "--count", "2", "--out", d.resolve("out"));
                }, "results.jsonl", "version 1"),
                c("sift into a folder with a damaged journal", d -> {
                    // a finished sift of two boards, its first board's line then damaged
                    List<Object> sift = List.of("sift", "9x9x10", "--count", "2", "--repeats", "3", "--out", d.resolve("out"));
                    assertEquals(0, Cli.run(sift.toArray()).code());
                    Path journal = d.resolve("out/results.jsonl");
                    List<String> lines = new ArrayList<>(Files.readAllLines(journal));
                    lines.set(1, "not json");
                    Files.write(journal, lines);
                    return sift;
                }, "results.jsonl", "line 2", "not a board result"),
                c("sift into a folder another run holds", d -> {
                    HOLDERS.add(HoldFolder.start(d.resolve("out")));
                    return List.of("sift", "9x9x10", "--count", "2", "--out", d.resolve("out"));
                }, "in use by another minesift run", "process"),
                c("score into a folder another run holds", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("t.json"), "{\"" + BadFiles.ID_A + "\": \"too-easy\"}");
                    HOLDERS.add(HoldFolder.start(d.resolve("out/seed-1")));
                    return List.of("score", "--instances", d.resolve("set.json"), "--truth", d.resolve("t.json"), "--seeds", "1",
                            "--out", d.resolve("out"));
                }, "in use by another minesift run"),
                // score
                c("score without --truth", args("score", "--instances", "@x.json"), "--truth"),
                c("score --seeds not numbers", args("score", "--instances", "@x.json", "--truth", "@t.json", "--seeds", "one,two"), "one"),
                c("score truth naming a board not in the set", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("t.json"), "{\"0123456789ab\": \"luck-bound\"}");
                    return List.of("score", "--instances", d.resolve("set.json"), "--truth", d.resolve("t.json"), "--out", d.resolve("out"));
                }, "t.json", "is not in the board set"),
                c("score with empty truth", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    Files.writeString(d.resolve("t.json"), "{}");
                    return List.of("score", "--instances", d.resolve("set.json"), "--truth", d.resolve("t.json"), "--out", d.resolve("out"));
                }, "no labels to score against"),
                // filter and pack on folders that are not finished sifts
                c("filter a missing folder", args("filter", "@nosift", "--drop", "luck-bound", "--out", "@f.json"), "nosift", "not a folder"),
                c("filter a folder without a summary", d -> {
                    Files.createDirectories(d.resolve("half"));
                    Files.writeString(d.resolve("half/boards.json"), BadFiles.ONE_BOARD);
                    return List.of("filter", d.resolve("half"), "--drop", "luck-bound", "--out", d.resolve("f.json"));
                }, "summary.json", "missing"),
                c("filter a folder with a broken summary", d -> {
                    Files.createDirectories(d.resolve("half"));
                    Files.writeString(d.resolve("half/boards.json"), BadFiles.ONE_BOARD);
                    Files.writeString(d.resolve("half/summary.json"), "{\"format\": \"minesift-sift-summary\", ");
                    return List.of("filter", d.resolve("half"), "--drop", "luck-bound", "--out", d.resolve("f.json"));
                }, "summary.json"),
                c("filter --max-weak above 1", args("filter", "@s", "--max-weak", "1.5", "--out", "@f.json"), "--max-weak"),
                c("pack --count 0", args("pack", "@s", "--count", "0", "--out", "@p"), "--count must be at least 1"),
                c("pack --order sideways", args("pack", "@s", "--order", "sideways", "--out", "@p"), "sideways"),
                c("pack a missing folder", args("pack", "@nosift", "--out", "@p"), "nosift"),
                // probabilities and hint
                c("probabilities of a folder", d -> {
                    Files.createDirectories(d.resolve("pos"));
                    return List.of("probabilities", d.resolve("pos"));
                }, "is a folder"),
                c("probabilities --budget 0", d -> {
                    Files.writeString(d.resolve("p.mine"), "3x1x1\n1HH\n");
                    return List.of("probabilities", d.resolve("p.mine"), "--budget", "0");
                }, "--budget must be at least 1"),
                c("hint a position with a bad row", d -> {
                    Files.writeString(d.resolve("p.mine"), "3x2x1\n1HH\nHH\n");
                    return List.of("hint", d.resolve("p.mine"));
                }, "p.mine", "line 3"),
                c("hint a missing position", args("hint", "@none.mine"), "none.mine", "no such file"),
                // tune
                c("tune a budget too small to compare", args("tune", "--player", "players/weak.json", "--params", "overlook=0..0.5",
                        "--goal", "win-rate", "--on", "beginner", "--budget", "1", "--out", "@t.json", "--report", "@tr"), "--budget 1"),
                c("tune --report onto a file", d -> {
                    Files.writeString(d.resolve("afile"), "keep me");
                    return List.of("tune", "--player", "players/weak.json", "--params", "useMineCount=true|false", "--goal",
                            "win-rate", "--on", "beginner", "--budget", "10000", "--out", d.resolve("t.json"), "--report", d.resolve("afile"));
                }, "afile"),
                c("tune an unknown goal", args("tune", "--player", "players/weak.json", "--params", "overlook=0..0.5", "--goal",
                        "fun", "--on", "beginner", "--budget", "1000", "--out", "@t.json"), "unknown goal 'fun'"),
                c("tune a target rate above 1", args("tune", "--player", "players/weak.json", "--params", "overlook=0..0.5",
                        "--goal", "target-rate=2", "--on", "beginner", "--budget", "1000", "--out", "@t.json"), "between 0 and 1"),
                c("tune a parameter the player does not have", args("tune", "--player", "players/weak.json", "--params", "speed",
                        "--goal", "win-rate", "--on", "beginner", "--budget", "1000", "--out", "@t.json"), "'speed'",
                        "no declared range"),
                c("tune both --on and --instances", args("tune", "--player", "players/weak.json", "--params", "overlook=0..0.5",
                        "--goal", "win-rate", "--on", "beginner", "--instances", "@x.json", "--budget", "1000", "--out", "@t.json"),
                        "either --on BOARD or --instances PATH"),
                // generate, convert, show, bench
                c("generate --no-guess with --first-click none", args("generate", "beginner", "--no-guess", "--first-click", "none",
                        "--out", "@g.json"), "first-click"),
                c("generate --logic without --no-guess", args("generate", "beginner", "--logic", "full", "--out", "@g.json"), "--no-guess"),
                c("convert to an unknown extension", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.ONE_BOARD);
                    return List.of("convert", d.resolve("set.json"), d.resolve("board.xyz"));
                }, "board.xyz"),
                c("convert into a folder that is a file", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.ONE_BOARD);
                    Files.writeString(d.resolve("afile"), "keep me");
                    return List.of("convert", d.resolve("set.json"), d.resolve("afile/board.json"));
                }, "afile"),
                c("convert a Tatham ID whose mine count does not match", d -> {
                    Files.writeString(d.resolve("ids.tatham.txt"), "9x9n11:4,4,mb071b49fbd1cb6a0d5868\n");
                    return List.of("convert", d.resolve("ids.tatham.txt"), d.resolve("out.json"));
                }, "ids.tatham.txt", "line 1", "say n11 but the bitmap holds 10 mines"),
                c("show a Tatham ID one hex digit short", d -> {
                    Files.writeString(d.resolve("ids.tatham.txt"), "# pack\n9x9:4,4,mb071b49fbd1cb6a0d586\n");
                    return List.of("show", d.resolve("ids.tatham.txt"));
                }, "ids.tatham.txt", "line 2", "20 hex digits; a 9x9 board needs 21"),
                c("sift a Tatham ID with a bad hex digit", d -> {
                    Files.writeString(d.resolve("ids.tatham.txt"), "9x9:4,4,mb071b49fbd1cb6a0d586z\n");
                    return List.of("sift", "--instances", d.resolve("ids.tatham.txt"), "--out", d.resolve("out"));
                }, "ids.tatham.txt", "'z' at place 21", "not a hex digit"),
                c("convert a Tatham ID whose first click is off the board", d -> {
                    Files.writeString(d.resolve("ids.tatham.txt"), "9x9:4,9,mb071b49fbd1cb6a0d5868\n");
                    return List.of("convert", d.resolve("ids.tatham.txt"), d.resolve("out.json"));
                }, "ids.tatham.txt", "first click (4,9) is outside the 9x9 board"),
                c("convert a Tatham ID of a board too large", d -> {
                    Files.writeString(d.resolve("ids.tatham.txt"), "300x2:0,0,m00\n");
                    return List.of("convert", d.resolve("ids.tatham.txt"), d.resolve("out.json"));
                }, "ids.tatham.txt", "board size 300x2"),
                c("convert a text file that is not Tatham IDs", d -> {
                    Files.writeString(d.resolve("notes.tatham.txt"), "buy milk\n");
                    return List.of("convert", d.resolve("notes.tatham.txt"), d.resolve("out.json"));
                }, "notes.tatham.txt", "'buy milk' is not a Mines game ID"),
                c("show --index past the end", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    return List.of("show", d.resolve("set.json"), "--index", "3");
                }, "set.json", "--index 3", "holds 2 boards"),
                c("show an id that is not there", d -> {
                    Files.writeString(d.resolve("set.json"), BadFiles.TWO_BOARDS);
                    return List.of("show", d.resolve("set.json"), "--id", "ffffffffffff");
                }, "no board with id 'ffffffffffff'"),
                // variant rules (issue #17): bad rules, rules against the file, boards that break their rules
                c("hint with an unknown rule", d -> {
                    Files.writeString(d.resolve("p.mine"), "3x3x1\nHHH\nH1H\nHHH\n");
                    return List.of("hint", d.resolve("p.mine"), "--rules", "Z");
                }, "unknown rule 'Z'"),
                c("hint whose --rules contradict the header", d -> {
                    Files.writeString(d.resolve("p.mine"), "3x3x1 X\nHHH\nH1H\nHHH\n");
                    return List.of("hint", d.resolve("p.mine"), "--rules", "T,V");
                }, "p.mine", "the file's rules are X but --rules says T,V"),
                c("sift a variant .mine board whose clue does not fit its layout", d -> {
                    // the mine at B1; under X, A2 sees A1, A3, B2, C2: 0 mines, not 2
                    Files.writeString(d.resolve("b.mine"), "3x3x1 X\n1M1\n210\n010\n");
                    return List.of("sift", "--instances", d.resolve("b.mine"), "--out", d.resolve("out"));
                }, "b.mine", "line 3", "the clue 2 at A2 does not fit the layout under rules X"),
                c("sift a variant .mine position that is no full board", d -> {
                    Files.writeString(d.resolve("b.mine"), "3x3x1 X\n1H1\n010\n010\n");
                    return List.of("sift", "--instances", d.resolve("b.mine"), "--out", d.resolve("out"));
                }, "b.mine", "is a game position, not a full board"),
                c("sift a board whose layout breaks its global rule", d -> {
                    Files.writeString(d.resolve("t.json"), io.minesift.minesweeper.format.BadFiles.set("""
                            {"width": 4, "height": 3, "mines": 3, "rules": "T,V", "start": [0, 2],
                             "source": {"generator": "uniform", "seed": 7, "index": 0, "firstClick": "safe", "start": "corner"},
                             "layout": ["***.", "....", "...."]}"""));
                    return List.of("sift", "--instances", d.resolve("t.json"), "--out", d.resolve("out"));
                }, "t.json", "board 1", "rules T,V", "breaks the triplet rule (T)"),
                c("sift an MBF board whose rules companion belongs to another board", d -> {
                    Files.write(d.resolve("b.mbf"), new byte[]{3, 3, 0, 1, 1, 0});
                    Files.writeString(d.resolve("b.mbf.rules.json"),
                            "{\"format\":\"minesift-mbf-rules\",\"version\":1,\"rules\":\"X\",\"id\":\"ffffffffffff\",\"start\":[0,2]}");
                    return List.of("sift", "--instances", d.resolve("b.mbf"), "--out", d.resolve("out"));
                }, "b.mbf.rules.json", "belongs to another board"),
                c("sift a liar board without the seed of its lies", d -> {
                    Files.writeString(d.resolve("l.json"), io.minesift.minesweeper.format.BadFiles.set("""
                            {"width": 4, "height": 3, "mines": 3, "rules": "L", "start": [0, 2],
                             "source": {"generator": "uniform", "seed": 7, "index": 0, "firstClick": "safe", "start": "corner"},
                             "layout": ["**.*", "....", "...."]}"""));
                    return List.of("sift", "--instances", d.resolve("l.json"), "--out", d.resolve("out"));
                }, "l.json", "board 1", "a liar board (rules L) needs \"lieSeed\""),
                c("sift a liar board's .mine text, which shows no lie seed", d -> {
                    Files.writeString(d.resolve("l.mine"), "3x3x1 L\n2M2\n202\n111\n");
                    return List.of("sift", "--instances", d.resolve("l.mine"), "--out", d.resolve("out"));
                }, "l.mine", "is a liar board", "not the seed of its lies"),
                c("sift an MBF board whose rules companion names bad rules", d -> {
                    Files.write(d.resolve("b.mbf"), new byte[]{3, 3, 0, 1, 1, 0});
                    Files.writeString(d.resolve("b.mbf.rules.json"),
                            "{\"format\":\"minesift-mbf-rules\",\"version\":1,\"rules\":\"T,Q\",\"start\":[0,2]}");
                    return List.of("sift", "--instances", d.resolve("b.mbf"), "--out", d.resolve("out"));
                }, "b.mbf.rules.json", "at most one global rule"),
                c("convert variant boards to Tatham IDs", d -> {
                    Files.writeString(d.resolve("b.mine"), "3x3x1 X\n1M1\n010\n010\n");
                    return List.of("convert", d.resolve("b.mine"), d.resolve("ids.tatham.txt"));
                }, "follows the variant rules X", "Tatham game IDs are for vanilla boards"),
                c("sift a variant .mine board whose header names an unknown rule", d -> {
                    Files.writeString(d.resolve("b.mine"), "3x3x1 Z\n1M1\n010\n010\n");
                    return List.of("sift", "--instances", d.resolve("b.mine"), "--out", d.resolve("out"));
                }, "b.mine", "line 1", "unknown rule 'Z'"),
                c("bench --count 0", args("bench", "probabilities", "beginner", "--count", "0"), "--count must be from 1"),
                c("bench an unknown benchmark", args("bench", "speed", "beginner"), "speed"),
                c("an unknown command", args("frobnicate"), "frobnicate"),
                c("an unknown option", args("sift", "--frobnicate"), "--frobnicate"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void exitsTwoWithOneLineAndWritesNothing(Case hostile) throws Exception {
        List<Object> args = hostile.setup().args(dir);
        Set<String> before = files(dir);
        Cli.Result r = Cli.run(args.toArray());
        assertEquals(Main.BAD_INPUT, r.code(), r.toString());
        assertEquals("", r.out(), r.toString());
        assertEquals(1, r.errLines().size(), r.toString());
        assertTrue(r.err().startsWith("minesift"), r.toString());
        for (String text : hostile.expected()) {
            assertTrue(r.err().contains(text), "missing '" + text + "' in: " + r.err());
        }
        Cli.assertNoStackTrace(r);
        assertEquals(before, files(dir), "the run wrote or removed files");
    }

    @Test
    void atLeastSixtyCases() {
        assertTrue(cases().count() >= 60, cases().count() + " cases");
    }

    @Test
    void anIoFailureIsOneLineWithExitTwo() {
        // A full disk under the journal used to end in "internal error" with exit 1.
        StringWriter err = new StringWriter();
        picocli.CommandLine cmd = new picocli.CommandLine(new Main());
        cmd.setErr(new PrintWriter(err, true));
        int code = Main.failure(new UncheckedIOException("cannot write out/results.jsonl",
                new IOException("No space left on device")), cmd, null);
        assertEquals(Main.BAD_INPUT, code);
        assertEquals("minesift: cannot write out/results.jsonl: No space left on device", err.toString().trim());
    }

    @Test
    void aStaleLockFromAKilledRunIsTakenOver() throws Exception {
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();
        Path out = dir.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve(FolderLock.NAME), gone.pid() + "\n");
        Cli.Result r = Cli.run("sift", "9x9x10", "--count", 2, "--repeats", 3, "--out", out);
        assertEquals(0, r.code(), r.toString());
        assertTrue(r.err().contains("took over the lock of a run that no longer exists"), r.toString());
        assertEquals("", Files.readString(out.resolve(FolderLock.NAME)), "the lock file is emptied, not deleted, when the run ends");
    }

    @AfterEach
    void stopHolders() {
        HOLDERS.forEach(Process::destroyForcibly);
        HOLDERS.clear();
    }

    /** A one-board set whose start cell (0,0) holds the board's only mine. */
    private static Path startOnMine(Path d) throws IOException {
        MineLayout layout = MineLayout.of(Geometry.of(3, 3), 0);
        Instance board = Instance.of(layout, new Cell(0, 0), Provenance.imported("hand-made", "0,0"));
        Path file = d.resolve("start-mine.json");
        Files.write(file, BoardSetJson.write(List.of(board)));
        return file;
    }

    /** A journal header of another run (seed {@code seed}) in {@code out}. */
    /** A one-deal Shanghai set of the mini turtle whose kinds start with {@code first4} (then 4 tiles of each kind 1 to 8). */
    private static String shanghaiSet(String first4) {
        StringBuilder kinds = new StringBuilder(first4);
        for (int t = 4; t < 36; t++) {
            kinds.append(',').append(t / 4);
        }
        return "{\"format\": \"minesift-shanghai\", \"version\": 1, \"boards\": [{\"layout\": \"mini-turtle\", \"kinds\": ["
                + kinds + "]}]}";
    }

    private static void journal(Path out, long seed) throws IOException {
        Files.createDirectories(out);
        Files.writeString(out.resolve("results.jsonl"), "{\"format\":\"minesift-sift-journal\",\"version\":2,\"seed\":" + seed
                + ",\"repeats\":3,\"boards\":\"x\",\"weak\":\"w\",\"strong\":\"s\"}\n"
                // a board done: a journal with none holds nothing to lose and is replaced, not refused
                + "{\"id\":\"a\"}\n", StandardCharsets.UTF_8);
    }

    private static Set<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            // the hidden lock files stay by design (no run deletes one), and a folder's manifest with them
            return walk.filter(Files::isRegularFile).filter(p -> !Bookkeeping.is(p)).map(p -> root.relativize(p).toString())
                    .collect(java.util.stream.Collectors.toCollection(TreeSet::new));
        }
    }
}
