package io.minesift.core.tune;

import io.minesift.core.classify.Category;
import io.minesift.core.experiment.Attempt;
import io.minesift.core.experiment.Contestant;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generic tuning run on a toy game that is not Minesweeper (nor the coins game): a board is a
 * chance {@code c}; a player of skill {@code s} wins it with chance {@code c^(1/s)}; its "file" is
 * {@code skill=S}. The run must work with nothing but what {@link PlayerTemplate} and the job's
 * partner and labels give it.
 */
class TuneJobTest {
    record Toy(double chance) {
    }

    record Flipper(double skill) implements Contestant<Toy> {
        @Override
        public String name() {
            return "flipper";
        }

        @Override
        public String fingerprint() {
            return "skill " + skill;
        }

        @Override
        public Attempt attempt(Toy board, SplittableRandom random) {
            double chance = Math.pow(board.chance(), 1 / skill);
            boolean won = random.nextDouble() < chance;
            return new Attempt(won, chance, 1, chance, won, 0);
        }
    }

    /** A one-parameter player file: {@code skill=S}, S in 0.2..5. */
    static final class ToyTemplate implements PlayerTemplate<Toy> {
        private final double skill;
        private final boolean weak;

        ToyTemplate(double skill, boolean weak) {
            this.skill = skill;
            this.weak = weak;
        }

        @Override
        public Contestant<Toy> player(Map<String, String> values) {
            for (String name : values.keySet()) {
                if (!name.equals("skill")) {
                    throw new IllegalArgumentException("--params: unknown parameter " + name);
                }
            }
            double s = values.containsKey("skill") ? Double.parseDouble(values.get("skill")) : skill;
            if (!(s >= 0.2 && s <= 5)) {
                throw new IllegalArgumentException("--params: skill must be in 0.2..5, got " + s);
            }
            return new Flipper(s);
        }

        @Override
        public byte[] with(Map<String, String> values, String note) {
            return ("skill=" + values.getOrDefault("skill", Double.toString(skill)) + "\n").getBytes(StandardCharsets.UTF_8);
        }

        @Override
        public Dimension declared(String name) {
            return name.equals("skill") ? new Dimension("skill", 0.2, 5, false, List.of()) : null;
        }

        @Override
        public boolean weakRole() {
            return weak;
        }
    }

    private static List<Toy> toys(int n, int offset) {
        return IntStream.range(0, n).mapToObj(i -> new Toy(0.05 + 0.9 * ((i * 7 + offset) % n) / (n - 1))).toList();
    }

    private static Optional<Category> noLabel(Toy t) {
        return Optional.empty();
    }

    @Test
    void aTargetRateIsReachedOnAToyGame() {
        // Skill 1 wins the mean chance (0.5) of these boards; the file starts at skill 4 (about
        // 0.8). Aiming at 0.35 the search must find a skill below 1, and the held-out check must
        // rate the tuned player closer to the target than the file's own.
        TuneJob<Toy> job = new TuneJob<>(new ToyTemplate(4, true), new Flipper(5), TuneJobTest::noLabel,
                new Goal.TargetRate(0.35), 20, 3, 2);
        List<Dimension> dims = Dimension.parseAll("skill", new ToyTemplate(4, true)::declared);
        AtomicInteger evaluations = new AtomicInteger();
        TuneJob.Outcome o = job.run(dims, 40 * 20 * 100, toys(40, 0), toys(40, 3), evaluations::addAndGet);
        assertEquals(100, o.trace().size());
        assertEquals(100, evaluations.get());
        double best = Double.parseDouble(o.best().values().get("skill"));
        assertTrue(best < 1, o.best().toString());
        assertEquals(0.35, o.best().rate(), 0.03, o.best().toString());
        assertTrue(o.before().rate() > 0.7, o.before().toString());
        assertTrue(o.after().score() > o.before().score(), o.after() + " vs " + o.before());
        assertEquals(800, o.after().plays());
        assertEquals("skill=" + o.best().values().get("skill") + "\n", new String(o.tunedFile(), StandardCharsets.UTF_8));
    }

    @Test
    void separationUsesTheGamesLabelsAndPartner() {
        // Labels by construction: chance 0.9 and up too-easy, 0.3..0.6 skill-rewarding, below 0.15
        // luck-bound. The weak-role file is paired with the partner on the y axis; the game's label
        // function is asked once per board of each list, and every score is a product of two
        // numbers in 0..1.
        AtomicInteger asked = new AtomicInteger();
        TuneJob<Toy> job = new TuneJob<>(new ToyTemplate(1, true), new Flipper(5), t -> {
            asked.incrementAndGet();
            double c = t.chance();
            return c >= 0.9 ? Optional.of(Category.TOO_EASY) : c >= 0.3 && c <= 0.6 ? Optional.of(Category.SKILL_REWARDING)
                    : c < 0.15 ? Optional.of(Category.LUCK_BOUND) : Optional.empty();
        }, new Goal.Separation(), 10, 1, 2);
        TuneJob.Outcome o = job.run(Dimension.parseAll("skill=0.3..2.0"), 30 * 10 * 6, toys(30, 0), toys(30, 1), n -> {
        });
        assertEquals(60, asked.get(), "each board's label once");
        for (Tuner.Step s : o.trace()) {
            assertTrue(s.score() >= 0 && s.score() <= 1, s.toString());
        }
        assertTrue(o.trace().stream().anyMatch(s -> s.score() > 0), o.trace().toString());
    }

    @Test
    void aValueTheFileMayNotHoldIsRefusedBeforeAnyGame() {
        TuneJob<Toy> job = new TuneJob<>(new ToyTemplate(1, true), new Flipper(5), TuneJobTest::noLabel,
                new Goal.WinRate(), 10, 1, 1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> job.check(Dimension.parseAll("skill=6.0..9.0")));
        assertTrue(e.getMessage().contains("skill must be in 0.2..5"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> job.check(Dimension.parseAll("speed=0.0..1.0")));
    }
}
