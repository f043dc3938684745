package io.minesift.core.curate;

import io.minesift.core.report.BoardArt;
import io.minesift.core.report.CsvReport;
import io.minesift.core.report.HtmlReport;
import io.minesift.core.report.MapChart;
import io.minesift.core.report.SiftReport;
import io.minesift.core.report.SummaryJson;
import io.minesift.core.util.AtomicFiles;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a sift's output folder (each file atomically): {@code map.png}, {@code map.svg},
 * {@code index.html}, {@code boards.csv}, {@code summary.json}, the game's board set
 * {@code boards.json} that {@code filter} and {@code pack} read, and each board's own files in
 * {@code boards/} for the page's links (for Minesweeper {@code ID.mine} and {@code ID.mbf}).
 * ({@code results.jsonl} is the sift's journal.)
 */
public final class Reports {
    public static final String SUMMARY = "summary.json";
    public static final String BOARD_SET = "boards.json";
    public static final String MAP_PNG = "map.png";
    public static final String MAP_SVG = "map.svg";
    public static final String TABLE = "boards.csv";
    public static final String PAGE = "index.html";
    /** Every file a report writes (besides the board folder). */
    static final java.util.List<String> FILES = java.util.List.of(SUMMARY, BOARD_SET, MAP_PNG, MAP_SVG, TABLE, PAGE);
    /** The report's sub-folder that holds each board's files. */
    public static final String BOARD_FOLDER = "boards";

    private Reports() {
    }

    public static <B> void write(Path out, SiftReport report, List<B> boards, Puzzle<B> puzzle) {
        Map<String, B> byId = new LinkedHashMap<>();
        boards.forEach(b -> byId.putIfAbsent(puzzle.boardId(b), b));
        puzzle.writeBoardFiles(out.resolve(BOARD_FOLDER), List.copyOf(byId.values()));
        AtomicFiles.write(out.resolve(BOARD_SET), puzzle.writeBoardSet(boards));
        BoardArt art = puzzle.art(byId);
        byte[] png = MapChart.png(report, MapChart.Whiskers.NONE, art.regions());
        AtomicFiles.write(out.resolve(MAP_PNG), png);
        AtomicFiles.write(out.resolve(MAP_SVG), MapChart.svg(report, art.regions()));
        AtomicFiles.write(out.resolve(TABLE), CsvReport.write(report));
        AtomicFiles.write(out.resolve(SUMMARY), SummaryJson.write(report));
        AtomicFiles.write(out.resolve(PAGE), HtmlReport.write(report, png, art));
    }
}
