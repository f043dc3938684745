package io.minesift.core.curate;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.SiftFolder.Board;
import io.minesift.core.experiment.Luck;
import io.minesift.core.report.SummaryJson;
import io.minesift.core.util.InputException;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * The boards a pack takes from a sift, and what the choice had to give up. A curator reads a
 * too-easy or skill-rewarding pack as boards that reasoning wins, so where the sift measured luck
 * those take the boards that need no guess first, and say how many they had to take with one.
 * {@code --max-luck P} leaves out, in any category, the boards whose chance of losing to forced
 * guesses is above P: for a luck-bound pack it keeps the milder ones.
 *
 * @param boards     the chosen boards, in pack order
 * @param withGuess  how many of them need a guess (0 when the sift has no luck figures)
 * @param noGuess    how many members of the category (after {@code --max-luck}) need no guess
 * @param leftOut    how many members {@code --max-luck} left out (0 without it)
 * @param luckKnown  whether the sift's summary has every member's luck figures
 * @param <B>        the game's board type
 */
public record PackChoice<B>(Category category, List<Board<B>> boards, int withGuess, int noGuess, OptionalDouble maxLuck,
                            int leftOut, boolean luckKnown) {
    /** How a pack chooses, in words, for help, README and {@code pack-info.json}. */
    public static final String RULE = "with --max-luck P, the boards of the category whose chance of losing to forced "
            + "guesses is above P are left out; of the rest, for too-easy and skill-rewarding the boards that need no "
            + "guess come first (where the sift measured luck); then by confidence descending, then by how plainly they "
            + "show the category (skill-rewarding: gap descending; too-easy: weak rate descending; luck-bound: strong "
            + "rate ascending), then id";

    /**
     * How far above P a loss still counts as P: a strong rate of 0.95 loses 1 - 0.95 =
     * 0.050000000000000044 in doubles, which {@code --max-luck 0.05} must keep.
     */
    static final double ROUNDING = 1e-9;

    public PackChoice {
        boards = List.copyOf(boards);
    }

    /**
     * The {@code count} boards of {@code category} a pack takes from {@code sift} (see {@link #RULE}),
     * put in {@code order}. A board listed twice in the sift goes in once.
     *
     * @throws InputException when {@code maxLuck} is given and the sift's summary has no luck figures
     */
    public static <B> PackChoice<B> choose(SiftFolder<B> sift, Puzzle<B> puzzle, Category category, int count,
                                           PackOrder order, OptionalDouble maxLuck) {
        Map<String, Board<B>> members = new LinkedHashMap<>();
        sift.boards().stream().filter(b -> b.entry().category() == category).forEach(b -> members.putIfAbsent(b.id(), b));
        boolean luckKnown = members.values().stream().allMatch(b -> b.entry().luck() != null);
        if (maxLuck.isPresent() && !luckKnown) {
            throw new InputException(sift.folder().resolve(Reports.SUMMARY).toString(), noLuckFigures(puzzle));
        }
        List<Board<B>> kept = members.values().stream()
                .filter(b -> maxLuck.isEmpty() || b.entry().luck().guessLoss() <= maxLuck.getAsDouble() + ROUNDING).toList();
        boolean preferNoGuess = luckKnown && category != Category.LUCK_BOUND;
        List<Board<B>> chosen = kept.stream().sorted(Comparator.comparing(Board<B>::entry,
                first(preferNoGuess).thenComparing(byConfidence()).thenComparing(plainest(category))
                        .thenComparing(SummaryJson.Entry::id))).limit(count).toList();
        return new PackChoice<>(category, order.arrange(chosen, sift.boards()),
                luckKnown ? (int) chosen.stream().filter(PackChoice::needsGuess).count() : 0,
                luckKnown ? (int) kept.stream().filter(b -> !needsGuess(b)).count() : 0,
                maxLuck, members.size() - kept.size(), luckKnown);
    }

    private static String noLuckFigures(Puzzle<?> puzzle) {
        return "has no luck figures (needsGuess, guessLoss), which --max-luck needs: " + (puzzle.measuresLuck()
                ? "it was written by an older minesift; run its sift command again, which rewrites the reports from the "
                + "journal without playing again"
                : "the " + puzzle.id() + " game does not measure luck (its strong player may lose other than at a guess)");
    }

    private static boolean needsGuess(Board<?> b) {
        return b.entry().luck().needsGuess();
    }

    /** The boards that need no guess first when asked, else no order. */
    private static Comparator<SummaryJson.Entry> first(boolean preferNoGuess) {
        return Comparator.comparing(e -> preferNoGuess && e.luck().needsGuess());
    }

    private static Comparator<SummaryJson.Entry> byConfidence() {
        return Comparator.comparingDouble(SummaryJson.Entry::confidence).reversed();
    }

    /** Among equally confident members, the one that shows its category most plainly first. */
    private static Comparator<SummaryJson.Entry> plainest(Category category) {
        return switch (category) {
            // the most reward for reasoning: the strong player wins where the weak one loses most
            case SKILL_REWARDING -> Comparator.comparingDouble(SummaryJson.Entry::gap).reversed();
            // no skill needed: even the weak player wins most
            case TOO_EASY -> Comparator.comparingDouble(SummaryJson.Entry::weak).reversed();
            // luck decides: even the strong player loses most
            case LUCK_BOUND -> Comparator.comparingDouble(SummaryJson.Entry::strong);
        };
    }

    /**
     * One line on the guesses a too-easy or skill-rewarding pack took, e.g. "5 of the 10
     * skill-rewarding boards need a guess: the sift has only 5 that need none"; empty for a luck-bound
     * pack (every luck-bound board needs one) or a sift without luck figures.
     */
    public Optional<String> guessNote() {
        if (!luckKnown || category == Category.LUCK_BOUND) {
            return Optional.empty();
        }
        String c = category.id();
        if (withGuess == 0) {
            return Optional.of(boards.size() == 1 ? "the one " + c + " board needs no guess"
                    : "none of the " + boards.size() + " " + c + " boards needs a guess");
        }
        String taken = boards.size() == 1 ? "the one " + c + " board needs" : withGuess + " of the " + boards.size() + " " + c
                + " boards " + (withGuess == 1 ? "needs" : "need");
        String left = noGuess == 0 ? "every " + c + " board of the sift needs one" : "the sift has only " + noGuess + " that "
                + (noGuess == 1 ? "needs" : "need") + " none";
        return Optional.of(taken + " a guess: " + left
                + (maxLuck.isEmpty() ? " (--max-luck P leaves out boards that lose more than P to forced guesses)" : ""));
    }

    /** One line on what {@code --max-luck} left out; empty without it. */
    public Optional<String> luckNote() {
        return maxLuck.stream().mapToObj(p -> "--max-luck " + new BigDecimal(Double.toString(p)).stripTrailingZeros()
                .toPlainString() + " left out " + leftOut + " " + category.id() + " " + (leftOut == 1 ? "board that loses"
                : "boards that lose") + " more than " + Luck.percent(p) + " to forced guesses").findFirst();
    }
}
