package io.minesift.cli;

import io.minesift.cli.page.ShanghaiPage;
import io.minesift.core.classify.Category;
import io.minesift.core.curate.PackFiles;
import io.minesift.core.curate.SiftFolder;
import io.minesift.core.util.InputException;
import io.minesift.shanghai.Position;
import io.minesift.shanghai.sift.DealReason;
import io.minesift.shanghai.sift.ShanghaiPuzzle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.minesift.shanghai.play.ShanghaiPlayer;
import io.minesift.shanghai.play.ShanghaiPlayers;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** {@code pack --page}'s Shanghai page, {@code pack.html}: the pack's deals to play offline ({@link ShanghaiPage}). */
final class ShanghaiPackPage {
    private ShanghaiPackPage() {
    }

    /**
     * The sift's strong player, whose pick the page's hint shows where no move is certain: the one its
     * {@code summary.json} names (so the hints are the player's whose rates the page shows), or the
     * shipped {@code shanghai-strong} for a sift with no summary or a summary that names no strong
     * player. A strong player there that minesift cannot read as a Shanghai player is refused in one
     * line: the page would otherwise show another player's hints beside its rates.
     */
    static ShanghaiPlayer strongPlayer(Path sift) {
        Path summary = sift.resolve("summary.json");
        JsonNode strong;
        try {
            strong = new ObjectMapper().readTree(summary.toFile()).path("players").path("strong");
        } catch (IOException e) {
            return (ShanghaiPlayer) ShanghaiPlayers.strong(); // no summary to read: the shipped player
        }
        if (strong.isMissingNode()) {
            return (ShanghaiPlayer) ShanghaiPlayers.strong();
        }
        if (!strong.isObject()) {
            throw new InputException(summary.toString(), "players.strong: a player's settings (an object) expected, found " + strong);
        }
        Object player;
        try {
            player = new ShanghaiPuzzle().player(strong.toString().getBytes(StandardCharsets.UTF_8), "players.strong");
        } catch (InputException e) {
            throw new InputException(summary.toString(), e.getMessage()); // its message begins "players.strong: "
        } catch (RuntimeException e) {
            throw new InputException(summary.toString(), "players.strong: " + e.getMessage());
        }
        if (player instanceof ShanghaiPlayer p) {
            return p;
        }
        throw new InputException(summary.toString(), "players.strong: not a Shanghai player");
    }

    static Map<String, byte[]> files(Category category, List<SiftFolder.Board<Position>> pack, ShanghaiPlayer strong) {
        List<ShanghaiPage.Deal> deals = new ArrayList<>();
        for (int i = 0; i < pack.size(); i++) {
            SiftFolder.Board<Position> b = pack.get(i);
            deals.add(new ShanghaiPage.Deal(PackFiles.name(i + 1, pack.size(), b.id()), b.board(), category.id(),
                    DealReason.of(b.entry().measures()), rates(b.entry().weak(), b.entry().strong())));
        }
        String title = "minesift pack: " + pack.size() + " " + category.id() + " Shanghai " + (pack.size() == 1 ? "deal" : "deals");
        return Map.of(PackPage.PAGE, ShanghaiPage.html(title, about(category), deals, strong).getBytes(StandardCharsets.UTF_8));
    }

    /** The sift's rates in a sentence: how often each player cleared the deal, seeing what a person sees. */
    static String rates(double weak, double strong) {
        return String.format(Locale.ROOT, "In the sift the weak player cleared it %.0f %% of the time, the strong one %.0f %%.",
                100 * weak, 100 * strong);
    }

    /** What the pack's category means, in plain words, for the top of the page. */
    static String about(Category category) {
        String rule = new ShanghaiPuzzle().art(Map.of()).rule(category);
        String more = switch (category) {
            case TOO_EASY -> " Certain moves and a little care clear these.";
            case SKILL_REWARDING -> " Look ahead before each choice: the hidden tiles punish a careless pair.";
            case LUCK_BOUND -> " Expect to get stuck on some of these however well you play.";
        };
        return "A " + category.id() + " pack: " + rule + "." + more;
    }
}
