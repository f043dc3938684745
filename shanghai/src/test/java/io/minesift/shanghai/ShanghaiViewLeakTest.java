package io.minesift.shanghai;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The view has no path to a hidden kind: it reaches no {@link Position}, and two positions that
 * differ only in the kinds of two covered tiles give views with exactly the same content, walked
 * field by field through everything the view can reach.
 */
class ShanghaiViewLeakTest {
    @Test
    void swappingHiddenKindsChangesNothingTheViewHolds() {
        int swaps = 0;
        for (String name : List.of("mini-turtle", "mini-spider", "medium-72")) {
            Layout layout = Layouts.named(name);
            for (int i = 0; i < 30; i++) {
                SplittableRandom random = new SplittableRandom(i);
                Deal deal = DealGenerator.deal(layout, 5, i);
                Position p = deal.position();
                for (Move move : deal.winningOrder()) {
                    int[] pair = hiddenPairOfTwoKinds(p, random);
                    if (pair != null) {
                        Position swapped = swap(p, pair[0], pair[1]);
                        assertEquals(content(p.view()), content(swapped.view()), name + " deal " + i);
                        swaps++;
                    }
                    assertShowsOnlyUncovered(p);
                    p = p.apply(move);
                }
            }
        }
        assertTrue(swaps > 500, swaps + " swaps");
    }

    @Test
    void theViewReachesNoPosition() {
        for (Field f : ShanghaiView.class.getDeclaredFields()) {
            assertFalse(f.getType().isAssignableFrom(Position.class) && f.getType() != Object.class, f.getName());
        }
        Position p = DealGenerator.deal(Layouts.named("mini-turtle"), 1, 0).position();
        Map<Object, Boolean> seen = new IdentityHashMap<>();
        content(p.view(), seen);
        assertFalse(seen.keySet().stream().anyMatch(o -> o instanceof Position));
        assertTrue(seen.keySet().stream().anyMatch(o -> o instanceof Layout), "the walk does go through the view");
    }

    private static void assertShowsOnlyUncovered(Position p) {
        ShanghaiView view = p.view();
        for (int t = 0; t < p.layout().size(); t++) {
            int expected = p.present(t) && !p.hidden(t) ? p.kind(t) : ShanghaiView.UNKNOWN;
            assertEquals(expected, view.kind(t));
            assertEquals(p.hidden(t), view.hidden(t));
            assertEquals(p.free(t), view.free(t));
        }
    }

    private static int[] hiddenPairOfTwoKinds(Position p, SplittableRandom random) {
        List<Integer> hidden = new ArrayList<>();
        for (int t = 0; t < p.layout().size(); t++) {
            if (p.hidden(t)) {
                hidden.add(t);
            }
        }
        for (int tries = 0; tries < 20 && hidden.size() >= 2; tries++) {
            int a = hidden.get(random.nextInt(hidden.size()));
            int b = hidden.get(random.nextInt(hidden.size()));
            if (p.kind(a) != p.kind(b)) {
                return new int[]{a, b};
            }
        }
        return null;
    }

    private static Position swap(Position p, int a, int b) {
        int[] kinds = new int[p.layout().size()];
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = p.kind(t);
        }
        kinds[a] = p.kind(b);
        kinds[b] = p.kind(a);
        return Position.deal(p.layout(), kinds).withTiles(p.tiles());
    }

    private static String content(Object o) {
        return content(o, new IdentityHashMap<>());
    }

    /** Everything reachable from {@code o}: our classes field by field, arrays item by item, the JDK's by value. */
    private static String content(Object o, Map<Object, Boolean> seen) {
        if (o == null) {
            return "null";
        }
        Class<?> c = o.getClass();
        if (c.isPrimitive() || o instanceof Number || o instanceof Boolean || o instanceof String) {
            return o.toString();
        }
        if (seen.put(o, true) != null) {
            return "(seen " + c.getSimpleName() + ")";
        }
        if (c.isArray()) {
            StringBuilder s = new StringBuilder("[");
            for (int i = 0; i < Array.getLength(o); i++) {
                s.append(content(Array.get(o, i), seen)).append(',');
            }
            return s.append(']').toString();
        }
        if (!c.getName().startsWith("io.minesift")) {
            return c.getName() + "=" + o;
        }
        StringBuilder s = new StringBuilder(c.getSimpleName()).append('{');
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (Modifier.isStatic(f.getModifiers())) {
                    continue;
                }
                f.setAccessible(true);
                try {
                    s.append(f.getName()).append('=').append(content(f.get(o), seen)).append(';');
                } catch (IllegalAccessException e) {
                    throw new AssertionError(e);
                }
            }
        }
        return s.append('}').toString();
    }
}
