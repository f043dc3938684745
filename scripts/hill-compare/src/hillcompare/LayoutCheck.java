package hillcompare;

import io.minesift.minesweeper.board.Cell;
import io.minesift.minesweeper.board.FirstClickRule;
import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.minesweeper.board.MineLayout;
import io.minesift.minesweeper.board.Provenance;
import minesweeper.gamestate.GameStateModel;
import minesweeper.gamestate.GameStateStandard;
import minesweeper.settings.GameSettings;
import minesweeper.structure.Action;
import minesweeper.structure.Location;

import java.util.BitSet;
import java.util.Random;

/**
 * Checks {@link LayoutGame} against Hill's own game model: his first N expert boards (the game
 * seeds his bulk runner draws from his run seed, in order) are played by his solver twice, once
 * in his {@code GameStateStandard} and once copied into a {@code LayoutGame}; every game must
 * end the same way with the same guesses. The wins are those of {@link HillSanity} on N games.
 *
 * <p>Usage: {@code LayoutCheck GAMES [SEED]}.
 */
public final class LayoutCheck {
    private LayoutCheck() {
    }

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            HillCompare.fail("usage: LayoutCheck GAMES [SEED]");
        }
        HillCompare.guarded(() -> check(Integer.parseInt(args[0]), args.length > 1 ? Long.parseLong(args[1]) : 450637648L));
    }

    private static void check(int games, long runSeed) {
        Random seeder = new Random(runSeed);
        HillPlayer hill = new HillPlayer(HillSettings.bulk());
        int wins = 0;
        int differ = 0;
        for (int i = 0; i < games; i++) {
            // His bulk controller's game seed for the next game.
            long seed = Math.abs(seeder.nextLong() & 0xFFFFFFFFFFFFFL);
            HillPlayer.Outcome his = hill.play(new GameStateStandard(GameSettings.EXPERT, seed));
            HillPlayer.Outcome ours = hill.play(new LayoutGame(copy(seed), i));
            wins += his.won() ? 1 : 0;
            if (!his.equals(ours)) {
                differ++;
                System.out.println("game " + i + " (seed " + seed + "): his model " + his + ", LayoutGame " + ours);
            }
        }
        System.out.println(games + " of his boards: " + wins + " won in his model; " + differ + " games end otherwise in LayoutGame");
        if (differ > 0) {
            System.exit(1);
        }
    }

    /** His board of game seed {@code seed} (drawn at a first click in the corner) as our instance. */
    private static Instance copy(long seed) {
        GameStateStandard game = new GameStateStandard(GameSettings.EXPERT, seed);
        game.doAction(new Action(0, 0, Action.CLEAR));
        Geometry g = Geometry.of(game.getWidth(), game.getHeight());
        BitSet mines = new BitSet();
        for (int x = 0; x < g.width(); x++) {
            for (int y = 0; y < g.height(); y++) {
                if (game.privilegedQuery(new Location(x, y), true) == GameStateModel.MINE) {
                    mines.set(g.index(x, y));
                }
            }
        }
        return Instance.of(MineLayout.of(g, mines), new Cell(0, 0),
                new Provenance("hill-standard", seed, null, FirstClickRule.SAFE, "corner", null));
    }
}
