package io.minesift.sift;

import io.minesift.board.Instance;
import io.minesift.experiment.Attempt;
import io.minesift.experiment.Contestant;
import io.minesift.logic.ProbabilityEngine;
import io.minesift.player.LuckFairReferee;
import io.minesift.player.Player;
import io.minesift.player.StrongPlayer;
import io.minesift.player.WeakPlayer;

import java.util.SplittableRandom;

/**
 * A Minesweeper {@link Player} as a contestant of the paired-player experiment. Each play is
 * refereed by {@link LuckFairReferee}: a guess survives with its exact chance, drawn from a luck
 * stream split off the play's stream before the player gets it.
 */
public final class MinesweeperContestant implements Contestant<Instance> {
    private final Player player;

    public MinesweeperContestant(Player player) {
        this.player = player;
    }

    @Override
    public String name() {
        return player.name();
    }

    /** The player's kind and every parameter (the parameter records print them all). */
    @Override
    public String fingerprint() {
        Object parameters = player instanceof StrongPlayer s ? s.parameters()
                : player instanceof WeakPlayer w ? w.parameters() : player.getClass().getName();
        return player.name() + " " + parameters;
    }

    @Override
    public Attempt attempt(Instance board, SplittableRandom random) {
        SplittableRandom luck = random.split();
        return LuckFairReferee.play(board, player.newGame(random), luck, new ProbabilityEngine());
    }
}
