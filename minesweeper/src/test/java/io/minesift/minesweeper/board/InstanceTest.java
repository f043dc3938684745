package io.minesift.minesweeper.board;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Random;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InstanceTest {
    private static final Provenance GENERATED = new Provenance("uniform", 7L, 0, FirstClickRule.ZERO, "corner", null);
    private static final Provenance IMPORTED = Provenance.imported("boards/a.mine", "auto");

    private static final MineLayout LAYOUT = Boards.parse(
            "*....",
            "...*.",
            ".....");

    @Test
    void sameContentSameIdWhateverTheProvenance() {
        Instance a = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        Instance b = Instance.of(Boards.parse("*....", "...*.", "....."), new Cell(1, 2), IMPORTED);
        assertEquals(a.id(), b.id());
        assertTrue(a.id().matches("[0-9a-f]{12}"), a.id());
    }

    // Expected id computed independently here from the documented canonical form:
    // first 12 hex digits of SHA-256("5x3x2@1,2:0,8").
    @Test
    void idIsTheDocumentedDigest() throws Exception {
        byte[] digest = MessageDigest.getInstance("SHA-256").digest("5x3x2@1,2:0,8".getBytes(StandardCharsets.US_ASCII));
        String expected = HexFormat.of().formatHex(digest).substring(0, 12);
        assertEquals(expected, Instance.of(LAYOUT, new Cell(1, 2), GENERATED).id());
        assertEquals(expected, Instance.idOf(LAYOUT, new Cell(1, 2)));
    }

    @Test
    void otherStartOtherId() {
        Instance a = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        Instance b = a.withStart(new Cell(2, 1), GENERATED);
        assertNotEquals(a.id(), b.id());
        assertEquals(new Cell(2, 1), b.start());
        assertEquals(a.layout(), b.layout());
        // x,y and y,x differ too.
        assertNotEquals(Instance.idOf(LAYOUT, new Cell(1, 2)), Instance.idOf(LAYOUT, new Cell(2, 1)));
    }

    @Test
    void otherMinesOtherId() {
        Instance a = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        Instance b = Instance.of(Boards.parse("*....", "....*", "....."), new Cell(1, 2), GENERATED);
        Instance c = Instance.of(Boards.parse("*....", ".....", "....."), new Cell(1, 2), GENERATED);
        assertNotEquals(a.id(), b.id());
        assertNotEquals(a.id(), c.id());
        // Same mine indices on another shape: 3x5 instead of 5x3.
        Instance d = Instance.of(MineLayout.of(Geometry.of(3, 5), 0, 8), new Cell(1, 2), GENERATED);
        assertNotEquals(a.id(), d.id());
    }

    // Property: over many seeded random small boards, distinct (layout, start) give distinct ids
    // and equal ones equal ids (a 48-bit digest colliding among a few thousand boards would be a bug).
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void idsSeparateBoards(long seed) {
        Random rnd = new Random(seed);
        Set<String> keys = new HashSet<>();
        Set<String> ids = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            MineLayout l = Boards.random(rnd, 4, 0.5);
            Cell start = l.geometry().cell(rnd.nextInt(l.geometry().size()));
            String key = l.spec() + " " + l.mines() + " " + start;
            String id = Instance.idOf(l, start);
            if (keys.add(key)) {
                assertTrue(ids.add(id), "id collision for " + key);
            } else {
                assertTrue(ids.contains(id));
            }
        }
    }

    @Test
    void givenIdIsChecked() {
        Instance a = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        assertEquals(a, new Instance(a.id(), LAYOUT, new Cell(1, 2), GENERATED));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new Instance("000000000000", LAYOUT, new Cell(1, 2), GENERATED));
        assertTrue(e.getMessage().contains("does not match"), e.getMessage());
        assertTrue(e.getMessage().contains(a.id()), e.getMessage());
        // The id of the same board with another start is wrong for this one.
        String other = Instance.idOf(LAYOUT, new Cell(0, 1));
        assertThrows(IllegalArgumentException.class, () -> new Instance(other, LAYOUT, new Cell(1, 2), GENERATED));
    }

    @Test
    void startOutsideTheBoardIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Instance.of(LAYOUT, new Cell(5, 0), GENERATED));
        assertTrue(e.getMessage().contains("outside"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Instance.of(LAYOUT, new Cell(0, 3), GENERATED));
    }

    @Test
    void nullsAreRejected() {
        assertThrows(NullPointerException.class, () -> Instance.of(null, new Cell(0, 0), GENERATED));
        assertThrows(NullPointerException.class, () -> Instance.of(LAYOUT, null, GENERATED));
        assertThrows(NullPointerException.class, () -> Instance.of(LAYOUT, new Cell(0, 0), null));
    }

    @Test
    void accessors() {
        Instance a = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        assertEquals(11, a.startIndex()); // 2*5+1, by hand
        assertEquals(new BoardSpec(5, 3, 2), a.spec());
        assertEquals(Geometry.of(5, 3), a.geometry());
    }

    @Test
    void equalityAndTextAreThoseOfARecord() {
        Instance computed = Instance.of(LAYOUT, new Cell(1, 2), GENERATED);
        Instance given = new Instance(Instance.idOf(LAYOUT, new Cell(1, 2)), LAYOUT, new Cell(1, 2), GENERATED);
        assertEquals(given, computed); // before computed's id was asked for
        assertEquals(given.hashCode(), computed.hashCode());
        assertNotEquals(computed, Instance.of(LAYOUT, new Cell(1, 2), IMPORTED));
        assertEquals("Instance[id=" + given.id() + ", layout=" + LAYOUT + ", start=" + new Cell(1, 2)
                + ", source=" + GENERATED + "]", computed.toString());
    }
}
