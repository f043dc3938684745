package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Boards;
import io.minesift.minesweeper.board.MineLayout;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.lang.ref.Reference;
import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The player's view must give no path to the hidden layout: neither by its fields (walked by
 * reflection, recursively, through superclasses, arrays, collections and maps) nor by its class,
 * whose constant pool must not even name the Game, the MineLayout or BitSet.
 */
class PlayerViewLeakTest {
    private static final Set<Class<?>> SECRET = Set.of(MineLayout.class, BitSet.class, Game.class);

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void viewHoldsNoLayoutAtAnyStage(long seed) {
        Random rnd = new Random(seed);
        MineLayout layout = Boards.random(rnd, 12, 0.3);
        Game game = new Game(layout);
        PlayerView view = game.view();
        assertEquals(List.of(), leaks(view), "fresh game");
        for (int step = 0; step < 50 && !game.status().over(); step++) {
            int cell = rnd.nextInt(layout.geometry().size());
            if (rnd.nextInt(4) == 0) {
                game.toggleFlag(cell);
            } else {
                game.open(cell);
            }
            assertEquals(List.of(), leaks(view), "after step " + step);
        }
        assertEquals(List.of(), leaks(view), "finished game");
    }

    @Test
    void viewClassDoesNotNameTheGameOrTheLayout() throws IOException {
        Class<?> viewClass = new Game(Boards.parse("*..")).view().getClass();
        assertNotEquals(Game.class, viewClass.getNestHost());
        assertNotEquals(Game.class, viewClass.getEnclosingClass());
        List<Class<?>> types = new ArrayList<>();
        for (Class<?> c = viewClass; c != null && c != Object.class; c = c.getSuperclass()) {
            types.add(c);
            Collections.addAll(types, c.getInterfaces());
        }
        for (Class<?> c : types) {
            for (Field f : c.getDeclaredFields()) {
                for (Class<?> secret : SECRET) {
                    assertFalse(secret.isAssignableFrom(f.getType()) || f.getType().isAssignableFrom(secret)
                                    && f.getType() != Object.class,
                            c.getName() + "." + f.getName() + " can hold a " + secret.getSimpleName());
                }
            }
            Set<String> names = constantPoolUtf8(c);
            for (String name : names) {
                for (String secret : List.of("io/minesift/minesweeper/game/Game", "io/minesift/minesweeper/board/MineLayout", "java/util/BitSet")) {
                    assertFalse(name.equals(secret) || name.contains("L" + secret + ";"),
                            c.getName() + " refers to " + secret + " (" + name + ")");
                }
            }
        }
    }

    // The checks above must be able to fail: the walker finds a layout behind a list, an array, a
    // superclass field and a map, a BitSet, and a Game; the constant-pool reader sees Game's own names.
    @Test
    void theWalkerFindsPlantedLeaks() throws IOException {
        MineLayout layout = Boards.parse("*.");
        assertEquals(1, leaks(new Holder(List.of(new Object[]{"x", layout}))).size());
        assertEquals(1, leaks(new Holder(new Object[]{new Object[]{layout}})).size());
        assertEquals(1, leaks(new SubHolder(Map.of("k", Optional.of(layout)))).size());
        assertEquals(1, leaks(new Holder(layout.mines())).size());
        assertEquals(1, leaks(new Holder(new Game(layout))).size());
        assertTrue(leaks(new Holder(new Holder(new int[]{1, 2}))).isEmpty());
        Set<String> gameNames = constantPoolUtf8(Game.class);
        assertTrue(gameNames.contains("io/minesift/minesweeper/game/Game"));
        assertTrue(gameNames.stream().anyMatch(n -> n.contains("Lio/minesift/minesweeper/board/MineLayout;")));
    }

    private static class Holder {
        private final Object inside;

        Holder(Object inside) {
            this.inside = inside;
        }
    }

    private static final class SubHolder extends Holder {
        SubHolder(Object inside) {
            super(inside);
        }
    }

    // ---- the walker ----

    static List<String> leaks(Object root) {
        List<String> found = new ArrayList<>();
        walk(root, "view", Collections.newSetFromMap(new IdentityHashMap<>()), found);
        return found;
    }

    private static void walk(Object o, String path, Set<Object> seen, List<String> found) {
        if (o == null || !seen.add(o)) {
            return;
        }
        Class<?> c = o.getClass();
        for (Class<?> secret : SECRET) {
            if (secret.isInstance(o)) {
                found.add(path + " is a " + secret.getSimpleName());
                return;
            }
        }
        if (c.isArray()) {
            if (!c.getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(o); i++) {
                    walk(Array.get(o, i), path + "[" + i + "]", seen, found);
                }
            }
            return;
        }
        if (o instanceof Collection<?> col) {
            int i = 0;
            for (Object e : col) {
                walk(e, path + "{" + i++ + "}", seen, found);
            }
            return;
        }
        if (o instanceof Map<?, ?> map) {
            for (Map.Entry<?, ?> e : map.entrySet()) {
                walk(e.getKey(), path + ".key", seen, found);
                walk(e.getValue(), path + "[" + e.getKey() + "]", seen, found);
            }
            return;
        }
        if (o instanceof Optional<?> opt) {
            walk(opt.orElse(null), path + ".get()", seen, found);
            return;
        }
        if (o instanceof Reference<?> ref) {
            walk(ref.get(), path + ".get()", seen, found);
            return;
        }
        // Other JDK objects (strings, boxes, enums' base class) cannot be opened under strong
        // encapsulation and hold nothing of ours.
        for (Class<?> k = c; k != null && !isJdk(k); k = k.getSuperclass()) {
            for (Field f : k.getDeclaredFields()) {
                if (f.getType().isPrimitive()) {
                    continue;
                }
                try {
                    f.setAccessible(true);
                    Object value = f.get(Modifier.isStatic(f.getModifiers()) ? null : o);
                    walk(value, path + "." + f.getName(), seen, found);
                } catch (IllegalAccessException e) {
                    throw new AssertionError("cannot read " + f, e);
                }
            }
        }
    }

    private static boolean isJdk(Class<?> c) {
        String n = c.getName();
        return n.startsWith("java.") || n.startsWith("javax.") || n.startsWith("jdk.") || n.startsWith("sun.");
    }

    // ---- a minimal class-file constant-pool reader (JVMS §4.4) ----

    static Set<String> constantPoolUtf8(Class<?> c) throws IOException {
        String resource = c.getName().substring(c.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream in = c.getResourceAsStream(resource)) {
            assertNotNull(in, "class file of " + c);
            DataInputStream d = new DataInputStream(in);
            assertEquals(0xCAFEBABE, d.readInt());
            d.readUnsignedShort();
            d.readUnsignedShort();
            int count = d.readUnsignedShort();
            Set<String> utf8 = new HashSet<>();
            for (int i = 1; i < count; i++) {
                int tag = d.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8.add(d.readUTF());
                    case 3, 4, 9, 10, 11, 12, 17, 18 -> d.readInt();
                    case 5, 6 -> {
                        d.readLong();
                        i++;
                    }
                    case 7, 8, 16, 19, 20 -> d.readUnsignedShort();
                    case 15 -> {
                        d.readUnsignedByte();
                        d.readUnsignedShort();
                    }
                    default -> throw new AssertionError("unknown constant-pool tag " + tag + " in " + c);
                }
            }
            return utf8;
        }
    }
}
