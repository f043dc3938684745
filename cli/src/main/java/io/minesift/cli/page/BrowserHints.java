package io.minesift.cli.page;

import io.minesift.minesweeper.board.Position;
import io.minesift.minesweeper.hint.HintReport;
import io.minesift.minesweeper.hint.Hinter;
import io.minesift.minesweeper.format.MineText;
import org.teavm.jso.JSExport;

/**
 * The page's hint engine: minesift's own {@link Hinter}, compiled to JavaScript by TeaVM
 * (the build's {@code teavm} execution), so the page gives exactly the hints of {@code minesift hint}:
 * {@link #hint} its JSON, {@link #hintText} its text. The last position's answer is kept, so asking
 * for both costs one analysis.
 */
public final class BrowserHints {
    private static String lastText;
    private static Position lastPosition;
    private static Hinter.Answer lastAnswer;

    private BrowserHints() {
    }

    /**
     * What {@code minesift hint --json} prints for a {@code .mine} position text; for a position no
     * layout fits (a wrong flag), {@code {"error": "..."}} with the message the command prints.
     */
    @JSExport
    public static String hint(String positionText) {
        Hinter.Answer answer = answer(positionText);
        if (answer.contradiction() != null) {
            return HintReport.jsonError(problem(answer));
        }
        return HintReport.json(lastPosition.geometry(), answer, false);
    }

    /** What {@code minesift hint} prints for the position (the legend, then the hint); the problem for one no layout fits. */
    @JSExport
    public static String hintText(String positionText) {
        Hinter.Answer answer = answer(positionText);
        return answer.contradiction() != null ? problem(answer) : HintReport.text(lastPosition.geometry(), answer, false);
    }

    private static Hinter.Answer answer(String positionText) {
        if (!positionText.equals(lastText)) {
            Position position = MineText.parse(positionText, "position");
            lastAnswer = new Hinter().analyse(position, false);
            lastPosition = position;
            lastText = positionText;
        }
        return lastAnswer;
    }

    private static String problem(Hinter.Answer answer) {
        return (answer.undetermined() ? "no hint: " : "inconsistent position: ") + answer.contradiction();
    }
}
