package io.minesift.shanghai;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Wilson;
import io.minesift.core.util.Seeds;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.LongConsumer;

/**
 * Labels by construction for Shanghai's reference set (issue #16): what can be proved about a deal
 * from what it is, never from measured player rates. In order:
 * <ol>
 *   <li><b>too easy</b>: taking the first certain move ({@link CertainMoves}) of the view, again and
 *       again from the start, clears the table;</li>
 *   <li><b>luck-bound</b>: the start view's solvable share is low. {@value #ARRANGEMENTS} seeded
 *       arrangements of the hidden tiles, each uniform among those consistent with the start view
 *       (the seen tiles keep their kinds, the hidden ones get a shuffle of the kinds not seen), are
 *       solved by the exact solver; the upper end of the 95 % Wilson interval of the solvable share
 *       is at most {@value #LUCK_LIMIT}. A player who cannot see the hidden tiles wins only if the
 *       arrangement is solvable, so this share bounds every such player's win chance on a deal drawn
 *       uniformly among those that look the same at the start;</li>
 *   <li><b>skill-rewarding</b>: not too easy, all the arrangements are solvable (no player is doomed
 *       by the start's hidden tiles), and a seeded random play from the start gets stuck (a witness
 *       that bad play loses);</li>
 *   <li>otherwise no label: no clear example.</li>
 * </ol>
 * A solver search that its node budget leaves undecided never helps a label: it counts as solvable
 * for the luck bound (which only raises the upper end) and as unsolved for skill.
 */
public final class ShanghaiLabels {
    /** Arrangements of the hidden tiles drawn per deal. */
    static final int ARRANGEMENTS = 64;
    /** A deal is luck-bound when the 95 % upper end of its start view's solvable share is at most this. */
    static final double LUCK_LIMIT = 0.75;
    /** Random plays from the start tried in search of a dead end. */
    static final int PLAYOUTS = 200;
    /** The solver's node budget per arrangement. */
    static final long NODES = 2_000_000;

    private ShanghaiLabels() {
    }

    /** The rules in plain words, for reports. */
    public static String words() {
        return "too easy: playing certain moves only (always the first one found) clears the table; "
                + "luck-bound: of " + ARRANGEMENTS + " seeded arrangements of the hidden tiles, each uniform among "
                + "those that look like the deal at the start, the share the exact solver clears (the start view's "
                + "solvable share, which bounds the win chance of any player who cannot see hidden tiles) has a "
                + "95 % Wilson upper end of at most " + Math.round(100 * LUCK_LIMIT) + " %; skill-rewarding: not too "
                + "easy, every one of those arrangements is solvable, and a seeded random play gets stuck (bad play "
                + "loses); otherwise no label.";
    }

    /**
     * The label of {@code deal}, its arrangements and random plays seeded by the deal itself (its
     * layout's name and kinds), so that a deal has one label wherever it is asked for: in the
     * reference set, in {@code tune}'s separation goal and in a census.
     */
    public static Optional<Category> label(Position deal) {
        return label(deal, seedOf(deal));
    }

    /** The seed a deal's own label draws from: its layout's name and its kinds, hashed. */
    static long seedOf(Position deal) {
        int[] kinds = new int[deal.layout().size()];
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = deal.kind(t);
        }
        return Seeds.derive(deal.layout().name().hashCode(), java.util.Arrays.hashCode(kinds));
    }

    /** The label of {@code deal} (a full table) with arrangements and plays drawn from {@code seed}, or empty. */
    public static Optional<Category> label(Position deal, long seed) {
        if (certainMovesClear(deal)) {
            return Optional.of(Category.TOO_EASY);
        }
        int[] outcomes = arrangementOutcomes(deal, seed);
        int solved = outcomes[Solver.Outcome.SOLVED.ordinal()];
        int undecided = outcomes[Solver.Outcome.UNDECIDED.ordinal()];
        if (Wilson.interval95(ARRANGEMENTS, solved + undecided)[1] <= LUCK_LIMIT) {
            return Optional.of(Category.LUCK_BOUND);
        }
        if (solved == ARRANGEMENTS && deadEnd(deal, Seeds.stream(seed, 1)).isPresent()) {
            return Optional.of(Category.SKILL_REWARDING);
        }
        return Optional.empty();
    }

    /** Whether taking the first certain move of the view, again and again, clears the table. */
    static boolean certainMovesClear(Position p) {
        return CertainMoves.playOut(p).cleared();
    }

    /** How many of the seeded consistent arrangements the solver clears, proves dead, or leaves undecided. */
    static int[] arrangementOutcomes(Position deal, long seed) {
        SplittableRandom random = Seeds.stream(seed, 0);
        int[] outcomes = new int[Solver.Outcome.values().length];
        for (int j = 0; j < ARRANGEMENTS; j++) {
            outcomes[Solver.solve(arrangement(deal, random), NODES).outcome().ordinal()]++;
        }
        return outcomes;
    }

    /**
     * A deal that looks like {@code deal} at the start: the tiles seen keep their kinds, the hidden
     * ones get the kinds not seen (four of each kind minus those seen) in a uniform shuffle.
     */
    static Position arrangement(Position deal, SplittableRandom random) {
        return Position.deal(deal.layout(), Arrangement.kinds(deal.view(), random));
    }

    /** A legal move order from {@code deal} that gets stuck before clearing, if a random play finds one. */
    static Optional<List<Move>> deadEnd(Position deal, SplittableRandom random) {
        for (int play = 0; play < PLAYOUTS; play++) {
            Position p = deal;
            List<Move> order = new ArrayList<>();
            List<Move> moves = p.legalMoves();
            while (!moves.isEmpty()) {
                Move m = moves.get(random.nextInt(moves.size()));
                order.add(m);
                p = p.apply(m);
                moves = p.legalMoves();
            }
            if (!p.cleared()) {
                return Optional.of(order);
            }
        }
        return Optional.empty();
    }

    /**
     * {@code perCategory} deals of each category, from {@code DealGenerator.deal(layout, seed, i)}
     * for i = 0, 1, 2, ... (each labelled by {@link #label(Position)}, seeded by the deal itself). Generated deals
     * are rarely luck-bound (none in 1,000 on either mini when this was written), so while
     * luck-bound deals are missing, {@code DealGenerator.uniform(layout, seed, i)} is a candidate
     * too, when the exact solver proves it solvable, for that category only. The map lists too easy
     * first, then luck-bound, then skill-rewarding, each in the order found: the same arguments give
     * the same map.
     *
     * @throws IllegalArgumentException when {@code maxDeals} indices do not give enough of each
     */
    public static Map<Position, Category> referenceBoards(Layout layout, long seed, int perCategory, int maxDeals) {
        if (perCategory < 1 || maxDeals < 1) {
            throw new IllegalArgumentException("perCategory and maxDeals must be at least 1");
        }
        Map<Category, List<Position>> found = new EnumMap<>(Category.class);
        for (Category c : Category.values()) {
            found.put(c, new ArrayList<>());
        }
        for (int i = 0; i < maxDeals && !full(found, perCategory); i++) {
            Position deal = DealGenerator.deal(layout, seed, i).position();
            Optional<Category> c = label(deal);
            if (c.isPresent() && found.get(c.get()).size() < perCategory && !seen(found, deal)) {
                found.get(c.get()).add(deal);
            }
            List<Position> luck = found.get(Category.LUCK_BOUND);
            if (luck.size() < perCategory) {
                Position uniform = DealGenerator.uniform(layout, seed, i);
                if (Solver.solve(uniform, NODES).outcome() == Solver.Outcome.SOLVED
                        && label(uniform).equals(Optional.of(Category.LUCK_BOUND)) && !seen(found, uniform)) {
                    luck.add(uniform);
                }
            }
        }
        if (!full(found, perCategory)) {
            throw new IllegalArgumentException(layout.name() + ": " + maxDeals + " deals gave only "
                    + found.get(Category.TOO_EASY).size() + " too-easy, " + found.get(Category.LUCK_BOUND).size()
                    + " luck-bound and " + found.get(Category.SKILL_REWARDING).size() + " skill-rewarding of the "
                    + perCategory + " each asked");
        }
        Map<Position, Category> boards = new LinkedHashMap<>();
        for (Category c : Category.values()) {
            for (Position p : found.get(c)) {
                boards.put(p, c);
            }
        }
        return boards;
    }

    /**
     * How many of the deals {@code 0..count-1} of {@code seed} take each label (keys: the category ids,
     * then {@code none}; with {@code uniform}, {@code unsolved} counts the deals the solver does not
     * prove solvable, which are not labelled). Each deal by its own {@link #label(Position)}.
     */
    public static Map<String, Integer> census(Layout layout, long seed, int count, boolean uniform, LongConsumer done) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Category c : Category.values()) {
            counts.put(c.id(), 0);
        }
        counts.put("none", 0);
        if (uniform) {
            counts.put("unsolved", 0);
        }
        for (long i = 0; i < count; i++) {
            Position deal = uniform ? DealGenerator.uniform(layout, seed, i) : DealGenerator.deal(layout, seed, i).position();
            String key = uniform && Solver.solve(deal, NODES).outcome() != Solver.Outcome.SOLVED ? "unsolved"
                    : label(deal).map(Category::id).orElse("none");
            counts.merge(key, 1, Integer::sum);
            done.accept(i);
        }
        return counts;
    }

    /** Whether {@code deal} was already chosen (a small layout can deal the same table twice). */
    private static boolean seen(Map<Category, List<Position>> found, Position deal) {
        return found.values().stream().anyMatch(l -> l.contains(deal));
    }

    private static boolean full(Map<Category, List<Position>> found, int perCategory) {
        return found.values().stream().allMatch(l -> l.size() >= perCategory);
    }
}
