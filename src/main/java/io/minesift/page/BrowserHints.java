package io.minesift.page;

import io.minesift.board.Position;
import io.minesift.hint.HintReport;
import io.minesift.hint.Hinter;
import io.minesift.io.MineText;
import org.teavm.jso.JSExport;

/**
 * The page's hint engine: minesift's own {@link Hinter}, compiled to JavaScript by TeaVM
 * (the build's {@code teavm} execution), so the page gives exactly the hints of {@code minesift hint}.
 */
public final class BrowserHints {
    private BrowserHints() {
    }

    /**
     * What {@code minesift hint --json} prints for a {@code .mine} position text; for a position no
     * layout fits (a wrong flag), {@code {"error": "..."}} with the message the command prints.
     */
    @JSExport
    public static String hint(String positionText) {
        Position position = MineText.parse(positionText, "position");
        Hinter.Answer answer = new Hinter().analyse(position, false);
        if (answer.contradiction() != null) {
            return HintReport.jsonError((answer.undetermined() ? "no hint: " : "inconsistent position: ")
                    + answer.contradiction());
        }
        return HintReport.json(position.geometry(), answer, false);
    }
}
