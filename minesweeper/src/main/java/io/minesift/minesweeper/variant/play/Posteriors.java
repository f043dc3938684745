package io.minesift.minesweeper.variant.play;

import io.minesift.minesweeper.variant.certainty.SampledOdds;
import io.minesift.minesweeper.variant.VariantEngine;
import io.minesift.minesweeper.variant.VariantPosition;
import io.minesift.minesweeper.variant.VariantProbabilities;

/**
 * Exact probabilities of a player's view, remembered for the last view asked on this thread. At a
 * guess the strong player and the referee ask about the same view object ({@link VariantGame#view}
 * returns one object until the next move), so the engine runs once; the key is the object
 * itself, so a remembered answer is always the answer to the very same position.
 */
final class Posteriors {
    private static final ThreadLocal<Object[]> LAST = ThreadLocal.withInitial(() -> new Object[2]);

    private Posteriors() {
    }

    /**
     * @throws IllegalStateException when the engine's state budget is exceeded
     */
    static VariantProbabilities of(VariantEngine engine, VariantPosition view) {
        return remembered(view, engine::analyse);
    }

    /**
     * Sampled odds of a view beyond the exact count ({@link SampledOdds}), remembered as
     * {@link #of} remembers; the sampler's stream comes from the position, so the answer is the
     * same whoever asks first.
     */
    static SampledOdds sampled(VariantPosition view) {
        return remembered(view, SampledOdds::of);
    }

    /** The answer for the last view asked on this thread, or a new one computed for this view. */
    @SuppressWarnings("unchecked")
    private static <T> T remembered(VariantPosition view, java.util.function.Function<VariantPosition, T> compute) {
        Object[] last = LAST.get();
        if (last[0] != view) {
            last[1] = null;
            last[1] = compute.apply(view);
            last[0] = view;
        }
        return (T) last[1];
    }
}
