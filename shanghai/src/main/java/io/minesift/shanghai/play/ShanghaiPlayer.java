package io.minesift.shanghai.play;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;

import java.util.SplittableRandom;

/**
 * A Shanghai player (n samples, depth d, five weights) and its referee, as the experiment sees it.
 * A play draws its redeal (when {@link HiddenTiles#REDEALT} or {@link HiddenTiles#GENERATED}) from its first split stream and the
 * player's samples from its second, so a play depends only on its own stream. With a redeal, the
 * play is also made on the deal as dealt, with the same player stream, for the attempt's
 * {@code onLayout} (the report's layout rate): the luck-fair rate and the fixed deal's rate side by
 * side, on the same plays.
 *
 * @param role    {@code weak} or {@code strong}: the role of its player file
 * @param samples n, the arrangements of the hidden tiles it tries per decision
 * @param depth   d, the depth of its tree search
 * @param deadCheck the exact solver's node budget to prove a sample lost after a move, 0 for none
 *                  ({@link DeadCheck})
 */
public record ShanghaiPlayer(String role, int samples, int depth, Weights weights, HiddenTiles hiddenTiles,
                             long deadCheck) implements Contestant<Position> {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String name() {
        return role;
    }

    @Override
    public String fingerprint() {
        ObjectNode root = JSON.createObjectNode().put("player", role);
        ObjectNode p = root.putObject("parameters");
        p.put(ShanghaiPlayers.SAMPLES, samples).put(ShanghaiPlayers.DEPTH, depth);
        double[] w = weights.values();
        for (int i = 0; i < w.length; i++) {
            p.put(Weights.NAMES.get(i), w[i]);
        }
        p.put(ShanghaiPlayers.HIDDEN_TILES, hiddenTiles.id());
        if (deadCheck > 0) {
            // Only when on: a player without the check keeps the fingerprint it always had, so
            // reports and references made before the parameter existed still match.
            p.put(ShanghaiPlayers.DEAD_CHECK, deadCheck);
        }
        return root.toString();
    }

    /** What it does, in words made from its parameters (a player file's description, as {@code tune} writes it). */
    public String description() {
        double[] w = weights.values();
        StringBuilder weightWords = new StringBuilder();
        for (int i = 0; i < w.length; i++) {
            weightWords.append(i == 0 ? "" : ", ").append(Weights.NAMES.get(i)).append(' ')
                    .append(new java.math.BigDecimal(Double.toString(w[i])).stripTrailingZeros().toPlainString());
        }
        return "Shanghai, " + role + " player (n = " + samples + ", d = " + depth + "): certain moves first, else the best "
                + (samples == 1 ? "action value on one random arrangement" : "mean value over " + samples + " random arrangements")
                + " of the hidden tiles, " + (depth == 1 ? "no look-ahead" : "each searched " + depth + " moves deep")
                + (hiddenTiles == HiddenTiles.AS_DEALT ? ", on the deal as dealt"
                        : hiddenTiles == HiddenTiles.GENERATED ? ", the hidden tiles redealt each play as the deal generator deals them"
                        : ", the hidden tiles redealt each play")
                + (deadCheck > 0 ? "; a move after which the exact solver proves a sample lost (" + deadCheck
                        + " nodes) is worth 0 on that sample" : "")
                + "; weights " + weightWords + ".";
    }

    @Override
    public Attempt attempt(Position deal, SplittableRandom random) {
        return attempt(deal, random, false);
    }

    /**
     * An attempt, with the plain search when {@code plain} ({@link MonteCarlo}'s reference: the same
     * moves, slower), for measuring the two side by side.
     */
    public Attempt attempt(Position deal, SplittableRandom random, boolean plain) {
        SplittableRandom luck = random.split();
        SplittableRandom player = random.split();
        if (hiddenTiles == HiddenTiles.AS_DEALT) {
            Play play = play(deal, player, plain);
            return play.attempt(play.won);
        }
        int[] kinds = hiddenTiles.kinds(deal, luck);
        Position redealt = Position.deal(deal.layout(), kinds);
        long playerSeed = player.nextLong();
        Play play = play(redealt, new SplittableRandom(playerSeed), plain);
        boolean onDeal = play(deal, new SplittableRandom(playerSeed), plain).won;
        return play.attempt(onDeal);
    }

    /** The same player with {@code samples} samples and search depth {@code depth}. */
    public ShanghaiPlayer with(int samples, int depth) {
        return new ShanghaiPlayer(role, samples, depth, weights, hiddenTiles, deadCheck);
    }

    /** The same player with hidden tiles {@code rule}. */
    public ShanghaiPlayer with(HiddenTiles rule) {
        return new ShanghaiPlayer(role, samples, depth, weights, rule, deadCheck);
    }

    /** One game to the end: won when the table is cleared, lost when no legal move is left. */
    Play play(Position start, SplittableRandom random) {
        return play(start, random, false);
    }

    private Play play(Position start, SplittableRandom random, boolean plain) {
        MonteCarlo mc = new MonteCarlo(samples, depth, weights, deadCheck, plain);
        Position p = start;
        while (!p.cleared()) {
            Move move = mc.choose(p.view(), random);
            if (move == null) {
                return new Play(false, mc.weighed());
            }
            p = p.apply(move);
        }
        return new Play(true, mc.weighed());
    }

    /** How a game went: won or lost, and how many times the player weighed several uncertain moves. */
    record Play(boolean won, int weighed) {
        Attempt attempt(boolean onDeal) {
            double chance = won ? 1 : 0;
            return new Attempt(won, chance, weighed, chance, onDeal, 0);
        }
    }
}
