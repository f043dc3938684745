package io.minesift.shanghai;

import io.minesift.core.util.InputException;
import org.xml.sax.Attributes;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * GNOME Mahjongg's {@code mahjongg.map}, read as GNOME Mahjongg reads it: any number of
 * {@code <map name=... scorename=...>} elements, each holding {@code <tile x y>}, {@code <row y left
 * right>}, {@code <column x top bottom>} and {@code <block left right top bottom>} elements, with a
 * {@code z} attribute or the {@code z} of an enclosing {@code <layer>}; coordinates are in tiles with
 * {@code .5} steps and become half-tile units as GNOME makes them (twice the value, cut to a whole
 * number; {@code z} cut as it is); rows, columns and blocks step by whole tiles, ends included. Element
 * and attribute names are read in any case. Parsed by the JDK's SAX parser with document type
 * declarations and external entities refused. The tiles of a map are put in order of layer, row and
 * column.
 */
final class GnomeMapFile {
    /** One map of the file: its names, and its tiles in file order. */
    record MapEntry(String name, String scoreName, List<Places.Place> places) {
        String label() {
            return scoreName.isEmpty() || scoreName.equalsIgnoreCase(name) ? name : name + " (" + scoreName + ")";
        }
    }

    private GnomeMapFile() {
    }

    /**
     * The map {@code wanted} (its name or score name, any case; null: the only map) of the file
     * {@code source}, loaded again from {@code origin}.
     */
    static Layout parse(String source, String origin, byte[] xml, String wanted) {
        List<MapEntry> maps = maps(source, xml);
        if (maps.isEmpty()) {
            throw new InputException(source, "no <map> element: not a GNOME Mahjongg map file");
        }
        MapEntry map = pick(source, maps, wanted);
        List<Places.Place> places = new ArrayList<>(map.places());
        places.sort(Comparator.comparingInt(Places.Place::layer).thenComparingInt(Places.Place::row)
                .thenComparingInt(Places.Place::col));
        String where = maps.size() > 1 || wanted != null ? source + "#" + map.name() : source;
        return Places.build(where, map.name().isEmpty() ? map.scoreName() : map.name(), origin, places);
    }

    private static MapEntry pick(String source, List<MapEntry> maps, String wanted) {
        String all = maps.stream().map(MapEntry::label).collect(Collectors.joining(", "));
        if (wanted == null) {
            if (maps.size() == 1) {
                return maps.get(0);
            }
            throw new InputException(source, "holds " + maps.size() + " maps; name one as " + source + "#NAME: " + all);
        }
        for (MapEntry m : maps) {
            if (m.name().equalsIgnoreCase(wanted) || m.scoreName().equalsIgnoreCase(wanted)) {
                return m;
            }
        }
        throw new InputException(source, "no map '" + wanted + "' (maps: " + all + ")");
    }

    /** Every map of the file, in file order. */
    static List<MapEntry> maps(String source, byte[] xml) {
        Handler handler = new Handler(source);
        try {
            parser().newSAXParser().parse(new ByteArrayInputStream(xml), handler);
        } catch (SAXParseException e) {
            throw Places.problem(source, Math.max(0, e.getLineNumber()), "not well-formed XML: " + oneLine(e.getMessage()));
        } catch (SAXException | ParserConfigurationException e) {
            throw new InputException(source, "cannot parse: " + oneLine(e.getMessage()));
        } catch (IOException e) {
            throw new InputException(source, "cannot read: " + oneLine(e.getMessage()));
        }
        return handler.maps;
    }

    /** The JDK's SAX parser with document types, external entities and external DTDs all refused. */
    private static SAXParserFactory parser() throws ParserConfigurationException, SAXException {
        SAXParserFactory f = SAXParserFactory.newInstance();
        f.setNamespaceAware(false);
        f.setValidating(false);
        f.setXIncludeAware(false);
        f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        f.setFeature("http://xml.org/sax/features/external-general-entities", false);
        f.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
        f.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
        return f;
    }

    private static String oneLine(String s) {
        return s == null ? "" : s.replaceAll("\\s+", " ").strip();
    }

    /** Collects the maps; a bad number fails at once, naming its line. */
    private static final class Handler extends DefaultHandler {
        private final String source;
        private final List<MapEntry> maps = new ArrayList<>();
        private Locator locator;
        private MapEntry map;
        private int layerZ;

        Handler(String source) {
            this.source = source;
        }

        @Override
        public void setDocumentLocator(Locator locator) {
            this.locator = locator;
        }

        @Override
        public void startElement(String uri, String localName, String qName, Attributes a) {
            String element = qName.toLowerCase(Locale.ROOT);
            int line = locator == null ? 0 : locator.getLineNumber();
            if (element.equals("map")) {
                map = new MapEntry(text(a, "name"), text(a, "scorename"), new ArrayList<>());
                return;
            }
            if (map == null) {
                return;
            }
            switch (element) {
                case "layer" -> layerZ = (int) number(a, "z", 0, line);
                case "row" -> span(line, a, "left", "right", "y", true);
                case "column" -> span(line, a, "top", "bottom", "x", false);
                case "block" -> block(line, a);
                case "tile" -> add(line, half(a, "y", line), half(a, "x", line), z(a, line));
                default -> {
                }
            }
        }

        @Override
        public void endElement(String uri, String localName, String qName) {
            String element = qName.toLowerCase(Locale.ROOT);
            if (element.equals("map") && map != null) {
                maps.add(map);
                map = null;
            } else if (element.equals("layer")) {
                layerZ = 0;
            }
        }

        /** A row ({@code across}: columns from {@code from} to {@code to} at row {@code at}) or a column. */
        private void span(int line, Attributes a, String from, String to, String at, boolean across) {
            int fixed = half(a, at, line);
            int z = z(a, line);
            int last = half(a, to, line);
            for (int v = half(a, from, line); v <= last; v += 2) {
                add(line, across ? fixed : v, across ? v : fixed, z);
            }
        }

        private void block(int line, Attributes a) {
            int z = z(a, line);
            int right = half(a, "right", line);
            int bottom = half(a, "bottom", line);
            for (int x = half(a, "left", line); x <= right; x += 2) {
                for (int y = half(a, "top", line); y <= bottom; y += 2) {
                    add(line, y, x, z);
                }
            }
        }

        private void add(int line, int row, int col, int z) {
            if (map.places().size() >= Places.MAX_TILES) {
                throw Places.problem(source, line, "map '" + map.name() + "' has more than " + Places.MAX_TILES + " tiles");
            }
            map.places().add(new Places.Place(Places.coordinate(source, line, z), Places.coordinate(source, line, row),
                    Places.coordinate(source, line, col), line));
        }

        private int z(Attributes a, int line) {
            return (int) number(a, "z", layerZ, line);
        }

        /** A coordinate in half-tile units: twice the value, cut to a whole number, as GNOME does. */
        private int half(Attributes a, String name, int line) {
            return (int) (number(a, name, 0, line) * 2);
        }

        private double number(Attributes a, String name, double otherwise, int line) {
            String v = attribute(a, name);
            if (v == null) {
                return otherwise;
            }
            try {
                double d = Double.parseDouble(v.strip());
                if (Double.isFinite(d) && Math.abs(d) <= Places.MAX_COORDINATE) {
                    return d;
                }
            } catch (NumberFormatException e) {
                // reported below
            }
            throw Places.problem(source, line, name + "=\"" + v + "\" is not a number from -" + Places.MAX_COORDINATE
                    + " to " + Places.MAX_COORDINATE);
        }

        private static String text(Attributes a, String name) {
            String v = attribute(a, name);
            return v == null ? "" : v;
        }

        private static String attribute(Attributes a, String name) {
            for (int i = 0; i < a.getLength(); i++) {
                if (a.getQName(i).toLowerCase(Locale.ROOT).equals(name)) {
                    return a.getValue(i);
                }
            }
            return null;
        }
    }
}
