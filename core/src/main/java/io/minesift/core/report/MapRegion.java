package io.minesift.core.report;

import java.util.Optional;

/**
 * A named box of the map, which a puzzle's page draws as a light overlay: the weak player's rate
 * from {@code weakFrom} to {@code weakTo} across and the strong player's from {@code strongFrom} to
 * {@code strongTo} up. A box holds its lower edges and its upper ones only at 1, so boxes that meet
 * share no point.
 */
public record MapRegion(String name, double weakFrom, double weakTo, double strongFrom, double strongTo) {
    public MapRegion {
        if (!(0 <= weakFrom && weakFrom < weakTo && weakTo <= 1 && 0 <= strongFrom && strongFrom < strongTo
                && strongTo <= 1)) {
            throw new IllegalArgumentException("a map region lies inside the unit square, lower edges first: " + name);
        }
    }

    /** Whether the point (weak rate, strong rate) lies in this box. */
    public boolean contains(double weak, double strong) {
        return within(weak, weakFrom, weakTo) && within(strong, strongFrom, strongTo);
    }

    private static boolean within(double v, double from, double to) {
        return v >= from && (v < to || to == 1 && v == 1);
    }

    /** The id of the first board of {@code report}, in its rows' order, whose point lies in this box. */
    public Optional<String> example(SiftReport report) {
        for (SiftReport.Row r : report.rows()) {
            double[] p = report.point(r, 0, report.strongIndex());
            if (contains(p[0], p[1])) {
                return Optional.of(r.id());
            }
        }
        return Optional.empty();
    }

    /** The box's name with its example board, as the map and the page write it. */
    public String caption(SiftReport report) {
        return name + example(report).map(id -> ": e.g. " + id).orElse(": no board");
    }
}
