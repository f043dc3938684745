package io.minesift.sift;

import io.minesift.board.Instance;
import io.minesift.io.BoardFiles;
import io.minesift.io.BoardFormat;
import io.minesift.report.CsvReport;
import io.minesift.report.HtmlReport;
import io.minesift.report.MapChart;
import io.minesift.report.SiftReport;
import io.minesift.report.SummaryJson;
import io.minesift.util.AtomicFiles;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a sift's output folder (each file atomically): {@code map.png}, {@code map.svg},
 * {@code index.html}, {@code boards.csv}, {@code summary.json}, the board set {@code boards.json}
 * that {@code filter} and {@code pack} read, and each board as {@code boards/ID.mine} and
 * {@code boards/ID.mbf} for the page's links. ({@code results.jsonl} is the sift's journal.)
 */
public final class Reports {
    public static final String SUMMARY = "summary.json";
    public static final String BOARD_SET = "boards.json";

    private Reports() {
    }

    public static void write(Path out, SiftReport report, List<Instance> boards) {
        Map<String, Instance> byId = new LinkedHashMap<>();
        boards.forEach(b -> byId.putIfAbsent(b.id(), b));
        List<Instance> unique = List.copyOf(byId.values());
        Path folder = out.resolve(MinesweeperArt.FOLDER);
        BoardFiles.writeFolder(folder, BoardFormat.MINE, unique);
        BoardFiles.writeFolder(folder, BoardFormat.MBF, unique);
        AtomicFiles.write(out.resolve(BOARD_SET), BoardFiles.encode(BoardFormat.JSON, boards));
        byte[] png = MapChart.png(report);
        AtomicFiles.write(out.resolve("map.png"), png);
        AtomicFiles.write(out.resolve("map.svg"), MapChart.svg(report));
        AtomicFiles.write(out.resolve("boards.csv"), CsvReport.write(report));
        AtomicFiles.write(out.resolve(SUMMARY), SummaryJson.write(report));
        AtomicFiles.write(out.resolve("index.html"), HtmlReport.write(report, png, new MinesweeperArt(byId)));
    }
}
