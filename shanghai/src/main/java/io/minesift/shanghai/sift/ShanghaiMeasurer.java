package io.minesift.shanghai.sift;

import io.minesift.core.experiment.Sift;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The Shanghai measures of a deal, by the names reports use: its size (tiles, layers), what a player
 * sees and can do at the start (tiles seen, free tiles, legal moves, certain moves), and how far
 * certain moves alone take it, played from what a player sees, before a choice is needed.
 */
public final class ShanghaiMeasurer implements Sift.Measurer<Position> {
    public static final String TILES = "tiles";
    public static final String LAYERS = "layers";
    public static final String SEEN = "seenAtStart";
    public static final String FREE = "freeAtStart";
    public static final String MOVES = "movesAtStart";
    public static final String CERTAIN = "certainAtStart";
    public static final String CERTAIN_CLEARS = "certainClears";

    @Override
    public Map<String, Double> measure(Position deal) {
        ShanghaiView view = deal.view();
        int n = deal.layout().size();
        int hidden = 0;
        for (int t = 0; t < n; t++) {
            hidden += view.hidden(t) ? 1 : 0;
        }
        Map<String, Double> m = new LinkedHashMap<>();
        m.put(TILES, (double) n);
        m.put(LAYERS, (double) deal.layout().layers());
        m.put(SEEN, (double) (n - hidden));
        m.put(FREE, (double) deal.freeTiles().length);
        m.put(MOVES, (double) deal.legalMoves().size());
        m.put(CERTAIN, (double) CertainMoves.of(view).size());
        m.put(CERTAIN_CLEARS, (double) (n - CertainMoves.playOut(deal).remaining()));
        return m;
    }
}
