package io.minesift.core.experiment;

import java.io.Serializable;
import java.util.List;

/**
 * How many times each player plays a board, up to the sift's most ({@code --repeats}). The fixed
 * rule plays every board the most; a sequential rule plays in rounds and, after each round, reads
 * the board's plays so far (one rate per player, from plays {@code 0 .. n-1} of each) and says which
 * players go on. It reads nothing else, so a board's plays never depend on other boards, the thread
 * count or the engine; and since play {@code r} always draws from the same stream, a board that
 * stops early holds exactly the first plays of the fixed run.
 *
 * <p>A rule is a value: it is shipped whole to other machines (Spark) and named in the run key by
 * its {@link #fingerprint}, so a journal made under one rule is never resumed under another.
 */
public interface PlayRule extends Serializable {
    /** Every board gets the most plays: the research's fixed count. */
    PlayRule FIXED = new PlayRule() {
        private static final long serialVersionUID = 1L;

        @Override
        public int firstRound() {
            return Integer.MAX_VALUE;
        }

        @Override
        public int round() {
            return Integer.MAX_VALUE;
        }

        @Override
        public boolean[] goOn(String board, List<Rate> soFar, boolean[] playing) {
            return playing.clone();
        }

        @Override
        public String fingerprint() {
            return FIXED_NAME;
        }

        private Object readResolve() {
            return FIXED;
        }
    };

    /** The fingerprint of {@link #FIXED}, the run key's default. */
    String FIXED_NAME = "fixed";

    /** The plays of each player before the first look. */
    int firstRound();

    /** The plays added to each player still playing between two looks. */
    int round();

    /**
     * After a round: which players go on. {@code soFar.get(p)} is player {@code p}'s rate over its
     * plays so far; {@code playing[p]} whether it played this round. A player that stopped never
     * starts again: the answer is read only where {@code playing} is true.
     *
     * @param board the board's id
     */
    boolean[] goOn(String board, List<Rate> soFar, boolean[] playing);

    /** What fixes the rule's decisions, for the run key: {@value #FIXED_NAME} for the fixed rule. */
    String fingerprint();
}
