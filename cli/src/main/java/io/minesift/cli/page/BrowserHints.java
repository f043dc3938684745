package io.minesift.cli.page;

import io.minesift.minesweeper.board.Geometry;
import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.format.MineText;
import io.minesift.minesweeper.hint.HintReport;
import io.minesift.minesweeper.hint.Hinter;
import io.minesift.minesweeper.hint.VariantHinter;
import io.minesift.minesweeper.variant.RuleSet;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantText;
import org.teavm.jso.JSExport;

/**
 * The page's hint engine: minesift's own {@link Hinter} and, for a position whose header names
 * variant rules, its {@link VariantHinter}, compiled to JavaScript by TeaVM (the build's
 * {@code teavm} execution), so the page gives exactly the hints of {@code minesift hint}:
 * {@link #hint} its JSON, {@link #hintText} its text. The last position's answer is kept, so asking
 * for both costs one analysis. {@link #board} reads a share link for the page's game ({@link PageBoard}).
 * {@link #shanghai} plays a Shanghai pack's page by minesift's rules ({@link ShanghaiTable}).
 */
public final class BrowserHints {
    private static String lastText;
    private static Analysis last;

    private BrowserHints() {
    }

    /** One position's answer: its geometry, its rules (null for a classic position), and the answer or the problem. */
    private record Analysis(Geometry geometry, RuleSet rules, Hinter.Answer answer, String problem) {
    }

    /**
     * What {@code minesift hint --json} prints for a {@code .mine} position text; for a position no
     * layout fits (a wrong flag), {@code {"error": "..."}} with the message the command prints.
     */
    @JSExport
    public static String hint(String positionText) {
        Analysis a = analysis(positionText);
        if (a.problem() != null) {
            return HintReport.jsonError(a.problem());
        }
        return a.rules() == null ? HintReport.json(a.geometry(), a.answer(), false)
                : HintReport.json(a.rules(), a.geometry(), a.answer(), false);
    }

    /** What {@code minesift hint} prints for the position (the legend, then the hint); the problem for one no layout fits. */
    @JSExport
    public static String hintText(String positionText) {
        Analysis a = analysis(positionText);
        if (a.problem() != null) {
            return a.problem();
        }
        return a.rules() == null ? HintReport.text(a.geometry(), a.answer(), false)
                : HintReport.text(a.rules(), a.geometry(), a.answer(), false);
    }

    /** The board of a share link fragment as the page plays it ({@link PageBoard#json}), or why the link is no board. */
    @JSExport
    public static String board(String fragment) {
        return PageBoard.json(fragment);
    }

    /**
     * A Shanghai table for the Shanghai pack's page ({@link ShanghaiTable#json}): the deal's layout in
     * minesift's own text, its kinds and the moves taken so far, each comma-separated.
     */
    @JSExport
    public static String shanghai(String layoutText, String kinds, String moves) {
        return ShanghaiTable.json(layoutText, kinds, moves);
    }

    /** The strong player's pair at a Shanghai table with no certain move ({@link ShanghaiTable#pick}). */
    @JSExport
    public static String shanghaiPick(String layoutText, String kinds, String moves, String player, int seed) {
        return ShanghaiTable.pick(layoutText, kinds, moves, player, seed);
    }

    private static Analysis analysis(String positionText) {
        if (!positionText.equals(lastText)) {
            last = VariantText.hasRules(positionText) ? variant(positionText) : classic(positionText);
            lastText = positionText;
        }
        return last;
    }

    private static Analysis classic(String text) {
        Position position = MineText.parse(text, "position");
        Hinter.Answer answer = new Hinter().analyse(position, false);
        return new Analysis(position.geometry(), null, answer, answer.contradiction() == null ? null
                : (answer.undetermined() ? "no hint: " : "inconsistent position: ") + answer.contradiction());
    }

    /**
     * As {@code minesift hint} answers a variant position: the engine's limits are "no hint", no
     * fitting layout "inconsistent", a position the engine does not take (too large) its message.
     */
    private static Analysis variant(String text) {
        VariantPosition position = VariantText.parse(text, "position", null);
        Hinter.Answer answer;
        try {
            answer = new VariantHinter().analyse(position, false);
        } catch (IllegalStateException e) {
            return new Analysis(position.geometry(), position.rules(), null, "no hint: " + e.getMessage());
        } catch (IllegalArgumentException e) {
            return new Analysis(position.geometry(), position.rules(), null, e.getMessage()); // hint's bad input (exit 2)
        }
        return new Analysis(position.geometry(), position.rules(), answer,
                answer.contradiction() == null ? null : "inconsistent position: " + answer.contradiction());
    }
}
