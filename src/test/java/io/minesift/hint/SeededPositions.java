package io.minesift.hint;

import io.minesift.board.BoardSpec;
import io.minesift.board.FirstClickRule;
import io.minesift.board.Geometry;
import io.minesift.board.Instance;
import io.minesift.board.MineLayout;
import io.minesift.board.Position;
import io.minesift.board.StartRule;
import io.minesift.game.Game;
import io.minesift.generate.UniformGenerator;
import io.minesift.util.Seeds;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Positions of games played part way, for tests that compare hint engines: seeded uniform boards
 * (safe first click, start at the centre), each played from its start by a seeded "oracle" that
 * opens a random safe hidden cell next to the revealed area (else anywhere) and now and then flags
 * a mine next to it, snapshotted at several move counts, so the positions run from fresh starts
 * to near-finished boards with forced guesses and 50/50s.
 */
public final class SeededPositions {
    private SeededPositions() {
    }

    /**
     * {@code boards} boards of the size {@code spec}, each snapshotted after each of the move counts
     * (counts past the game's end are skipped).
     */
    public static List<Position> of(String spec, long seed, int boards, int... moves) {
        UniformGenerator generator = new UniformGenerator(BoardSpec.parse(spec), FirstClickRule.SAFE, new StartRule.Center());
        List<Position> positions = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            Instance board = generator.generate(seed, b);
            SplittableRandom random = Seeds.stream(seed, 1_000_000 + b);
            Game game = Game.started(board);
            int made = 0;
            for (int target : moves) {
                while (made < target && !game.status().over() && step(game, board.layout(), random)) {
                    made++;
                }
                if (game.status().over() || made < target) {
                    break;
                }
                positions.add(game.view().position());
            }
        }
        return positions;
    }

    /** One move: flag a mine beside the revealed area (one time in four), else open a safe cell. */
    private static boolean step(Game game, MineLayout layout, SplittableRandom random) {
        Position p = game.view().position();
        boolean flag = random.nextInt(4) == 0;
        int[] beside = cells(p, layout, true, flag);
        int[] anywhere = beside.length > 0 ? beside : cells(p, layout, false, flag);
        if (anywhere.length == 0) {
            return false;
        }
        int cell = anywhere[random.nextInt(anywhere.length)];
        if (flag) {
            game.toggleFlag(cell);
        } else {
            game.open(cell);
        }
        return true;
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
