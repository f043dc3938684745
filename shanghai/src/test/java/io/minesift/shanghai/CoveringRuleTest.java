package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Covering by any overlapping tile in any higher layer (GNOME Mahjongg's rule) against the rule
 * minesift had, "a tile overlapping it in the layer directly above", which this test computes
 * again on its own from the places. The argument: if every tile covering {@code t} is stacked over
 * {@code t} through a chain of tiles each directly above the last, then in every position reached by
 * play the two rules agree, since a tile goes only when nothing lies on it and so the chain stays
 * while its top does. The built-in layouts meet that condition (tested), so their rules' outcome is
 * unchanged; a bridge does not, and there the rules differ from the old one (tested, so that the
 * comparison can fail).
 */
class CoveringRuleTest {
    private static final String[] DRAWN = {"instances/layouts/steps.layout", "instances/layouts/bridge.layout"};

    /** The old relation: the tiles overlapping {@code t} in the layer directly above (or below). */
    static int[] adjacent(Layout l, int t, int dLayer) {
        List<Integer> found = new ArrayList<>();
        for (int u = 0; u < l.size(); u++) {
            if (l.layer(u) == l.layer(t) + dLayer && Math.abs(l.row(u) - l.row(t)) < 2 && Math.abs(l.col(u) - l.col(t)) < 2) {
                found.add(u);
            }
        }
        return found.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The tiles reached from {@code t} by steps to a tile directly above, depth first. */
    static BitSet stacked(Layout l, int t) {
        BitSet seen = new BitSet();
        List<Integer> todo = new ArrayList<>(List.of(t));
        while (!todo.isEmpty()) {
            for (int u : adjacent(l, todo.remove(todo.size() - 1), 1)) {
                if (!seen.get(u)) {
                    seen.set(u);
                    todo.add(u);
                }
            }
        }
        return seen;
    }

    @Test
    void onTheBuiltInLayoutsTheTilesLyingOnATileAreTheOnesDirectlyAbove() {
        for (String name : Layouts.NAMES) {
            Layout l = Layouts.named(name);
            for (int t = 0; t < l.size(); t++) {
                assertArrayEquals(adjacent(l, t, 1), l.above(t), name + " " + t);
                assertArrayEquals(adjacent(l, t, -1), l.below(t), name + " " + t);
            }
        }
    }

    @Test
    void onTheBuiltInLayoutsEveryCoveringTileIsStackedThroughTheLayersBetween() {
        int beyond = 0;
        for (String name : Layouts.NAMES) {
            Layout l = Layouts.named(name);
            for (int t = 0; t < l.size(); t++) {
                BitSet chain = stacked(l, t);
                for (int u : l.covering(t)) {
                    assertTrue(chain.get(u), name + ": tile " + u + " covers " + t + " but is not stacked over it");
                    beyond += l.layer(u) > l.layer(t) + 1 ? 1 : 0;
                }
            }
            assertEquals(0, LayoutFacts.throughGaps(l), name);
        }
        // Not vacuous: Turtle's top tile alone covers 4 + 4 + ... tiles two or more layers down.
        assertTrue(beyond > 100, "covering tiles beyond the layer directly above: " + beyond);
    }

    @Test
    void inEveryPositionReachedByPlayTheRulesAreGnomes() {
        int differsFromTheOld = 0;
        List<Layout> layouts = new ArrayList<>(Layouts.NAMES.stream().map(Layouts::named).toList());
        for (String file : DRAWN) {
            layouts.add(LayoutFiles.read(file));
        }
        for (Layout l : layouts) {
            SplittableRandom random = new SplittableRandom(l.size());
            for (int game = 0; game < 40; game++) {
                BitSet present = new BitSet();
                present.set(0, l.size());
                while (true) {
                    List<Integer> free = new ArrayList<>();
                    for (int t = present.nextSetBit(0); t >= 0; t = present.nextSetBit(t + 1)) {
                        assertEquals(free(l, present, t, l.covering(t)), Table.free(l, present, t), l.name() + " " + t);
                        differsFromTheOld += free(l, present, t, l.covering(t)) != free(l, present, t, adjacent(l, t, 1)) ? 1 : 0;
                        if (Table.free(l, present, t)) {
                            free.add(t);
                        }
                    }
                    if (free.size() < 2) {
                        break;
                    }
                    // a pair of free tiles, whatever their kinds: every position a game can reach is reached so
                    present.clear(free.remove(random.nextInt(free.size())));
                    present.clear(free.get(random.nextInt(free.size())));
                }
            }
        }
        assertTrue(differsFromTheOld > 0, "the bridge's positions tell the two rules apart");
    }

    /** Free by the rules' words: on the table, no tile of {@code cover} on it, not touched on both sides. */
    private static boolean free(Layout l, BitSet present, int t, int[] cover) {
        boolean covered = false;
        for (int u : cover) {
            covered |= present.get(u);
        }
        boolean left = false;
        boolean right = false;
        for (int u = 0; u < l.size(); u++) {
            boolean beside = present.get(u) && l.layer(u) == l.layer(t) && Math.abs(l.row(u) - l.row(t)) < 2;
            left |= beside && l.col(u) == l.col(t) - 2;
            right |= beside && l.col(u) == l.col(t) + 2;
        }
        return present.get(t) && !covered && !(left && right);
    }

    @Test
    void theBridgeCoversWhatLiesUnderTheGap() {
        Layout b = LayoutImportTest.text(LayoutImportTest.BRIDGE);
        int under = 2;
        int bridge = 12;
        int top = 13;
        assertEquals("0 0 4", b.layer(under) + " " + b.row(under) + " " + b.col(under));
        assertArrayEquals(new int[]{bridge, top}, b.covering(under));
        assertArrayEquals(new int[]{bridge}, b.above(under), "the bridge lies on it; the top tile lies on the bridge");
        assertArrayEquals(new int[]{}, adjacent(b, under, 1), "nothing in layer 1 over it: the old rule left it open");
        Position full = DealGenerator.uniform(b, 1, 0);
        assertTrue(full.hidden(under));
        assertTrue(full.withTiles(Drawn.without(full, top)).hidden(under), "the bridge alone still covers it");
        assertFalse(full.withTiles(Drawn.without(full, top, bridge)).hidden(under));
    }

    @Test
    void aBridgeHeldAtItsEndsStandsAndAFloatingTileDoesNot() {
        // Layer 1: a tile on each end tile of layer 0 and two between them over nothing, held side by side.
        Layout held = LayoutImportTest.text("0 0 0;0 0 8;1 0 1;1 0 3;1 0 5;1 0 7");
        assertEquals(6, held.size());
        assertArrayEquals(new int[]{0}, held.below(2));
        assertArrayEquals(new int[]{}, held.below(3), "a tile of the bridge lies on nothing");
        io.minesift.core.util.InputException e = org.junit.jupiter.api.Assertions.assertThrows(
                io.minesift.core.util.InputException.class, () -> LayoutImportTest.text("0 0 0;0 0 8;1 0 1;1 0 5"));
        assertEquals("drawn: line 4: tile 1 0 5 lies on no tile of layer 0", e.getMessage());
    }
}
