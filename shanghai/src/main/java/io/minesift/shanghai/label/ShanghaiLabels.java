package io.minesift.shanghai.label;

import io.minesift.shanghai.DealGenerator;
import io.minesift.shanghai.Layout;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.Solver;

import io.minesift.core.classify.Category;
import io.minesift.core.util.Seeds;
import io.minesift.core.util.Workers;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Labels by construction for Shanghai's reference and held-out sets: what can be shown about a deal
 * from what it is, with its own seeded draws, never from the rates a sift measures. Every rule reads
 * the same {@value #ARRANGEMENTS} seeded arrangements of the deal's hidden tiles, each uniform among
 * those consistent with its start view (the seen tiles keep their kinds, the hidden ones get a
 * shuffle of the kinds not seen): the tables the luck-fair rates are played on, since the referee
 * redeals the hidden tiles in exactly this way. On each arrangement three things are computed:
 * whether the full-information {@link Solver} clears it, and the chances that two
 * {@link Chooser choosers} clear it, both taking certain moves first as the players do, each the
 * player of its name going by what it sees: the <em>weak</em> one takes each other move with the
 * share of the weak player's one-sample choices that take it, {@value #DRAWS} seeded draws per view
 * ({@link Chooser#own}); the <em>strong</em> one takes the move of the strong player's own
 * decision, {@value #STRONG_DRAWS} per view ({@link Chooser#own}), so that its walk is one
 * play of the strong player on the arrangement, its chance 0 or 1. The solver's answer is exact; each
 * chooser's chance is an unbiased estimate of its player's chance on the arrangement (each table's
 * draws are its own stream, and a play meets a table at most once), so its mean over the
 * arrangements estimates that player's luck-fair rate itself, and a label's margin on it is a margin
 * of that rate. In order:
 * <ol>
 *   <li><b>too easy</b>: the weak chooser's share, the mean of its chances over the arrangements,
 *       has a 95 % Wilson lower end of at least {@value #EASY_LIMIT}: the weak player wins at least
 *       that often on tables that look like this deal;</li>
 *   <li><b>luck-bound</b>: the upper end of the 95 % Wilson interval of the share of arrangements
 *       the solver clears is at most {@value #LUCK_LIMIT}. A player who cannot see the hidden tiles
 *       wins only if the arrangement is solvable, so this share bounds every such player's chance;</li>
 *   <li><b>skill-rewarding</b>: the solver clears every arrangement, the strong chooser's share has
 *       a 95 % lower end of at least {@value #STRONG_LIMIT} and the weak chooser's a 95 % upper end
 *       of at most {@value #WEAK_LIMIT}: the strong player's method clears the deal and the weak
 *       player's loses a large share of it;</li>
 *   <li>otherwise no label: no clear example.</li>
 * </ol>
 * So a label is a margin of the players' own luck-fair chances, as the map's axes are, whatever the
 * layout. The players are the shipped ones unless a set is made for others ({@link LabelPlayers}):
 * then each chooser makes that player's decisions, and the arrangements are the tables that
 * players' referee deals (under the generator's redeal, the generator's own, each of which the
 * solver clears). A Wilson interval on a mean of chances in [0, 1] is conservative (such a mean varies at
 * most as a share of wins does; the choosers' estimated chances lie in [0, 1] too, independent from
 * arrangement to arrangement, {@link #drawSeed}, {@link #strongSeed}); a sum of chances is rounded
 * down for a lower end and up for an upper end.
 * A solver search or a chooser walk that its budget leaves undecided never helps a label: it counts
 * as solvable for the luck bound, as unsolved for skill, as a chance of 0 for too easy and for the
 * strong chooser, and 1 for the weak chooser's skill bound. The terms are read only until they
 * settle the label, which is always the one the full reading gives ({@link #evidence}).
 */
public final class ShanghaiLabels {
    /** Arrangements of the hidden tiles drawn per deal. */
    static final int ARRANGEMENTS = 64;
    /** A deal is luck-bound when the 95 % upper end of its start view's solvable share is at most this. */
    static final double LUCK_LIMIT = 0.75;
    /** A deal is too easy when the 95 % lower end of the weak chooser's share is at least this. */
    static final double EASY_LIMIT = 0.85;
    /** A deal may be skill-rewarding when the 95 % upper end of the weak chooser's share is at most this. */
    static final double WEAK_LIMIT = 0.70;
    /** A deal may be skill-rewarding when the 95 % lower end of the strong chooser's share is at least this. */
    static final double STRONG_LIMIT = 0.75;
    /** The solver's node budget per arrangement. */
    static final long NODES = 2_000_000;
    /** A chooser's budget of tables at a choice per arrangement. */
    static final long TABLES = 200_000;
    /**
     * The weak chooser's draws per view, K: the weak player's chance of taking each move is estimated
     * from K of its one-sample choices ({@link Chooser#own}). Measured on 100 mini-turtle
     * deals no set was made from, against the weak player's rate over 100 plays: K = 16 and 64 track it
     * equally (RMSE 0.059 and 0.058, at the rate's own sampling noise), K = 64 at five times the CPU.
     */
    static final int DRAWS = 16;
    /**
     * The strong chooser's decisions per view: one, so that its walk is a single play of the strong
     * player. Measured against four per view, walked (12-06, docs/research-log.md): on the mini-turtle
     * held-out set the two took the skill label from 8 and 9 of the 20 skill-rewarding deals of the
     * earlier rule, differing only at the line; four cost 0.1 to 4 s a mini-turtle deal and 151 s
     * for four Turtle arrangements, where one play costs about 1.4 s there.
     */
    static final int STRONG_DRAWS = 1;
    /**
     * Tables at a choice per weak walk above which the strong chooser is walked before the rest of
     * the weak chooser's walks (only the order of reading, never a label, depends on it). Measured
     * (12-06): a weak walk judges 2 to 40 tables on mini-turtle arrangements, a few milliseconds,
     * where a strong play makes tens of decisions of 16 searches to depth 3; on Turtle's a weak walk
     * judges 4,000 to 27,000 tables (0.2 ms each, 1 to 5 s), a strong play about 1.4 s.
     */
    static final long DEAR_WEAK_WALK = 1_000;

    private ShanghaiLabels() {
    }

    /** The rules in plain words, for reports. */
    public static String words() {
        return "each rule reads " + ARRANGEMENTS + " seeded arrangements of the hidden tiles, each uniform among those "
                + "that look like the deal at the start (the tables its luck-fair rates are played on); on each, whether "
                + "the exact solver clears it, and the chances that two choosers clear it, both taking certain moves "
                + "first as the players do: the weak chooser is the weak player, taking each other move with the share of "
                + "its one-sample choices that take it (" + DRAWS + " seeded draws of the hidden tiles per view), the "
                + "strong one takes the move of the strong player's own decision, so that it plays each arrangement once "
                + "as the strong player would. "
                + "Too easy: the weak chooser's mean chance has a 95 % Wilson lower end of at least " + percent(EASY_LIMIT)
                + "; luck-bound: the share the solver clears (which bounds the chance of any player who cannot see hidden "
                + "tiles) has a 95 % upper end of at most " + percent(LUCK_LIMIT) + "; skill-rewarding: the solver clears "
                + "every arrangement, the strong chooser's share of wins has a 95 % lower end of at least "
                + percent(STRONG_LIMIT) + " and the weak chooser's a 95 % upper end of at most " + percent(WEAK_LIMIT)
                + "; otherwise no label.";
    }

    private static String percent(double share) {
        return Math.round(100 * share) + " %";
    }

    /**
     * The label of {@code deal}, its arrangements seeded by the deal itself (its layout's name and
     * kinds), so that a deal has one label wherever it is asked for: in the reference set, in
     * {@code tune}'s separation goal and in a census.
     */
    public static Optional<Category> label(Position deal) {
        return label(deal, LabelPlayers.SHIPPED);
    }

    /**
     * The label of {@code deal} as margins of the chances of {@code players}, on the tables their
     * referee deals, seeded by the deal itself ({@link #label(Position)}).
     */
    public static Optional<Category> label(Position deal, LabelPlayers players) {
        return evidence(deal, seedOf(deal), DEAR_WEAK_WALK, players).label();
    }

    /** The seed a deal's own label draws from: its layout's name and its kinds, hashed. */
    static long seedOf(Position deal) {
        int[] kinds = new int[deal.layout().size()];
        for (int t = 0; t < kinds.length; t++) {
            kinds[t] = deal.kind(t);
        }
        return Seeds.derive(deal.layout().name().hashCode(), java.util.Arrays.hashCode(kinds));
    }

    /** The label of {@code deal} (a full table) with arrangements drawn from {@code seed}, or empty. */
    public static Optional<Category> label(Position deal, long seed) {
        return evidence(deal, seed).label();
    }

    /**
     * The evidence of {@code deal}'s {@value #ARRANGEMENTS} arrangements drawn from {@code seed}, read
     * only until it settles the label ({@link Evidence}: the label is the one the full reading, every
     * arrangement solved and walked by both choosers, gives, in whatever order the terms are read). A
     * chooser's win is a winning order, so its chance is at most whether the arrangement can be
     * cleared: a dead one is not walked (chance 0). First the solver until the luck rule is decided
     * (on 64, 23 arrangements it cannot clear make a deal luck-bound, 42 it can clear make it not),
     * then the weak chooser until too easy is decided. What is left is skill, which needs every
     * arrangement solved, the weak chooser's sum low and the strong chooser's high; the dearer
     * chooser goes last, as the cheaper may refute skill first, and the rest of the solver, cheap
     * beside the walks, before the strong chooser. On small layouts the weak chooser is the cheaper
     * (a walk judges tens of tables, mini-turtle); on Turtle it judges thousands where the strong
     * one plays one path, so the strong one goes first when the weak walks so far judged more than
     * {@value #DEAR_WEAK_WALK} tables each.
     */
    static Evidence evidence(Position deal, long seed) {
        return evidence(deal, seed, DEAR_WEAK_WALK);
    }

    /** {@link #evidence(Position, long)}, the strong chooser first when the weak walks judged more than {@code dearWeakWalk} tables each. */
    static Evidence evidence(Position deal, long seed, long dearWeakWalk) {
        return evidence(deal, seed, dearWeakWalk, LabelPlayers.SHIPPED);
    }

    /** {@link #evidence(Position, long, long)} of the chooser's of {@code players}, on the tables their referee deals. */
    static Evidence evidence(Position deal, long seed, long dearWeakWalk, LabelPlayers players) {
        Reading r = new Reading(deal, seed, players)
                .solveWhile(e -> e.luck() == Evidence.Truth.OPEN)
                .walkWeakWhile(e -> e.easy() == Evidence.Truth.OPEN);
        if (r.weakWalksOver(dearWeakWalk)) {
            r.solveWhile(e -> true).walkStrongWhile(e -> e.strongEnough() == Evidence.Truth.OPEN)
                    .walkWeakWhile(e -> e.weakSkill() == Evidence.Truth.OPEN);
        } else {
            r.walkWeakWhile(e -> e.weakSkill() == Evidence.Truth.OPEN).solveWhile(e -> true)
                    .walkStrongWhile(e -> e.strongEnough() == Evidence.Truth.OPEN);
        }
        return r.evidence();
    }

    /**
     * Whether {@code deal} is labelled luck-bound, from the solver's outcomes alone: a too-easy deal
     * has a weak chance, and so a solvable share, whose Wilson lower end is at least
     * {@value #EASY_LIMIT}, so its share's upper end is above {@value #LUCK_LIMIT} and the first rule
     * never takes a luck-bound deal. Cheaper than {@link #label(Position)}: no chooser's walk, and
     * the solver only until the luck rule is decided.
     */
    static boolean luckBound(Position deal) {
        return luckBound(deal, LabelPlayers.SHIPPED);
    }

    /** {@link #luckBound(Position)} on the tables the referee of {@code players} deals. */
    static boolean luckBound(Position deal, LabelPlayers players) {
        return new Reading(deal, seedOf(deal), players).solveWhile(e -> e.luck() == Evidence.Truth.OPEN).evidence().luck()
                == Evidence.Truth.YES;
    }

    /**
     * The seed of the one-sample chooser's draws on arrangement {@code j} of a deal whose
     * arrangements are drawn from {@code seed}: a stream of its own per arrangement, so that the
     * chooser's chances on the arrangements are independent, as a Wilson interval on their mean
     * assumes.
     */
    static long drawSeed(long seed, int j) {
        return Seeds.derive(seed, 1, j);
    }

    /** The seed of the strong chooser's decisions on arrangement {@code j}, as {@link #drawSeed} for the weak one. */
    static long strongSeed(long seed, int j) {
        return Seeds.derive(seed, 2, j);
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
        return referenceBoards(layout, seed, perCategory, maxDeals, EnumSet.allOf(Category.class));
    }

    /**
     * {@link #referenceBoards(Layout, long, int, int)} of the categories {@code wanted} only, the
     * others never kept: a held-out set of a layout whose deals rarely or never take some label
     * (on 72 tiles no generated or uniform deal was found luck-bound, docs/research-log.md). Its
     * too-easy and skill-rewarding deals are the ones that method chooses (the first of each label in
     * the same order); only the luck-bound search, which that method widens to the generated deals
     * once the others are full, starts on them at once when luck is the only category wanted.
     */
    public static Map<Position, Category> referenceBoards(Layout layout, long seed, int perCategory, int maxDeals,
                                                          Set<Category> wanted) {
        return referenceBoards(layout, seed, perCategory, maxDeals, wanted, LabelPlayers.SHIPPED, 1);
    }

    /**
     * {@link #referenceBoards(Layout, long, int, int, Set)} labelled as margins of the chances of
     * {@code players}, the deals read on {@code threads} threads, a batch of {@code threads} at a
     * time: the same map whatever the threads, since a deal's label is its own
     * ({@link #label(Position, LabelPlayers)}, seeded by the deal) and the batch is then taken in
     * order exactly as one thread takes it. A batch reads what its first deal needs: the full label
     * while too easy or skill is missing (a deal past that point in the batch needs only the luck
     * rule, which the label answers alike: a deal is labelled luck-bound exactly when
     * {@link #luckBound(Position, LabelPlayers)} holds, the first rule never taking a luck-bound
     * deal), and the uniform candidate while luck is missing. At most a batch is read beyond the
     * last deal taken.
     */
    public static Map<Position, Category> referenceBoards(Layout layout, long seed, int perCategory, int maxDeals,
                                                          Set<Category> wanted, LabelPlayers players, int threads) {
        if (perCategory < 1 || maxDeals < 1 || wanted.isEmpty() || threads < 1) {
            throw new IllegalArgumentException("perCategory, maxDeals and threads must be at least 1, and a category wanted");
        }
        Map<Category, List<Position>> found = new EnumMap<>(Category.class);
        for (Category c : wanted) {
            found.put(c, new ArrayList<>());
        }
        for (int first = 0; first < maxDeals && !full(found, perCategory); first += threads) {
            boolean labelled = missing(found, Category.TOO_EASY, perCategory)
                    || missing(found, Category.SKILL_REWARDING, perCategory);
            boolean uniformToo = missing(found, Category.LUCK_BOUND, perCategory);
            Candidate[] batch = new Candidate[Math.min(threads, maxDeals - first)];
            List<Runnable> work = new ArrayList<>();
            for (int k = 0; k < batch.length; k++) {
                int i = first + k;
                int slot = k;
                work.add(() -> batch[slot] = Candidate.read(layout, seed, i, labelled, uniformToo, players));
            }
            Workers.run(work, threads, "minesift-labels");
            for (Candidate c : batch) {
                if (full(found, perCategory)) {
                    break;
                }
                take(found, c, perCategory);
            }
        }
        if (!full(found, perCategory)) {
            throw new IllegalArgumentException(layout.name() + ": " + maxDeals + " deals gave only "
                    + counts(found) + " of the " + perCategory + " each asked");
        }
        Map<Position, Category> boards = new LinkedHashMap<>();
        found.forEach((c, deals) -> deals.forEach(p -> boards.put(p, c)));
        return boards;
    }

    /**
     * Takes deal {@code c} as one thread takes deal i: by its label while too easy or skill is
     * missing, else by the luck rule alone; then its uniform twin for luck while luck is missing.
     */
    private static void take(Map<Category, List<Position>> found, Candidate c, int perCategory) {
        List<Position> luck = found.get(Category.LUCK_BOUND); // null when not wanted
        if (missing(found, Category.TOO_EASY, perCategory) || missing(found, Category.SKILL_REWARDING, perCategory)) {
            Optional<Category> label = c.label();
            if (label.isPresent() && missing(found, label.get(), perCategory) && !seen(found, c.deal())) {
                found.get(label.get()).add(c.deal());
            }
        } else if (c.luckBound() && !seen(found, c.deal())) {
            luck.add(c.deal()); // only luck is missing: its rule alone, with no walk, gives the same label
        }
        if (missing(found, Category.LUCK_BOUND, perCategory) && c.uniformLuckBound() && !seen(found, c.uniform())) {
            luck.add(c.uniform());
        }
    }

    /**
     * What one deal index gives a reference search: the generated deal and its label (or only
     * whether it is luck-bound, when {@code labelled} was not asked: then {@code label} is empty
     * unless it is), and the uniform deal of that index and whether the solver proves it solvable and
     * it is luck-bound (false when not asked).
     */
    private record Candidate(Position deal, Optional<Category> label, Position uniform, boolean uniformLuckBound) {
        static Candidate read(Layout layout, long seed, int i, boolean labelled, boolean uniformToo, LabelPlayers players) {
            Position deal = DealGenerator.deal(layout, seed, i).position();
            Optional<Category> label = labelled ? ShanghaiLabels.label(deal, players)
                    : ShanghaiLabels.luckBound(deal, players) ? Optional.of(Category.LUCK_BOUND) : Optional.empty();
            Position uniform = DealGenerator.uniform(layout, seed, i);
            boolean uniformLuck = uniformToo && Solver.solve(uniform, NODES).outcome() == Solver.Outcome.SOLVED
                    && ShanghaiLabels.luckBound(uniform, players);
            return new Candidate(deal, label, uniform, uniformLuck);
        }

        boolean luckBound() {
            return label.equals(Optional.of(Category.LUCK_BOUND));
        }
    }

    /** The deals found of each category wanted, e.g. "2 too-easy, 2 luck-bound and 0 skill-rewarding". */
    private static String counts(Map<Category, List<Position>> found) {
        List<String> each = new ArrayList<>();
        found.forEach((c, deals) -> each.add(deals.size() + " " + c.id()));
        String last = each.remove(each.size() - 1);
        return each.isEmpty() ? last : String.join(", ", each) + " and " + last;
    }

    /** Whether {@code c} is wanted and has fewer than {@code perCategory} deals yet. */
    private static boolean missing(Map<Category, List<Position>> found, Category c, int perCategory) {
        return found.containsKey(c) && found.get(c).size() < perCategory;
    }

    /**
     * How many of the deals {@code 0..count-1} of {@code seed} take each label as margins of the
     * chances of {@code players} (keys: the category ids, then {@code none}; with {@code uniform},
     * {@code unsolved} counts the deals the solver does not prove solvable, which are not labelled),
     * each deal by its own {@link #label(Position, LabelPlayers)}. The deals are read on
     * {@code threads} threads, each thread taking the next deal as soon as it is done with one (a
     * slow Turtle deal holds no other thread idle), and each is handed to {@code each} with what was
     * read of it, in the order of the deals, as soon as it and every deal before it are read
     * ({@link Workers#inOrder}): the same counts and deals whatever the threads, since each deal's
     * label is its own.
     */
    public static Map<String, Integer> census(Layout layout, long seed, int count, boolean uniform, LabelPlayers players,
                                              int threads, Consumer<CensusDeal> each) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Category c : Category.values()) {
            counts.put(c.id(), 0);
        }
        counts.put("none", 0);
        if (uniform) {
            counts.put("unsolved", 0);
        }
        Workers.inOrder(count, threads, "minesift-census", i -> CensusDeal.read(layout, seed, i, uniform, players), read -> {
            counts.merge(read.label(), 1, Integer::sum);
            each.accept(read);
        });
        return counts;
    }

    /**
     * One deal of a census: its index among the seed's deals, the deal, its label's id ({@code none},
     * or {@code unsolved} for a uniform deal the solver does not prove solvable) and, in words, what
     * was read of its arrangements to settle it.
     */
    public record CensusDeal(long index, Position deal, String label, String evidence) {
        /** Deal {@code i} of {@code seed}, generated or uniform, read as far as its label needs. */
        static CensusDeal read(Layout layout, long seed, long i, boolean uniform, LabelPlayers players) {
            Position deal = uniform ? DealGenerator.uniform(layout, seed, i) : DealGenerator.deal(layout, seed, i).position();
            if (uniform && Solver.solve(deal, NODES).outcome() != Solver.Outcome.SOLVED) {
                return new CensusDeal(i, deal, "unsolved", "the deal itself not proved solvable");
            }
            Evidence e = ShanghaiLabels.evidence(deal, seedOf(deal), DEAR_WEAK_WALK, players);
            return new CensusDeal(i, deal, e.label().map(Category::id).orElse("none"), e.words());
        }
    }

    /** Whether {@code deal} was already chosen (a small layout can deal the same table twice). */
    private static boolean seen(Map<Category, List<Position>> found, Position deal) {
        return found.values().stream().anyMatch(l -> l.contains(deal));
    }

    private static boolean full(Map<Category, List<Position>> found, int perCategory) {
        return found.values().stream().allMatch(l -> l.size() >= perCategory);
    }
}
