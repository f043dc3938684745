package io.minesift.coins;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.JsonSetPuzzle;
import io.minesift.core.curate.ReferenceBuilder;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.BoardArt;
import io.minesift.core.tune.JsonPlayerTemplate;
import io.minesift.core.tune.PlayerTemplate;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The null game: the smallest {@link io.minesift.core.curate.Puzzle}, a template for a new game, which proves the seam by
 * going through the whole pipeline (sift, page, score, filter, pack) with nothing of Minesweeper.
 * A board is a {@link Coin}; its files are coin sets ({@link CoinFiles}); its two players win with the
 * chances the coin states, and its player files ({@link CoinPlayerFiles}) give any player between
 * them, which {@code tune} fits; its reference boards are a fixed grid of coins labelled by
 * construction ({@link CoinRule}), which {@code minesift reference --game coins} plays into a folder
 * and the built-in set plays once with the default players when first asked for.
 */
public final class CoinsPuzzle implements JsonSetPuzzle<Coin> {
    public static final String ID = "coins";
    private static final long REFERENCE_SEED = 1;
    private static final int REFERENCE_REPEATS = 60;
    /** Coins of each category in the grid. */
    private static final int GRID = 12;
    /** The command that writes the built-in reference set into a folder. */
    static final String REFERENCE_COMMAND = "minesift reference --game coins --per-category " + GRID + " --seed "
            + REFERENCE_SEED + " --repeats " + REFERENCE_REPEATS;
    private static volatile ReferenceSet<Coin> reference;

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String boardId(Coin coin) {
        return coin.id();
    }

    @Override
    public List<Coin> readBoardSet(byte[] bytes, String source) {
        return CoinFiles.read(bytes, source);
    }

    @Override
    public byte[] writeBoardSet(List<Coin> coins) {
        return CoinFiles.write(coins);
    }

    @Override
    public String packFiles() {
        return "NAME.json: the coin as a one-coin set";
    }

    @Override
    public BoardArt art(Map<String, Coin> coins) {
        return new CoinArt(coins);
    }

    /** A coin is one forced guess: a player wins it with the chance its role gets, and loses only there. */
    @Override
    public boolean measuresLuck() {
        return true;
    }

    /** A play's chance is the coin's exact chance for its role. */
    @Override
    public boolean exactChances() {
        return true;
    }

    @Override
    public Sift.Measurer<Coin> measurer() {
        return c -> {
            Map<String, Double> m = new LinkedHashMap<>();
            m.put("weakChance", c.weak());
            m.put("strongChance", c.strong());
            return m;
        };
    }

    @Override
    public Contestant<Coin> weak() {
        return new CoinPlayer("weak", false);
    }

    @Override
    public Contestant<Coin> strong() {
        return new CoinPlayer("strong", true);
    }

    /** A coin player file ({@link CoinPlayerFiles}): a role and a skill between its coins' two chances. */
    @Override
    public Contestant<Coin> player(byte[] file, String source) {
        return CoinPlayerFiles.parse(file, source);
    }

    /** A coin player file with its {@code skill} to fill in ({@code NAME} alone: 0 to 1). */
    @Override
    public PlayerTemplate<Coin> template(byte[] file, String source) {
        return new JsonPlayerTemplate<>(file, source, CoinPlayerFiles::parse, CoinPlayerFiles::declared,
                (json, s) -> CoinPlayerFiles.parse(json, s).description());
    }

    /** {@link CoinRule}: what the coin states. */
    @Override
    public Optional<Category> labelByConstruction(Coin coin) {
        return CoinRule.label(coin);
    }

    /**
     * The built-in reference set: what {@code minesift reference --game coins --per-category 12 --seed 1
     * --repeats 60} writes (the whole grid, as {@link #REFERENCE_COMMAND} says), played when first asked for.
     */
    @Override
    public ReferenceSet<Coin> reference() {
        ReferenceSet<Coin> set = reference;
        if (set == null) {
            set = ReferenceBuilder.play(this, referenceBoards(REFERENCE_SEED, GRID), weak(), strong(), REFERENCE_SEED,
                    REFERENCE_REPEATS, REFERENCE_COMMAND);
            reference = set;
        }
        return set;
    }

    /**
     * Up to {@code perCategory} coins of each category from the fixed grid {@link #referenceCoins()},
     * spread evenly over each category's range so that a few still cover it. The grid is fixed, so
     * {@code seed} chooses nothing here (it seeds the plays).
     */
    @Override
    public Map<Coin, Category> referenceBoards(long seed, int perCategory) {
        if (perCategory < 1) {
            throw new IllegalArgumentException("the coins per category must be at least 1, got " + perCategory);
        }
        Map<Category, List<Coin>> byCategory = new EnumMap<>(Category.class);
        for (Coin c : referenceCoins()) {
            byCategory.computeIfAbsent(CoinRule.label(c).orElseThrow(), k -> new ArrayList<>()).add(c);
        }
        Map<Coin, Category> chosen = new LinkedHashMap<>();
        for (Coin c : referenceCoins()) {
            Category label = CoinRule.label(c).orElseThrow();
            List<Coin> pool = byCategory.get(label);
            if (spread(pool.size(), Math.min(perCategory, pool.size())).contains(pool.indexOf(c))) {
                chosen.put(c, label);
            }
        }
        return chosen;
    }

    /** {@code n} of the indices 0 to {@code size - 1}, evenly spaced, both ends among them when n > 1 (the middle when n is 1). */
    static Set<Integer> spread(int size, int n) {
        Set<Integer> indices = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            indices.add(n == 1 ? (size - 1) / 2 : (int) Math.round((double) i * (size - 1) / (n - 1)));
        }
        return indices;
    }

    /**
     * The reference coins: 12 of each category by construction, spread over each rule's range
     * (too-easy: weak 0.90 to 1; skill-rewarding: weak 0.20 to 0.695, strong 1; luck-bound: strong
     * 0.30 to 0.74).
     */
    static List<Coin> referenceCoins() {
        List<Coin> coins = new ArrayList<>();
        for (int i = 0; i < GRID; i++) {
            coins.add(new Coin(0.9 + 0.1 * i / (GRID - 1), 1));
            coins.add(new Coin(0.2 + 0.045 * i, 1));
            coins.add(new Coin(0.05 + 0.03 * i, 0.3 + 0.04 * i));
        }
        return coins;
    }
}
