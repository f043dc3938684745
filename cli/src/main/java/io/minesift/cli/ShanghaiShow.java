package io.minesift.cli;

import io.minesift.cli.page.ShanghaiTable;
import io.minesift.core.util.InputException;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.sift.ShanghaiPuzzle;
import io.minesift.shanghai.sift.ShanghaiText;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code minesift show} on Shanghai deals with {@code --moves}, {@code --numbers} or {@code --seen}:
 * the table after the moves (one deal), each tile's number, a covered tile's kind unseen. The
 * moves are read as {@code hint --moves} reads them ({@link ShanghaiTable#play}), so the two
 * commands name the same tiles and refuse the same moves.
 */
final class ShanghaiShow {
    private ShanghaiShow() {
    }

    /** The drawings of the first {@code limit} of {@code deals}, read from {@code source}; {@code moves} needs one deal. */
    static String draw(ShanghaiPuzzle game, List<Position> deals, String source, String moves, ShanghaiText.Drawing how,
                       int limit) {
        if (deals.isEmpty()) {
            throw new InputException(source, "holds no deals");
        }
        if (moves != null && deals.size() != 1) {
            throw new InputException(source, "holds " + deals.size() + " deals: --moves plays one (choose it with --index "
                    + "or --id)");
        }
        List<String> drawings = new ArrayList<>();
        for (Position deal : deals.subList(0, Math.min(limit, deals.size()))) {
            String id = game.boardId(deal);
            if (moves == null) {
                drawings.add(ShanghaiText.draw(deal, id, -1, how));
            } else {
                ShanghaiTable.Played played = ShanghaiHint.played(deal, moves, source);
                drawings.add(ShanghaiText.draw(played.table(), id, played.moves().size(), how));
            }
        }
        String more = deals.size() > limit ? "\n(" + (deals.size() - limit) + " more boards: use --limit, --index or --id)\n" : "";
        return String.join("\n", drawings) + more;
    }
}
