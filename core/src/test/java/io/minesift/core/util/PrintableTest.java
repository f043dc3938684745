package io.minesift.core.util;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

/** Control and format characters become visible escapes; everything else stays as it was (cases by hand). */
class PrintableTest {
    @Test
    void controlAndFormatCharactersBecomeVisible() {
        assertEquals("\\x1b[31mred\\x1b[0m", Printable.of("\u001b[31mred\u001b[0m"));
        assertEquals("a\\x07b\\x7fc\\x9bd", Printable.of("a\u0007b\u007fc\u009bd"));
        assertEquals("\\ufeffboard.tatham.txt", Printable.of("\ufeffboard.tatham.txt"), "a byte-order mark");
        assertEquals("evil\\u202etxt.exe", Printable.of("evil\u202etxt.exe"), "a right-to-left override");
        assertEquals("one\\x0atwo", Printable.of("one\ntwo"), "a message stays one line");
    }

    @Test
    void plainTextIsLeftAlone() {
        String text = "16×16 board: 40 mines, café, 8%";
        assertSame(text, Printable.of(text));
    }
}
