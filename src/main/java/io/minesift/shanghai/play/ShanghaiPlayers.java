package io.minesift.shanghai.play;

// TEMPORARY: replaced by the lead's players at merge. Same public API as the real class (weak,
// strong, parse, declared); the players here are simple stand-ins so that the puzzle, its files,
// its page and the pipeline can be built and tested first.

import com.fasterxml.jackson.databind.JsonNode;
import io.minesift.experiment.Attempt;
import io.minesift.experiment.Contestant;
import io.minesift.shanghai.CertainMoves;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Move;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.ShanghaiView;
import io.minesift.tune.Dimension;
import io.minesift.util.InputException;
import io.minesift.util.JsonProblems;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * Shanghai's players, TEMPORARY stand-ins: both play the certain moves first; then the weak one
 * takes a random legal move, the strong one the legal move whose tiles lie highest and hold the
 * most tiles under or beside them (ties at random). Both see only the {@link ShanghaiView}.
 * Player files: {@code {"player": "weak" | "strong", "description": ..., "parameters": {}}}.
 */
public final class ShanghaiPlayers {
    private static final Set<String> FIELDS = Set.of("player", "description", "parameters");

    private ShanghaiPlayers() {
    }

    public static Contestant<Position> weak() {
        return new Stand("weak", false);
    }

    public static Contestant<Position> strong() {
        return new Stand("strong", true);
    }

    /**
     * Reads a Shanghai player file ({@code source} names it in errors).
     *
     * @throws InputException naming the file and the problem
     */
    public static Contestant<Position> parse(byte[] json, String source) {
        JsonNode root = JsonProblems.readObject(json, source, "{\"player\": \"weak\", \"parameters\": {}}");
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String field = it.next();
            if (!FIELDS.contains(field)) {
                throw new InputException(source, "unknown field \"" + field + "\" in a Shanghai player file (it has player, "
                        + "description and parameters)");
            }
        }
        String kind = root.path("player").asText("");
        if (!kind.equals("weak") && !kind.equals("strong")) {
            throw new InputException(source, "a Shanghai player file needs \"player\": \"weak\" or \"strong\"");
        }
        JsonNode params = root.path("parameters");
        if (!params.isMissingNode() && !params.isObject()) {
            throw new InputException(source, "\"parameters\" must be an object");
        }
        for (Iterator<String> it = params.fieldNames(); it.hasNext(); ) {
            throw new InputException(source, "unknown parameter \"" + it.next() + "\" of the Shanghai " + kind + " player");
        }
        return kind.equals("weak") ? weak() : strong();
    }

    /** The declared range of a parameter: these stand-ins have none. */
    public static Dimension declared(String kind, String name) {
        return null;
    }

    private record Stand(String name, boolean strongRole) implements Contestant<Position> {
        @Override
        public String fingerprint() {
            return "{\"player\":\"" + name + "\",\"parameters\":{\"temporary\":true}}";
        }

        @Override
        public Attempt attempt(Position board, SplittableRandom random) {
            Position p = board;
            int choices = 0;
            while (!p.cleared()) {
                ShanghaiView view = p.view();
                List<Move> certain = CertainMoves.of(view);
                Move move;
                if (!certain.isEmpty()) {
                    move = certain.get(0);
                } else {
                    List<Move> legal = legal(view);
                    if (legal.isEmpty()) {
                        break;
                    }
                    move = strongRole ? best(view, legal, random) : legal.get(random.nextInt(legal.size()));
                    choices++;
                }
                p = p.apply(move);
            }
            boolean won = p.cleared();
            return new Attempt(won, won ? 1 : 0, choices, won ? 1 : 0, won, 0);
        }

        private static List<Move> legal(ShanghaiView view) {
            List<Integer> free = new ArrayList<>();
            for (int t = 0; t < view.layout().size(); t++) {
                if (view.free(t)) {
                    free.add(t);
                }
            }
            List<Move> moves = new ArrayList<>();
            for (int i = 0; i < free.size(); i++) {
                for (int j = i + 1; j < free.size(); j++) {
                    if (view.kind(free.get(i)) == view.kind(free.get(j))) {
                        moves.add(new Move(free.get(i), free.get(j)));
                    }
                }
            }
            return moves;
        }

        private static Move best(ShanghaiView view, List<Move> legal, SplittableRandom random) {
            List<Move> best = new ArrayList<>();
            int top = Integer.MIN_VALUE;
            for (Move m : legal) {
                int score = weight(view, m.a()) + weight(view, m.b());
                if (score > top) {
                    top = score;
                    best.clear();
                }
                if (score == top) {
                    best.add(m);
                }
            }
            return best.get(random.nextInt(best.size()));
        }

        private static int weight(ShanghaiView view, int t) {
            Layout l = view.layout();
            int w = 4 * l.layer(t) + 2 * l.below(t).length;
            for (int u : l.left(t)) {
                w += view.present(u) ? 1 : 0;
            }
            for (int u : l.right(t)) {
                w += view.present(u) ? 1 : 0;
            }
            return w;
        }
    }
}
