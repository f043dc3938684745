package io.minesift.minesweeper.board;

import java.util.Locale;
import java.util.random.RandomGenerator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How the start cell (the first click of every game of an instance) is chosen:
 * {@code corner} (0,0), {@code center}, a fixed {@code x,y}, {@code random}, or, for boards read
 * from other tools' files, {@code auto} (a cell of the largest opening).
 */
public sealed interface StartRule {
    /** Text as the user writes it, e.g. {@code corner} or {@code 3,3}. */
    String id();

    /**
     * Picks the start cell before the mines are placed, as a generator needs it.
     *
     * @throws IllegalArgumentException for {@code auto}, which needs the finished board, or a
     *                                  fixed cell outside the board
     */
    Cell choose(Geometry geometry, RandomGenerator random);

    /** Picks the start cell of a finished board (imports). */
    default Cell chooseFor(MineLayout layout, RandomGenerator random) {
        return choose(layout.geometry(), random);
    }

    /** The top-left cell, (0,0). */
    record Corner() implements StartRule {
        public String id() {
            return "corner";
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            return new Cell(0, 0);
        }
    }

    /** The middle cell, rounding up-left on even sides: (4,4) on 9×9, (14,7) on 30×16. */
    record Center() implements StartRule {
        public String id() {
            return "center";
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            return new Cell((geometry.width() - 1) / 2, (geometry.height() - 1) / 2);
        }
    }

    /** A fixed cell. */
    record At(Cell cell) implements StartRule {
        public String id() {
            return cell.toString();
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            if (!geometry.contains(cell.x(), cell.y())) {
                throw new IllegalArgumentException("start cell " + cell + " is outside the " + geometry + " board");
            }
            return cell;
        }
    }

    /** A cell drawn uniformly from the board's own random stream. */
    record RandomCell() implements StartRule {
        public String id() {
            return "random";
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            return geometry.cell(random.nextInt(geometry.size()));
        }
    }

    /** For finished boards: the first cell, in reading order, of the largest opening; else the first safe cell. */
    record Auto() implements StartRule {
        public String id() {
            return "auto";
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            throw new IllegalArgumentException("start 'auto' picks a cell of a finished board; use corner, center, random or x,y when generating");
        }

        @Override
        public Cell chooseFor(MineLayout layout, RandomGenerator random) {
            return layout.geometry().cell(Openings.autoStart(layout));
        }
    }

    /** Reads {@code corner}, {@code center}, {@code random}, {@code auto} or {@code x,y} (0-based). */
    static StartRule parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        switch (t) {
            case "corner":
                return new Corner();
            case "center":
            case "centre":
                return new Center();
            case "random":
                return new RandomCell();
            case "auto":
                return new Auto();
            default:
                Matcher m = Pattern.compile("(\\d{1,3}),(\\d{1,3})").matcher(t);
                if (!m.matches()) {
                    throw new IllegalArgumentException("unknown start '" + text + "': use corner, center, random, auto or x,y (0-based, e.g. 3,3)");
                }
                return new At(new Cell(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        }
    }
}
