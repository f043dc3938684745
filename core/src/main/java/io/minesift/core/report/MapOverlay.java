package io.minesift.core.report;

import org.knowm.xchart.internal.chartpart.Annotation;

import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;

/**
 * A {@link MapRegion} drawn on the map: a light grey box with a thin border and its caption (its
 * name and example board) in its upper left corner, faint enough that the points stay the thing
 * to read. XChart has no filled box of its own in data coordinates, so this annotation draws one.
 */
final class MapOverlay extends Annotation {
    private static final Color FILL = new Color(0x80, 0x80, 0x80, 22);
    private static final Color EDGE = new Color(0x80, 0x80, 0x80, 110);
    private static final Color TEXT = new Color(0x55, 0x55, 0x55);
    private static final Font FONT = new Font(Font.SANS_SERIF, Font.PLAIN, 11);

    private final MapRegion region;
    private final String caption;

    MapOverlay(MapRegion region, String caption) {
        super(false);
        this.region = region;
        this.caption = caption;
    }

    @Override
    public void paint(Graphics2D g) {
        if (!isVisible) {
            return;
        }
        int left = getXAxisScreenValue(region.weakFrom());
        int right = getXAxisScreenValue(region.weakTo());
        int top = getYAxisScreenValue(region.strongTo());
        int bottom = getYAxisScreenValue(region.strongFrom());
        Color was = g.getColor();
        Font font = g.getFont();
        g.setColor(FILL);
        g.fillRect(left, top, right - left, bottom - top);
        g.setColor(EDGE);
        g.drawRect(left, top, right - left, bottom - top);
        g.setColor(TEXT);
        g.setFont(FONT);
        g.drawString(caption, left + 4, top + 13);
        g.setColor(was);
        g.setFont(font);
    }
}
