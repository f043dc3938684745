package io.minesift.core.report;

import io.minesift.core.classify.Category;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static io.minesift.core.report.Html.escape;

/**
 * The top of the report page, which explains the rest: the three categories with the rule behind
 * each and their counts, how the classifier decides, the run and its players' settings, and the
 * commands that curate from this sift.
 */
final class PageIntro {
    private PageIntro() {
    }

    /** The legend: each category, what it means, where it sits on the map and how many boards it has. */
    static void legend(StringBuilder h, SiftReport report, BoardArt art) {
        h.append("<section id=\"legend\" aria-labelledby=\"legend-title\">\n<h2 id=\"legend-title\">Three categories</h2>\n")
                .append("<table class=\"legend\">\n<thead><tr><th scope=\"col\">category</th><th scope=\"col\">what it means</th>")
                .append("<th scope=\"col\">where it sits on the map</th><th scope=\"col\">boards</th>")
                .append(report.luckMeasured() ? "<th scope=\"col\">of them need a guess</th>" : "")
                .append("</tr></thead>\n<tbody>\n");
        Map<Category, Integer> needGuess = report.needGuessCounts();
        for (Map.Entry<Category, Integer> e : report.counts().entrySet()) {
            Category c = e.getKey();
            h.append("<tr data-category=\"").append(c.id()).append("\" data-count=\"").append(e.getValue()).append("\"><th scope=\"row\">")
                    .append(Html.chip(c)).append(c.id()).append("</th><td>").append(escape(art.rule(c))).append("</td><td>")
                    .append(place(c)).append("</td><td class=\"count\">").append(e.getValue()).append("</td>");
            if (needGuess.containsKey(c)) {
                h.append("<td class=\"count\">").append(needGuess.get(c)).append("</td>");
            }
            h.append("</tr>\n");
        }
        h.append("</tbody>\n</table>\n");
        luck(h, report);
        classifier(h, report, art);
        notes(h, report);
        h.append("</section>\n");
    }

    /**
     * What a category does not say: whether skill alone wins the board. A skill-rewarding board is
     * one the strong player wins far more often than the weak one, which it may still have to win
     * with a guess; the luck figures say which boards need one and how much it costs.
     */
    private static void luck(StringBuilder h, SiftReport report) {
        if (!report.luckMeasured()) {
            return;
        }
        int skill = report.counts().get(Category.SKILL_REWARDING);
        int skillGuess = report.needGuessCounts().get(Category.SKILL_REWARDING);
        h.append("<p class=\"luck\" id=\"luck\"><b>Skill-rewarding is not the same as needing no guess.</b> A category ")
                .append("says where a board sits on the map: skill-rewarding means the strong player wins it far more often ")
                .append("than the weak one, not that reasoning alone wins it. A board <i>needs a guess</i> when even the ")
                .append("strong player has to take a risk nothing it can see rules out; <i>").append(BoardColumns.LOSES_TO_GUESSES)
                .append("</i> is its chance of losing to those forced guesses, over its plays (1 − the mean of the product of ")
                .append("each play's guess survival chances; 0 for a board that needs no guess). ")
                .append(skill == 0 ? "" : "Here " + skillGuess + " of the " + skill + " skill-rewarding "
                        + (skill == 1 ? "board needs" : "boards need") + " a guess. ")
                .append("The table's filters show only the boards that need none, or that lose at most a given share; ")
                .append("<code>pack</code> takes the skill-rewarding and too-easy boards that need no guess first, and ")
                .append("<code>--max-luck</code> caps the chance of losing to forced guesses.</p>\n");
    }

    /** Where a category's boards sit: the map's axes are the two players' rates, whatever the puzzle. */
    private static String place(Category c) {
        return switch (c) {
            case TOO_EASY -> "top right: both players win";
            case SKILL_REWARDING -> "top: the strong player wins, the weak one often fails";
            case LUCK_BOUND -> "low: the strong player often loses";
        };
    }

    private static void classifier(StringBuilder h, SiftReport report, BoardArt art) {
        h.append("<p class=\"classifier\"><b>How a board gets its category.</b> The classifier (")
                .append(escape(report.classifier())).append(") learns the map from ").append(report.reference())
                .append(" reference boards");
        if (!art.labelRule().isEmpty()) {
            String rule = art.labelRule();
            h.append(", ").append(escape(rule.endsWith(".") ? rule.substring(0, rule.length() - 1) : rule));
        }
        if (report.curated() > 0) {
            h.append(", and from ").append(report.curated())
                    .append(" boards you labelled (marked <span class=\"label\">labelled by you</span>)");
        }
        h.append(". Each board then gets the category the classifier gives its point on the map (its ")
                .append(report.playerCount() == 2 ? "two rates" : report.playerCount() + " rates, one per player: the "
                        + "classifier works in " + report.playerCount() + " dimensions").append("); its ")
                .append("<i>confidence</i> is the classifier's probability for that category (for k-NN: the share of the ")
                .append("nearest labelled boards that vote for it). Each labelled board predicted by a model trained on all ")
                .append("the others (leave-one-out) gets its own label back ")
                .append(Double.isNaN(report.looAccuracy()) ? "(too few boards to tell)"
                        : String.format(Locale.ROOT, "%.1f %% of the time", 100 * report.looAccuracy()))
                .append(".</p>\n");
    }

    /**
     * The notes the puzzle gives the boards (such as the reference's layouts, for deals of a layout
     * the reference lacks), each value once with how many boards carry it: none for most sifts.
     */
    private static void notes(StringBuilder h, SiftReport report) {
        List<String> names = report.noteNames();
        if (names.isEmpty()) {
            return;
        }
        h.append("<p class=\"notes\"><b>Notes on these boards.</b>");
        for (String name : names) {
            Map<String, Integer> values = new LinkedHashMap<>();
            report.rows().forEach(r -> {
                String v = report.note(r.id(), name);
                if (!v.isEmpty()) {
                    values.merge(v, 1, Integer::sum);
                }
            });
            values.forEach((v, n) -> h.append(" <i>").append(escape(name)).append("</i>: ").append(escape(v)).append(" (")
                    .append(n == report.rows().size() ? "every board" : n + (n == 1 ? " board" : " boards")).append(")."));
        }
        h.append("</p>\n");
    }

    /** The board set, seed and plays, and each player's settings as name = value. */
    static void run(StringBuilder h, SiftReport report) {
        h.append("<p class=\"run\">Board set <b>").append(escape(report.boardSet())).append("</b>, seed ")
                .append(report.key().seed()).append(", ").append(plays(report)).append(".</p>\n<dl class=\"players\">\n");
        for (int i = 0; i < report.playerCount(); i++) {
            String role = report.role(i);
            player(h, i == 0 || i == report.strongIndex() ? role + " player" : role, report.playerNames().get(i),
                    report.key().players().get(i));
        }
        h.append("</dl>\n");
    }

    /** The plays per board and player, and how deciding early stopped them. */
    private static String plays(SiftReport report) {
        if (report.key().fixedPlays()) {
            return report.key().repeats() + " plays per board and player";
        }
        return "up to " + report.key().repeats() + " plays per board and player: each board and player played in rounds "
                + "and stopped once the board's category could no longer change within its rates' intervals (each "
                + "board's details give its plays; the rule: " + escape(report.key().plays()) + "); "
                + escape(report.playsLine());
    }

    private static void player(StringBuilder h, String role, String name, String description) {
        PlayerSettings p = PlayerSettings.parse(description);
        h.append("<dt>").append(role).append(" <b>").append(escape(p.kind().isEmpty() ? name : p.kind())).append("</b></dt><dd>");
        if (!p.parsed()) {
            h.append("<code>").append(escape(p.raw())).append("</code></dd>\n");
            return;
        }
        h.append("<ul class=\"settings\">");
        for (PlayerSettings.Setting s : p.settings()) {
            h.append("<li><code>").append(escape(s.name())).append("</code> = <code>").append(escape(s.value())).append("</code></li>");
        }
        h.append("</ul></dd>\n");
    }

    /**
     * What to do with this sift: the {@code filter} and {@code pack} commands, on this folder.
     * The report does not know the folder's path, so the commands name it {@code .} and say to
     * run them there; each says how many boards it would give.
     */
    static void nextSteps(StringBuilder h, SiftReport report, BoardArt art) {
        Map<Category, Integer> counts = report.counts();
        int fair = report.rows().size() - counts.get(Category.LUCK_BOUND);
        int skill = counts.get(Category.SKILL_REWARDING);
        h.append("<section id=\"next\" aria-labelledby=\"next-title\">\n<h2 id=\"next-title\">What next</h2>\n")
                .append("<p>Run these in this report's folder (the one that holds this page), or give its path instead of ")
                .append("<code>.</code>; <code>minesift</code> stands for <code>java -jar minesift.jar</code>.</p>\n<ul>\n")
                .append("<li><pre><code class=\"command\">minesift filter . --drop luck-bound --out fair.json</code></pre>")
                .append("writes the boards that are not luck-bound as a new board set, <code>fair.json</code> (")
                .append(here(fair)).append(").</li>\n")
                .append("<li><pre><code class=\"command\">minesift pack . --category skill-rewarding --count 20 --out packs/skill</code></pre>")
                .append("writes a pack of the 20 most clearly skill-rewarding boards (")
                .append(report.luckMeasured() ? "those that need no guess first, then " : "")
                .append("most confident first, then the largest gap), easiest first, to ")
                .append("<code>packs/skill</code>, ").append(escape(art.packFiles())).append(" (")
                .append(here(skill)).append(report.luckMeasured() ? ", " + (skill - report.needGuessCounts()
                        .get(Category.SKILL_REWARDING)) + " of them with no guess; add <code>--max-luck 0.05</code> to leave out "
                        + "boards that lose more than 5 % to forced guesses" : "")
                .append(").</li>\n</ul>\n</section>\n");
    }

    private static String here(int boards) {
        return (boards == 0 ? "none" : Integer.toString(boards)) + " here";
    }
}
