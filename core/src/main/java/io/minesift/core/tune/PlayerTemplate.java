package io.minesift.core.tune;

import io.minesift.core.experiment.Contestant;

import java.util.Map;

/**
 * A game's player file with some parameters to be filled in: each candidate of a tuning run is the
 * file with new values, checked by the game's own rules for its player files (so unknown names and
 * values out of range are errors that name the parameter). A game gives one through
 * {@code curate.Puzzle#template}.
 *
 * @param <B> the game's board type
 */
public interface PlayerTemplate<B> {
    /**
     * The player with the values (JSON literals by parameter name) set.
     *
     * @throws IllegalArgumentException naming the parameter when a value is not allowed
     */
    Contestant<B> player(Map<String, String> values);

    /** The file with the values set and {@code note} added to its description (when not null). */
    byte[] with(Map<String, String> values, String note);

    /**
     * The search dimension of a parameter's whole declared range ({@code NAME} alone in
     * {@code --params}); {@code null} for an unknown name or an unbounded range.
     */
    Dimension declared(String name);

    /**
     * Whether the file's player takes the weak role (the map's x axis); the {@code separation}
     * goal pairs it with the game's default player of the other role.
     */
    boolean weakRole();
}
