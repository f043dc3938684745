package io.minesift.shanghai.sift;

import io.minesift.core.curate.ReferenceSet;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;

import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Shanghai reference sets shipped in the jar, one per layout size, and which one a sift's deals
 * train on. A deal's rates mean different things on layouts of different sizes (a 72-tile deal is
 * longer, and hides other shares of its tiles, than a 36-tile one), so the sift trains on the
 * reference of its deals' own layout when one is shipped, and otherwise on the one whose layout is
 * nearest in tiles (docs/method.md, "Which reference a Shanghai sift trains on").
 */
final class ShippedReferences {
    /**
     * The layouts with a shipped reference set, smallest first, each with its folder beside
     * {@link ShanghaiPuzzle}: the mini-turtle's, made first, lies in that folder itself; another
     * layout's set goes into a folder of its name ({@code flat-72/}), made by {@link #command}. Only
     * the mini-turtle's so far: the labels by construction find no too-easy and no luck-bound deal of
     * a 72-tile layout (docs/research-log.md, "A reference set at 72 tiles").
     */
    static final Map<String, String> FOLDERS = folders();

    /** The shipped sets' run: 20 deals of each category, seed 2026, 100 plays per deal and player. */
    private static final String RUN = " --per-category 20 --seed 2026 --repeats 100";

    private static final Map<String, ReferenceSet<Position>> LOADED = new ConcurrentHashMap<>();

    private ShippedReferences() {
    }

    private static Map<String, String> folders() {
        Map<String, String> f = new LinkedHashMap<>();
        f.put(ShanghaiPuzzle.DEFAULT_LAYOUT, "");
        return java.util.Collections.unmodifiableMap(f);
    }

    /** The command that makes the shipped set of {@code layout} again, into its folder in the sources. */
    static String command(String layout) {
        return "minesift reference --game shanghai" + (layout.equals(ShanghaiPuzzle.DEFAULT_LAYOUT) ? "" : " --layout " + layout)
                + RUN + " --out shanghai/src/main/resources/io/minesift/shanghai/sift"
                + (FOLDERS.get(layout).isEmpty() ? "" : "/" + FOLDERS.get(layout).replaceAll("/$", ""));
    }

    /** The shipped reference set of {@code layout}, one of {@link #FOLDERS}' layouts, read once. */
    static ReferenceSet<Position> of(String layout, ShanghaiPuzzle puzzle) {
        String folder = FOLDERS.get(layout);
        if (folder == null) {
            throw new IllegalArgumentException("no shipped Shanghai reference set of " + layout);
        }
        return LOADED.computeIfAbsent(layout, l -> {
            if (ShanghaiPuzzle.class.getResource(folder + ReferenceSet.BOARDS_FILE) == null) {
                throw new IllegalStateException("the Shanghai reference set of " + l + " is missing from the jar; make it "
                        + "with: " + command(l));
            }
            return ReferenceSet.embedded(ShanghaiPuzzle.class, folder, puzzle);
        });
    }

    /**
     * The layout whose shipped reference the sift of {@code deals} trains on: that of their most
     * common layout (ties: the one met first) when it has one, otherwise the layout with a shipped
     * reference nearest to it in tiles (ties: the larger, whose deals are as long or longer); the
     * default layout's for no deals.
     */
    static String layoutFor(Collection<Position> deals) {
        return layoutFor(deals, FOLDERS.keySet());
    }

    /** {@link #layoutFor(Collection)} among the shipped layouts {@code shipped}, smallest first. */
    static String layoutFor(Collection<Position> deals, Collection<String> shipped) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Map<String, Layout> layouts = new LinkedHashMap<>();
        for (Position deal : deals) {
            counts.merge(deal.layout().digest(), 1, Integer::sum); // by places: a file may reuse a shipped name
            layouts.putIfAbsent(deal.layout().digest(), deal.layout());
        }
        String common = null;
        int most = 0;
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            if (e.getValue() > most) {
                common = e.getKey();
                most = e.getValue();
            }
        }
        return most == 0 ? ShanghaiPuzzle.DEFAULT_LAYOUT : nearest(layouts.get(common), shipped);
    }

    /** {@code layout} itself when it is one of {@code shipped}, or else the one nearest to it in tiles. */
    private static String nearest(Layout layout, Collection<String> shipped) {
        if (Layouts.builtIn(layout) && shipped.contains(layout.source())) {
            return layout.source();
        }
        String best = null;
        int bestGap = Integer.MAX_VALUE;
        for (String candidate : shipped) {
            int gap = Math.abs(Layouts.named(candidate).size() - layout.size());
            if (gap <= bestGap) { // smallest first, so a tie goes to the larger
                best = candidate;
                bestGap = gap;
            }
        }
        return best;
    }
}
