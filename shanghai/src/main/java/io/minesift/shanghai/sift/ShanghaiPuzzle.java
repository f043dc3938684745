package io.minesift.shanghai.sift;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.JsonSetPuzzle;
import io.minesift.core.curate.ReferenceSet;
import io.minesift.core.experiment.Contestant;
import io.minesift.core.experiment.Sift;
import io.minesift.core.report.BoardArt;
import io.minesift.shanghai.LayoutFiles;
import io.minesift.shanghai.Layouts;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.label.LabelPlayers;
import io.minesift.shanghai.label.ShanghaiLabels;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;
import io.minesift.core.tune.JsonPlayerTemplate;
import io.minesift.core.tune.PlayerTemplate;

import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Shanghai solitaire as a {@link io.minesift.core.curate.Puzzle}: a board is a deal, the full starting
 * {@link Position} of a layout (shipped or from a file); its files are Shanghai board sets ({@link ShanghaiFiles}),
 * and a report and a pack give each deal as a one-deal set ({@link JsonSetPuzzle}); its generator deals solvable instances of a layout named by
 * {@code --layout} ({@link io.minesift.shanghai.DealGenerator}); its players and player files are
 * {@link ShanghaiPlayers}'; its labels by construction are {@link ShanghaiLabels}'.
 */
public final class ShanghaiPuzzle implements JsonSetPuzzle<Position> {
    public static final String ID = "shanghai";
    /** The layout generated when none is named, and the reference deals' layout. */
    public static final String DEFAULT_LAYOUT = "mini-turtle";
    /** Deals looked at per reference deal wanted before giving up on a category. */
    private static final int DEALS_PER_CHOICE = 1000;

    /** The layout of {@link #referenceBoards}' deals. */
    private final String referenceLayout;
    /** The categories {@link #referenceBoards} chooses deals of. */
    private final Set<Category> categories;
    /** The players whose chances the labels are margins of. */
    private final LabelPlayers labelPlayers;

    /** Shanghai, its reference deals on {@value #DEFAULT_LAYOUT}, of every category. */
    public ShanghaiPuzzle() {
        this(DEFAULT_LAYOUT, EnumSet.allOf(Category.class), LabelPlayers.SHIPPED);
    }

    private ShanghaiPuzzle(String referenceLayout, Set<Category> categories, LabelPlayers labelPlayers) {
        this.referenceLayout = referenceLayout;
        this.categories = Collections.unmodifiableSet(EnumSet.copyOf(categories));
        this.labelPlayers = labelPlayers;
    }

    /**
     * This game whose {@link #referenceBoards} are deals of the layout {@code name} (a shipped layout
     * or a layout file, {@code reference --layout}): a Shanghai matter, so it is set here rather than
     * passed through {@link io.minesift.core.curate.Puzzle}.
     *
     * @throws IllegalArgumentException for an unknown layout
     * @throws io.minesift.core.util.InputException for a bad layout file
     */
    public ShanghaiPuzzle withReferenceLayout(String name) {
        checkLayout(name);
        return new ShanghaiPuzzle(name, categories, labelPlayers);
    }

    /**
     * This game whose {@link #referenceBoards} are deals of the categories {@code wanted} only
     * ({@code reference --labels-only --categories}): a held-out set of a layout whose deals rarely or
     * never take some label by construction (docs/method.md, "Shanghai's labels").
     *
     * @throws IllegalArgumentException for no category
     */
    public ShanghaiPuzzle withCategories(Set<Category> wanted) {
        if (wanted.isEmpty()) {
            throw new IllegalArgumentException("--categories needs at least one category");
        }
        return new ShanghaiPuzzle(referenceLayout, wanted, labelPlayers);
    }

    /**
     * This game whose labels by construction are margins of the chances of {@code players}, on the
     * tables their referee deals ({@code reference --weak --strong}: a set made for other players is
     * labelled by those players), not the shipped ones.
     */
    public ShanghaiPuzzle withLabelPlayers(LabelPlayers players) {
        return new ShanghaiPuzzle(referenceLayout, categories, players);
    }

    /** The layout of the reference deals. */
    public String referenceLayout() {
        return referenceLayout;
    }

    private static void checkLayout(String name) {
        if (!Layouts.NAMES.contains(name) && !LayoutFiles.exists(name)) {
            throw new IllegalArgumentException(LayoutFiles.looksLikeFile(name) ? name + ": no such layout file"
                    : "unknown layout '" + name + "': use " + String.join(", ", Layouts.NAMES) + ", or a layout file");
        }
        ShanghaiFiles.layout(name);
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public String boardId(Position deal) {
        return ShanghaiFiles.id(deal);
    }

    @Override
    public List<Position> readBoardSet(byte[] bytes, String source) {
        return ShanghaiFiles.read(bytes, source);
    }

    @Override
    public byte[] writeBoardSet(List<Position> deals) {
        return ShanghaiFiles.write(deals);
    }

    @Override
    public String packFiles() {
        return "NAME.json: the deal as a one-deal Shanghai board set";
    }

    /** The deal layer by layer ({@link ShanghaiText}). */
    @Override
    public Optional<String> text(Position deal) {
        return Optional.of(ShanghaiText.draw(deal, boardId(deal)));
    }

    @Override
    public BoardArt art(Map<String, Position> deals) {
        return new ShanghaiArt(deals);
    }

    @Override
    public Sift.Measurer<Position> measurer() {
        return new ShanghaiMeasurer();
    }

    @Override
    public Contestant<Position> weak() {
        return ShanghaiPlayers.weak();
    }

    @Override
    public Contestant<Position> strong() {
        return ShanghaiPlayers.strong();
    }

    @Override
    public Contestant<Position> player(byte[] file, String source) {
        return ShanghaiPlayers.parse(file, source);
    }

    @Override
    public PlayerTemplate<Position> template(byte[] file, String source) {
        return new JsonPlayerTemplate<>(file, source, ShanghaiPlayers::parse, ShanghaiPlayers::declared,
                (json, s) -> ((ShanghaiPlayer) ShanghaiPlayers.parse(json, s)).description());
    }

    /** Solvable deals of a layout, shipped or from a file ({@code --layout}, default {@value #DEFAULT_LAYOUT}). */
    @Override
    public Optional<Generator<Position>> generator() {
        return Optional.of(new Generator<>() {
            @Override
            public String defaultSpec() {
                return DEFAULT_LAYOUT;
            }

            @Override
            public List<Position> generate(String layout, long seed, int count) {
                checkLayout(layout);
                return ShanghaiFiles.deals(layout, seed, count);
            }

            @Override
            public String describe(String layout, long seed, int count) {
                return count + (count == 1 ? " deal " : " deals ") + layout + " (seed " + seed + ")";
            }
        });
    }

    /** The note {@value #REFERENCE_NOTE}: which layout's deals placed a deal of another layout. */
    static final String REFERENCE_NOTE = "reference";

    /**
     * A deal of a layout that none of {@code reference}'s deals has gets the note
     * {@value #REFERENCE_NOTE}: the layouts the classifier learnt the map from, so that a sift on a
     * layout with no reference of its own says which one it used.
     */
    @Override
    public Map<String, String> notes(Position deal, ReferenceSet<Position> reference) {
        java.util.Set<String> layouts = new java.util.TreeSet<>();
        reference.boards().forEach(p -> layouts.add(p.layout().name()));
        if (layouts.isEmpty() || layouts.contains(deal.layout().name())) {
            return Map.of();
        }
        return Map.of(REFERENCE_NOTE, String.join(" and ", layouts) + " deals (none of " + deal.layout().name() + ")");
    }

    @Override
    public Optional<Category> labelByConstruction(Position deal) {
        return ShanghaiLabels.label(deal, labelPlayers);
    }

    /**
     * Up to {@code perCategory} deals of each category, deals of the reference layout (default
     * {@value #DEFAULT_LAYOUT}) of the run {@code seed} labelled by {@link ShanghaiLabels}, looking at
     * {@value #DEALS_PER_CHOICE} deals per deal wanted at most.
     */
    @Override
    public Map<Position, Category> referenceBoards(long seed, int perCategory) {
        return referenceBoards(seed, perCategory, 1);
    }

    /** The deals' labels read on {@code threads} threads, a batch at a time: the same deals whatever the threads. */
    @Override
    public Map<Position, Category> referenceBoards(long seed, int perCategory, int threads) {
        if (perCategory < 1) {
            throw new IllegalArgumentException("the deals per category must be at least 1, got " + perCategory);
        }
        return ShanghaiLabels.referenceBoards(ShanghaiFiles.layout(referenceLayout), seed, perCategory,
                Math.multiplyExact(3 * perCategory, DEALS_PER_CHOICE), categories, labelPlayers, threads);
    }

    @Override
    public String referenceRule() {
        return ShanghaiLabels.words();
    }

    /**
     * The reference set shipped beside this class, made by {@link ShippedReferences#command}: labelled
     * mini-turtle deals played by the default players (docs/figures.md, "Shanghai").
     */
    @Override
    public ReferenceSet<Position> reference() {
        return ShippedReferences.of(DEFAULT_LAYOUT, this);
    }

    /**
     * The shipped reference set of the {@code deals}' most common layout, or of the layout nearest
     * to it in tiles when it has none ({@link ShippedReferences#layoutFor}): the deals of another
     * layout then carry the note {@value #REFERENCE_NOTE}, which names it.
     */
    @Override
    public ReferenceSet<Position> reference(List<Position> deals) {
        return ShippedReferences.of(ShippedReferences.layoutFor(deals), this);
    }
}
