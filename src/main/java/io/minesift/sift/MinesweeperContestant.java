package io.minesift.sift;

import io.minesift.board.Instance;
import io.minesift.experiment.Attempt;
import io.minesift.experiment.Contestant;
import io.minesift.logic.ProbabilityEngine;
import io.minesift.player.LuckFairReferee;
import io.minesift.player.Player;
import io.minesift.player.StrongPlayer;
import io.minesift.player.WeakPlayer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A Minesweeper {@link Player} as a contestant of the paired-player experiment. Each play is
 * refereed by {@link LuckFairReferee}: a guess survives with its exact chance, drawn from a luck
 * stream split off the play's stream before the player gets it.
 */
public final class MinesweeperContestant implements Contestant<Instance> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Player player;

    public MinesweeperContestant(Player player) {
        this.player = player;
    }

    @Override
    public String name() {
        return player.name();
    }

    /**
     * The player's kind and every parameter, as the JSON object a player file holds:
     * {@code {"player":"weak","parameters":{"useMineCount":false,"guess":"uniform",...}}}.
     */
    @Override
    public String fingerprint() {
        ObjectNode root = JSON.createObjectNode();
        root.put("player", player.name());
        Object parameters = player instanceof StrongPlayer s ? s.parameters()
                : player instanceof WeakPlayer w ? w.parameters() : null;
        if (parameters == null) {
            root.put("class", player.getClass().getName());
        } else {
            ObjectNode params = JSON.valueToTree(parameters);
            if (params.has("guess")) { // player files spell the policy in lower case
                params.put("guess", params.get("guess").asText().toLowerCase(Locale.ROOT).replace('_', '-'));
            }
            if (player instanceof StrongPlayer s && !s.search().equals(StrongPlayer.Search.OFF)) {
                params.setAll((ObjectNode) JSON.valueToTree(s.search())); // strong-max: its additions too
            }
            root.set("parameters", params);
        }
        return root.toString();
    }

    @Override
    public Attempt attempt(Instance board, SplittableRandom random) {
        SplittableRandom luck = random.split();
        return LuckFairReferee.play(board, player.newGame(random), luck, new ProbabilityEngine());
    }
}
