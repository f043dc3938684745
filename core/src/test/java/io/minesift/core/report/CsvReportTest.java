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

    /** OWASP's CSV-injection advice: a text cell a spreadsheet would run as a formula becomes plain text. */
    @Test
    void cellsThatLookLikeFormulasBecomeText() {
        assertEquals("plain", CsvReport.cell("plain"));
        assertEquals("'=HYPERLINK(\"http://x\")".replace("\"", "\""), fields(CsvReport.cell("=HYPERLINK(\"http://x\")")).get(0));
        assertEquals("'+1", CsvReport.cell("+1"));
        assertEquals("'-2", CsvReport.cell("-2"));
        assertEquals("'@SUM(A1)", CsvReport.cell("@SUM(A1)"));
        assertEquals("\"'=1,2\"", CsvReport.cell("=1,2"), "quoted as well: the comma would split the cell");
        assertEquals("", CsvReport.cell(""));
    }

    @Test
    void aMeasureNamedLikeAFormulaStaysOneHeaderCellOfText() {
        SiftReport.Row row = ReportFixtures.row("5084434401e7", Category.TOO_EASY, 1, 1, null);
        SiftReport.Row odd = new SiftReport.Row(new io.minesift.core.experiment.BoardResult(row.id(),
                row.result().rates(), java.util.Map.of("x,=HYPERLINK(\"http://e\")", 1.0)), row.prediction(), null);
        List<String> lines = new String(CsvReport.write(ReportFixtures.report(List.of(odd))), StandardCharsets.UTF_8)
                .lines().toList();
        List<String> header = fields(lines.get(0));
        assertEquals(fields(lines.get(1)).size(), header.size(), "one header cell per column");
        assertEquals("x,=HYPERLINK(\"http://e\")", header.get(header.size() - 1), "a name with a comma is quoted whole");
    }
}
