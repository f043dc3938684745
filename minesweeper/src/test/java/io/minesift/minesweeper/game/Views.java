package io.minesift.minesweeper.game;

import io.minesift.minesweeper.board.Position;

/** Draws what a player sees, one string per row: '#' hidden, 'F' flag, '*' mine, digits for clues. */
final class Views {
    private Views() {
    }

    static String draw(PlayerView view) {
        StringBuilder sb = new StringBuilder();
        int w = view.geometry().width();
        for (int i = 0; i < view.geometry().size(); i++) {
            if (i > 0 && i % w == 0) {
                sb.append('\n');
            }
            byte s = view.state(i);
            sb.append(s == Position.HIDDEN ? '#' : s == Position.FLAG ? 'F' : s == Position.MINE ? '*' : (char) ('0' + s));
        }
        return sb.toString();
    }

    static String rows(String... rows) {
        return String.join("\n", rows);
    }
}
