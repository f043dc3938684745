package io.minesift.minesweeper.sift;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Instance;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.Reports;
import io.minesift.core.report.BoardArt;
import io.minesift.core.report.SiftReport;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Draws Minesweeper boards for the report page: mines as dark squares, the start cell in green,
 * and links to the board's {@code .mine} and MBF files in the report's {@code boards/} folder;
 * says in Minesweeper's words what the categories mean, how the reference boards were labelled
 * ({@link ReferenceLabel}) and why each board plays as it does ({@link MinesweeperReason}).
 */
public final class MinesweeperArt implements BoardArt {
    private static final String FOLDER = Reports.BOARD_FOLDER;
    private static final double WIDTH_PX = 120;

    private final Map<String, Instance> boards;

    public MinesweeperArt(Map<String, Instance> boards) {
        this.boards = Map.copyOf(boards);
    }

    @Override
    public String svg(String id) {
        Instance board = boards.get(id);
        Geometry g = board.geometry();
        double cell = Math.max(1.5, Math.min(8, WIDTH_PX / Math.max(g.width(), g.height())));
        StringBuilder s = new StringBuilder(String.format(Locale.ROOT,
                "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 %d %d\" width=\"%.0f\" height=\"%.0f\">"
                        + "<title>%s: %d mines, start %s</title><rect width=\"%d\" height=\"%d\" fill=\"#e8e8e8\"/><path fill=\"#333\" d=\"",
                g.width(), g.height(), cell * g.width(), cell * g.height(), id, board.layout().mineCount(),
                board.start().label(), g.width(), g.height()));
        for (int m : board.layout().mineIndices()) {
            // A little inset, so that neighbouring mines stay apart as separate squares.
            s.append('M').append(g.x(m)).append(".1 ").append(g.y(m)).append(".1h.8v.8h-.8z");
        }
        s.append(String.format(Locale.ROOT, "\"/><rect x=\"%d\" y=\"%d\" width=\"1\" height=\"1\" fill=\"#2ca02c\"/></svg>",
                board.start().x(), board.start().y()));
        return s.toString();
    }

    @Override
    public List<String> luckMeasures() {
        return List.of(MinesweeperMeasurer.FORCED_GUESSES, MinesweeperMeasurer.GUESS_SURVIVAL);
    }

    @Override
    public String legend() {
        return "mines dark, the start cell green";
    }

    @Override
    public List<Link> links(String id) {
        return List.of(new Link(".mine", FOLDER + "/" + id + ".mine"), new Link("MBF", FOLDER + "/" + id + ".mbf"));
    }

    @Override
    public String rule(Category category) {
        return switch (category) {
            case TOO_EASY -> "two-body search (single clues and pairs of clues) is enough: no skill needed";
            case SKILL_REWARDING -> "exact reasoning wins where two-body search does not";
            case LUCK_BOUND -> "even exact reasoning must take risky guesses";
        };
    }

    @Override
    public String labelRule() {
        return "labelled by construction, from how exact logic plays each board (its deduction profile), never by "
                + "thresholds on the rates: single clues and pairs of clues finish the board with no guess: too-easy; "
                + "exact logic finishes it with no guess but needs several clues together or the mine total: "
                + "skill-rewarding; exact logic must guess and survives its guesses with a chance of at most "
                + Math.round(100 * ReferenceLabel.LUCK_SURVIVAL) + " %: luck-bound; boards in between are not used"
                + (variants() ? VARIANT_NOTE : "");
    }

    /** Why variant boards can share the vanilla reference set: the map's axes are win rates under each board's own rules. */
    static final String VARIANT_NOTE = ". The reference boards are vanilla boards: boards under variant rules are placed "
            + "on the same map because its axes are win rates (of the weak player's two-body search and of the strong "
            + "player's exact reasoning, each under the board's own rules), which mean the same whatever the rules; "
            + "no reference board of their rules was played. On those boards the strong player opens every certain cell "
            + "and otherwise the safest cell by the exact engine under the rules, with no look-ahead: of its settings "
            + "below only tolerance applies there; the weak player's settings all apply";

    private boolean variants() {
        return boards.values().stream().anyMatch(b -> b.rules() != null);
    }

    @Override
    public String reason(SiftReport.Row row) {
        Instance board = boards.get(row.id());
        if (board != null && board.rules() != null) {
            return MinesweeperReason.ofVariant(board.rules(), row.result().weak().meanGuesses());
        }
        return MinesweeperReason.of(row.result());
    }

    @Override
    public String rateMeaning() {
        return "A person cannot see the mines, so a board's rate is its chance for a player who cannot see them, not the "
                + "accident of one fixed layout. Whenever a player guesses, the play survives with the guessed cell's exact "
                + "chance of being safe given everything revealed and the mine total (a draw per play); the game then goes "
                + "on on the same board, through a really safe cell of the same chance when the guessed cell holds a mine "
                + "there. " + (largeVariants() ? LARGE_VARIANT_NOTE : "");
    }

    /**
     * What "exact chance" means on variant boards of more than 64 cells, where the odds are counted
     * when the clues allow it and sampled otherwise ({@code SampledOdds}).
     */
    static final String LARGE_VARIANT_NOTE = "On variant boards of more than 64 cells the chance is exact where it can be "
            + "counted (no global rule, or few enough layouts to check one by one) and otherwise sampled: "
            + io.minesift.minesweeper.variant.certainty.SampledOdds.CHAINS * io.minesift.minesweeper.variant.certainty.SampledOdds.SAMPLES
            + " layouts from " + io.minesift.minesweeper.variant.certainty.SampledOdds.CHAINS + " chains that reach every "
            + "layout that fits (against exact counts on 200 positions: 0.01 off on average, at most 0.05 on one "
            + "cell); cells the solver proves are exact. ";

    private boolean largeVariants() {
        return boards.values().stream().anyMatch(b -> b.rules() != null && b.geometry().size() > 64);
    }

    @Override
    public String packFiles() {
        return "each also as a .mine puzzle and an MBF file";
    }
}
