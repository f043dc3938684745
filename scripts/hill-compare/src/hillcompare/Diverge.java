package hillcompare;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.experiment.Plays;
import io.minesift.minesweeper.game.GameRecord;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.player.Match;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.PlayerFiles;
import io.minesift.minesweeper.player.Referee;
import io.minesift.minesweeper.player.Strategy;
import minesweeper.gamestate.GameStateModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the two players first part on boards won by Hill's solver only: both games are replayed
 * with their guesses traced (the cell, and the position just before it), and the first guess
 * at which the two chose different cells is printed as {@code .mine} text with both choices.
 * Both players make every certain move before they guess, so up to that guess they have seen the
 * same cells; the tool says so when the two positions differ all the same.
 *
 * <p>Usage: {@code Diverge BOARD FIRST_CLICK START SEED PLAYER_FILE COUNT MIN_OPEN RESULTS_FILE...}:
 * the first COUNT boards won by Hill only in the results files, in board order, whose parting
 * position shows at least MIN_OPEN open cells (0: all of them).
 */
public final class Diverge {
    /**
     * {@code Match}'s player stream label (package-private there). The replay checks that the
     * traced game is {@link Match#game}'s, so a change of the label cannot pass unnoticed.
     */
    private static final long PLAYER_STREAM = 0x504C4159L;

    private Diverge() {
    }

    /** The two players' guesses on board {@code i} of a run, from the arguments BOARD FIRST_CLICK START SEED PLAYER_FILE. */
    record Replay(UniformGenerator boards, long seed, Player player, HillPlayer solver) {
        static Replay of(String[] args) {
            return new Replay(HillCompare.boards(args), Long.parseLong(args[3]), PlayerFiles.read(Path.of(args[4])),
                    new HillPlayer(HillSettings.bulk()));
        }

        List<Guess> hill(int i) {
            return hillGuesses(solver, boards.generate(seed, i));
        }

        List<Guess> ours(int i) {
            return ourGuesses(player, boards, seed, i);
        }
    }

    /** A guess: the cell (x, y) and the position before it, hidden and flagged cells both written H. */
    record Guess(int x, int y, String position) {
    }

    public static void main(String[] args) {
        HillCompare.guarded(() -> traceBoards(args));
    }

    private static void traceBoards(String[] args) throws IOException {
        if (args.length < 8) {
            HillCompare.fail("usage: Diverge BOARD FIRST_CLICK START SEED PLAYER_FILE COUNT MIN_OPEN RESULTS_FILE...");
        }
        Replay replay = Replay.of(args);
        int count = Integer.parseInt(args[5]);
        int minOpen = Integer.parseInt(args[6]);
        int shown = 0;
        for (int i : onlyHill(args)) {
            if (shown == count) {
                break;
            }
            List<Guess> h = replay.hill(i);
            List<Guess> o = replay.ours(i);
            int k = firstDifference(h, o);
            if (k < h.size() && k < o.size() && openCells(o.get(k).position()) >= minOpen) {
                report(replay.seed(), i, h, o);
                shown++;
            }
        }
    }

    /** The boards won by Hill only in the results files, in order. */
    private static List<Integer> onlyHill(String[] args) throws IOException {
        List<Integer> boards = new ArrayList<>();
        for (int a = 7; a < args.length; a++) {
            for (String line : Files.readAllLines(Path.of(args[a]))) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    GameLine g = GameLine.parse(line);
                    if (g.hillWon() && !g.ourWon()) {
                        boards.add(g.index());
                    }
                }
            }
        }
        boards.sort(null);
        return boards;
    }

    static List<Guess> hillGuesses(HillPlayer hill, Instance board) {
        List<Guess> guesses = new ArrayList<>();
        hill.play(new LayoutGame(board, 0), (move, game) -> {
            if (!move.isCertainty() && game.getGameState() == GameStateModel.STARTED) {
                guesses.add(new Guess(move.x, move.y, text(game, board.spec().mines())));
            }
        });
        return guesses;
    }

    static List<Guess> ourGuesses(Player ours, UniformGenerator boards, long seed, int i) {
        List<Guess> guesses = new ArrayList<>();
        Strategy inner = ours.newGame(Plays.stream(seed, i, PLAYER_STREAM));
        Strategy traced = view -> {
            var move = inner.next(view);
            if (move.guess()) {
                Geometry g = view.geometry();
                String text = MineText.format(view.position()).replace('F', 'H');
                guesses.add(new Guess(g.x(move.cell()), g.y(move.cell()), text));
            }
            return move;
        };
        GameRecord traceRun = Referee.play(boards.generate(seed, i), traced);
        if (!traceRun.equals(Match.game(ours, boards, seed, i))) {
            throw new IllegalStateException("the traced game of board " + i + " is not play's game: Match's stream label changed?");
        }
        return guesses;
    }

    /** Hill's view of the game as .mine text: his flags and hidden cells both H. */
    private static String text(GameStateModel game, int mines) {
        StringBuilder out = new StringBuilder();
        out.append(game.getWidth()).append('x').append(game.getHeight()).append('x').append(mines).append('\n');
        for (int y = 0; y < game.getHeight(); y++) {
            for (int x = 0; x < game.getWidth(); x++) {
                int v = game.query(new minesweeper.structure.Location(x, y));
                out.append(v >= 0 && v <= 8 ? (char) ('0' + v) : 'H');
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** How many cells a position's .mine text shows open. */
    static long openCells(String position) {
        return position.substring(position.indexOf('\n') + 1).chars().filter(c -> c >= '0' && c <= '8').count();
    }

    /** The index of the first guess at which the two chose different cells, or the shorter list's length. */
    static int firstDifference(List<Guess> h, List<Guess> o) {
        int k = 0;
        while (k < h.size() && k < o.size() && h.get(k).x() == o.get(k).x() && h.get(k).y() == o.get(k).y()) {
            k++;
        }
        return k;
    }

    private static void report(long seed, int i, List<Guess> h, List<Guess> o) {
        int k = firstDifference(h, o);
        System.out.printf("seed %d board %d: %d guesses by Hill, %d by ours; ", seed, i, h.size(), o.size());
        if (k == h.size() || k == o.size()) {
            System.out.println("the guesses agree as far as both go (" + k + ")");
            return;
        }
        Guess hg = h.get(k);
        Guess og = o.get(k);
        System.out.printf("guess %d differs: Hill (%d,%d), ours (%d,%d)%s%n", k + 1, hg.x(), hg.y(), og.x(), og.y(),
                hg.position().equals(og.position()) ? "" : " (the two positions differ: Hill's first, then ours)");
        System.out.print(hg.position());
        if (!hg.position().equals(og.position())) {
            System.out.print(og.position());
        }
    }
}
