package io.minesift.shanghai.label;

import io.minesift.core.util.Seeds;
import io.minesift.shanghai.Arrangement;
import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.play.HiddenTiles;
import io.minesift.shanghai.play.ShanghaiPlayers;
import org.junit.jupiter.api.Test;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The labels' two players: dealt alike, the shipped ones by default, their tables their referee's. */
class LabelPlayersTest {
    @Test
    void playersDealtDifferentlyAreRefusedInOneLine() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new LabelPlayers(
                LabelPlayers.SHIPPED.weak().with(HiddenTiles.GENERATED), LabelPlayers.SHIPPED.strong()));
        assertTrue(e.getMessage().contains("generated") && e.getMessage().contains("redealt")
                && !e.getMessage().contains("\\n"), e.getMessage());
    }

    @Test
    void theShippedPlayersReadTheUniformArrangements() {
        // The labels of every shipped set: the shipped players, whose tables are uniform
        // arrangements of the kinds not seen, drawn as the uniform referee draws them.
        assertEquals(ShanghaiPlayers.weak(), LabelPlayers.SHIPPED.weak());
        assertEquals(ShanghaiPlayers.strong(), LabelPlayers.SHIPPED.strong());
        assertEquals(LabelPlayers.of(ShanghaiPlayers.weak(), ShanghaiPlayers.strong()).orElseThrow(), LabelPlayers.SHIPPED);
        Position deal = DealGenerator.deal(Layouts.named("mini-turtle"), 3, 7).position();
        SplittableRandom a = Seeds.stream(5, 0);
        SplittableRandom b = Seeds.stream(5, 0);
        for (int j = 0; j < 8; j++) {
            assertEquals(Position.deal(deal.layout(), Arrangement.kinds(deal.view(), a)), LabelPlayers.SHIPPED.table(deal, b));
        }
    }

    @Test
    void asDealtPlayersReadTheDealItself() {
        LabelPlayers dealt = new LabelPlayers(LabelPlayers.SHIPPED.weak().with(HiddenTiles.AS_DEALT),
                LabelPlayers.SHIPPED.strong().with(HiddenTiles.AS_DEALT));
        Position deal = DealGenerator.deal(Layouts.named("mini-turtle"), 3, 7).position();
        assertEquals(deal, dealt.table(deal, new SplittableRandom(1)));
    }
}
