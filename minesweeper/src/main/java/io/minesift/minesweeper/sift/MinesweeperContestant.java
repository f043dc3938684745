package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.board.Instance;
import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import io.minesift.minesweeper.logic.ProbabilityEngine;
import io.minesift.minesweeper.player.LuckFairReferee;
import io.minesift.minesweeper.player.Player;
import io.minesift.minesweeper.player.StrongPlayer;
import io.minesift.minesweeper.player.WeakPlayer;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.play.VariantLuckFairReferee;
import io.minesift.minesweeper.variant.play.VariantPlayer;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A Minesweeper {@link Player} as a contestant of the paired-player experiment. Each play is
 * refereed by {@link LuckFairReferee}: a guess survives with its exact chance, drawn from a luck
 * stream split off the play's stream before the player gets it. A board that names variant rules
 * is played by the player's variant counterpart ({@link VariantPlayer#of}, same parameters) and
 * refereed by {@link VariantLuckFairReferee}, the luck stream split off in the same way.
 */
public final class MinesweeperContestant implements Contestant<Instance> {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final VariantEngine VARIANT_ENGINE = new VariantEngine();
    private final Player player;
    /** The player on variant boards; null for a player that has no variant counterpart. */
    private final VariantPlayer variant;

    public MinesweeperContestant(Player player) {
        this.player = player;
        this.variant = player instanceof StrongPlayer || player instanceof WeakPlayer ? VariantPlayer.of(player) : null;
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
            if (player instanceof StrongPlayer s) { // a book file is read by content, not named by path
                s.givenBookDigest().ifPresent(d -> params.put("openingBookSha256", d));
            }
            root.set("parameters", params);
        }
        return root.toString();
    }

    @Override
    public Attempt attempt(Instance board, SplittableRandom random) {
        SplittableRandom luck = random.split();
        if (board.rules() != null) {
            if (variant == null) {
                throw new IllegalArgumentException("the player " + player.name() + " does not play variant boards");
            }
            return VariantLuckFairReferee.play(board, variant.newGame(random), luck, VARIANT_ENGINE);
        }
        return LuckFairReferee.play(board, player.newGame(random), luck, new ProbabilityEngine());
    }
}
