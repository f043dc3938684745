package io.minesift.core.report;

import io.minesift.core.classify.Category;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code boards.csv} keeps ids as text in spreadsheets and as the bare id for other CSV readers. */
class CsvReportTest {
    /** The fields of one CSV line by RFC 4180 (quoted fields, doubled quotes), as CSV readers split it. */
    private static List<String> fields(String line) {
        List<String> out = new ArrayList<>();
        StringBuilder f = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                f.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                out.add(f.toString());
                f.setLength(0);
            } else {
                f.append(c);
            }
        }
        out.add(f.toString());
        return out;
    }

    @Test
    void idsThatLookLikeNumbersAlsoComeAsSpreadsheetText() {
        SiftReport report = ReportFixtures.report(List.of(
                ReportFixtures.row("5084434401e7", Category.TOO_EASY, 1, 1, null),
                ReportFixtures.row("012345678901", Category.LUCK_BOUND, 0.2, 0.4, Category.LUCK_BOUND)));
        List<String> lines = new String(CsvReport.write(report), StandardCharsets.UTF_8).lines().toList();
        List<String> header = fields(lines.get(0));
        assertEquals(List.of("id", "id_text", "category"), header.subList(0, 3));
        assertTrue(lines.get(1).startsWith("5084434401e7,\"=\"\"5084434401e7\"\"\",too-easy,"), lines.get(1));
        List<String> second = fields(lines.get(2));
        assertEquals(header.size(), second.size());
        assertEquals("012345678901", second.get(0));
        assertEquals("=\"012345678901\"", second.get(1));
        assertEquals("luck-bound", second.get(header.indexOf("label")));
    }

    @Test
    void fieldsWithCommasOrQuotesAreQuoted() {
        assertEquals("plain", CsvReport.field("plain"));
        assertEquals("\"a,b\"", CsvReport.field("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", CsvReport.field("say \"hi\""));
        assertEquals("\"=\"\"a\"\"\"\"b\"\"\"", CsvReport.spreadsheetText("a\"b"), "a quote doubled in the formula, then for CSV");
        assertEquals(List.of("=\"a\"\"b\""), fields(CsvReport.spreadsheetText("a\"b")));
    }
}
