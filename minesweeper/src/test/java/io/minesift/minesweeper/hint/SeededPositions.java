package io.minesift.minesweeper.hint;

import io.minesift.minesweeper.board.BoardSpec;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.board.StartRule;
import io.minesift.minesweeper.game.Game;
import io.minesift.minesweeper.generate.UniformGenerator;
import io.minesift.core.util.Seeds;

import io.minesift.minesweeper.logic.MineProbabilities;
import io.minesift.minesweeper.logic.ProbabilityEngine;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions of games played part way, for tests that compare hint engines: seeded uniform boards
 * (safe first click, start at the centre), each played from its start by a seeded "oracle" that
 * opens a random safe hidden cell next to the revealed area (else anywhere) and now and then flags
 * a mine next to it, to the win, snapshotted at several shares of its moves, so the positions run
 * from fresh starts to near-finished boards with forced guesses and 50/50s.
 */
public final class SeededPositions {
    private SeededPositions() {
    }

    /**
     * {@code boards} boards of the size {@code spec}, each played to the end and snapshotted at
     * each of the {@code shares} of its moves (0: the start; 1: just before the last move).
     */
    public static List<Position> of(String spec, long seed, int boards, double... shares) {
        UniformGenerator generator = new UniformGenerator(BoardSpec.parse(spec), FirstClickRule.SAFE, new StartRule.Center());
        List<Position> positions = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            Instance board = generator.generate(seed, b);
            SplittableRandom random = Seeds.stream(seed, 1_000_000 + b);
            Game game = Game.started(board);
            List<Position> played = new ArrayList<>();
            while (!game.status().over()) {
                played.add(game.view().position());
                step(game, board.layout(), random);
            }
            for (double share : shares) {
                positions.add(played.get((int) Math.round(share * (played.size() - 1))));
            }
        }
        return positions;
    }

    /**
     * The positions where a player who takes every certain cell (exact probabilities) is stuck and
     * must guess, over whole games of {@code boards} boards: each stuck position is kept, then the
     * oracle opens a random safe cell and play goes on. Forced 50/50s show up here.
     */
    public static List<Position> stuck(String spec, long seed, int boards) {
        UniformGenerator generator = new UniformGenerator(BoardSpec.parse(spec), FirstClickRule.SAFE, new StartRule.Center());
        ProbabilityEngine engine = new ProbabilityEngine(ProbabilityEngine.Settings.defaults());
        List<Position> positions = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            Instance board = generator.generate(seed, b);
            SplittableRandom random = Seeds.stream(seed, 2_000_000 + b);
            Game game = Game.started(board);
            while (!game.status().over()) {
                MineProbabilities p = engine.analyse(game.view().position());
                BitSet safe = p.certainSafe();
                BitSet mines = p.certainMines();
                mines.andNot(flagged(game.view().position()));
                if (safe.isEmpty() && mines.isEmpty()) {
                    positions.add(game.view().position());
                    int[] open = cells(game.view().position(), board.layout(), false, false);
                    game.open(open[random.nextInt(open.length)]);
                } else {
                    mines.stream().forEach(game::toggleFlag);
                    safe.stream().filter(c -> !game.status().over()).forEach(game::open);
                }
            }
        }
        return positions;
    }

    private static BitSet flagged(Position p) {
        BitSet flags = new BitSet();
        for (int c = 0; c < p.geometry().size(); c++) {
            if (p.state(c) == Position.FLAG) {
                flags.set(c);
            }
        }
        return flags;
    }

    /** One move: flag a mine beside the revealed area (one time in four), else open a safe cell. */
    private static void step(Game game, MineLayout layout, SplittableRandom random) {
        Position p = game.view().position();
        boolean flag = random.nextInt(4) == 0;
        int[] beside = cells(p, layout, true, flag);
        int[] anywhere = beside.length > 0 ? beside : cells(p, layout, false, flag);
        if (anywhere.length == 0) {
            flag = false; // every mine is flagged: open a safe cell (one is left while the game goes on)
            anywhere = cells(p, layout, false, false);
        }
        int cell = anywhere[random.nextInt(anywhere.length)];
        if (flag) {
            game.toggleFlag(cell);
        } else {
            game.open(cell);
        }
    }

    /** Hidden cells that are mines (or safe), optionally only those next to a revealed cell. */
    private static int[] cells(Position p, MineLayout layout, boolean beside, boolean mines) {
        Geometry g = p.geometry();
        List<Integer> found = new ArrayList<>();
        for (int c = 0; c < g.size(); c++) {
            if (p.state(c) == Position.HIDDEN && layout.isMine(c) == mines && (!beside || touchesRevealed(p, c))) {
                found.add(c);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    private static boolean touchesRevealed(Position p, int c) {
        Geometry g = p.geometry();
        for (int k = 0; k < g.degree(c); k++) {
            if (p.isRevealed(g.neighbour(c, k))) {
                return true;
            }
        }
        return false;
    }
}
