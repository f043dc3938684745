package io.minesift.sift;

import io.minesift.board.Geometry;
import io.minesift.board.Instance;
import io.minesift.report.BoardArt;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws Minesweeper boards for the report page: mines as dark squares, the start cell in green,
 * and links to the board's {@code .mine} and MBF files in the report's {@code boards/} folder.
 */
public final class MinesweeperArt implements BoardArt {
    /** The report's sub-folder that holds each board's files. */
    public static final String FOLDER = "boards";
    private static final double WIDTH_PX = 120;

    private final Map<String, Instance> boards;

    public MinesweeperArt(Map<String, Instance> boards) {
        this.boards = Map.copyOf(boards);
    }

    @Override
    public String svg(String id) {
        Instance board = boards.get(id);
        Geometry g = board.geometry();
        double cell = Math.max(1.5, Math.min(8, WIDTH_PX / Math.max(g.width(), g.height())));
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
                "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%.0f\" height=\"%.0f\">"
                        + "<title>%s: %d mines, start %s</title><rect width=\"%d\" height=\"%d\" fill=\"#e8e8e8\"/><path fill=\"#333\" d=\"",
                g.width(), g.height(), cell * g.width(), cell * g.height(), id, board.layout().mineCount(),
                board.start().label(), g.width(), g.height()));
        for (int m : board.layout().mineIndices()) {
            // A little inset, so that neighbouring mines stay apart as separate squares.
            s.append('M').append(g.x(m)).append(".1 ").append(g.y(m)).append(".1h.8v.8h-.8z");
        }
        s.append(String.format(Locale.ROOT, "\"/><rect x=\"%d\" y=\"%d\" width=\"1\" height=\"1\" fill=\"#2ca02c\"/></svg>",
                board.start().x(), board.start().y()));
        return s.toString();
    }

    @Override
    public List<String> luckMeasures() {
        return List.of(MinesweeperMeasurer.FORCED_GUESSES, MinesweeperMeasurer.GUESS_SURVIVAL);
    }

    @Override
    public String legend() {
        return "mines dark, the start cell green";
    }

    @Override
    public List<Link> links(String id) {
        return List.of(new Link(".mine", FOLDER + "/" + id + ".mine"), new Link("MBF", FOLDER + "/" + id + ".mbf"));
    }
}
