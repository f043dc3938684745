package io.minesift.coins;

import io.minesift.core.classify.Category;
import io.minesift.core.curate.Reports;
import io.minesift.core.report.BoardArt;
import io.minesift.core.report.SiftReport;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Draws a coin on the report page: a disc whose dark share is the strong player's chance of losing. */
final class CoinArt implements BoardArt {
    private final Map<String, Coin> coins;

    CoinArt(Map<String, Coin> coins) {
        this.coins = Map.copyOf(coins);
    }

    @Override
    public String svg(String id) {
        Coin c = coins.get(id);
        return String.format(Locale.ROOT, "<svg class=\"board\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 20 20\" "
                + "width=\"40\" height=\"40\"><title>coin %s: weak %.2f, strong %.2f</title>"
                + "<circle cx=\"10\" cy=\"10\" r=\"9\" fill=\"#e8c547\"/><rect x=\"1\" y=\"%.2f\" width=\"18\" height=\"%.2f\" "
                + "fill=\"#333\" opacity=\"0.6\"/></svg>", id, c.weak(), c.strong(), 1 + 18 * c.strong(), 18 * (1 - c.strong()));
    }

    @Override
    public List<Link> links(String id) {
        return List.of(new Link("coin", Reports.BOARD_FOLDER + "/" + id + ".json"));
    }

    @Override
    public String legend() {
        return "a coin, darkened by the strong player's chance of losing";
    }

    @Override
    public String rule(Category category) {
        return CoinRule.describe(category);
    }

    @Override
    public String labelRule() {
        return CoinRule.words();
    }

    @Override
    public String reason(SiftReport.Row row) {
        Coin c = coins.get(row.id());
        return String.format(Locale.ROOT, "the weak player wins %.0f %%, the strong one %.0f %%", 100 * c.weak(),
                100 * c.strong());
    }
}
