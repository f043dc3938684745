package io.minesift.shanghai.label;

import io.minesift.core.experiment.Contestant;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;

import java.util.SplittableRandom;

/**
 * The two players whose own chances a label is a margin of: the weak chooser makes the weak
 * player's decisions and the strong chooser the strong player's, and the arrangements are the
 * tables their referee deals ({@link HiddenTiles}), the tables their luck-fair rates are played
 * on. The two must be dealt alike, or the labels would read two sets of tables.
 */
public record LabelPlayers(ShanghaiPlayer weak, ShanghaiPlayer strong) {
    /** The shipped players, the hidden tiles redealt uniformly: the labels of every shipped set. */
    public static final LabelPlayers SHIPPED = new LabelPlayers((ShanghaiPlayer) ShanghaiPlayers.weak(),
            (ShanghaiPlayer) ShanghaiPlayers.strong());

    /**
     * @throws IllegalArgumentException when the two players' referees deal the hidden tiles differently
     */
    public LabelPlayers {
        if (weak.hiddenTiles() != strong.hiddenTiles()) {
            throw new IllegalArgumentException("the labels read the tables both players' rates are played on, but the weak "
                    + "player's hidden tiles are " + weak.hiddenTiles().id() + " and the strong player's "
                    + strong.hiddenTiles().id() + ": give both players the same hiddenTiles");
        }
    }

    /**
     * The label players of a run's two contestants, or empty when either is not a Shanghai player.
     *
     * @throws IllegalArgumentException as the constructor does
     */
    public static java.util.Optional<LabelPlayers> of(Contestant<?> weak, Contestant<?> strong) {
        if (weak instanceof ShanghaiPlayer w && strong instanceof ShanghaiPlayer s) {
            return java.util.Optional.of(new LabelPlayers(w, s));
        }
        return java.util.Optional.empty();
    }

    /** How their referee deals the hidden tiles. */
    public HiddenTiles hiddenTiles() {
        return weak.hiddenTiles();
    }

    /** One table their referee deals for a play of {@code deal}, drawn from {@code random}. */
    Position table(Position deal, SplittableRandom random) {
        return Position.deal(deal.layout(), hiddenTiles().kinds(deal, random));
    }
}
