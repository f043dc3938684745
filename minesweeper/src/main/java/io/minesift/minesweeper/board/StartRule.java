package io.minesift.minesweeper.board;

import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * How the start cell (the first click of every game of an instance) is chosen:
 * {@code corner} (A1), {@code center}, a fixed cell ({@code D4}, or {@code 3,3} 0-based),
 * {@code random}, or, for boards read from other tools' files, {@code auto} (a cell of the largest
 * opening).
 */
public sealed interface StartRule {
    /**
     * The rule as board sets record it in a board's provenance, e.g. {@code corner} or {@code 3,3}:
     * a fixed cell keeps the files' 0-based {@code x,y}, so sets written before stay byte for byte
     * what the same command writes.
     */
    String id();

    /** The rule as output shows it to people: {@code corner}, {@code center}, ... or a fixed cell as {@code D4}. */
    default String label() {
        return id();
    }

    /** A recorded rule ({@link #id()}) as people read it ({@link #label()}); text that is no rule, as it is. */
    static String label(String id) {
        try {
            return parse(id).label();
        } catch (IllegalArgumentException e) {
            return id;
        }
    }

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

        @Override
        public String label() {
            return cell.label();
        }

        public Cell choose(Geometry geometry, RandomGenerator random) {
            if (!geometry.contains(cell.x(), cell.y())) {
                throw new IllegalArgumentException("start cell " + cell.label() + " is outside the " + geometry + " board");
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
            throw new IllegalArgumentException("start 'auto' picks a cell of a finished board; use corner, center, random or a "
                    + "cell (D4 or x,y) when generating");
        }

        @Override
        public Cell chooseFor(MineLayout layout, RandomGenerator random) {
            return layout.geometry().cell(Openings.autoStart(layout));
        }
    }

    /** Reads {@code corner}, {@code center}, {@code random}, {@code auto} or a cell: {@code D4}, or {@code x,y} (0-based). */
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
                try {
                    return new At(Cell.parse(t));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("unknown start '" + text + "': use corner, center, random, auto or "
                            + "a cell, D4 (columns A, B, ..., rows from 1) or x,y (0-based, e.g. 3,3)");
                }
        }
    }
}
