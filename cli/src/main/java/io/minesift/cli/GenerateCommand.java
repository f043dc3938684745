package io.minesift.cli;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.core.curate.BoardLines;
import io.minesift.core.curate.Puzzle;
import io.minesift.minesweeper.generate.BoardGenerator;
import io.minesift.minesweeper.generate.Logic;
import io.minesift.minesweeper.generate.NoGuessGenerator;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.format.BoardFiles;
import io.minesift.minesweeper.format.BoardFormat;
import io.minesift.minesweeper.format.BoardSetJson;
import io.minesift.minesweeper.format.TathamId;
import io.minesift.minesweeper.sift.MinesweeperPuzzle;
import io.minesift.core.util.AtomicFiles;
import io.minesift.core.util.InputException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code minesift generate}: seeded boards, uniform over the layouts the first-click rule allows,
 * or, with {@code --no-guess}, repaired until logic alone finishes them.
 */
@Command(name = "generate", abbreviateSynopsis = true,
        description = {"Generate seeded boards: the same seed, the same boards.",
                "Layouts are uniform over those the first-click rule allows; --no-guess repairs them until logic "
                        + "alone finishes them from the start cell. Without --out, the set goes to stdout."},
        footer = {"Examples:",
                "  minesift generate expert --count 1000 --seed 7 --start D4 --out e.json",
                "  minesift generate 9x9x10 --start center --out board.mine",
                "  minesift generate expert --no-guess --count 100 --out no-guess.json",
                "  minesift generate --game shanghai --layout turtle --count 100 --out t.json",
                Main.GUIDE})
final class GenerateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    HelpOption helpOption;

    @Mixin
    Feedback feedback;

    @Parameters(index = "0", arity = "0..1", paramLabel = "BOARD",
            description = "beginner, intermediate, expert or WxHxM.")
    BoardSpec board;

    @Option(names = "--game", paramLabel = "GAME",
            description = "minesweeper (from BOARD) or shanghai (from --layout).")
    String game;

    @Mixin
    LayoutOption layoutOption;

    @Option(names = {"-n", "--count"}, paramLabel = "N", defaultValue = "1",
            description = "How many boards. Default: ${DEFAULT-VALUE}.")
    int count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "Run seed; board i has its own stream. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    BoardRules rules;

    @Option(names = "--rules", paramLabel = "RULES",
            description = "Variant rules, such as T,X (at most 64 cells); V is vanilla.")
    io.minesift.minesweeper.variant.RuleSet variantRules;

    @Option(names = "--no-guess",
            description = "Only boards logic finishes from the start cell.")
    boolean noGuess;

    @Option(names = "--puzzle",
            description = "With --rules: given clues, no first click.")
    boolean puzzle;

    @Option(names = "--logic", paramLabel = "LEVEL",
            description = "With --no-guess: two-body (weak) or full (default).")
    Logic logic;

    @Option(names = {"-o", "--out"}, paramLabel = "FILE",
            description = "A .json, .jsonl, .tatham.txt, .mine or .mbf file.")
    Path out;

    @Override
    public Integer call() {
        if (count < 1) {
            throw new IllegalArgumentException("--count must be at least 1, got " + count);
        }
        if (game != null) {
            Puzzle<?> puzzle = Games.named(game, BoardFiles.defaults());
            if (!(puzzle instanceof MinesweeperPuzzle)) {
                return generateSet(puzzle);
            }
        }
        if (layoutOption.name != null) {
            throw new IllegalArgumentException("--layout names the layout of a game with layouts (--game shanghai); "
                    + "Minesweeper boards take BOARD");
        }
        if (board == null) {
            throw new IllegalArgumentException("give the BOARD to generate: beginner, intermediate, expert or WxHxM "
                    + "(or --game shanghai --layout NAME)");
        }
        if (logic != null && !noGuess) {
            throw new IllegalArgumentException("--logic applies to --no-guess boards only: add --no-guess");
        }
        if (puzzle && (variantRules == null || noGuess)) {
            throw new IllegalArgumentException(variantRules == null ? "--puzzle needs --rules (V for vanilla clues)"
                    : "--puzzle and --no-guess are two kinds of board: a puzzle has given clues, no first click");
        }
        boolean variant = variantRules != null && (!variantRules.vanilla() || puzzle);
        if (variant && logic == Logic.TWO_BODY) {
            throw new IllegalArgumentException("--logic two-body is for vanilla boards; variant no-guess boards use "
                    + "full (exact) logic");
        }
        BoardGenerator generator = puzzle
                ? io.minesift.minesweeper.variant.generate.VariantGenerator.puzzles(board, variantRules)
                : variant
                ? new io.minesift.minesweeper.variant.generate.VariantGenerator(board, variantRules, rules.firstClick, rules.start, noGuess)
                : noGuess
                ? new NoGuessGenerator(board, rules.firstClick, rules.start, logic == null ? Logic.FULL : logic)
                : new UniformGenerator(board, rules.firstClick, rules.start);
        BoardFormat format = out == null || BoardLines.isBoardLines(out) ? BoardFormat.JSON : BoardFormat.ofFile(out);
        if (format == null) {
            throw new InputException(out.toString(), "unknown output format: name a " + BoardFormat.extensions() + " file");
        }
        if (variant && (format == BoardFormat.MBF || format == BoardFormat.TATHAM)) {
            throw new InputException(out.toString(), "a ." + format.extension() + " file cannot name variant rules: "
                    + "write a .json set or a .mine board");
        }
        if (format.singleBoard() && count != 1) {
            throw new InputException(out.toString(), "a ." + format.extension() + " file holds one board, not " + count
                    + ": write a .json set, or one file per board with convert --to " + format.extension());
        }
        if (out != null) {
            Sizing.checkDisk(out, count, board);
            if (!BoardLines.isBoardLines(out)) {
                Sizing.readBackNote(count, board, Runtime.getRuntime().maxMemory())
                        .ifPresent(note -> feedback.listener(spec.commandLine().getErr()).note(note));
            }
        }
        // No-guess boards take milliseconds each, not microseconds: show progress for smaller runs.
        try (Progress progress = feedback.bar("generate", count, count >= (noGuess ? 500 : 20_000))) {
            GeneratedBoards boards = new GeneratedBoards(generator, seed, count, progress);
            if (out != null && BoardLines.isBoardLines(out)) {
                BoardLines.write(out, new MinesweeperPuzzle(BoardFiles.defaults()), boards);
            } else if (out == null) {
                BoardSetJson.write(spec.commandLine().getOut(), boards, puzzle ? BoardSetJson.PUZZLE_VERSION : BoardSetJson.VERSION);
            } else if (format == BoardFormat.JSON) {
                AtomicFiles.write(out, o -> BoardSetJson.write(new java.io.OutputStreamWriter(o, StandardCharsets.UTF_8), boards,
                        puzzle ? BoardSetJson.PUZZLE_VERSION : BoardSetJson.VERSION));
            } else if (format == BoardFormat.TATHAM) {
                AtomicFiles.write(out, o -> TathamId.writeLines(new java.io.OutputStreamWriter(o, StandardCharsets.US_ASCII), boards));
            } else if (puzzle) {
                AtomicFiles.write(out, io.minesift.minesweeper.format.VariantBoardFiles.puzzleText(boards.iterator().next())
                        .getBytes(StandardCharsets.US_ASCII));
            } else if (variant) {
                AtomicFiles.write(out, io.minesift.minesweeper.format.VariantBoardFiles.mineText(boards.iterator().next())
                        .getBytes(StandardCharsets.US_ASCII));
            } else {
                BoardFiles.write(out, List.of(boards.iterator().next()));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException("cannot write the boards", e);
        }
        if (out != null) {
            wrote();
        }
        return 0;
    }

    /** The result when the boards went to a file: one line on stdout (Main: results on stdout, the rest on stderr). */
    private void wrote() {
        spec.commandLine().getOut().println("wrote " + count + (count == 1 ? " board" : " boards") + " to " + out);
    }

    /** Another game's boards from its own generator, as its board set (to --out or stdout). */
    private <B> int generateSet(Puzzle<B> puzzle) {
        Puzzle.Generator<B> generator = puzzle.generator().orElseThrow(() -> new IllegalArgumentException(
                "--game " + puzzle.id() + " has no generator"));
        if (board != null || noGuess || logic != null) {
            throw new IllegalArgumentException("BOARD, --no-guess and --logic make Minesweeper boards; the " + puzzle.id()
                    + " game generates from --layout");
        }
        if (out != null && !out.toString().endsWith(".json") && !BoardLines.isBoardLines(out)) {
            throw new InputException(out.toString(), "a " + puzzle.id() + " board set is a .json or a .jsonl file");
        }
        Sizing.check("--count", count, puzzle.id() + " boards");
        String layout = layoutOption.name == null ? generator.defaultSpec() : layoutOption.name;

        List<B> boards = generator.generate(layout, seed, count);
        if (out != null && BoardLines.isBoardLines(out)) {
            BoardLines.write(out, puzzle, boards);
            wrote();
            return 0;
        }
        byte[] set = puzzle.writeBoardSet(boards);
        if (out == null) {
            spec.commandLine().getOut().print(new String(set, StandardCharsets.UTF_8));
            spec.commandLine().getOut().flush();
        } else {
            AtomicFiles.write(out, set);
            wrote();
        }
        return 0;
    }
}
