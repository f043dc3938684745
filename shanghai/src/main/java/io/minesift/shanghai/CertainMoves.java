package io.minesift.shanghai;

import java.util.ArrayList;
import java.util.List;

/**
 * The moves of issue #16 that can never cause a loss, found from what a player sees. For each kind,
 * with its free tiles in index order:
 * <ol>
 *   <li>only 2 tiles of the kind are left and both are free: take them;</li>
 *   <li>all 4 are free: take them (as two moves: the first two, then the other two);</li>
 *   <li>3 are free and one of them is floating: take the other two;</li>
 *   <li>3 are free and one of them directly dominates (lies on, or blocks from one side) the
 *       fourth tile of the kind: take that one and the first other free one. The fourth tile must
 *       be seen, so in a view this applies only when it is blocked from the side, not covered.</li>
 * </ol>
 * Rules 1 and 2 remove a whole kind, which never hurts: removing tiles only frees others. Rules 3
 * and 4 are the research's; {@code CertainMovesTest} checks them against the exact solver.
 */
public final class CertainMoves {
    private CertainMoves() {
    }

    /** A certain move and the rule (1 to 4, as above) that makes it certain. */
    public record Reasoned(Move move, int rule) {
        /** Why the move can never lose, in a player's words. */
        public String why() {
            return switch (rule) {
                case 1 -> "they are the last two tiles of their kind and both are free: taking a whole kind away "
                        + "never hurts, since taking tiles only frees others";
                case 2 -> "all four tiles of their kind are free: taking them as two pairs removes the whole kind, "
                        + "which never hurts";
                case 3 -> "three tiles of their kind are free and the third neither blocks a tile nor is blocked: "
                        + "it can wait for the fourth, so this pair costs nothing";
                default -> "three tiles of their kind are free and one of this pair blocks the fourth from the "
                        + "side: taking it opens the way to the fourth, and the third free one waits for it";
            };
        }
    }

    /** The certain moves of {@code view}, at most two per kind, by kind. */
    public static List<Move> of(ShanghaiView view) {
        return explained(view).stream().map(Reasoned::move).toList();
    }

    /** {@link #of}'s moves, each with the rule that makes it certain. */
    public static List<Reasoned> explained(ShanghaiView view) {
        Layout layout = view.layout();
        List<List<Integer>> freeByKind = new ArrayList<>();
        for (int k = 0; k < layout.kinds(); k++) {
            freeByKind.add(new ArrayList<>());
        }
        for (int t = 0; t < layout.size(); t++) {
            if (view.free(t)) {
                freeByKind.get(view.kind(t)).add(t);
            }
        }
        List<Reasoned> moves = new ArrayList<>();
        for (int k = 0; k < layout.kinds(); k++) {
            List<Integer> free = freeByKind.get(k);
            if (free.size() == 2 && view.left(k) == 2) {
                moves.add(new Reasoned(new Move(free.get(0), free.get(1)), 1));
            } else if (free.size() == 4) {
                moves.add(new Reasoned(new Move(free.get(0), free.get(1)), 2));
                moves.add(new Reasoned(new Move(free.get(2), free.get(3)), 2));
            } else if (free.size() == 3) {
                Reasoned move = threeFree(view, k, free);
                if (move != null) {
                    moves.add(move);
                }
            }
        }
        return moves;
    }

    /**
     * {@code p} after its certain moves alone, as a player who sees only what a person sees plays
     * them: the first certain move of the view, again and again, until none is left. The measure
     * "certain moves clear" and the too-easy label both read this one play-out.
     */
    public static Position playOut(Position p) {
        for (List<Move> certain = of(p.view()); !certain.isEmpty(); certain = of(p.view())) {
            p = p.apply(certain.get(0));
        }
        return p;
    }

    private static Reasoned threeFree(ShanghaiView view, int k, List<Integer> free) {
        for (int i = 0; i < 3; i++) {
            if (view.floating(free.get(i))) {
                return new Reasoned(new Move(free.get((i + 1) % 3), free.get((i + 2) % 3)), 3);
            }
        }
        int fourth = -1;
        for (int t = 0; t < view.layout().size(); t++) {
            if (view.present(t) && view.kind(t) == k && !free.contains(t)) {
                fourth = t;
            }
        }
        if (fourth < 0) {
            return null;
        }
        for (int i = 0; i < 3; i++) {
            if (view.dominates(free.get(i), fourth)) {
                return new Reasoned(new Move(free.get(i), free.get(i == 0 ? 1 : 0)), 4);
            }
        }
        return null;
    }
}
