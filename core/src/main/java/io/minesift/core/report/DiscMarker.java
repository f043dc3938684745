package io.minesift.core.report;

import org.knowm.xchart.style.markers.Marker;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.geom.Ellipse2D;

/**
 * A map marker of its own size: XChart sizes every marker of a chart alike, but a spot that
 * several boards share is drawn larger, with an area in proportion to its boards. The disc is
 * filled in the series' (translucent) colour, so that points under it stay visible, and ringed
 * in the same colour made opaque.
 */
final class DiscMarker extends Marker {
    /** The diameter of a one-board point on a map of up to {@link MapChart#CROWD} boards, in pixels. */
    static final int POINT = 8;
    /** The largest disc; a spot of more boards than this size shows says how many in a label. */
    static final int LARGEST = 64;

    private final int diameter;

    DiscMarker(int diameter) {
        this.diameter = diameter;
    }

    /**
     * The diameter for a spot of this many boards on a map whose one-board points are {@code point}
     * pixels wide: area in proportion, up to {@link #LARGEST}.
     */
    static int diameterFor(int boards, int point) {
        return (int) Math.min(LARGEST, Math.round(point * Math.sqrt(boards)));
    }

    int diameter() {
        return diameter;
    }

    @Override
    public void paint(Graphics2D g, double x, double y, int ignoredChartMarkerSize) {
        Ellipse2D disc = new Ellipse2D.Double(x - diameter / 2.0, y - diameter / 2.0, diameter, diameter);
        Color fill = g.getColor();
        g.fill(disc);
        g.setColor(new Color(fill.getRed(), fill.getGreen(), fill.getBlue()));
        g.setStroke(new BasicStroke(1f));
        g.draw(disc);
        g.setColor(fill);
    }
}
